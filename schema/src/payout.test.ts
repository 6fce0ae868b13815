import { describe, expect, it } from 'vitest';
import { incomeAmount, isEligibleForPayout, payoutRequestableAt } from './payout.ts';
import { sumMoney } from './money.ts';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('isEligibleForPayout', () => {
  it('needs a delivery at least 7 days old', () => {
    expect(isEligibleForPayout({ orderId: 'a', status: 'delivered', deliveredDate: daysAgo(7) }, new Set(), now)).toBe(
      true,
    );
    expect(
      isEligibleForPayout({ orderId: 'a', status: 'delivered', deliveredDate: daysAgo(6.99) }, new Set(), now),
    ).toBe(false);
  });

  it('excludes orders already requested, undelivered orders and missing dates', () => {
    expect(
      isEligibleForPayout({ orderId: 'a', status: 'delivered', deliveredDate: daysAgo(30) }, new Set(['a']), now),
    ).toBe(false);
    expect(isEligibleForPayout({ orderId: 'a', status: 'returned', deliveredDate: daysAgo(30) }, new Set(), now)).toBe(
      false,
    );
    expect(isEligibleForPayout({ orderId: 'a', status: 'delivered', deliveredDate: null }, new Set(), now)).toBe(false);
    expect(isEligibleForPayout({ orderId: 'a', status: 'delivered', deliveredDate: 'soon' }, new Set(), now)).toBe(
      false,
    );
  });
});

describe('payoutRequestableAt', () => {
  it('is the delivery plus 7 days, to the millisecond; null without a readable date', () => {
    expect(payoutRequestableAt('2026-11-21T12:00:00.000Z')?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(payoutRequestableAt(daysAgo(6.5))?.toISOString()).toBe(
      new Date(now.getTime() + 0.5 * 86_400_000).toISOString(),
    );
    expect(payoutRequestableAt(null)).toBeNull();
    expect(payoutRequestableAt('soon')).toBeNull();
  });
});

describe('money', () => {
  it('incomeAmount is commission × quantity without float drift', () => {
    expect(incomeAmount(0.1, 3)).toBe(0.3);
    expect(incomeAmount(730, 2)).toBe(1460);
  });

  it('sums in paisa', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1689, 3444.1, -0.1])).toBe(5133);
  });
});
