import { closesOrder, type GatewayOrderStatus } from '@bikri/schema/order-status';
import { seesAll, type Viewer } from './visibility.ts';

/**
 * How long what customers give us stays in full view. Their phone is for the delivery of the
 * order it came with: PHONE_DAYS_AFTER_CLOSE days after the order closed (ORDER_STATUSES'
 * `closes`), its marketer sees it masked, while admins, who settle returns and disputes, still
 * see it whole. (Tracking links: stores/order-tracking.ts.)
 */
export const PHONE_DAYS_AFTER_CLOSE = 30;
const DAY_MS = 86_400_000;

/** What of a gateway order says when it closed: delivered on its delivery date, returned or cancelled at its last change. */
interface ClosingFacts {
  status: GatewayOrderStatus;
  deliveredDate?: string | null;
  updatedAt?: string;
  createdAt: string;
}

/** When an order closed; null while it is open. */
export function closedAt(order: ClosingFacts): string | null {
  if (!closesOrder(order.status)) return null;
  if (order.status === 'delivered' && order.deliveredDate) return order.deliveredDate;
  return order.updatedAt ?? order.createdAt;
}

/** A phone as a marketer sees it once it is kept from them: its first two and last four digits (`98••••5678`). */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '•'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'•'.repeat(digits.length - 6)}${digits.slice(-4)}`;
}

/** The customer's phone as `viewer` may see it at `now`. */
export function customerPhoneFor(
  viewer: Viewer,
  order: ClosingFacts & { customerPhone: string },
  now = Date.now(),
): string {
  if (seesAll(viewer)) return order.customerPhone;
  const closed = closedAt(order);
  if (closed === null || now - Date.parse(closed) < PHONE_DAYS_AFTER_CLOSE * DAY_MS) return order.customerPhone;
  return maskedPhone(order.customerPhone);
}
