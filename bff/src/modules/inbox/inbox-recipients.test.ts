import { describe, expect, it } from 'vitest';
import type { OrderDto, PaymentDto, UserDto } from '../../gateway/dto.ts';
import type { LiveMessage } from '../../live/live-events.ts';
import { inboxDeliveries } from './inbox-recipients.ts';

/** Who is told of each change in their inbox, and what, from the live message the change announces. */

const ADMIN = 'admin-1';
const SITA = 'sita-1';

const order = (
  status: OrderDto['status'],
  product: OrderDto['product'] = {
    _id: 'p-1',
    productName: 'Pashmina Shawl',
    price: 4500,
    commissionRate: 10,
    commission: 450,
  },
): OrderDto => ({
  _id: 'o-1',
  product,
  orderFrom: { _id: SITA, name: 'Sita Sharma', commissionRate: 2 },
  qty: 1,
  price: 4600,
  commissionRate: 12,
  commission: 640,
  customerName: 'Anita Karki',
  customerPhone: '9841234567',
  customerLocation: 'Lalitpur',
  status,
  createdAt: '2026-07-01T04:00:00.000Z',
  updatedAt: '2026-07-02T04:00:00.000Z',
});

const payment: PaymentDto = {
  _id: 'pay-1',
  orders: ['o-1', 'o-2'],
  amount: 1280.5,
  createdAt: '2026-07-03T04:00:00.000Z',
  status: 'pending',
  to: { _id: SITA, name: 'Sita Sharma', email: 'sita@demo.test' },
  source: null,
};

const user: UserDto = {
  _id: 'gita-1',
  name: 'Gita Rai',
  email: 'gita@demo.test',
  role: 'user',
  status: 'underReview',
  isEmailVerified: true,
  isUserVerified: false,
};

const orderMessage = (
  change: 'created' | 'edited' | 'statusChanged' | 'cancelled',
  status: OrderDto['status'] = 'inProcess',
): LiveMessage => ({
  type: 'order',
  change,
  order: order(status),
  previousStatus: change === 'created' ? null : 'confirmed',
});
const paymentMessage = (change: 'requested' | 'sent'): LiveMessage => ({
  type: 'payment',
  change,
  payment,
  previousStatus: change === 'sent' ? 'pending' : null,
});
const userMessage = (change: Extract<LiveMessage, { type: 'user' }>['change']): LiveMessage => ({
  type: 'user',
  change,
  user,
  previous: { status: 'underReview', isUserVerified: false },
});

describe('inboxDeliveries', () => {
  it("tells an order's owner of its new status, cancelled included", () => {
    expect(inboxDeliveries(orderMessage('statusChanged', 'inProcess'), ADMIN)).toEqual([
      {
        to: { user: SITA },
        by: ADMIN,
        note: {
          kind: 'ORDER_STATUS',
          orderId: 'o-1',
          status: 'inProcess',
          customer: 'Anita Karki',
          product: 'Pashmina Shawl',
        },
      },
    ]);
    expect(inboxDeliveries(orderMessage('cancelled', 'cancelled'), ADMIN)).toEqual([
      {
        to: { user: SITA },
        by: ADMIN,
        note: {
          kind: 'ORDER_STATUS',
          orderId: 'o-1',
          status: 'cancelled',
          customer: 'Anita Karki',
          product: 'Pashmina Shawl',
        },
      },
    ]);
  });

  it('tells the admins of a new order, with its marketer', () => {
    expect(inboxDeliveries(orderMessage('created', 'confirmed'), SITA)).toEqual([
      {
        to: 'admins',
        by: SITA,
        note: {
          kind: 'NEW_ORDER',
          orderId: 'o-1',
          customer: 'Anita Karki',
          product: 'Pashmina Shawl',
          marketer: 'Sita Sharma',
        },
      },
    ]);
  });

  it("names no product when the order's product is gone", () => {
    const message: LiveMessage = {
      type: 'order',
      change: 'statusChanged',
      order: order('delivered', null),
      previousStatus: 'inProcess',
    };
    expect(inboxDeliveries(message, ADMIN)[0]!.note).toEqual({
      kind: 'ORDER_STATUS',
      orderId: 'o-1',
      status: 'delivered',
      customer: 'Anita Karki',
      product: null,
    });
  });

  it('tells the marketer of a payout sent, and the admins of one requested', () => {
    expect(inboxDeliveries(paymentMessage('sent'), ADMIN)).toEqual([
      { to: { user: SITA }, by: ADMIN, note: { kind: 'PAYOUT_SENT', paymentId: 'pay-1', amount: 1280.5 } },
    ]);
    expect(inboxDeliveries(paymentMessage('requested'), SITA)).toEqual([
      {
        to: 'admins',
        by: SITA,
        note: { kind: 'PAYOUT_REQUESTED', paymentId: 'pay-1', amount: 1280.5, marketer: 'Sita Sharma' },
      },
    ]);
  });

  it('tells an account of its verification and its blocking, and the admins of a profile to review', () => {
    expect(inboxDeliveries(userMessage('verified'), ADMIN)).toEqual([
      { to: { user: 'gita-1' }, by: ADMIN, note: { kind: 'ACCOUNT_VERIFIED', userId: 'gita-1' } },
    ]);
    expect(inboxDeliveries(userMessage('blocked'), ADMIN)).toEqual([
      { to: { user: 'gita-1' }, by: ADMIN, note: { kind: 'ACCOUNT_BLOCKED', userId: 'gita-1' } },
    ]);
    expect(inboxDeliveries(userMessage('profileSubmitted'), 'gita-1')).toEqual([
      { to: 'admins', by: 'gita-1', note: { kind: 'PROFILE_TO_REVIEW', userId: 'gita-1', marketer: 'Gita Rai' } },
    ]);
  });

  it('tells nobody of edits, email checks, profiles not verified, unblocking and products', () => {
    const silent: LiveMessage[] = [
      orderMessage('edited', 'confirmed'),
      userMessage('emailVerified'),
      userMessage('rejected'),
      userMessage('unblocked'),
      { type: 'product', change: 'statusChanged', productId: 'p-1', product: null },
      { type: 'product', change: 'deleted', productId: 'p-1', product: null },
    ];
    for (const message of silent) expect(inboxDeliveries(message, ADMIN)).toEqual([]);
  });

  it('never tells the one who made the change: a marketer cancelling her own order, a payout to oneself', () => {
    expect(inboxDeliveries(orderMessage('cancelled', 'cancelled'), SITA)).toEqual([]);
    expect(inboxDeliveries(orderMessage('statusChanged'), SITA)).toEqual([]);
    expect(inboxDeliveries(paymentMessage('sent'), SITA)).toEqual([]);
    expect(inboxDeliveries(userMessage('blocked'), 'gita-1')).toEqual([]);
  });

  it('tells nobody of an order or payout whose owner is unknown', () => {
    const orphan: LiveMessage = {
      type: 'order',
      change: 'statusChanged',
      order: { ...order('inProcess'), orderFrom: null },
      previousStatus: 'confirmed',
    };
    expect(inboxDeliveries(orphan, ADMIN)).toEqual([]);
    expect(
      inboxDeliveries(
        { type: 'payment', change: 'sent', payment: { ...payment, to: null }, previousStatus: 'pending' },
        ADMIN,
      ),
    ).toEqual([]);
  });
});
