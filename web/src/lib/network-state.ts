import { ApolloLink } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { tap } from 'rxjs';

/**
 * What the page knows of its connection: `offline` when the browser says it has none or the
 * server could not be reached at all, `reconnecting` while the live socket it had is being
 * opened again, `online` otherwise. Browsers report `navigator.onLine` true in a dead spot with
 * signal (and after a reload with emulated offline), so a request that cannot reach the server
 * counts as offline until one does: an answer, the live socket, or `/healthz` asked every
 * PROBE_MS meanwhile.
 */
export type Connection = 'online' | 'offline' | 'reconnecting';

let browserOnline = typeof navigator === 'undefined' || navigator.onLine;
let unreachable = false;
let socketLost = false;
let probe: ReturnType<typeof setTimeout> | undefined;
/** While the server cannot be reached, how often to ask it whether it can. */
export const PROBE_MS = 5_000;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function onBrowserChange() {
  if (browserOnline === navigator.onLine) return;
  browserOnline = navigator.onLine;
  // Back online, the next request finds out whether the server can be reached.
  if (browserOnline) unreachable = false;
  notify();
}

export function connection(): Connection {
  if (!browserOnline || unreachable) return 'offline';
  return socketLost ? 'reconnecting' : 'online';
}

export function onConnectionChange(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
    browserOnline = navigator.onLine;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
  };
}

function probeLater() {
  clearTimeout(probe);
  if (!unreachable) return;
  probe = setTimeout(() => {
    // Without a connection the browser's 'online' event comes first.
    if (!navigator.onLine) return probeLater();
    fetch('/healthz', { cache: 'no-store' }).then(
      () => noteServerReached(true),
      () => probeLater(),
    );
  }, PROBE_MS);
}

/** Whether the server answered (anything) or could not be reached at all. */
export function noteServerReached(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  probeLater();
  notify();
}

/** The live socket says whether it is connected (lost: it closed and tries again). */
export function noteLiveSocket(lost: boolean): void {
  if (!lost) noteServerReached(true);
  if (socketLost === lost) return;
  socketLost = lost;
  notify();
}

/** Notes whether each request reached the server: an answer did, a failed fetch (TypeError) did not. */
export function reachLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: () => noteServerReached(true),
        error: (error: unknown) => {
          if (error instanceof TypeError) noteServerReached(false);
        },
      }),
    ),
  );
}

/** Calls `listener` with the connection before and after each change of it. Returns the function that stops it. */
export function onConnectionStep(listener: (was: Connection, now: Connection) => void): () => void {
  let was: Connection | undefined;
  const stop = onConnectionChange(() => {
    const now = connection();
    if (was !== undefined && now !== was) listener(was, now);
    was = now;
  });
  was = connection();
  return stop;
}

/**
 * Calls `listener` each time the page is `online` again after being offline or reconnecting: the
 * server answers and the live socket, if it was lost, is back, so nothing that changes from now
 * on is missed. Returns the function that stops it.
 */
export const onConnectionRegained = (listener: () => void): (() => void) =>
  onConnectionStep((_was, now) => {
    if (now === 'online') listener();
  });

export function useConnection(): Connection {
  return useSyncExternalStore(onConnectionChange, connection, () => 'online');
}

/** The element that says why actions wait (app/layout/connection-status.tsx). */
export const OFFLINE_REASON_ID = 'offline-reason';

/**
 * Props for a control whose action needs the server: while offline it is disabled and points at
 * the top bar's line that says why. `disabled` is whatever else disables it.
 */
export function useNeedsConnection(): (disabled?: boolean) => { disabled: boolean; 'aria-describedby'?: string } {
  const offline = useConnection() === 'offline';
  return (disabled = false) => (offline ? { disabled: true, 'aria-describedby': OFFLINE_REASON_ID } : { disabled });
}
