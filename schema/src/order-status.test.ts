import { describe, expect, it } from 'vitest';
import { statusChoices, takesBackCommission } from './order-status.ts';

describe('order status moves', () => {
  it('offers every other status but CANCELLED, and nothing once cancelled', () => {
    expect(statusChoices('CONFIRMED')).toEqual(['IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED']);
    expect(statusChoices('DELIVERED')).toEqual(['CONFIRMED', 'IN_PROCESS', 'RETURNED', 'EXCHANGED']);
    expect(statusChoices('CANCELLED')).toEqual([]);
  });

  it('takes the commission back when a delivered order leaves DELIVERED', () => {
    expect(takesBackCommission('DELIVERED', 'RETURNED')).toBe(true);
    expect(takesBackCommission('DELIVERED', 'CANCELLED')).toBe(true);
    expect(takesBackCommission('IN_PROCESS', 'DELIVERED')).toBe(false);
    expect(takesBackCommission('CONFIRMED', 'CANCELLED')).toBe(false);
  });
});
