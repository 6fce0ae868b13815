import { describe, expect, it } from 'vitest';
import { closedAt, customerPhoneFor, maskedPhone } from './customer-privacy.ts';

const sita = { _id: 'sita', role: 'user' };
const admin = { _id: 'admin', role: 'admin' };
const now = Date.parse('2026-11-30T00:00:00Z');
const order = (status: 'confirmed' | 'delivered' | 'returned' | 'exchanged' | 'cancelled', updatedAt: string) => ({
  status,
  customerPhone: '9841235678',
  createdAt: '2026-09-01T00:00:00Z',
  updatedAt,
  deliveredDate: null,
});

describe('customer privacy', () => {
  it('masks all but the first two and last four digits', () => {
    expect(maskedPhone('9841235678')).toBe('98••••5678');
    expect(maskedPhone('014123456')).toBe('01•••3456');
  });

  it('closes an order when it is delivered (on its delivery date), returned or cancelled', () => {
    expect(closedAt(order('confirmed', '2026-10-01T00:00:00Z'))).toBeNull();
    expect(closedAt(order('exchanged', '2026-10-01T00:00:00Z'))).toBeNull();
    expect(closedAt(order('cancelled', '2026-10-01T00:00:00Z'))).toBe('2026-10-01T00:00:00Z');
    expect(closedAt({ ...order('delivered', '2026-10-05T00:00:00Z'), deliveredDate: '2026-10-02T00:00:00Z' })).toBe(
      '2026-10-02T00:00:00Z',
    );
  });

  it('shows the marketer the phone for 30 days after the order closed, then masked; admins always whole', () => {
    const closed29 = order('returned', '2026-11-01T00:00:01Z');
    const closed30 = order('returned', '2026-10-31T00:00:00Z');
    expect(customerPhoneFor(sita, closed29, now)).toBe('9841235678');
    expect(customerPhoneFor(sita, closed30, now)).toBe('98••••5678');
    expect(customerPhoneFor(admin, closed30, now)).toBe('9841235678');
    expect(customerPhoneFor(sita, order('confirmed', '2026-01-01T00:00:00Z'), now)).toBe('9841235678');
  });
});
