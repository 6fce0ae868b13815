import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../gateway-sim/records.ts';
import { graphql } from './gql/index.ts';
import type { TrendsOfQuery } from './gql/graphql.ts';
import { codeOf, startBff, type Session, type TestBff } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * The dashboard charts (`dashboardTrends`) over orders each test writes into the stand-in in
 * place of the seed's. Date alone is frozen (timers and sockets keep real time) at Wednesday
 * 18 March 2026, 11:45 in Nepal, so that the days and weeks of the ranges are fixed:
 * LAST_30_DAYS runs from Tuesday 17 February, LAST_90_DAYS from Friday 19 December 2025.
 */

const NOW = '2026-03-18T06:00:00.000Z';

let bff: TestBff;
let admin: Session;

// Each test has a BFF and stand-in of its own, started at the frozen clock.
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  bff = await startBff();
  admin = await bff.signIn('admin@demo.test');
});
afterEach(async () => {
  await bff.close();
  vi.useRealTimers();
});

const TRENDS = graphql(`
  query TrendsOf($range: TrendRange!, $per: TrendBucket!) {
    dashboardTrends(range: $range, per: $per) {
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
        name
        orders
        returned
        returnRate
      }
      topMarketers {
        id
        name
        orders
        returned
        returnRate
      }
    }
  }
`);

type Trends = TrendsOfQuery['dashboardTrends'];
type Point = Trends['points'][number];
type Top = NonNullable<Trends['topMarketers']>[number];

async function trendsOf(
  session: Session,
  range: Trends['range'] = 'LAST_30_DAYS',
  per: Trends['per'] = 'DAY',
): Promise<Trends> {
  const result = await session.gql(TRENDS, { range, per });
  expect(result.errors).toBeUndefined();
  return result.data!.dashboardTrends;
}

/** An order placed `at` by an account (`sita` for sita@demo.test) of a product (by name); confirmed unless told. */
type Placed = {
  at: string;
  by: string;
  product: string;
  status?: OrderRecord['status'];
  deliveredAt?: string;
  qty?: number;
  commission?: number;
};

const productId = (name: string) => dbOf(bff).products.find((p) => p.productName === name)!._id;
const userId = (key: string) => userByEmail(bff, `${key}@demo.test`)._id;

/** Replaces the stand-in's orders with these; their ids. */
function world(placed: readonly Placed[]): string[] {
  const orders = placed.map((o, n): OrderRecord => {
    const product = dbOf(bff).products.find((p) => p.productName === o.product)!;
    return {
      _id: `7e0d${String(n + 1).padStart(20, '0')}`,
      product: product._id,
      orderFrom: userId(o.by),
      qty: o.qty ?? 1,
      price: product.price,
      commissionRate: product.commissionRate,
      commission: o.commission ?? 100,
      customerName: 'Anita Karki',
      customerPhone: '9812345678',
      customerLocation: 'Pokhara',
      remarks: '',
      status: o.status ?? 'confirmed',
      deliveredDate: o.deliveredAt ?? null,
      createdAt: o.at,
      updatedAt: o.deliveredAt ?? o.at,
    };
  });
  const db = dbOf(bff);
  db.orders.splice(0, db.orders.length, ...orders);
  return orders.map((o) => o._id);
}

/** `YYYY-MM-DD` for the days `from` to `to` of a month (`YYYY-MM`). */
const month = (yearMonth: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => `${yearMonth}-${String(from + n).padStart(2, '0')}`);

/** The 30 days from Tuesday 17 February to Wednesday 18 March 2026. */
const DAYS_30 = [...month('2026-02', 17, 28), ...month('2026-03', 1, 18)];
/** The 90 days from Friday 19 December 2025 to Wednesday 18 March 2026. */
const DAYS_90 = [
  ...month('2025-12', 19, 31),
  ...month('2026-01', 1, 31),
  ...month('2026-02', 1, 28),
  ...month('2026-03', 1, 18),
];

/** One point per start, empty but for those given (each of which must be one of the starts). */
function points(starts: readonly string[], filled: readonly Partial<Point>[]): Point[] {
  for (const point of filled) expect(starts).toContain(point.start);
  return starts.map((start) => ({
    start,
    orders: 0,
    delivered: 0,
    earnings: 0,
    ...filled.find((p) => p.start === start),
  }));
}

