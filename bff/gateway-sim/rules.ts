import { fromPaisa, toPaisa } from '@bikri/schema/money';
import type { OrderRecord, OrderStatus, UserRecord } from './records.ts';

/**
 * The provider's rules as the stand-in models them, written from the spec (docs/gateway.md) in
 * the provider's own terms rather than imported from @bikri/schema: the BFF's tests run against
 * this stand-in, and a stand-in sharing the BFF's rules could never catch a wrong one. Only money
 * arithmetic (rupees to paisa and back, exact sums) is shared.
 */

/** Days a delivery must age before its commission can be requested. */
export const PAYOUT_WAIT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `ratePercent` percent of `price`, to 2 decimals: a product's commission. */
export function productCommission(price: number, ratePercent: number): number {
  return fromPaisa(Math.round((toPaisa(price) * ratePercent) / 100));
}

/**
 * An order's rate and per-unit commission: the product's rate plus the
 * owner's bonus rate; that rate percent of the product price, to 2 decimals, plus what the order's
 * price adds to (or takes from) the product price.
 */
export function orderCommission(
  product: { price: number; commissionRate: number },
  bonusRate: number,
  price: number = product.price,
): { commissionRate: number; commission: number } {
  const commissionRate = fromPaisa(toPaisa(product.commissionRate + bonusRate));
  const base = Math.round((toPaisa(product.price) * commissionRate) / 100);
  return { commissionRate, commission: fromPaisa(base + toPaisa(price) - toPaisa(product.price)) };
}

/** What a delivered order earns its owner: per-unit commission × quantity, to 2 decimals. */
export function incomeAmount(commission: number, qty: number): number {
  return fromPaisa(toPaisa(commission) * qty);
}

/** Who may place orders: a marketer whose account is active and verified. */
export const mayPlaceOrders = (user: UserRecord): boolean =>
  user.role === 'user' && user.status === 'active' && user.isUserVerified;

/**
 * Who may edit or cancel an order they can see: its owner while it is confirmed; an
 * admin unless it is cancelled (cancelled orders offer no admin menu).
 */
export const mayChangeOrder = (user: UserRecord, order: OrderRecord): boolean =>
  user.role === 'admin' ? order.status !== 'cancelled' : order.orderFrom === user._id && order.status === 'confirmed';

/**
 * Whether an admin's status change may move an order from `from` to `to`: any status but its own
 * and cancelled, which has a call of its own; a cancelled order moves nowhere.
 */
export const mayMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  from !== 'cancelled' && to !== 'cancelled' && to !== from;

/**
 * Whether an order's commission may be requested: delivered at least
 * `PAYOUT_WAIT_DAYS` before `now` and in no earlier payment request.
 */
export function isEligibleForPayout(
  order: OrderRecord,
  requestedOrderIds: ReadonlySet<string>,
  now: Date = new Date(),
): boolean {
  if (order.status !== 'delivered' || order.deliveredDate === null) return false;
  if (requestedOrderIds.has(order._id)) return false;
  const delivered = Date.parse(order.deliveredDate);
  return !Number.isNaN(delivered) && delivered + PAYOUT_WAIT_DAYS * DAY_MS <= now.getTime();
}
