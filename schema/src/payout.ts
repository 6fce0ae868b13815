import { GATEWAY_ORDER_STATUS } from './order-status.ts';
import { multiplyMoney } from './money.ts';

/** Days a delivery must age before its commission can be requested. */
export const PAYOUT_WAIT_DAYS = 7;

/** How many paid-out incomes the income page's "Recent income" shows, newest delivery first. */
export const RECENT_INCOME = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Amount earned by an order line: per-unit commission × quantity, to 2 decimals. */
export function incomeAmount(commission: number, quantity: number): number {
  return multiplyMoney(commission, quantity);
}

export interface PayoutCandidate {
  orderId: string;
  status: string;
  /** ISO date of delivery, if delivered. */
  deliveredDate: string | null | undefined;
}

/**
 * When a delivery's commission may first be requested: `PAYOUT_WAIT_DAYS` after it;
 * null without a readable delivery date.
 */
export function payoutRequestableAt(deliveredDate: string | null | undefined): Date | null {
  const delivered = deliveredDate ? Date.parse(deliveredDate) : Number.NaN;
  return Number.isNaN(delivered) ? null : new Date(delivered + PAYOUT_WAIT_DAYS * DAY_MS);
}

/**
 * Whether an order's commission may be requested: delivered at least 7 days before `now` and
 * not part of any earlier payment request.
 */
export function isEligibleForPayout(
  candidate: PayoutCandidate,
  requestedOrderIds: ReadonlySet<string>,
  now: Date = new Date(),
): boolean {
  if (candidate.status !== GATEWAY_ORDER_STATUS.DELIVERED || !candidate.deliveredDate) return false;
  if (requestedOrderIds.has(candidate.orderId)) return false;
  const requestableAt = payoutRequestableAt(candidate.deliveredDate);
  return requestableAt !== null && requestableAt.getTime() <= now.getTime();
}