/** Every status with its count, in the schema's order. */
const mix = (counts: Partial<Record<Trends['statusMix'][number]['status'], number>>): Trends['statusMix'] =>
  (['CONFIRMED', 'IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED', 'CANCELLED'] as const).map((status) => ({
    status,
    count: counts[status] ?? 0,
  }));

describe('days in Nepal', () => {
  it('puts an order at 18:14:59Z on that Nepal day and one at 18:15:00Z on the next, for placing and delivering', async () => {
    world([
      // 23:59:59 on 16 February in Nepal: the day before the range.
      { at: '2026-02-16T18:14:59Z', by: 'sita', product: 'Dhaka Topi' },
      // Midnight of 17 February: its first day.
      { at: '2026-02-16T18:15:00Z', by: 'sita', product: 'Dhaka Topi' },
      { at: '2026-03-10T18:14:59Z', by: 'sita', product: 'Dhaka Topi' },
      { at: '2026-03-10T18:15:00Z', by: 'sita', product: 'Dhaka Topi' },
      {
        at: '2026-03-01T06:00:00Z',
        by: 'maya',
        product: 'Dhaka Topi',
        status: 'delivered',
        deliveredAt: '2026-03-12T18:14:59Z',
        qty: 2,
        commission: 120.5,
      },
      {
        at: '2026-03-01T07:00:00Z',
        by: 'maya',
        product: 'Dhaka Topi',
        status: 'delivered',
        deliveredAt: '2026-03-12T18:15:00Z',
        qty: 3,
        commission: 33.33,
      },
    ]);
    const trends = await trendsOf(admin);
    expect(trends.points).toEqual(
      points(DAYS_30, [
        { start: '2026-02-17', orders: 1 },
        { start: '2026-03-01', orders: 2 },
        { start: '2026-03-10', orders: 1 },
        { start: '2026-03-11', orders: 1 },
        // Rs. 120.50 × 2 and Rs. 33.33 × 3.
        { start: '2026-03-12', delivered: 1, earnings: 241 },
        { start: '2026-03-13', delivered: 1, earnings: 99.99 },
      ]),
    );
    expect(trends.statusMix).toEqual(mix({ CONFIRMED: 3, DELIVERED: 2 }));
  });

  it("ends the range on today in Nepal: at 18:15:00Z the days move on by one, a minute's order with them", async () => {
    world([
      { at: '2026-02-17T06:00:00Z', by: 'sita', product: 'Dhaka Topi' },
      { at: '2026-03-18T18:14:30Z', by: 'sita', product: 'Dhaka Topi' },
      { at: '2026-03-18T18:15:00Z', by: 'sita', product: 'Dhaka Topi' },
    ]);
    // 23:59:59 on 18 March in Nepal: the last order is not placed yet.
    vi.setSystemTime(new Date('2026-03-18T18:14:59Z'));
    const before = await trendsOf(admin);
    expect(before.points).toEqual(
      points(DAYS_30, [
        { start: '2026-02-17', orders: 1 },
        { start: '2026-03-18', orders: 1 },
      ]),
    );
    expect(before.statusMix).toEqual(mix({ CONFIRMED: 2 }));

    // Midnight: 19 March is today, 17 February out of the range.
    vi.setSystemTime(new Date('2026-03-18T18:15:00Z'));
    const after = await trendsOf(admin);
    const days = [...month('2026-02', 18, 28), ...month('2026-03', 1, 19)];
    expect(after.points).toEqual(
      points(days, [
        { start: '2026-03-18', orders: 1 },
        { start: '2026-03-19', orders: 1 },
      ]),
    );
    expect(after.statusMix).toEqual(mix({ CONFIRMED: 2 }));
  });
});

