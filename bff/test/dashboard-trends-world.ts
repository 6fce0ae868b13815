import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { OrderRecord } from '../gateway-sim/records.ts';
import { graphql } from './gql/index.ts';
import type { TrendsOfQuery } from './gql/graphql.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * What the dashboard-trends tests share: the charts (`dashboardTrends`) over orders each test writes into the stand-in in
 * place of the seed's. Date alone is frozen (timers and sockets keep real time) at Wednesday
 * 18 March 2026, 11:45 in Nepal, so that the days and weeks of the ranges are fixed:
 * LAST_30_DAYS runs from Tuesday 17 February, LAST_90_DAYS from Friday 19 December 2025.
 */

export const NOW = '2026-03-18T06:00:00.000Z';

export let bff: TestBff;
export let admin: Session;

/** Gives each test of the file a BFF and stand-in of its own, started at the frozen clock. */
export function useTrendsWorld(): void {
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
}

export const TRENDS = graphql(`
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

export type Trends = TrendsOfQuery['dashboardTrends'];
export type Point = Trends['points'][number];
export type Top = NonNullable<Trends['topMarketers']>[number];

export async function trendsOf(
  session: Session,
  range: Trends['range'] = 'LAST_30_DAYS',
  per: Trends['per'] = 'DAY',
): Promise<Trends> {
  const result = await session.gql(TRENDS, { range, per });
  expect(result.errors).toBeUndefined();
  return result.data!.dashboardTrends;
}

/** An order placed `at` by an account (`sita` for sita@demo.test) of a product (by name); confirmed unless told. */
export type Placed = {
  at: string;
  by: string;
  product: string;
  status?: OrderRecord['status'];
  deliveredAt?: string;
  qty?: number;
  commission?: number;
};

export const productId = (name: string) => dbOf(bff).products.find((p) => p.productName === name)!._id;
export const userId = (key: string) => userByEmail(bff, `${key}@demo.test`)._id;

/** Replaces the stand-in's orders with these; their ids. */
export function world(placed: readonly Placed[]): string[] {
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
export const month = (yearMonth: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => `${yearMonth}-${String(from + n).padStart(2, '0')}`);

/** The 30 days from Tuesday 17 February to Wednesday 18 March 2026. */
export const DAYS_30 = [...month('2026-02', 17, 28), ...month('2026-03', 1, 18)];
/** The 90 days from Friday 19 December 2025 to Wednesday 18 March 2026. */
export const DAYS_90 = [
  ...month('2025-12', 19, 31),
  ...month('2026-01', 1, 31),
  ...month('2026-02', 1, 28),
  ...month('2026-03', 1, 18),
];

/** One point per start, empty but for those given (each of which must be one of the starts). */
export function points(starts: readonly string[], filled: readonly Partial<Point>[]): Point[] {
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
export const mix = (counts: Partial<Record<Trends['statusMix'][number]['status'], number>>): Trends['statusMix'] =>
  (['CONFIRMED', 'IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED', 'CANCELLED'] as const).map((status) => ({
    status,
    count: counts[status] ?? 0,
  }));
