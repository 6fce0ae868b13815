import type { Context } from '../../context.ts';
import type { SortedList } from '../../lists/sorted-list.ts';
import type { LiveMessage } from '../../live/live-events.ts';
import { errorText, log } from '../../log.ts';
import { closedAt } from '../../policies/customer-privacy.ts';
import type { CustomerAnswer, OrderFacts, TrackedOrder } from '../../stores/order-tracking.ts';
import type { PageLanguage } from '../../transport/public-page.ts';
import { factsOfDto } from './order-readings.ts';
import { messageToCustomer, trackingAddress } from './tracking-page.ts';
import DataLoader from 'dataloader';
import { CustomerConfirmation, type Order } from '../orders/order.type.ts';

/** An order's facts as the schema's `Order` has them. */
function factsOfOrder(order: Order, marketerPhone: string): OrderFacts | null {
  if (!order.owner) return null;
  return {
    orderId: order.id,
    ownerId: order.owner.id,
    customerName: order.customer.name,
    productName: order.product?.name ?? '',
    quantity: order.quantity,
    total: order.totalPrice,
    marketerName: order.owner.name,
    marketerPhone,
    placedAt: order.createdAt,
    status: order.status,
    // A closed order's time is the one privacy counts from (delivered: its delivery date).
    changedAt:
      closedAt({
        status: order.status,
        deliveredDate: order.deliveredAt,
        updatedAt: order.updatedAt,
        createdAt: order.createdAt,
      }) ?? order.updatedAt,
  };
}

/**
 * Each order object's snapshot as `tracked` kept it: the fields of one order ask once. By the
 * object, not the request: a live socket's context lasts as long as its socket, and each event
 * or write answers an order object of its own.
 */
const keptOf = new WeakMap<Order, Promise<TrackedOrder | null>>();

/**
 * The order's tracking snapshot, made the first time it is asked for (by its owner or an admin,
 * who alone see orders); null once its link has stopped answering, or while the store is away
 * (logged: the order itself reads on).
 */
function tracked(ctx: Context, order: Order): Promise<TrackedOrder | null> {
  let found = keptOf.get(order);
  if (!found) keptOf.set(order, (found = keep(ctx, order)));
  return found;
}

async function keep(ctx: Context, order: Order): Promise<TrackedOrder | null> {
  try {
    const viewer = await ctx.viewer();
    const ownerId = order.owner?.id;
    const owner = ownerId === viewer._id ? viewer : ownerId ? await ctx.loaders.users.load(ownerId) : null;
    const facts = factsOfOrder(order, owner?.phone ?? '');
    return facts && (await ctx.tracking.keep(facts));
  } catch (error) {
    log.warn('tracking', { requestId: ctx.requestId, orderId: order.id, unavailable: errorText(error) });
    return null;
  }
}

/** The order's tracking page address, in `language`; null when it has none (`tracked`). */
export async function trackingUrl(ctx: Context, order: Order, language?: PageLanguage): Promise<string | null> {
  const kept = await tracked(ctx, order);
  return kept && trackingAddress(ctx.origin, kept.id, language);
}

/**
 * The message that sends an order's tracking link to its customer, in `language`: asking them to
 * confirm while the page asks it, else to follow the order; null when it has none.
 */
export async function trackingMessage(ctx: Context, order: Order, language: PageLanguage): Promise<string | null> {
  const [kept, answer] = await Promise.all([tracked(ctx, order), customerAnswer(ctx, order.id)]);
  return (
    kept &&
    messageToCustomer(kept, ctx.tracking.asks(kept, answer), language, trackingAddress(ctx.origin, kept.id, language))
  );
}

/** Whether the order's tracking page asks its customer to confirm now (`asksCustomer`); false when it has none. */
export async function trackingAsks(ctx: Context, order: Order): Promise<boolean> {
  const [kept, answer] = await Promise.all([tracked(ctx, order), customerAnswer(ctx, order.id)]);
  return kept !== null && ctx.tracking.asks(kept, answer);
}

/** Brings the tracking pages of the orders these messages changed up to date (live/announce.ts). */
export async function followChanges(ctx: Context, messages: readonly LiveMessage[]): Promise<void> {
  // A bulk change announces up to 200 orders: their pages are brought up to date together.
  await Promise.all(
    messages.map(async (message) => {
      const facts = message.type === 'order' ? factsOfDto(message.order) : null;
      if (!facts) return;
      try {
        await ctx.tracking.follow(facts);
      } catch (error) {
        log.warn('tracking', { requestId: ctx.requestId, orderId: facts.orderId, notFollowed: errorText(error) });
      }
    }),
  );
}

/** The schema's word for a customer's answer. */
export const CUSTOMER_CONFIRMATION_OF: Record<CustomerAnswer['answer'], CustomerConfirmation> = {
  confirmed: CustomerConfirmation.CONFIRMED,
  declined: CustomerConfirmation.DECLINED,
};

/**
 * Per context, the customers' answers asked together: one read of the store for a whole list.
 * Batched, not cached: a live socket's context lasts as long as its socket, and an answer read
 * for one event must not stand in for the answer given since.
 */
const answerLoaders = new WeakMap<Context, DataLoader<string, CustomerAnswer | null>>();

/** The customer's answer on an order's tracking page, if any; a store that is away reads as none (logged). */
export async function customerAnswer(ctx: Context, orderId: string): Promise<CustomerAnswer | null> {
  let loader = answerLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids) => ctx.tracking.answers(ids), { cache: false });
    answerLoaders.set(ctx, loader);
  }
  try {
    return await loader.load(orderId);
  } catch (error) {
    log.warn('tracking', { requestId: ctx.requestId, orderId, unavailable: errorText(error) });
    return null;
  }
}

/** The orders of a list whose customer gave this answer (NOT_ASKED: none yet), in the list's order: one read of the store. */
export async function answeredOnly<T extends { _id: string }>(
  ctx: Context,
  list: SortedList<T>,
  wanted: CustomerConfirmation,
): Promise<SortedList<T>> {
  const answers = await ctx.tracking.answers(list.rows.map((order) => order._id));
  const confirmationOf = (answer: CustomerAnswer | null) =>
    answer ? CUSTOMER_CONFIRMATION_OF[answer.answer] : CustomerConfirmation.NOT_ASKED;
  return { order: list.order, rows: list.rows.filter((_, i) => confirmationOf(answers[i]!) === wanted) };
}