describe('ranges and buckets', () => {
  // Dhaka Topi orders of Sita's, from before the 90 days to today. A week runs Sunday to
  // Saturday: 27 December 2025 was a Saturday, 15 February and 15 March 2026 Sundays.
  beforeEach(() => {
    world([
      { at: '2025-12-18T06:00:00Z', by: 'sita', product: 'Dhaka Topi', status: 'cancelled' },
      { at: '2025-12-19T06:00:00Z', by: 'sita', product: 'Dhaka Topi' },
      // 23:59:59 on Saturday 27 December in Nepal, then midnight of Sunday 28 December.
      { at: '2025-12-27T18:14:59Z', by: 'sita', product: 'Dhaka Topi', status: 'returned' },
      {
        at: '2025-12-27T18:15:00Z',
        by: 'sita',
        product: 'Dhaka Topi',
        status: 'delivered',
        deliveredAt: '2026-01-05T06:00:00Z',
        commission: 120,
      },
      // Placed before the 90 days, delivered on Monday 16 February: in the 90 days only.
      {
        at: '2025-12-10T06:00:00Z',
        by: 'sita',
        product: 'Dhaka Topi',
        status: 'delivered',
        deliveredAt: '2026-02-16T06:00:00Z',
        qty: 2,
        commission: 45.5,
      },
      { at: '2026-02-16T06:00:00Z', by: 'sita', product: 'Dhaka Topi', status: 'cancelled' },
      { at: '2026-02-17T06:00:00Z', by: 'sita', product: 'Dhaka Topi' },
      { at: '2026-03-14T06:00:00Z', by: 'sita', product: 'Dhaka Topi', status: 'inProcess' },
      { at: '2026-03-15T06:00:00Z', by: 'sita', product: 'Dhaka Topi', status: 'cancelled' },
      { at: '2026-03-18T05:00:00Z', by: 'sita', product: 'Dhaka Topi' },
      // Placed in January, delivered in the 30 days: Rs. 10.10 and Rs. 20.20 make Rs. 30.30.
      {
        at: '2026-01-20T06:00:00Z',
        by: 'sita',
        product: 'Dhaka Topi',
        status: 'delivered',
        deliveredAt: '2026-03-15T12:00:00Z',
        commission: 10.1,
      },
      {
        at: '2026-01-21T06:00:00Z',
        by: 'sita',
        product: 'Dhaka Topi',
        status: 'delivered',
        deliveredAt: '2026-03-17T06:00:00Z',
        commission: 20.2,
      },
    ]);
  });

  const dhaka = (orders: number, returned: number, returnRate: number | null): Top => ({
    id: productId('Dhaka Topi'),
    name: 'Dhaka Topi',
    orders,
    returned,
    returnRate,
  });
  const sita = (orders: number, returned: number, returnRate: number | null): Top => ({
    id: userId('sita'),
    name: 'Sita Sharma',
    orders,
    returned,
    returnRate,
  });

  it('counts the last 30 days per day: placed in them, and delivered in them whenever placed; no return rate when none reached the customer', async () => {
    expect(await trendsOf(admin, 'LAST_30_DAYS', 'DAY')).toEqual({
      range: 'LAST_30_DAYS',
      per: 'DAY',
      points: points(DAYS_30, [
        { start: '2026-02-17', orders: 1 },
        { start: '2026-03-14', orders: 1 },
        { start: '2026-03-15', orders: 1, delivered: 1, earnings: 10.1 },
        { start: '2026-03-17', delivered: 1, earnings: 20.2 },
        { start: '2026-03-18', orders: 1 },
      ]),
      statusMix: mix({ CONFIRMED: 2, IN_PROCESS: 1, CANCELLED: 1 }),
      returnRate: null,
      topProducts: [dhaka(4, 0, null)],
      topMarketers: [sita(4, 0, null)],
    });
  });

  it('counts the last 90 days per day, across the new year', async () => {
    const trends = await trendsOf(admin, 'LAST_90_DAYS', 'DAY');
    expect(trends.points).toEqual(
      points(DAYS_90, [
        { start: '2025-12-19', orders: 1 },
        { start: '2025-12-27', orders: 1 },
        { start: '2025-12-28', orders: 1 },
        { start: '2026-01-05', delivered: 1, earnings: 120 },
        { start: '2026-01-20', orders: 1 },
        { start: '2026-01-21', orders: 1 },
        { start: '2026-02-16', orders: 1, delivered: 1, earnings: 91 },
        { start: '2026-02-17', orders: 1 },
        { start: '2026-03-14', orders: 1 },
        { start: '2026-03-15', orders: 1, delivered: 1, earnings: 10.1 },
        { start: '2026-03-17', delivered: 1, earnings: 20.2 },
        { start: '2026-03-18', orders: 1 },
      ]),
    );
    expect(trends.statusMix).toEqual(mix({ CONFIRMED: 3, IN_PROCESS: 1, DELIVERED: 3, RETURNED: 1, CANCELLED: 2 }));
    // 1 returned of 4 that reached the customer (3 delivered).
    expect(trends.returnRate).toBe(0.25);
    expect(trends.topProducts).toEqual([dhaka(10, 1, 0.25)]);
    expect(trends.topMarketers).toEqual([sita(10, 1, 0.25)]);
  });

  it('counts per Sunday-to-Saturday week: the first from the Sunday on or before the first day, holding only the days of the range', async () => {
    const thirty = await trendsOf(admin, 'LAST_30_DAYS', 'WEEK');
    expect(thirty.per).toBe('WEEK');
    // The week of Sunday 15 February holds Tuesday 17 February's order, not Monday 16 February's
    // order or delivery, which are before the range.
    expect(thirty.points).toEqual([
      { start: '2026-02-15', orders: 1, delivered: 0, earnings: 0 },
      { start: '2026-02-22', orders: 0, delivered: 0, earnings: 0 },
      { start: '2026-03-01', orders: 0, delivered: 0, earnings: 0 },
      { start: '2026-03-08', orders: 1, delivered: 0, earnings: 0 },
      { start: '2026-03-15', orders: 2, delivered: 2, earnings: 30.3 },
    ]);
    expect(thirty.statusMix).toEqual(mix({ CONFIRMED: 2, IN_PROCESS: 1, CANCELLED: 1 }));

    const ninety = await trendsOf(admin, 'LAST_90_DAYS', 'WEEK');
    expect(ninety.points).toEqual(
      points(
        ['2025-12-14', '2025-12-21', '2025-12-28', '2026-01-04', '2026-01-11', '2026-01-18', '2026-01-25'].concat([
          '2026-02-01',
          '2026-02-08',
          '2026-02-15',
          '2026-02-22',
          '2026-03-01',
          '2026-03-08',
          '2026-03-15',
        ]),
        [
          // Friday 19 December's order, not Thursday 18 December's, which is before the range.
          { start: '2025-12-14', orders: 1 },
          { start: '2025-12-21', orders: 1 },
          { start: '2025-12-28', orders: 1 },
          { start: '2026-01-04', delivered: 1, earnings: 120 },
          { start: '2026-01-18', orders: 2 },
          { start: '2026-02-15', orders: 2, delivered: 1, earnings: 91 },
          { start: '2026-03-08', orders: 1 },
          { start: '2026-03-15', orders: 2, delivered: 2, earnings: 30.3 },
        ],
      ),
    );
    expect(ninety.returnRate).toBe(0.25);
  });
});

