import { multiplyMoney } from './money.ts';

/** Days a delivery must age before its commission can be requested (spec §9). */
export const PAYOUT_WAIT_DAYS = 7;

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
 * Whether an order's commission may be requested: delivered at least 7 days before `now` and
 * not part of any earlier payment request (spec §5, §9).
 */
export function isEligibleForPayout(
  candidate: PayoutCandidate,
  requestedOrderIds: ReadonlySet<string>,
  now: Date = new Date(),
): boolean {
  if (candidate.status !== 'delivered' || !candidate.deliveredDate) return false;
  if (requestedOrderIds.has(candidate.orderId)) return false;
  const delivered = Date.parse(candidate.deliveredDate);
  if (Number.isNaN(delivered)) return false;
  return now.getTime() - delivered >= PAYOUT_WAIT_DAYS * DAY_MS;
}
