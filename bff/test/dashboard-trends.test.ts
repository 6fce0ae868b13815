import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './gql/index.ts';
import {
  admin,
  bff,
  DAYS_30,
  DAYS_90,
  month,
  mix,
  points,
  productId,
  trendsOf,
  userId,
  useTrendsWorld,
  world,
  type Top,
} from './dashboard-trends-world.ts';

useTrendsWorld();

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
