import { createClient, type Client } from 'graphql-ws';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { Session } from './harness.ts';

/** A received event and when it arrived (`performance.now()`). */
export interface Received<T> {
  at: number;
  data: T;
}

/**
 * A graphql-ws client over a real WebSocket to a BFF's `/graphql`, sending a session cookie the
 * way a browser does on the upgrade request. `next()` answers the next event (or fails after
 * `timeoutMs`); `none()` checks that nothing else arrived within a wait.
 */
export interface LiveSubscription<T> {
  next(timeoutMs?: number): Promise<Received<T>>;
  /** Events received and not yet taken with `next()`. */
  pending(): Received<T>[];
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  close(): Promise<void>;
}

export function liveClient(url: string, cookie: string | undefined, options: { retryAttempts?: number; tabId?: string } = {}): Client {
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

export function subscribe<T = Record<string, unknown>>(url: string, cookie: string | undefined, query: string, options: { tabId?: string } = {}): LiveSubscription<T> {
  const client = liveClient(url, cookie, options);
  const queue: Received<T>[] = [];
  const waiting: { resolve: (event: Received<T>) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) => reject(new Error(`socket closed before it connected: ${(event as { code?: number }).code}`)));
    client.on('error', reject);
  });
  connected.catch(() => undefined);
  const fail = (error: unknown) => {
    // graphql-ws fails a subscription with errors, an Error, or a close event.
    failure = error instanceof Error ? error : new Error(`subscription failed: ${JSON.stringify(error) ?? String(error)}`);
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

const SET_PRODUCT = 'mutation ($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id } } }';

/** What `untilLive` needs a subscription to select: its product events' status. */
type ProbeData = { live: { __typename: string; product?: { status: string } | null } };

/**
 * Waits until every subscription is registered on the server (a subscribe message is handled
 * after the connection is acknowledged, and through Redis after its SUBSCRIBE): an admin
 * re-announces an available product, which every signed-in user receives, until all have one.
 * Then a fence (the product out of stock and back) whose arrival means every earlier probe has
 * arrived too (one channel, in order); everything up to it is taken off the queues.
 */
export async function untilLive<T extends ProbeData>(admin: Session, productId: string, subs: LiveSubscription<T>[]): Promise<void> {
  await Promise.all(subs.map((s) => s.connected));
  const announce = async (status: 'AVAILABLE' | 'OUT_OF_STOCK') => expect((await admin.gql(SET_PRODUCT, { id: productId, status })).errors).toBeUndefined();
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
  await announce('OUT_OF_STOCK');
  await announce('AVAILABLE');
  for (const sub of subs) {
    while ((await sub.next()).data.live.product?.status !== 'OUT_OF_STOCK');
    expect((await sub.next()).data.live).toMatchObject({ __typename: 'ProductEvent', product: { status: 'AVAILABLE' } });
  }
}
