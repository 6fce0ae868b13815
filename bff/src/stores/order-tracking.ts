import { randomBytes } from 'node:crypto';
import { closesOrder, type GatewayOrderStatus } from '@bikri/schema/order-status';
import type { KeyValueStore } from './key-value.ts';

/** One state of an order's timeline, as the tracking page shows it. */
export interface TrackedStep {
  status: GatewayOrderStatus;
  at: string;
}

/**
 * What an order's tracking page shows, kept by the BFF: what the product's own changes told it
 * (`follow`), and what the gateway answered when a page asked (modules/tracking/order-readings.ts).
 * No address, no customer name, nothing of the marketer but their name and phone.
 */
export interface TrackedOrder {
  /** The link's id: random, unguessable. */
  id: string;
  orderId: string;
  /** Who placed it (never shown): whose inbox hears the customer's answer. */
  ownerId: string;
  /** Kept for the marketer's inbox when the customer declines; never on the page. */
  customerName: string;
  productName: string;
  quantity: number;
  /** What the customer pays on delivery, in rupees. */
  total: number;
  marketerName: string;
  marketerPhone: string;
  /** Its states, oldest first: placed (CONFIRMED at its placing time), then each change the BFF made. */
  steps: TrackedStep[];
  /** When it reached a status that closes it (ORDER_STATUSES' `closes`); null while open. */
  closedAt: string | null;
}

/** The customer's answer on the tracking page, given once. */
export interface CustomerAnswer {
  answer: 'confirmed' | 'declined';
  at: string;
}

/** The facts of an order a snapshot is made or brought up to date from; what is unknown stays as it was. */
export interface OrderFacts {
  orderId: string;
  ownerId: string;
  customerName: string;
  productName: string;
  quantity: number;
  total: number;
  marketerName: string;
  marketerPhone?: string;
  placedAt: string;
  status: GatewayOrderStatus;
  /** When it last changed: the time of its current status when the BFF did not see the change. */
  changedAt: string;
}

/** How long a tracking link answers after its order closed. */
export const TRACKING_DAYS_AFTER_CLOSE = 60;
const DAY_MS = 86_400_000;
/** How long an open order's link lives after its last change (an order rarely stays open this long). */
const OPEN_TTL_MS = 180 * DAY_MS;

const orderKey = (orderId: string) => `track:${orderId}`;
const linkKey = (id: string) => `track-id:${id}`;
const answerKey = (orderId: string) => `track-answer:${orderId}`;

/** Milliseconds a snapshot has left to live at `now`; zero or less once its link stops answering. */
function lifeLeft(order: Pick<TrackedOrder, 'closedAt'>, now: number): number {
  if (order.closedAt === null) return OPEN_TTL_MS;
  return Date.parse(order.closedAt) + TRACKING_DAYS_AFTER_CLOSE * DAY_MS - now;
}

/**
 * Whether the order's page asks its customer to confirm: while it takes answers (`takesAnswers`:
 * the BFF can check one against the order at the gateway), the order is still CONFIRMED and they
 * have not answered.
 */
export function asksCustomer(
  order: Pick<TrackedOrder, 'steps'>,
  answer: CustomerAnswer | null,
  takesAnswers: boolean,
): boolean {
  return takesAnswers && answer === null && order.steps.at(-1)!.status === 'confirmed';
}

/**
 * The snapshot with `facts` applied: its details, and its status as a new step when it changed,
 * at `seenAt` (a change followed as it was made) or else at the facts' own time (a change the
 * snapshot missed: dated now, a closed order's link would outlive its 60 days).
 */
function applied(current: TrackedOrder | undefined, facts: OrderFacts, seenAt?: Date): TrackedOrder {
  const steps: TrackedStep[] = current ? [...current.steps] : [{ status: 'confirmed', at: facts.placedAt }];
  const changed = steps.at(-1)!.status !== facts.status;
  if (changed) steps.push({ status: facts.status, at: seenAt?.toISOString() ?? facts.changedAt });
  const last = steps.at(-1)!;
  return {
    id: current?.id ?? randomBytes(16).toString('base64url'),
    orderId: facts.orderId,
    ownerId: facts.ownerId,
    customerName: facts.customerName,
    productName: facts.productName,
    quantity: facts.quantity,
    total: facts.total,
    marketerName: facts.marketerName,
    marketerPhone: facts.marketerPhone ?? current?.marketerPhone ?? '',
    steps,
    closedAt: !closesOrder(last.status) ? null : changed || !current ? last.at : current.closedAt,
  };
}

/**
 * Orders' tracking links (`/t/<id>`), in the shared key-value store: one per order, made when its
 * owner or an admin first asks for it and brought up to date by every change made through the
 * product. A link stops answering TRACKING_DAYS_AFTER_CLOSE days after its order closed.
 */
