import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSubEvent, type PubSubEventTarget } from '@graphql-yoga/subscription';
import type { OrderDto, OrderStatusDto, PaymentDto, ProductDto, UserDto, UserStatusDto } from '../gateway/dto.ts';
import { log } from '../log.ts';
import { maySeeOrder, maySeePayment, maySeeProducts, maySeeUser } from '../policies/visibility.ts';
import type { RedisLinks } from '../stores/redis.ts';

/**
 * What the BFF's own mutations announce, as the gateway answered it (plain JSON, so it can
 * travel through Redis between replicas). Each subscriber's connection turns a message into
 * GraphQL types with its own viewer (modules/live/), after `mayReceive` has let it through.
 */
export type LiveMessage = (
  | {
      type: 'order';
      change: 'created' | 'edited' | 'statusChanged' | 'cancelled';
      order: OrderDto;
      previousStatus: OrderStatusDto | null;
    }
  | { type: 'payment'; change: 'requested' | 'sent'; payment: PaymentDto; previousStatus: 'pending' | null }
  | {
      type: 'user';
      change: 'emailVerified' | 'profileSubmitted' | 'verified' | 'rejected' | 'blocked' | 'unblocked';
      user: UserDto;
      previous: { status: UserStatusDto; isUserVerified: boolean };
    }
  | { type: 'product'; change: 'statusChanged' | 'deleted'; productId: string; product: ProductDto | null }
  | {
      /** An order's customer answered on its tracking page (modules/tracking/). */
      type: 'customerAnswer';
      orderId: string;
      ownerId: string;
      answer: 'confirmed' | 'declined';
      at: string;
      customer: string;
      product: string;
    }
) & {
  /**
   * The browser tab whose mutation caused it: that tab has already updated its own cache from the
   * mutation's answer, so the message is not sent back to it (an event arriving before the answer
   * would otherwise be applied twice).
   */
  origin?: string;
};

/** Who is subscribing: what decides which messages they may receive. */
export interface LiveViewer {
  _id: string;
  role: string;
}

/** A tab's id as the client sends it (`x-tab-id` over HTTP, `tabId` in the socket's connection parameters). */
export function tabIdOf(value: unknown): string | null {
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : null;
}

/**
 * A subscriber receives a message about what they may see (policies/visibility.ts), except one
 * caused by their own tab.
 */
export function mayReceive(viewer: LiveViewer, tabId: string | null, message: LiveMessage): boolean {
  if (tabId && message.origin === tabId) return false;
  switch (message.type) {
    case 'order':
      return maySeeOrder(viewer, message.order);
    case 'payment':
      return maySeePayment(viewer, message.payment);
    case 'user':
      return maySeeUser(viewer, message.user);
    case 'product':
      return maySeeProducts(viewer);
    case 'customerAnswer':
      return maySeeOrder(viewer, { orderFrom: { _id: message.ownerId } });
  }
}

/** The one topic (and Redis channel) of live messages; each subscriber's filter picks theirs. */
export const LIVE_TOPIC = 'bikri:live';
const TOPIC = LIVE_TOPIC;
/** Sessions that ended (sign-out, a blocked account): every replica closes their live sockets. */
const ENDED_TOPIC = 'bikri:sessions-ended';

/** Which sessions ended: by key (stores/sessions.ts `sessionKey`), or every session of an account. */
export interface EndedSessions {
  sessions?: string[];
  user?: string;
}

type Topics = { [TOPIC]: [LiveMessage]; [ENDED_TOPIC]: [EndedSessions] };

/**
 * The live messages of this BFF: in this process's memory, or through Redis pub/sub when
 * `REDIS_URL` is set, so that a mutation answered by one replica reaches the subscribers of
 * every replica. Publishing never fails a mutation: with Redis away the message is logged as
 * lost and the mutation's own answer stands.
 */
export class LiveEvents {
  private constructor(
    /** What type-graphql's `@Subscription({ topics })` subscribes to (given to `buildSchema`). */
    readonly pubSub: ReturnType<typeof createPubSub<Topics>>,
    private readonly links: RedisLinks | undefined,
  ) {}

  static create(links: RedisLinks | undefined): LiveEvents {
    if (!links) {
      // One listener per open subscription: hundreds are normal, so Node's leak warning (at 11) is off.
      const eventTarget = new EventTarget();
      setMaxListeners(0, eventTarget);
      return new LiveEvents(createPubSub<Topics>({ eventTarget }), undefined);
    }
    // Published on the connection that fails at once while Redis is away, rather than queueing
    // messages that would arrive late and out of place; received on the subscriber connection.
    const publisher = links.fast;
    const target = createRedisEventTarget<PubSubEvent<Topics, keyof Topics>>({
      publishClient: publisher,
      subscribeClient: links.subscriber,
    });
    // The library's dispatch does not wait for (nor catch) Redis's answer: published here instead.
    const eventTarget: PubSubEventTarget<Topics> = {
      addEventListener: (type, listener) => target.addEventListener(type, listener),
      removeEventListener: (type, listener) => target.removeEventListener(type, listener),
      dispatchEvent: (event) => {
        publisher.publish(event.type, JSON.stringify(event.detail)).catch((error: unknown) => {
          log.warn('live-redis', { role: 'publisher', lost: event.type, error: (error as Error).message });
        });
        return true;
      },
    };
    return new LiveEvents(createPubSub<Topics>({ eventTarget }), links);
  }

  /** Whether messages reach every replica now (always, in one process), for /readyz. */
  ready(): boolean {
    return !this.links || (this.links.fast.status === 'ready' && this.links.subscriber.status === 'ready');
  }

  /** Announces sessions that ended, to every replica's live sockets (see `onEndedSessions`). */
  endSessions(ended: EndedSessions): void {
    this.pubSub.publish(ENDED_TOPIC, ended);
  }

  /** Calls `listener` for every announcement of ended sessions until `signal` aborts. */
  onEndedSessions(listener: (ended: EndedSessions) => void, signal: AbortSignal): void {
    const iterator = this.pubSub.subscribe(ENDED_TOPIC)[Symbol.asyncIterator]();
    signal.addEventListener('abort', () => void iterator.return?.(), { once: true });
    void (async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) listener(next.value);
    })();
  }

  /** Announces a change; `origin` is the browser tab that made it (see `tabIdOf`), if it said. */
  publish(message: LiveMessage, origin: string | null): void {
    this.pubSub.publish(TOPIC, origin ? { ...message, origin } : message);
  }
}
