import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../gateway-sim/records.ts';
import { graphql } from './gql/index.ts';
import { codeOf } from './harness.ts';
import {
  admin,
  bff,
  DAYS_30,
  month,
  TRENDS,
  mix,
  points,
  productId,
  trendsOf,
  userId,
  useTrendsWorld,
  world,
  type Placed,
  type Top,
} from './dashboard-trends-world.ts';

useTrendsWorld();

describe('who sees what', () => {
  // Twelve orders from 1 to 12 March by six marketers of seven products, and four more of a
  // product placed before the range: without the range it would lead both lists.
  const placed: [string, string, OrderRecord['status']][] = [
    ['sita', 'Singing Bowl Set', 'delivered'],
    ['maya', 'Singing Bowl Set', 'exchanged'],
    ['maya', 'Dhaka Topi', 'confirmed'],
    ['ram', 'Dhaka Topi', 'inProcess'],
    ['hari', 'Allo Fabric Tote Bag', 'returned'],
    ['hari', 'Allo Fabric Tote Bag', 'returned'],
    ['sita', 'Thangka Wall Art', 'delivered'],
    ['sita', 'Thangka Wall Art', 'delivered'],
    ['gita', 'Thangka Wall Art', 'returned'],
    ['new', 'Lokta Paper Journal', 'cancelled'],
    ['ram', 'Khukuri Keychain', 'returned'],
    ['maya', 'Prayer Flag Set', 'cancelled'],
  ];
  // Sita's deliveries: Rs. 150 × 2 on 13 March, Rs. 99.50 and Rs. 33.35 × 3 on 16 March.
  const delivery: Record<number, Pick<Placed, 'deliveredAt' | 'qty' | 'commission'>> = {
    0: { deliveredAt: '2026-03-13T06:00:00Z', qty: 2, commission: 150 },
    6: { deliveredAt: '2026-03-16T06:00:00Z', commission: 99.5 },
    7: { deliveredAt: '2026-03-16T09:00:00Z', qty: 3, commission: 33.35 },
  };
  beforeEach(() => {
    world([
      ...placed.map(([by, product, status], n): Placed => ({
        at: `2026-03-${String(n + 1).padStart(2, '0')}T06:00:00Z`,
        by,
        product,
        status,
        ...delivery[n],
      })),
      ...[1, 2, 3, 4].map((n): Placed => ({
        at: `2026-02-0${n}T06:00:00Z`,
        by: 'gita',
        product: 'Pashmina Shawl',
        status: 'returned',
      })),
    ]);
  });

  const top = (id: string, name: string, orders: number, returned: number, returnRate: number | null): Top => ({
    id,
    name,
    orders,
    returned,
    returnRate,
  });

  it('shows an admin every order: the top 5 products and marketers by orders, ties by name, in one read of the orders', async () => {
    await bff.dev.resetCalls();
    const trends = await trendsOf(admin);
    expect(trends.points).toEqual(
      points(DAYS_30, [
        ...month('2026-03', 1, 12).map((start) => ({ start, orders: 1 })),
        { start: '2026-03-13', delivered: 1, earnings: 300 },
        { start: '2026-03-16', delivered: 2, earnings: 199.55 },
      ]),
    );
    expect(trends.statusMix).toEqual(
      mix({ CONFIRMED: 1, IN_PROCESS: 1, DELIVERED: 3, RETURNED: 4, EXCHANGED: 1, CANCELLED: 2 }),
    );
    // 4 returned of 8 that reached the customer (3 delivered, 1 exchanged).
    expect(trends.returnRate).toBe(0.5);
    // Lokta Paper Journal and Prayer Flag Set (1 each) come after Khukuri Keychain by name.
    expect(trends.topProducts).toEqual([
      top(productId('Thangka Wall Art'), 'Thangka Wall Art', 3, 1, 1 / 3),
      top(productId('Allo Fabric Tote Bag'), 'Allo Fabric Tote Bag', 2, 2, 1),
      top(productId('Dhaka Topi'), 'Dhaka Topi', 2, 0, null),
      top(productId('Singing Bowl Set'), 'Singing Bowl Set', 2, 0, 0),
      top(productId('Khukuri Keychain'), 'Khukuri Keychain', 1, 1, 1),
    ]);
    // Nabin Shrestha (1) comes after Gita Rai by name.
    expect(trends.topMarketers).toEqual([
      top(userId('maya'), 'Maya Tamang', 3, 0, 0),
      top(userId('sita'), 'Sita Sharma', 3, 0, 0),
      top(userId('hari'), 'Hari Gurung', 2, 2, 1),
      top(userId('ram'), 'Ram Thapa', 2, 1, 1),
      top(userId('gita'), 'Gita Rai', 1, 1, 1),
    ]);
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1 });
  });

  it('shows a marketer only her own orders, and no top marketers', async () => {
    const sita = await trendsOf(await bff.signIn('sita@demo.test'));
    expect(sita).toEqual({
      range: 'LAST_30_DAYS',
      per: 'DAY',
      points: points(DAYS_30, [
        { start: '2026-03-01', orders: 1 },
        { start: '2026-03-07', orders: 1 },
        { start: '2026-03-08', orders: 1 },
        { start: '2026-03-13', delivered: 1, earnings: 300 },
        { start: '2026-03-16', delivered: 2, earnings: 199.55 },
      ]),
      statusMix: mix({ DELIVERED: 3 }),
      returnRate: 0,
      topProducts: [
        top(productId('Thangka Wall Art'), 'Thangka Wall Art', 2, 0, 0),
        top(productId('Singing Bowl Set'), 'Singing Bowl Set', 1, 0, 0),
      ],
      topMarketers: null,
    });

    const maya = await trendsOf(await bff.signIn('maya@demo.test'));
    expect(maya.points).toEqual(
      points(DAYS_30, [
        { start: '2026-03-02', orders: 1 },
        { start: '2026-03-03', orders: 1 },
        { start: '2026-03-12', orders: 1 },
      ]),
    );
    expect(maya.statusMix).toEqual(mix({ CONFIRMED: 1, EXCHANGED: 1, CANCELLED: 1 }));
    expect(maya.returnRate).toBe(0);
    expect(maya.topProducts).toEqual([
      top(productId('Dhaka Topi'), 'Dhaka Topi', 1, 0, null),
      top(productId('Prayer Flag Set'), 'Prayer Flag Set', 1, 0, null),
      top(productId('Singing Bowl Set'), 'Singing Bowl Set', 1, 0, 0),
    ]);
    expect(maya.topMarketers).toBeNull();

    // Gita's orders in the range: one returned; her four before it count nowhere.
    const gita = await trendsOf(await bff.signIn('gita@demo.test'), 'LAST_30_DAYS', 'WEEK');
    expect(gita.points).toEqual(
      points(
        ['2026-02-15', '2026-02-22', '2026-03-01', '2026-03-08', '2026-03-15'],
        [{ start: '2026-03-08', orders: 1 }],
      ),
    );
    expect([gita.statusMix, gita.returnRate, gita.topMarketers]).toEqual([mix({ RETURNED: 1 }), 1, null]);
  });
});

describe('no orders, and no session', () => {
  it('answers the last 30 days per day by default, every point and status empty, no return rate and empty tops', async () => {
    world([]);
    const result = await admin.gql(
      graphql(`
        query TrendsDefaults {
          dashboardTrends {
            range
            per
            points {
              start
              orders
              delivered
              earnings
            }
            statusMix {
              status
              count
            }
            returnRate
            topProducts {
              id
            }
            topMarketers {
              id
            }
          }
        }
      `),
    );
    expect(result.errors).toBeUndefined();
    const empty = {
      points: points(DAYS_30, []),
      statusMix: mix({}),
      returnRate: null,
      topProducts: [],
      topMarketers: [],
    };
    expect(result.data!.dashboardTrends).toEqual({ range: 'LAST_30_DAYS', per: 'DAY', ...empty });
  });

  it('asks an anonymous caller to sign in, reading nothing', async () => {
    await bff.dev.resetCalls();
    const result = await bff.anonymous().gql(TRENDS, { range: 'LAST_90_DAYS', per: 'WEEK' });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data ?? null).toBeNull();
    expect((await bff.dev.calls()).total).toBe(0);
  });
});
