import { describe, expect, it } from 'vitest';
import {
  maySeeOrder,
  maySeePayment,
  maySeeProducts,
  maySeeUser,
  orderOwner,
  paymentOwner,
  seesAll,
  userOwner,
} from './visibility.ts';

const admin = { _id: 'admin-1', role: 'admin' };
const sita = { _id: 'sita', role: 'user' };
const ram = { _id: 'ram', role: 'user' };
// A blocked account is still a marketer to this policy: blocking ends its sessions (users.resolver.ts).
const hariBlocked = { _id: 'hari', role: 'user', status: 'blocked' };

const sitasOrder = { orderFrom: { _id: 'sita', name: 'Sita', commissionRate: 2 } };
const orphanOrder = { orderFrom: null };
const harisOrder = { orderFrom: { _id: 'hari', name: 'Hari', commissionRate: 0 } };
const sitasPayment = { to: { _id: 'sita' } };
const unknownPayee = { to: null };

describe('who may see what', () => {
  it('lets an admin see every order, payment and account, even one whose owner is unknown', () => {
    expect(seesAll(admin)).toBe(true);
    expect(maySeeOrder(admin, sitasOrder)).toBe(true);
    expect(maySeeOrder(admin, orphanOrder)).toBe(true);
    expect(maySeePayment(admin, sitasPayment)).toBe(true);
    expect(maySeePayment(admin, unknownPayee)).toBe(true);
    expect(maySeeUser(admin, { _id: 'sita' })).toBe(true);
  });

  it('lets a marketer see their own order, payment and account only', () => {
    expect(seesAll(sita)).toBe(false);
    expect(maySeeOrder(sita, sitasOrder)).toBe(true);
    expect(maySeePayment(sita, sitasPayment)).toBe(true);
    expect(maySeeUser(sita, { _id: 'sita' })).toBe(true);
  });

  it("shows another marketer nothing of Sita's, and no marketer what has no known owner", () => {
    expect(maySeeOrder(ram, sitasOrder)).toBe(false);
    expect(maySeePayment(ram, sitasPayment)).toBe(false);
    expect(maySeeUser(ram, { _id: 'sita' })).toBe(false);
    expect(maySeeOrder(sita, orphanOrder)).toBe(false);
    expect(maySeePayment(sita, unknownPayee)).toBe(false);
  });

  it('treats a blocked marketer as a marketer: their own, nobody else’s', () => {
    expect(seesAll(hariBlocked)).toBe(false);
    expect(maySeeOrder(hariBlocked, harisOrder)).toBe(true);
    expect(maySeeOrder(hariBlocked, sitasOrder)).toBe(false);
  });

  it('shows an anonymous caller nothing', () => {
    expect(seesAll(null)).toBe(false);
    expect(maySeeOrder(null, sitasOrder)).toBe(false);
    expect(maySeePayment(null, sitasPayment)).toBe(false);
    expect(maySeeUser(null, { _id: 'sita' })).toBe(false);
    expect(maySeeProducts(null)).toBe(false);
    expect(maySeeProducts(ram)).toBe(true);
  });

  it('names the owner of each kind of entity', () => {
    expect(orderOwner(sitasOrder)).toBe('sita');
    expect(orderOwner(orphanOrder)).toBeUndefined();
    expect(paymentOwner(sitasPayment)).toBe('sita');
    expect(userOwner({ _id: 'ram' })).toBe('ram');
  });
});
