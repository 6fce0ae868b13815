import { describe, expect, it } from 'vitest';
import { phoneFindings, phoneKey, riskFlagsOf, type RiskOrder } from './risk-flags.ts';

const order = (id: string, createdAt: string, phone: string, product: string, status = 'delivered'): RiskOrder => ({
  _id: id,
  createdAt,
  status,
  customerPhone: phone,
  product: { _id: product },
  orderFrom: { _id: 'sita' },
});

const noOwnerFacts = { phone: '', sameQrAs: [] };

describe('phoneKey', () => {
  it('compares phones by their digits, without Nepal’s country code', () => {
    expect(phoneKey('984-1234567')).toBe('9841234567');
    expect(phoneKey('+977 9841234567')).toBe('9841234567');
    expect(phoneKey('00977 9841234567')).toBe('9841234567');
    expect(phoneKey('00977-1-4412345')).toBe('014412345');
    expect(phoneKey('+977 61 520123')).toBe('061520123');
    expect(phoneKey('01-4412345')).toBe('014412345');
    expect(phoneKey(undefined)).toBe('');
  });
});

describe('phoneFindings', () => {
  it("counts the phone's returned and cancelled orders placed before each order, whoever placed them", () => {
    const findings = phoneFindings([
      order('a', '2026-11-01T10:00:00.000Z', '9841000001', 'p1', 'returned'),
      order('b', '2026-11-03T10:00:00.000Z', '9841000001', 'p2', 'cancelled'),
      order('c', '2026-11-05T10:00:00.000Z', '984-1000001', 'p3', 'delivered'),
      order('d', '2026-11-06T10:00:00.000Z', '9841000001', 'p4', 'confirmed'),
      order('e', '2026-11-06T10:00:00.000Z', '9800000000', 'p4', 'confirmed'),
    ]);
    expect(Object.fromEntries(findings)).toEqual({
      a: { phone: '9841000001', returnsBefore: 0, duplicateOf: null },
      b: { phone: '9841000001', returnsBefore: 1, duplicateOf: null },
      c: { phone: '9841000001', returnsBefore: 2, duplicateOf: null },
      d: { phone: '9841000001', returnsBefore: 2, duplicateOf: null },
      e: { phone: '9800000000', returnsBefore: 0, duplicateOf: null },
    });
  });

  it('names the latest order of the same phone and product in the 24 hours before, not a cancelled one', () => {
    const findings = phoneFindings([
      order('late', '2026-11-02T09:00:00.000Z', '9841000001', 'p1', 'confirmed'),
      order('first', '2026-11-01T10:00:00.000Z', '9841000001', 'p1', 'confirmed'),
      order('second', '2026-11-01T12:00:00.000Z', '9841000001', 'p1', 'confirmed'),
      order('other-product', '2026-11-01T13:00:00.000Z', '9841000001', 'p2', 'confirmed'),
      order('day-later', '2026-11-03T09:00:01.000Z', '9841000001', 'p1', 'confirmed'),
      order('cancelled', '2026-11-05T10:00:00.000Z', '9841000002', 'p1', 'cancelled'),
      order('after-cancelled', '2026-11-05T11:00:00.000Z', '9841000002', 'p1', 'confirmed'),
    ]);
    expect(findings.get('first')).toEqual({ phone: '9841000001', returnsBefore: 0, duplicateOf: null });
    expect(findings.get('second')).toEqual({ phone: '9841000001', returnsBefore: 0, duplicateOf: 'first' });
    expect(findings.get('other-product')).toEqual({ phone: '9841000001', returnsBefore: 0, duplicateOf: null });
    expect(findings.get('late')).toEqual({ phone: '9841000001', returnsBefore: 0, duplicateOf: 'second' });
    expect(findings.get('day-later')).toEqual({ phone: '9841000001', returnsBefore: 0, duplicateOf: null });
    expect(findings.get('after-cancelled')).toEqual({ phone: '9841000002', returnsBefore: 1, duplicateOf: null });
  });

  it('leaves out orders without a phone, and orders placed at one instant go by id', () => {
    const findings = phoneFindings([
      order('y', '2026-11-01T10:00:00.000Z', '9841000001', 'p1', 'returned'),
      order('x', '2026-11-01T10:00:00.000Z', '9841000001', 'p1', 'returned'),
      order('none', '2026-11-01T10:00:00.000Z', '', 'p1', 'returned'),
    ]);
    expect(Object.fromEntries(findings)).toEqual({
      x: { phone: '9841000001', returnsBefore: 0, duplicateOf: null },
      y: { phone: '9841000001', returnsBefore: 1, duplicateOf: 'x' },
    });
  });
});

describe('riskFlagsOf', () => {
  const placed = order('o1', '2026-11-06T10:00:00.000Z', '9841000001', 'p1', 'confirmed');

  it('answers no flag for an order with a clean history', () => {
    expect(riskFlagsOf(placed, { phone: '9841000001', returnsBefore: 0, duplicateOf: null }, noOwnerFacts)).toEqual([]);
    expect(riskFlagsOf(placed, undefined, noOwnerFacts)).toEqual([]);
  });

  it('answers every flag that holds, with its reason parameters, in the order of the kinds', () => {
    expect(
      riskFlagsOf(
        placed,
        { phone: '9841000001', returnsBefore: 3, duplicateOf: 'o0' },
        { phone: '9841000001', sameQrAs: ['Maya Tamang', 'Hari Gurung'] },
      ),
    ).toEqual([
      { kind: 'RETURNS_BEFORE', count: 3, orderId: null, marketers: null },
      { kind: 'OWN_PHONE', count: null, orderId: null, marketers: null },
      { kind: 'LIKELY_DUPLICATE', count: null, orderId: 'o0', marketers: null },
      { kind: 'SHARED_PAYOUT_QR', count: null, orderId: null, marketers: ['Maya Tamang', 'Hari Gurung'] },
    ]);
  });

  it("does not take a missing phone for the owner's", () => {
    const noPhone = { ...placed, customerPhone: '' };
    expect(riskFlagsOf(noPhone, undefined, { phone: '', sameQrAs: [] })).toEqual([]);
    expect(riskFlagsOf(placed, undefined, { phone: '9841000002', sameQrAs: [] })).toEqual([]);
  });
});
