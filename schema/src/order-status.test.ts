import { describe, expect, it } from 'vitest';
import {
  adminMayMove,
  closesOrder,
  GATEWAY_ORDER_STATUS,
  mayChangeOrder,
  ORDER_STATUS,
  ORDER_STATUS_NAME_OF,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  statusChoices,
  takesBackCommission,
} from './order-status.ts';

describe('the order status table', () => {
  it('lists the statuses in the order the screens show them', () => {
    expect(ORDER_STATUS_NAMES).toEqual(['CONFIRMED', 'IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED', 'CANCELLED']);
  });

  it('maps API names to gateway values and back', () => {
    expect(GATEWAY_ORDER_STATUS).toEqual({
      CONFIRMED: 'confirmed',
      IN_PROCESS: 'inProcess',
      DELIVERED: 'delivered',
      RETURNED: 'returned',
      EXCHANGED: 'exchanged',
      CANCELLED: 'cancelled',
    });
    expect(ORDER_STATUS_NAME_OF).toEqual({
      confirmed: 'CONFIRMED',
      inProcess: 'IN_PROCESS',
      delivered: 'DELIVERED',
      returned: 'RETURNED',
      exchanged: 'EXCHANGED',
      cancelled: 'CANCELLED',
    });
    // The enum's names in the screens' order: type-graphql prints its values in this order.
    expect(Object.keys(GATEWAY_ORDER_STATUS)).toEqual(ORDER_STATUS_NAMES);
  });

  it('finds each status by name, with its label key, tab, colour and words', () => {
    expect(ORDER_STATUS.IN_PROCESS).toEqual({
      name: 'IN_PROCESS',
      gateway: 'inProcess',
      label: 'orderStatus.IN_PROCESS',
      tab: 'inProcess',
      color: 'purple',
      words: 'in process',
      exportName: 'In-process',
      reachedCustomer: false,
      closes: false,
    });
    expect(ORDER_STATUSES.map((s) => [s.name, s.label, s.tab, s.color])).toEqual([
      ['CONFIRMED', 'orderStatus.CONFIRMED', 'confirmed', 'blue'],
      ['IN_PROCESS', 'orderStatus.IN_PROCESS', 'inProcess', 'purple'],
      ['DELIVERED', 'orderStatus.DELIVERED', 'delivered', 'green'],
      ['RETURNED', 'orderStatus.RETURNED', 'returned', 'yellow'],
      ['EXCHANGED', 'orderStatus.EXCHANGED', 'exchanged', 'cyan'],
      ['CANCELLED', 'orderStatus.CANCELLED', 'cancelled', 'red'],
    ]);
  });

  it('has the words of messages and exports, and which statuses reached the customer', () => {
    expect(ORDER_STATUSES.map((s) => [s.words, s.exportName])).toEqual([
      ['confirmed', 'Confirmed'],
      ['in process', 'In-process'],
      ['delivered', 'Delivered'],
      ['returned', 'Returned'],
      ['exchanged', 'Exchanged'],
      ['cancelled', 'Cancelled'],
    ]);
    expect(ORDER_STATUSES.filter((s) => s.reachedCustomer).map((s) => s.name)).toEqual([
      'DELIVERED',
      'RETURNED',
      'EXCHANGED',
    ]);
  });

  it('closes an order when it is delivered, returned or cancelled; an exchange goes on', () => {
    expect(ORDER_STATUSES.filter((s) => s.closes).map((s) => s.name)).toEqual(['DELIVERED', 'RETURNED', 'CANCELLED']);
    expect(closesOrder('returned')).toBe(true);
    expect(closesOrder('exchanged')).toBe(false);
  });
});

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
