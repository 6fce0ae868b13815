import { createClient, type Client } from 'graphql-ws';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { graphql } from './gql/index.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import type { Session } from './harness.ts';

/** A received event and when it arrived (`performance.now()`). */
export interface Received<T> {
  at: number;
  data: T;
}

/**
 * A graphql-ws client over a real WebSocket to a BFF's `/graphql`, sending a session cookie the
 * way a browser does on the upgrade request. `next()` answers the next event (or fails after
 * `timeoutMs`); `pending()` lists what arrived and was not taken.
 */
export interface LiveSubscription<T> {
  next(timeoutMs?: number): Promise<Received<T>>;
  /** Events received and not yet taken with `next()`. */
  pending(): Received<T>[];
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  close(): Promise<void>;
}

export function liveClient(
  url: string,
  cookie: string | undefined,
  options: { retryAttempts?: number; tabId?: string } = {},
): Client {
  const headers = cookie ? { cookie } : {};
  class CookieSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    lazy: false,
    retryAttempts: options.retryAttempts ?? 0,
    connectionParams: options.tabId ? { tabId: options.tabId } : undefined,
  });
}

/** Subscribes with a typed `graphql(…)` subscription (its events typed from it), or a query string as it is. */
export function subscribe<T = Record<string, unknown>>(
  url: string,
  cookie: string | undefined,
  document: TypedDocumentString<T, never> | string,
  options: { tabId?: string } = {},
): LiveSubscription<T> {
  const query = String(document);
  const client = liveClient(url, cookie, options);
  const queue: Received<T>[] = [];
  const waiting: { resolve: (event: Received<T>) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) =>
      reject(new Error(`socket closed before it connected: ${(event as { code?: number }).code}`)),
    );
    client.on('error', reject);
  });
  connected.catch(() => undefined);
  const fail = (error: unknown) => {
    // graphql-ws fails a subscription with errors, an Error, or a close event.
    failure =
      error instanceof Error ? error : new Error(`subscription failed: ${JSON.stringify(error) ?? String(error)}`);
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  client.subscribe<T>(
    { query },
    {
      next: (result) => {
        const received = { at: performance.now(), data: result.data as T };
        if (result.errors) {
          fail(new Error(JSON.stringify(result.errors)));
          return;
        }
        const waiter = waiting.shift();
        if (waiter) waiter.resolve(received);
        else queue.push(received);
      },
      error: fail,
      complete: () => undefined,
    },
  );
  return {
    connected,
    pending: () => [...queue],
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (failure) return Promise.reject(failure);
      return new Promise<Received<T>>((resolve, reject) => {
        const timer = setTimeout(() => {
          // No longer waiting: the next event stays queued for the next call.
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          resolve: (event: Received<T>) => {
            clearTimeout(timer);
            resolve(event);
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiting.push(waiter);
      });
    },
    close: async () => {
      await client.dispose();
    },
  };
}

export const SET_PRODUCT_STATUS = graphql(`
  mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) {
    setProductStatus(id: $id, status: $status) {
      product {
        id
      }
    }
  }
`);

/** What `untilLive` needs a subscription to select: its product events' status. */
type ProbeData = { live: { __typename: string; product?: { status: string } | null } };

/**
 * Waits until every subscription is registered on the server (a subscribe message is handled
 * after the connection is acknowledged, and through Redis after its SUBSCRIBE): an admin
 * re-announces an available product, which every signed-in user receives, until all have one.
 * Then a fence (the product out of stock and back) whose arrival means every earlier probe has
 * arrived too (one channel, in order); everything up to it is taken off the queues.
 */
export async function untilLive<T extends ProbeData>(
  admin: Session,
  productId: string,
  subs: LiveSubscription<T>[],
): Promise<void> {
  await Promise.all(subs.map((s) => s.connected));
  const announce = announcer(admin, productId);
  const waiting = new Set(subs);
  for (let attempt = 0; attempt < 50 && waiting.size > 0; attempt += 1) {
    await announce('AVAILABLE');
    await Promise.all(
      [...waiting].map(async (sub) => {
        try {
          const { data } = await sub.next(200);
          expect(data.live).toMatchObject({ __typename: 'ProductEvent', product: { status: 'AVAILABLE' } });
          waiting.delete(sub);
        } catch (error) {
          // Not yet subscribed: the next round publishes again. Anything else fails the test.
          if (!/no event within/.test((error as Error).message)) throw error;
        }
      }),
    );
  }
  expect(waiting.size).toBe(0);
  await fence(admin, productId, subs, { skipProbes: true });
}

/**
 * Shows that nothing else is on its way to these subscriptions: a marker every signed-in user
 * receives travels the one channel in order behind whatever was published before it, so the
 * marker coming first means nothing earlier is still to come.
 */
export function expectOnlyMarker<T extends ProbeData>(
  admin: Session,
  productId: string,
  subs: LiveSubscription<T>[],
): Promise<void> {
  return fence(admin, productId, subs, { skipProbes: false });
}

const announcer = (admin: Session, productId: string) => async (status: 'AVAILABLE' | 'OUT_OF_STOCK') =>
  expect((await admin.gql(SET_PRODUCT_STATUS, { id: productId, status })).errors).toBeUndefined();

/** The product out of stock and back, taken off every queue; with `skipProbes`, `untilLive`'s extra probes before it too. */
async function fence<T extends ProbeData>(
  admin: Session,
  productId: string,
  subs: LiveSubscription<T>[],
  { skipProbes }: { skipProbes: boolean },
): Promise<void> {
  const announce = announcer(admin, productId);
  await announce('OUT_OF_STOCK');
  await announce('AVAILABLE');
  for (const sub of subs) {
    let first = await sub.next();
    while (skipProbes && first.data.live.product?.status !== 'OUT_OF_STOCK') first = await sub.next();
    expect(first.data.live).toMatchObject({ __typename: 'ProductEvent', product: { status: 'OUT_OF_STOCK' } });
    expect((await sub.next()).data.live).toMatchObject({
      __typename: 'ProductEvent',
      product: { status: 'AVAILABLE' },
    });
  }
}

/** A graphql-transport-ws message as it travels. */
export interface WireMessage {
  id?: string;
  type: string;
  payload?: unknown;
}

/**
 * A graphql-ws connection spoken by hand over a plain WebSocket, for floods graphql-ws's client
 * would not send: `messages` holds everything received, in order.
 */
export interface RawLive {
  ws: WebSocket;
  messages: WireMessage[];
  subscribe(id: string, query: string): void;
  /** Resolves once `done()` holds, checked as messages arrive; fails after `timeoutMs`. */
  until(done: () => boolean, timeoutMs?: number): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
}

export function openRawLive(
  url: string,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<RawLive> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const messages: WireMessage[] = [];
  const checks = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const live: RawLive = {
    ws,
    messages,
    closed,
    subscribe: (id, query) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } })),
    until: (done, timeoutMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!done()) return;
          checks.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          checks.delete(check);
          reject(new Error(`not within ${timeoutMs} ms (${messages.length} messages)`));
        }, timeoutMs);
        checks.add(check);
        check();
      }),
  };
  // Text frames, as Buffers (ws's default binaryType).
  ws.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as WireMessage);
    for (const check of [...checks]) check();
  });
  return new Promise<RawLive>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`upgrade refused: ${res.statusCode}`));
      ws.terminate();
    });
    ws.once('error', reject);
    void closed.then(({ code }) => reject(new Error(`closed before it connected: ${code}`)));
    void live.until(() => messages.some((m) => m.type === 'connection_ack')).then(() => resolve(live), reject);
  });
}

/** The answer to a WebSocket upgrade of `/graphql`: 101 when a socket opened (closed again at once). */
export function upgradeAnswer(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.once('error', () => undefined);
  });
}

/** The live sockets and subscriptions open on a BFF, by the metrics it serves (`METRICS_PORT`). */
export async function liveCounts(metricsUrl: string): Promise<{ sockets: number; subscriptions: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
  return { sockets: gauge('bikri_live_sockets'), subscriptions: gauge('bikri_live_subscriptions') };
}
