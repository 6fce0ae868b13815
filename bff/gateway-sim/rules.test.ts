import { describe, expect, it } from 'vitest';
import type { OrderRecord, UserRecord } from './records.ts';
import {
  incomeAmount,
  isEligibleForPayout,
  mayChangeOrder,
  mayMoveOrder,
  mayPlaceOrders,
  orderCommission,
  productCommission,
} from './rules.ts';

const user = (changes: Partial<UserRecord> = {}) =>
  ({ _id: 'u1', role: 'user', status: 'active', isUserVerified: true, ...changes }) as UserRecord;
const order = (changes: Partial<OrderRecord> = {}) =>
  ({ _id: 'o1', orderFrom: 'u1', status: 'confirmed', deliveredDate: null, ...changes }) as OrderRecord;

describe('commission', () => {
  it('is the rate percent of the price, to 2 decimals', () => {
    expect(productCommission(4500, 12)).toBe(540);
    expect(productCommission(999.99, 12.5)).toBe(125);
    expect(productCommission(333, 7)).toBe(23.31);
  });

  it('of an order adds the bonus rate, and what the price adds to the product price', () => {
    const product = { price: 4500, commissionRate: 12 };
    expect(orderCommission(product, 2)).toEqual({ commissionRate: 14, commission: 630 });
    expect(orderCommission(product, 2, 4600)).toEqual({ commissionRate: 14, commission: 730 });
    expect(orderCommission(product, 2, 4400)).toEqual({ commissionRate: 14, commission: 530 });
    expect(orderCommission({ price: 1250, commissionRate: 10.1 }, 0.2)).toEqual({
      commissionRate: 10.3,
      commission: 128.75,
    });
  });

  it('earned by a delivery is commission × quantity, to 2 decimals', () => {
    expect(incomeAmount(630, 3)).toBe(1890);
    expect(incomeAmount(0.1, 3)).toBe(0.3);
  });
});

describe('who may act on orders', () => {
  it('only an active, verified marketer places orders', () => {
    expect(mayPlaceOrders(user())).toBe(true);
    expect(mayPlaceOrders(user({ role: 'admin' }))).toBe(false);
    expect(mayPlaceOrders(user({ status: 'underReview' }))).toBe(false);
    expect(mayPlaceOrders(user({ status: 'blocked' }))).toBe(false);
    expect(mayPlaceOrders(user({ isUserVerified: false }))).toBe(false);
  });

  it('the owner changes a confirmed order; an admin any but a cancelled one', () => {
    expect(mayChangeOrder(user(), order())).toBe(true);
    expect(mayChangeOrder(user(), order({ status: 'inProcess' }))).toBe(false);
    expect(mayChangeOrder(user({ _id: 'u2' }), order())).toBe(false);
    expect(mayChangeOrder(user({ role: 'admin', _id: 'a1' }), order({ status: 'delivered' }))).toBe(true);
    expect(mayChangeOrder(user({ role: 'admin', _id: 'a1' }), order({ status: 'cancelled' }))).toBe(false);
  });

  it("an admin's status change goes anywhere but the same status and cancelled, never from cancelled", () => {
    expect(mayMoveOrder('confirmed', 'delivered')).toBe(true);
    expect(mayMoveOrder('delivered', 'returned')).toBe(true);
    expect(mayMoveOrder('delivered', 'delivered')).toBe(false);
    expect(mayMoveOrder('confirmed', 'cancelled')).toBe(false);
    expect(mayMoveOrder('cancelled', 'confirmed')).toBe(false);
  });
});

describe('payout eligibility', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');
  const delivered = (deliveredDate: string) => order({ status: 'delivered', deliveredDate });

  it('needs a delivery at least 7 days old', () => {
    expect(isEligibleForPayout(delivered('2026-11-23T12:00:00.000Z'), new Set(), now)).toBe(true);
    expect(isEligibleForPayout(delivered('2026-11-23T12:00:00.001Z'), new Set(), now)).toBe(false);
  });

  it('refuses an order already requested, not delivered, or without a readable delivery date', () => {
    expect(isEligibleForPayout(delivered('2026-11-01T00:00:00.000Z'), new Set(['o1']), now)).toBe(false);
    expect(isEligibleForPayout(order({ deliveredDate: '2026-11-01T00:00:00.000Z' }), new Set(), now)).toBe(false);
    expect(isEligibleForPayout(delivered('soon'), new Set(), now)).toBe(false);
  });
});