export class OrderTracking {
  /** Whether pages take their customers' answers (see `asksCustomer`). */
  readonly takesAnswers: boolean;

  constructor(
    private readonly store: KeyValueStore,
    { takesAnswers = true }: { takesAnswers?: boolean } = {},
  ) {
    this.takesAnswers = takesAnswers;
  }

  /** Whether the order's page asks its customer to confirm now (`asksCustomer`). */
  asks(order: Pick<TrackedOrder, 'steps'>, answer: CustomerAnswer | null): boolean {
    return asksCustomer(order, answer, this.takesAnswers);
  }

  /** The order's snapshot, made now if it has none; null once its link has stopped answering. */
  async keep(facts: OrderFacts, now = new Date()): Promise<TrackedOrder | null> {
    const kept = await this.store.update(orderKey(facts.orderId), (raw) => {
      const current = raw === undefined ? undefined : (JSON.parse(raw) as TrackedOrder);
      const next = applied(current, facts);
      const ttlMs = lifeLeft(next, now.getTime());
      // Closed long enough ago (a close this snapshot missed, too): the link goes, or is never made.
      if (ttlMs <= 0) return { result: null, value: undefined };
      if (raw !== undefined && JSON.stringify(next) === raw) return { result: next, keep: true as const };
      return { result: next, value: JSON.stringify(next), ttlMs };
    });
    if (kept) await this.store.set(linkKey(kept.id), kept.orderId, lifeLeft(kept, now.getTime()));
    return kept;
  }

  /** Brings an order's snapshot up to date after a change made through the product; an order without one gets none. */
  async follow(facts: OrderFacts, now = new Date()): Promise<void> {
    const kept = await this.store.update(orderKey(facts.orderId), (raw) => {
      if (raw === undefined) return { result: null, keep: true as const };
      const next = applied(JSON.parse(raw) as TrackedOrder, facts, now);
      const ttlMs = lifeLeft(next, now.getTime());
      // Closed long enough ago: the link goes.
      if (ttlMs <= 0) return { result: null, value: undefined };
      return { result: next, value: JSON.stringify(next), ttlMs };
    });
    if (kept) await this.store.set(linkKey(kept.id), kept.orderId, lifeLeft(kept, now.getTime()));
  }

  /** The order a link shows, with the customer's answer; null for an unknown or expired link. */
  async find(id: string): Promise<{ order: TrackedOrder; answer: CustomerAnswer | null } | null> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const orderId = await this.store.get(linkKey(id));
    if (orderId === undefined) return null;
    const [raw, answer] = await this.store.getMany([orderKey(orderId), answerKey(orderId)]);
    if (raw === undefined) return null;
    const order = JSON.parse(raw) as TrackedOrder;
    if (order.id !== id) return null;
    return { order, answer: answer === undefined ? null : (JSON.parse(answer) as CustomerAnswer) };
  }

  /**
   * The customer's answer, kept once: an order whose page does not ask (it has moved on from
   * CONFIRMED, or pages take no answers) or that has an answer already keeps what it has. Two
   * answers at once: the store keeps the first.
   */
  async answer(
    id: string,
    answer: CustomerAnswer['answer'],
    now = new Date(),
  ): Promise<
    | { outcome: 'recorded'; order: TrackedOrder; answer: CustomerAnswer }
    | { outcome: 'answered'; order: TrackedOrder; answer: CustomerAnswer }
    | { outcome: 'movedOn'; order: TrackedOrder }
    | { outcome: 'missing' }
  > {
    const found = await this.find(id);
    if (!found) return { outcome: 'missing' };
    const { order } = found;
    if (found.answer) return { outcome: 'answered', order, answer: found.answer };
    if (!this.asks(order, null)) return { outcome: 'movedOn', order };
    const given: CustomerAnswer = { answer, at: now.toISOString() };
    const ttlMs = lifeLeft(order, now.getTime());
    if (await this.store.set(answerKey(order.orderId), JSON.stringify(given), ttlMs, 'absent'))
      return { outcome: 'recorded', order, answer: given };
    const first = await this.store.get(answerKey(order.orderId));
    return { outcome: 'answered', order, answer: first ? (JSON.parse(first) as CustomerAnswer) : given };
  }

  /** Customers' answers of these orders, in their order (null: not answered, or no link). */
  async answers(orderIds: readonly string[]): Promise<(CustomerAnswer | null)[]> {
    const raw = await this.store.getMany(orderIds.map(answerKey));
    return raw.map((value) => (value === undefined ? null : (JSON.parse(value) as CustomerAnswer)));
  }

  /** Whether links can be kept and opened now, for /readyz. */
  ready(): boolean {
    return this.store.ready();
  }
}