describe('delivered and still delivered', () => {
  it('stops counting an order moved from delivered to returned, and never counts a returned one that kept its delivery date', async () => {
    const [first] = world([
      {
        at: '2026-03-02T06:00:00Z',
        by: 'sita',
        product: 'Lokta Paper Journal',
        status: 'delivered',
        deliveredAt: '2026-03-10T06:00:00Z',
        qty: 2,
        commission: 250,
      },
      // As a gateway that keeps the date after a return answers it.
      {
        at: '2026-03-03T06:00:00Z',
        by: 'sita',
        product: 'Lokta Paper Journal',
        status: 'returned',
        deliveredAt: '2026-03-10T07:00:00Z',
        commission: 400,
      },
      {
        at: '2026-03-04T06:00:00Z',
        by: 'sita',
        product: 'Lokta Paper Journal',
        status: 'delivered',
        deliveredAt: '2026-03-10T08:00:00Z',
        commission: 75.25,
      },
    ]) as [string, string, string];
    const placed = ['2026-03-02', '2026-03-03', '2026-03-04'].map((start) => ({ start, orders: 1 }));
    const sita = await bff.signIn('sita@demo.test');
    const before = await trendsOf(sita);
    // Rs. 250 × 2 + Rs. 75.25.
    expect(before.points).toEqual(
      points(DAYS_30, [...placed, { start: '2026-03-10', delivered: 2, earnings: 575.25 }]),
    );
    expect(before.statusMix).toEqual(mix({ DELIVERED: 2, RETURNED: 1 }));
    expect(before.returnRate).toBe(1 / 3);

    const changed = await admin.gql(
      graphql(`
        mutation TrendsReturn($id: ID!) {
          changeOrderStatus(id: $id, status: RETURNED) {
            order {
              status
            }
          }
        }
      `),
      { id: first },
    );
    expect(changed.errors).toBeUndefined();
    for (const session of [sita, admin]) {
      const after = await trendsOf(session);
      expect(after.points).toEqual(
        points(DAYS_30, [...placed, { start: '2026-03-10', delivered: 1, earnings: 75.25 }]),
      );
      expect(after.statusMix).toEqual(mix({ DELIVERED: 1, RETURNED: 2 }));
      expect(after.returnRate).toBe(2 / 3);
    }
  });
});

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
