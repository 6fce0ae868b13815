import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Order, OrderStatus } from '../orders/order.type.ts';
import { ORDER_COLUMNS } from './export.columns.ts';

/** An order placed just after midnight in Nepal and delivered after the last BS year converted. */
const order: Order = Object.assign(new Order(), {
  id: 'o1',
  product: null,
  owner: null,
  quantity: 1,
  price: 100,
  totalPrice: 100,
  commissionRate: 10,
  commission: 10,
  totalCommission: 10,
  customer: { name: 'Anita', phone: '9841234567', location: 'Lalitpur' },
  remarks: null,
  status: OrderStatus.DELIVERED,
  createdAt: '2026-11-25T18:15:00.000Z',
  deliveredAt: '2027-04-14T06:00:00.000Z',
  updatedAt: '2027-04-14T06:00:00.000Z',
  canEdit: true,
  canCancel: true,
});

const cell = (header: string) => ORDER_COLUMNS.find((column) => column.header === header)!.value(order);

describe('order export columns', () => {
  it('write each time in Nepal time with its day in Bikram Sambat beside it', () => {
    expect(ORDER_COLUMNS.map((column) => column.header).slice(1, 3)).toEqual([
      'Placed at (Nepal time)',
      'Placed on (BS)',
    ]);
    expect(cell('Placed at (Nepal time)')).toBe('2026-11-26 00:00:00');
    expect(cell('Placed on (BS)')).toBe('2083-08-10');
  });

  it('leave the BS day empty past the years the calendar converts', () => {
    expect(cell('Delivered at (Nepal time)')).toBe('2027-04-14 11:45:00');
    expect(cell('Delivered on (BS)')).toBeNull();
  });
});
