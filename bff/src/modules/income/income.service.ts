import { incomeAmount, isEligibleForPayout, payoutRequestableAt } from '@bikri/schema/payout';
import type { Context } from '../../context.ts';
import type { IncomeDto, OrderDto } from '../../gateway/dto.ts';
import { toOrder, type OrderScope } from '../orders/orders.service.ts';
import { OrderStatus } from '../orders/order.type.ts';
import { Income, IncomeStatus } from './income.type.ts';

/** The amount of an income: the gateway's when it gives one, else commission × quantity. */
export function amountOf(income: IncomeDto): number {
  if (typeof income.amount === 'number' && Number.isFinite(income.amount)) return income.amount;
  return income.source ? incomeAmount(income.source.commission, income.source.qty) : 0;
}

/** An income's status; anything the gateway calls other than sent is still to pay. */
export const incomeStatusOf = (dto: IncomeDto): IncomeStatus =>
  dto.status === 'sent' ? IncomeStatus.SENT : IncomeStatus.PENDING;

export function toIncome(dto: IncomeDto, scope: OrderScope): Income {
  const income = new Income();
  Object.assign(income, {
    id: dto._id,
    status: incomeStatusOf(dto),
    amount: amountOf(dto),
    createdAt: dto.createdAt,
    order: dto.source && typeof dto.source._id === 'string' ? toOrder(dto.source, scope) : null,
    requestableAt: requestableAt(dto),
  } satisfies Partial<Income>);
  return income;
}

/** When a pending income's payout can first be requested (delivery + 7 days); null when paid or undelivered. */
export function requestableAt(dto: IncomeDto): string | null {
  if (incomeStatusOf(dto) !== IncomeStatus.PENDING || dto.source?.status !== OrderStatus.DELIVERED) return null;
  return payoutRequestableAt(dto.source.deliveredDate)?.toISOString() ?? null;
}

export interface Eligible {
  orderId: string;
  order: OrderDto;
  amount: number;
  deliveredAt: string;
}

/**
 * The payout rule, computed here rather than trusted to anyone: the viewer's
 * pending incomes whose order was delivered at least 7 days ago and is in no payment request.
 */
export async function eligiblePayouts(ctx: Context, now = new Date()): Promise<Eligible[]> {
  const [records, payments] = await Promise.all([ctx.loaders.income(), ctx.loaders.visiblePayments()]);
  const requested = new Set(payments.flatMap((p) => p.orders));
  return records
    .filter(
      (income): income is IncomeDto & { source: OrderDto } => income.status === 'pending' && income.source !== null,
    )
    .filter((income) =>
      isEligibleForPayout(
        { orderId: income.source._id, status: income.source.status, deliveredDate: income.source.deliveredDate },
        requested,
        now,
      ),
    )
    .map((income) => ({
      orderId: income.source._id,
      order: income.source,
      amount: amountOf(income),
      deliveredAt: income.source.deliveredDate!,
    }))
    .sort((a, b) => Date.parse(b.deliveredAt) - Date.parse(a.deliveredAt));
}

/**
 * The pending income that becomes requestable next: not requested yet, its 7 days not over at
 * `now`, the soonest first; null when none is waiting.
 */
export async function nextPayout(
  ctx: Context,
  now = new Date(),
): Promise<{ income: IncomeDto & { source: OrderDto }; requestableAt: string } | null> {
  const [records, payments] = await Promise.all([ctx.loaders.income(), ctx.loaders.visiblePayments()]);
  const requested = new Set(payments.flatMap((p) => p.orders));
  let next: { income: IncomeDto & { source: OrderDto }; requestableAt: string } | null = null;
  for (const income of records) {
    const at = requestableAt(income);
    if (!at || !income.source || requested.has(income.source._id) || Date.parse(at) <= now.getTime()) continue;
    if (!next || at < next.requestableAt)
      next = { income: income as IncomeDto & { source: OrderDto }, requestableAt: at };
  }
  return next;
}
