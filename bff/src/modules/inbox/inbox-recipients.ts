import type { LiveMessage } from '../../live/live-events.ts';
import { orderOwner, paymentOwner, userOwner } from '../../policies/visibility.ts';
import type { InboxDelivery, InboxNote } from '../../stores/inbox.ts';

/**
 * Who is told of a change in their inbox, and what (`by`: the user who made it); an entity's
 * owner and the admins are the ones who may see it (policies/visibility.ts):
 * - an order's new status, or its cancellation: the order's owner (ORDER_STATUS);
 * - a new order: the admins, with the owner's name (NEW_ORDER);
 * - a payout sent: its marketer (PAYOUT_SENT); a payout requested: the admins (PAYOUT_REQUESTED);
 * - an account verified or blocked: its owner (ACCOUNT_VERIFIED, ACCOUNT_BLOCKED); a profile
 *   submitted for review: the admins (PROFILE_TO_REVIEW);
 * - a customer declining an order on its tracking page: the order's owner (CUSTOMER_DECLINED);
 * - nobody for anything else: order edits, email checks, profiles not verified, unblocking, products.
 * Never the one who made the change: no entry is made for a user who made it, and the admins'
 * entries keep `by`, so the admin who made one is not shown it (stores/inbox.ts).
 */
export function inboxDeliveries(message: LiveMessage, by: string): InboxDelivery[] {
  const toUser = (user: string | undefined, note: InboxNote): InboxDelivery[] =>
    user !== undefined && user !== by ? [{ to: { user }, note, by }] : [];
  const toAdmins = (note: InboxNote): InboxDelivery[] => [{ to: 'admins', note, by }];
  switch (message.type) {
    case 'order':
      return orderNote(message, toUser, toAdmins);
    case 'payment':
      return paymentNote(message, toUser, toAdmins);
    case 'user':
      return accountNote(message, toUser, toAdmins);
    case 'product':
      return [];
    case 'customerAnswer':
      return message.answer === 'declined'
        ? toUser(message.ownerId, {
            kind: 'CUSTOMER_DECLINED',
            orderId: message.orderId,
            customer: message.customer,
            product: message.product,
          })
        : [];
  }
}

type ToUser = (user: string | undefined, note: InboxNote) => InboxDelivery[];
type ToAdmins = (note: InboxNote) => InboxDelivery[];

function orderNote(
  { change, order }: Extract<LiveMessage, { type: 'order' }>,
  toUser: ToUser,
  toAdmins: ToAdmins,
): InboxDelivery[] {
  const about = { orderId: order._id, customer: order.customerName, product: order.product?.productName ?? null };
  switch (change) {
    case 'statusChanged':
    case 'cancelled':
      return toUser(orderOwner(order), { kind: 'ORDER_STATUS', ...about, status: order.status });
    case 'created':
      return toAdmins({ kind: 'NEW_ORDER', ...about, marketer: order.orderFrom?.name ?? null });
    case 'edited':
      return [];
  }
}

function paymentNote(
  { change, payment }: Extract<LiveMessage, { type: 'payment' }>,
  toUser: ToUser,
  toAdmins: ToAdmins,
): InboxDelivery[] {
  switch (change) {
    case 'sent':
      return toUser(paymentOwner(payment), { kind: 'PAYOUT_SENT', paymentId: payment._id, amount: payment.amount });
    case 'requested':
      return toAdmins({
        kind: 'PAYOUT_REQUESTED',
        paymentId: payment._id,
        amount: payment.amount,
        marketer: payment.to?.name ?? null,
      });
  }
}

function accountNote(
  { change, user }: Extract<LiveMessage, { type: 'user' }>,
  toUser: ToUser,
  toAdmins: ToAdmins,
): InboxDelivery[] {
  switch (change) {
    case 'verified':
      return toUser(userOwner(user), { kind: 'ACCOUNT_VERIFIED', userId: user._id });
    case 'blocked':
      return toUser(userOwner(user), { kind: 'ACCOUNT_BLOCKED', userId: user._id });
    case 'profileSubmitted':
      return toAdmins({ kind: 'PROFILE_TO_REVIEW', userId: user._id, marketer: user.name });
    case 'emailVerified':
    case 'rejected':
    case 'unblocked':
      return [];
  }
}
