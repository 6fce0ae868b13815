import { adminMayMove } from '@bikri/schema/order-status';
import type { Context } from '../../context.ts';
import { GatewayError } from '../../gateway/errors.ts';
import type { OrderDto, OrderStatusDto } from '../../gateway/dto.ts';
import { announce } from '../../live/announce.ts';
import type { LiveMessage } from '../../live/live-events.ts';
import { BulkOrderReason, BulkOrderResult, OrderStatus, type BulkOrdersPayload } from './order.type.ts';
import { orderScope, orderStatusOf, STATUS_NAME, statusWords, toOrder } from './orders.service.ts';

/** Gateway writes of one bulk change under way at once. */
export const BULK_CONCURRENCY = 6;

const RESULT_OF: Record<BulkOrderReason, BulkOrderResult> = {
  [BulkOrderReason.ALREADY_THERE]: BulkOrderResult.REFUSED,
  [BulkOrderReason.CANCELLED]: BulkOrderResult.REFUSED,
  [BulkOrderReason.NOT_FOUND]: BulkOrderResult.REFUSED,
  [BulkOrderReason.GATEWAY_REFUSED]: BulkOrderResult.REFUSED,
  [BulkOrderReason.GATEWAY_FAILED]: BulkOrderResult.NOT_CHANGED,
  [BulkOrderReason.OUT_OF_TIME]: BulkOrderResult.NOT_CHANGED,
  [BulkOrderReason.NO_ANSWER]: BulkOrderResult.IN_DOUBT,
};

const MESSAGES: Record<Exclude<BulkOrderReason, 'GATEWAY_REFUSED'>, string> = {
  [BulkOrderReason.ALREADY_THERE]: 'It already has that status.',
  [BulkOrderReason.CANCELLED]: 'A cancelled order cannot change status.',
  [BulkOrderReason.NOT_FOUND]: 'Order not found.',
  [BulkOrderReason.GATEWAY_FAILED]: 'The marketplace service failed; it was not changed.',
  [BulkOrderReason.OUT_OF_TIME]: 'Not sent: the request ran out of time.',
  [BulkOrderReason.NO_ANSWER]:
    'Sent, but no answer came: it may have changed. Look at the order before sending it again.',
};

/**
 * What a bulk change notes under its Idempotency-Key before it writes: each order's status then,
 * by id. A retry of an attempt in doubt reads them to tell the orders that attempt moved.
 */
interface BulkNotes {
  before: Record<string, OrderStatusDto>;
}

/** One order's attempt: its state before, whether it was sent, and why it did not simply change. */
interface Attempt {
  id: string;
  before: OrderDto | null;
  /** A retry found it moved since the attempt before began: its status then. */
  resumedFrom?: OrderStatusDto;
  sent?: boolean;
  reason: BulkOrderReason | null;
  gatewayWords?: string;
}

const byId = (orders: readonly OrderDto[]): ReadonlyMap<string, OrderDto> =>
  new Map(orders.map((order) => [order._id, order]));

