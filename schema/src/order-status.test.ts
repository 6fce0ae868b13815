import { describe, expect, it } from 'vitest';
import {
  adminMayMove,
  mayChangeOrder,
  ORDER_STATUS_NAMES,
  statusChoices,
  takesBackCommission,
} from './order-status.ts';

describe('order status moves', () => {
  it('offers every other status but CANCELLED, and nothing once cancelled', () => {
    expect(statusChoices('CONFIRMED')).toEqual(['IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED']);
    expect(statusChoices('DELIVERED')).toEqual(['CONFIRMED', 'IN_PROCESS', 'RETURNED', 'EXCHANGED']);
    expect(statusChoices('CANCELLED')).toEqual([]);
  });

  it('lets an admin move an order to any other status or cancel it, and a cancelled one nowhere', () => {
    expect(adminMayMove('CONFIRMED', 'DELIVERED')).toBe(true);
    expect(adminMayMove('DELIVERED', 'CONFIRMED')).toBe(true);
    expect(adminMayMove('DELIVERED', 'DELIVERED')).toBe(false);
    expect(adminMayMove('IN_PROCESS', 'CANCELLED')).toBe(true);
    expect(adminMayMove('CANCELLED', 'CANCELLED')).toBe(false);
    expect(adminMayMove('CANCELLED', 'CONFIRMED')).toBe(false);
  });

  it('takes the commission back when a delivered order leaves DELIVERED', () => {
    expect(takesBackCommission('DELIVERED', 'RETURNED')).toBe(true);
    expect(takesBackCommission('DELIVERED', 'CANCELLED')).toBe(true);
    expect(takesBackCommission('IN_PROCESS', 'DELIVERED')).toBe(false);
    expect(takesBackCommission('CONFIRMED', 'CANCELLED')).toBe(false);
  });
});

describe('who may edit or cancel an order', () => {
  it('lets its owner while it is confirmed, an admin until it is cancelled, and no other marketer', () => {
    const may = (viewer: Parameters<typeof mayChangeOrder>[0]) =>
      ORDER_STATUS_NAMES.filter((status) => mayChangeOrder(viewer, status));
    expect(may({ role: 'USER', isOwner: true })).toEqual(['CONFIRMED']);
    expect(may({ role: 'USER', isOwner: false })).toEqual([]);
    expect(may({ role: 'ADMIN', isOwner: false })).toEqual([
      'CONFIRMED',
      'IN_PROCESS',
      'DELIVERED',
      'RETURNED',
      'EXCHANGED',
    ]);
  });
});
