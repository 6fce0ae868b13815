import type { Context } from '../../context.ts';
import { AppError, badInput, notFound, writeInDoubt } from '../../errors.ts';
import type { PaymentDto } from '../../gateway/dto.ts';
import { GatewayError } from '../../gateway/errors.ts';
import { announce } from '../../live/announce.ts';
import type { FileUpload } from '../../transport/uploads.ts';
import { imagePart } from '../../transport/uploads.ts';
import { eligiblePayouts } from '../income/income.service.ts';
import { orderScope, toOrder, type OrderScope } from '../orders/orders.service.ts';
import { assertMayAct, toPayee } from '../users/users.service.ts';
import { Payment, PaymentCounts, PaymentStatus } from './payment.type.ts';
import { BY_NEWEST } from '../../lists/list-order.ts';
import { filtered, sortedBy, type SortedList } from '../../lists/sorted-list.ts';

/** A payment's status; anything the gateway calls other than sent is still to pay. */
export const paymentStatusOf = (dto: PaymentDto): PaymentStatus =>
  dto.status === 'sent' ? PaymentStatus.SENT : PaymentStatus.PENDING;

export function toPayment(dto: PaymentDto, scope: OrderScope): Payment {
  const orderIds = Array.isArray(dto.orders) ? dto.orders.filter((id) => typeof id === 'string') : [];
  const first = dto.source?.product?.productName;
  const more = Math.max(0, orderIds.length - 1);
  const payment = new Payment();
  Object.assign(payment, {
    id: dto._id,
    amount: Number.isFinite(dto.amount) ? dto.amount : 0,
    status: paymentStatusOf(dto),
    createdAt: dto.createdAt,
    user: dto.to && typeof dto.to._id === 'string' ? toPayee(dto.to) : null,
    orderIds,
    source: dto.source && typeof dto.source._id === 'string' ? toOrder(dto.source, scope) : null,
    itemSummary: first
      ? more > 0
        ? `${first} + ${more} more`
        : first
      : `${orderIds.length} order${orderIds.length === 1 ? '' : 's'}`,
    proofUrl: typeof dto.proof === 'string' && dto.proof !== '' ? dto.proof : null,
  } satisfies Partial<Payment>);
  return payment;
}

/**
 * The payment requests the viewer sees in a tab, newest first (`BY_NEWEST`): what
 * `Query.payments` pages and the CSV export writes.
 */
export async function paymentList(
  ctx: Context,
  { status }: { status?: PaymentStatus | null },
): Promise<{ payments: SortedList<PaymentDto>; scope: OrderScope }> {
  const [payments, scope] = await Promise.all([ctx.loaders.visiblePayments(), orderScope(ctx)]);
  const all = sortedBy(payments, BY_NEWEST);
  return { payments: status ? filtered(all, (p) => paymentStatusOf(p) === status) : all, scope };
}

export function countPayments(payments: readonly PaymentDto[]): PaymentCounts {
  const pending = payments.filter((p) => paymentStatusOf(p) === PaymentStatus.PENDING).length;
  return Object.assign(new PaymentCounts(), { all: payments.length, pending, sent: payments.length - pending });
}

export async function findPayment(ctx: Context, id: string): Promise<PaymentDto> {
  const payment = (await ctx.loaders.visiblePayments()).find((p) => p._id === id);
  if (!payment) throw notFound('Payment not found.');
  return payment;
}

/** Requests payment of eligible orders (checked here too), answering the created request. */
export async function requestPayout(
  ctx: Context,
  orderIds: readonly string[],
): Promise<{ message: string; payment: PaymentDto }> {
  assertMayAct(await ctx.viewer());
  if (orderIds.length === 0) throw badInput('orderIds', 'choose at least one order');
  if (new Set(orderIds).size !== orderIds.length) throw badInput('orderIds', 'lists an order twice');
  const requested = (payments: readonly PaymentDto[]) =>
    payments.find((p) => orderIds.every((id) => p.orders.includes(id)));
  // A retry of a request in doubt that went through answers as the first would have: an order is
  // in one payout request at most, so the request holding them all is that one.
  if (ctx.write?.resuming) {
    const earlier = requested(await ctx.loaders.visiblePayments());
    if (earlier) return { message: 'Payment request sent successfully!', payment: earlier };
  }
  const eligible = new Set((await eligiblePayouts(ctx)).map((e) => e.orderId));
  const wrong = orderIds.findIndex((id) => !eligible.has(id));
  if (wrong >= 0) {
    throw badInput(
      `orderIds[${wrong}]`,
      'is not eligible: it must be delivered at least 7 days ago and not already requested',
    );
  }
  const answer = await ctx.gateway.requestPayment(orderIds);
  ctx.loaders.forget('payments', 'income', 'viewer');
  const created = requested(await ctx.loaders.visiblePayments());
  if (!created)
    throw writeInDoubt("The request was sent, but we could not read it back. We are checking: don't send it again.");
  await announce(ctx, { type: 'payment', change: 'requested', payment: created, previousStatus: null });
  return { message: answer.message || 'Payment request sent successfully!', payment: created };
}

/** Marks a pending payment sent with a proof image, through the proposed gateway extension. */
export async function markPaymentSent(
  ctx: Context,
  id: string,
  proof: Promise<FileUpload>,
): Promise<{ message: string; payment: PaymentDto }> {
  const part = await imagePart(proof, 'proof', 'proof');
  const payment = await findPayment(ctx, id);
  if (ctx.write?.resuming && payment.status !== 'pending') return { message: 'Payment marked as sent', payment };
  if (payment.status !== 'pending') throw badInput('id', 'this payment has already been sent');
  let message: string | undefined;
  try {
    message = (await ctx.gateway.markPaymentSent(id, part)).message;
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'NOT_FOUND') {
      throw new AppError(
        'NOT_SUPPORTED_BY_GATEWAY',
        'The payment gateway does not support marking payments as sent yet.',
      );
    }
    throw error;
  }
  ctx.loaders.forget('payments');
  const sent = await findPayment(ctx, id);
  await announce(ctx, { type: 'payment', change: 'sent', payment: sent, previousStatus: 'pending' });
  return { message: message || 'Payment marked as sent', payment: sent };
}