/** Why a gateway write failed, as a bulk outcome says it. */
function reasonOf(error: unknown): Pick<Attempt, 'reason' | 'gatewayWords'> {
  if (error instanceof GatewayError) {
    if (error.code === 'IN_DOUBT') return { reason: BulkOrderReason.NO_ANSWER };
    if (error.code === 'REJECTED' || error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')
      return { reason: BulkOrderReason.GATEWAY_REFUSED, gatewayWords: error.message };
    return { reason: BulkOrderReason.GATEWAY_FAILED };
  }
  throw error;
}

/**
 * Moves each of `ids` to `status` (CANCELLED cancels), as an admin, through the gateway's
 * one-order calls, `BULK_CONCURRENCY` at a time. No order is started after half the request's
 * time, so the answer comes before its deadline. The orders are read once before and once after:
 * an order whose write failed or went unanswered but that is in the new status afterwards has
 * changed. Under an Idempotency-Key the statuses before are noted first, so that a retry of an
 * attempt in doubt answers the orders that attempt moved as changed, from where they were. Each
 * change is announced (live, and in its owner's inbox), in the order named; the answer has every
 * order's outcome, in that order.
 */
export async function changeOrdersStatus(
  ctx: Context,
  ids: readonly string[],
  status: OrderStatus,
): Promise<BulkOrdersPayload> {
  const stopStarting = Date.now() + ctx.config.requestTimeoutMs / 2;
  // The whole list, once: nothing is sent unless it could be read.
  const found = byId(await ctx.loaders.visibleOrders());
  const attempts: Attempt[] = ids.map((id) => {
    const before = found.get(id) ?? null;
    return { id, before, reason: before ? null : BulkOrderReason.NOT_FOUND };
  });
  const to = STATUS_NAME[status];
  const queue = attempts.filter((attempt) => attempt.before !== null);
  // Under an Idempotency-Key the statuses are noted before anything is written: an attempt
  // without notes to resume has written nothing.
  const noted = ctx.write?.resuming ? (ctx.write.notes as BulkNotes | undefined) : undefined;
  if (ctx.write && !noted && queue.length > 0) {
    await ctx.write.note({
      before: Object.fromEntries(queue.map((attempt) => [attempt.id, attempt.before!.status])),
    } satisfies BulkNotes);
  }

  const send = async (attempt: Attempt & { before: OrderDto }) => {
    const from = orderStatusOf(attempt.before);
    // A retry of a bulk change in doubt: an order in the new status that was elsewhere when the
    // earlier attempt began has been moved.
    const then = noted?.before[attempt.id];
    if (then !== undefined && from === status && orderStatusOf({ status: then }) !== status) {
      attempt.resumedFrom = then;
      return;
    }
    if (!adminMayMove(STATUS_NAME[from], to)) {
      attempt.reason = from === status ? BulkOrderReason.ALREADY_THERE : BulkOrderReason.CANCELLED;
      return;
    }
    if (Date.now() > stopStarting) {
      attempt.reason = BulkOrderReason.OUT_OF_TIME;
      return;
    }
    attempt.sent = true;
    try {
      if (status === OrderStatus.CANCELLED) await ctx.gateway.cancelOrder(attempt.id);
      else await ctx.gateway.changeOrderStatus({ orderId: attempt.id, status });
    } catch (error) {
      Object.assign(attempt, reasonOf(error));
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < queue.length) await send(queue[next++] as Attempt & { before: OrderDto });
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, worker));

  // Read back: what every order is now. A write that failed or went unanswered but whose order
  // is in the new status has gone through.
  const written = attempts.some((attempt) => attempt.sent);
  let after: ReadonlyMap<string, OrderDto> | null = null;
  if (written) {
    ctx.loaders.forget('orders');
    after = await ctx.loaders.visibleOrders().then(byId, () => null);
  }
  const scope = await orderScope(ctx);
  const counted = new Map<BulkOrderResult, number>();
  const changes: LiveMessage[] = [];
  const outcomes = attempts.map((attempt) => {
    const now = after ? (after.get(attempt.id) ?? null) : written ? null : attempt.before;
    const wentThrough =
      attempt.resumedFrom !== undefined ||
      (attempt.sent && (attempt.reason === null || (now !== null && orderStatusOf(now) === status)));
    const reason = wentThrough ? null : attempt.reason;
    const result = reason === null ? BulkOrderResult.CHANGED : RESULT_OF[reason];
    counted.set(result, (counted.get(result) ?? 0) + 1);
    if (attempt.sent && result === BulkOrderResult.CHANGED && now && attempt.before) {
      const change = status === OrderStatus.CANCELLED ? 'cancelled' : 'statusChanged';
      changes.push({ type: 'order', change, order: now, previousStatus: attempt.before.status });
    }
    return {
      id: attempt.id,
      result,
      reason,
      message:
        reason === null
          ? null
          : reason === BulkOrderReason.GATEWAY_REFUSED
            ? (attempt.gatewayWords ?? null)
            : MESSAGES[reason],
      previousStatus: attempt.resumedFrom
        ? orderStatusOf({ status: attempt.resumedFrom })
        : attempt.before
          ? orderStatusOf(attempt.before)
          : null,
      order: now ? toOrder(now, scope) : null,
    };
  });
  await announce(ctx, ...changes);
  const parts = [
    `${counted.get(BulkOrderResult.CHANGED) ?? 0} changed to ${statusWords(status)}`,
    ...(
      [
        [BulkOrderResult.REFUSED, 'refused'],
        [BulkOrderResult.NOT_CHANGED, 'not changed'],
        [BulkOrderResult.IN_DOUBT, 'in doubt'],
      ] as const
    ).flatMap(([result, words]) => (counted.get(result) ? [`${counted.get(result)} ${words}`] : [])),
  ];
  return { message: `${parts.join(', ')}.`, outcomes };
}
