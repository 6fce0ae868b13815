import { GatewayClient } from '../../gateway/gateway-client.ts';
import { GatewayError } from '../../gateway/errors.ts';
import type { GatewayHttp } from '../../gateway/http.ts';
import type { LiveEvents, LiveMessage } from '../../live/live-events.ts';
import { BurstLog, errorText, log } from '../../log.ts';
import { maySeeOrder } from '../../policies/visibility.ts';
import type { Inboxes } from '../../stores/inbox.ts';
import {
  asksCustomer,
  type CustomerAnswer,
  type OrderTracking,
  type TrackedOrder,
} from '../../stores/order-tracking.ts';
import { tokenIn, type Credential } from '../../stores/sessions.ts';
import { inboxDeliveries } from '../inbox/inbox-recipients.ts';

/**
 * What an order's tracking page does for whoever opens it or answers on it. Only its customer
 * answers: the people who see the order in the app (its owner, the admins) see the page without
 * its question, and an answer they send is not kept.
 */

/** What the page needs of the server. */
export interface PageServices {
  tracking: OrderTracking;
  inbox: Inboxes;
  live: LiveEvents;
  /** The gateway, for the role of someone signed in who opens or answers a page. */
  http: GatewayHttp;
}

/** How long a tracking page waits for the gateway, less than its own timeouts: a customer is waiting. */
const PAGE_GATEWAY_MS = 3_000;

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
  { tracking, http }: PageServices,
  id: string,
  credential: () => Promise<Credential>,
): Promise<PageView | null> {
  const found = await tracking.find(id);
  if (!found) return null;
  const { order, answer } = found;
  if (!asksCustomer(order, answer)) return { order, answer, asks: false, preview: false };
  return (await visitorOf(await credential(), order, http)) === 'seller'
    ? { order, answer, asks: false, preview: true }
    : { order, answer, asks: true, preview: false };
}

/** What an answer on the page did. */
export type PageAnswer =
  | Awaited<ReturnType<OrderTracking['answer']>>
  /** Sent by the order's owner or an admin: not kept. */
  | { outcome: 'notCustomer'; order: TrackedOrder }
  /** Not kept for now: who sent it cannot be told (the sessions' store or the gateway is away). */
  | { outcome: 'notRecorded'; order: TrackedOrder };

/**
 * An answer on the page from whoever `credential` names (asked only while the page asks): kept
 * once if they are its customer, then announced (`announce`).
 */
export async function answerOnPage(
  services: PageServices,
  id: string,
  given: CustomerAnswer['answer'],
  credential: () => Promise<Credential>,
): Promise<PageAnswer> {
  const { tracking } = services;
  const found = await tracking.find(id);
  if (!found) return { outcome: 'missing' };
  const { order, answer } = found;
  if (answer) return { outcome: 'answered', order, answer };
  if (!asksCustomer(order, null)) return { outcome: 'movedOn', order };
  const visitor = await visitorOf(await credential(), order, services.http);
  if (visitor !== 'customer') return { outcome: visitor === 'seller' ? 'notCustomer' : 'notRecorded', order };
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
