import { GatewayClient } from '../../gateway/gateway-client.ts';
import { GatewayError } from '../../gateway/errors.ts';
import type { GatewayHttp } from '../../gateway/http.ts';
import type { LiveEvents, LiveMessage } from '../../live/live-events.ts';
import { BurstLog, errorText, log } from '../../log.ts';
import { maySeeOrder } from '../../policies/visibility.ts';
import type { Inboxes } from '../../stores/inbox.ts';
import type { CustomerAnswer, OrderTracking, TrackedOrder } from '../../stores/order-tracking.ts';
import { tokenIn, type Credential } from '../../stores/sessions.ts';
import { inboxDeliveries } from '../inbox/inbox-recipients.ts';
import { PAGE_GATEWAY_MS, type OrderReading, type OrderReadings } from './order-readings.ts';

/**
 * What an order's tracking page does for whoever opens it or answers on it. Only its customer
 * answers: the people who see the order in the app (its owner, the admins) see the page without
 * its question, and an answer they send is not kept. An answer is kept only while the gateway
 * says the order is still CONFIRMED, and a page that asks reads the order there too (a recent
 * reading): a page whose order moved on outside the product follows it and asks nothing.
 */

/** What the page needs of the server. */
export interface PageServices {
  tracking: OrderTracking;
  inbox: Inboxes;
  live: LiveEvents;
  /** The gateway, for the role of someone signed in who opens or answers a page. */
  http: GatewayHttp;
  /** Unset without a service token; pages then take no answers (`OrderTracking.takesAnswers`). */
  readings: OrderReadings | undefined;
}

/** Who is at a page: its customer (anyone not signed in as below), the order's owner or an admin, or unknown for now. */
type Visitor = 'customer' | 'seller' | 'unknown';

/** Reads of the gateway that failed: one line a minute per kind of failure. */
const unread = new BurstLog('tracking');

async function visitorOf(credential: Credential, order: TrackedOrder, http: GatewayHttp): Promise<Visitor> {
  if (credential.kind === 'unavailable') return 'unknown';
  if (credential.kind === 'session' && credential.userId === order.ownerId) return 'seller';
  const token = tokenIn(credential);
  if (!token) return 'customer';
  try {
    const user = await new GatewayClient(http, token, AbortSignal.timeout(PAGE_GATEWAY_MS)).currentUser();
    return maySeeOrder(user, { orderFrom: { _id: order.ownerId } }) ? 'seller' : 'customer';
  } catch (error) {
    // A token the gateway no longer takes signs no one in.
    if (error instanceof GatewayError && error.code === 'UNAUTHENTICATED') return 'customer';
    unread.warn(`visitor ${error instanceof GatewayError ? error.code : 'error'}`, {
      orderId: order.orderId,
      visitorUnknown: errorText(error),
    });
    return 'unknown';
  }
}

/** The order as the gateway has it; undefined when it could not be read. */
async function gatewayOrder(reading: Promise<OrderReading>, orderId: string): Promise<OrderReading | undefined> {
  try {
    return await reading;
  } catch (error) {
    const code = error instanceof GatewayError ? error.code : 'error';
    const refused = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
    unread.warn(`order ${code}`, {
      orderId,
      notRead: errorText(error),
      ...(refused && { set: 'GATEWAY_SERVICE_TOKEN to a gateway token of an admin account' }),
    });
    return undefined;
  }
}

/**
 * The snapshot taken to where the gateway says its order is, once that is not CONFIRMED (a
 * reading never takes a page back to asking); null when its link has stopped answering.
 */
async function movedOn(
  tracking: OrderTracking,
  order: TrackedOrder,
  reading: OrderReading,
): Promise<TrackedOrder | null> {
  return reading.facts ? tracking.keep(reading.facts) : order;
}

/** A tracking page as it is shown: its order, its customer's answer, and whether it asks. */
export interface PageView {
  order: TrackedOrder;
  answer: CustomerAnswer | null;
  asks: boolean;
  /** The order's owner or an admin: the page without its question. */
  preview: boolean;
}

/**
 * The page a link shows to whoever `credential` names (asked only of a page that asks); null for
 * an unknown or expired link.
 */
export async function viewPage(
  { tracking, http, readings }: PageServices,
  id: string,
  credential: () => Promise<Credential>,
): Promise<PageView | null> {
  const found = await tracking.find(id);
  if (!found) return null;
  const { order, answer } = found;
  if (!readings || !tracking.asks(order, answer)) return { order, answer, asks: false, preview: false };
  const [visitor, reading] = await Promise.all([
    credential().then((of) => visitorOf(of, order, http)),
    gatewayOrder(readings.recent(order.orderId), order.orderId),
  ]);
  if (reading && reading.status !== 'confirmed') {
    const moved = await movedOn(tracking, order, reading);
    return moved && { order: moved, answer, asks: false, preview: false };
  }
  return visitor === 'seller'
    ? { order, answer, asks: false, preview: true }
    : { order, answer, asks: true, preview: false };
}

/** What an answer on the page did. */
export type PageAnswer =
  | Awaited<ReturnType<OrderTracking['answer']>>
  /** Sent by the order's owner or an admin: not kept. */
  | { outcome: 'notCustomer'; order: TrackedOrder }
  /** Not kept for now: the gateway (or the sessions' store) could not be asked. */
  | { outcome: 'notRecorded'; order: TrackedOrder };

/**
 * An answer on the page from whoever `credential` names (asked only while the page asks): kept
 * once if they are its customer and the gateway says the order is still CONFIRMED, then
 * announced (`announce`).
 */
export async function answerOnPage(
  services: PageServices,
  id: string,
  given: CustomerAnswer['answer'],
  credential: () => Promise<Credential>,
): Promise<PageAnswer> {
  const { tracking, readings } = services;
  const found = await tracking.find(id);
  if (!found) return { outcome: 'missing' };
  const { order, answer } = found;
  if (answer) return { outcome: 'answered', order, answer };
  if (!readings || !tracking.asks(order, null)) return { outcome: 'movedOn', order };
  const visitor = await visitorOf(await credential(), order, services.http);
  if (visitor !== 'customer') return { outcome: visitor === 'seller' ? 'notCustomer' : 'notRecorded', order };
  const reading = await gatewayOrder(readings.now(order.orderId), order.orderId);
  if (!reading) return { outcome: 'notRecorded', order };
  if (reading.status !== 'confirmed') {
    const moved = await movedOn(tracking, order, reading);
    return moved ? { outcome: 'movedOn', order: moved } : { outcome: 'missing' };
  }
  const result = await tracking.answer(id, given);
  if (result.outcome === 'recorded') await announce(services, result.order, result.answer);
  return result;
}

/** Who made a customer's answer, for the inbox (no user of ours). */
const CUSTOMER = 'customer';

/**
 * A kept answer, announced to the order's owner and the admins (live), and into the inboxes it
 * concerns (a decline: the owner's). What a store that is away loses is logged.
 */
async function announce({ inbox, live }: PageServices, order: TrackedOrder, answer: CustomerAnswer): Promise<void> {
  const message: LiveMessage = {
    type: 'customerAnswer',
    orderId: order.orderId,
    ownerId: order.ownerId,
    answer: answer.answer,
    at: answer.at,
    customer: order.customerName,
    product: order.productName,
  };
  try {
    await inbox.record(inboxDeliveries(message, CUSTOMER));
  } catch (error) {
    log.warn('inbox', { orderId: order.orderId, notRecorded: 1, error: errorText(error) });
  }
  live.publish(message, null);
}
