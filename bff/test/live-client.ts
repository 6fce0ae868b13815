import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

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
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      });
    },
    close: async () => {
      await client.dispose();
    },
  };
}
