import { expect } from 'vitest';
import type { Database, OrderRecord, UserRecord } from '../gateway-sim/records.ts';
import type { TestBff } from './harness.ts';

/**
 * Expected values read straight from the stand-in's database, computed here from the raw
 * records (not with the BFF's code), so the tests compare the BFF against the gateway's truth.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const dbOf = (bff: TestBff): Database => bff.gateway.store.db;

export function userByEmail(bff: TestBff, email: string): UserRecord {
  const user = dbOf(bff).users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email} in the stand-in`);
  return user;
}

/** The first product in an account's own list that is available: what its orders can be placed for. */
export function availableProductOf(bff: TestBff, email: string) {
  const record = userByEmail(bff, email);
  return dbOf(bff).products.find((p) => record.myProducts.includes(p._id) && p.status === 'available')!;
}

/** Rupees to whole paisa, so sums are exact. */
export const paisa = (rupees: number): number => Math.round(rupees * 100);

export const sumPaisa = (amounts: readonly number[]): number => amounts.reduce((sum, amount) => sum + paisa(amount), 0);

/** A user's delivered orders that are at least `days` old (or younger, with `younger`). */
export function deliveredOrders(
  bff: TestBff,
  userId: string,
  { olderThanDays = 0, younger = false } = {},
): OrderRecord[] {
  const cutoff = Date.now() - olderThanDays * DAY_MS;
  return dbOf(bff).orders.filter((o) => {
    if (o.orderFrom !== userId || o.status !== 'delivered' || !o.deliveredDate) return false;
    const at = Date.parse(o.deliveredDate);
    return younger ? at > cutoff : at <= cutoff;
  });
}

/** The payout rule from the raw records: delivered 7+ days ago, never requested. */
export function eligibleOrderIds(bff: TestBff, userId: string): string[] {
  const requested = new Set(dbOf(bff).payments.flatMap((p) => p.orders));
  return deliveredOrders(bff, userId, { olderThanDays: 7 })
    .filter((o) => !requested.has(o._id))
    .map((o) => o._id);
}

export function expectNewestFirst(dates: readonly string[]): void {
  const times = dates.map((d) => Date.parse(d));
  expect(times.every((t) => Number.isFinite(t))).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => b - a));
}
