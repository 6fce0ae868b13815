import { CloseCode, createClient, type Client } from 'graphql-ws';
import { noteLiveSocket, onConnectionStep } from './network-state.ts';

/**
 * This page's id, sent with every request (`x-tab-id`) and when the live socket connects: the
 * BFF does not send a change back to the tab whose mutation made it, since that tab's cache was
 * updated from the mutation's answer. Random per page load (not `crypto.randomUUID`, which plain
 * HTTP pages lack).
 */
export const TAB_ID = `tab-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * Reconnects back off from 1 s to 30 s, with jitter so that replicas restarting are not
 * stampeded. The wait ends at once when the browser says the connection came back, or when the
 * page, which counted as offline, reaches the server again (network-state.ts): a browser that
 * said it was online all along (a dead spot with signal, a reload with emulated offline) sends no
 * `online` event.
 */
export const retryWait = (retries: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      stopWatching();
      resolve();
    };
    const timer = setTimeout(done, Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000);
    window.addEventListener('online', done);
    const stopWatching = onConnectionStep((was) => {
      if (was === 'offline') done();
    });
  });

/**
 * The WebSocket of live updates (graphql-ws) on this origin's `/graphql`, where the browser sends
 * the session cookie with the upgrade. Lazy: it opens with the first subscription and closes when
 * the last one ends (sign-out). A dropped socket is reconnected for as long as the page is open,
 * and the subscription resumes on the new socket; until then the page shows it reconnecting
 * (network-state.ts, whose `onConnectionRegained` lets the page catch up once it is back). The
 * server closes it with 4401 when the session ends (signed out elsewhere, or blocked):
 * `onSessionEnded` then signs the page out at once.
 */
export function createLiveSocket(onSessionEnded: () => void): Client {
  const socket = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    connectionParams: { tabId: TAB_ID },
    retryAttempts: Number.POSITIVE_INFINITY,
    // Every failure is worth another try: a refused upgrade (the session ended) ends with the
    // signed-in pages, which end the subscription and so the socket.
    shouldRetry: () => true,
    retryWait,
  });
  socket.on('connected', () => noteLiveSocket(false));
  socket.on('closed', (event) => {
    // A normal close is the last subscription ending; any other is retried (network-state.ts).
    noteLiveSocket((event as CloseEvent).code !== 1000 && !liveUpdatesEnded());
    // Not when this page is signing out itself: its logout says goodbye first.
    if ((event as CloseEvent).code === Number(CloseCode.Unauthorized) && !liveUpdatesEnded()) onSessionEnded();
  });
  return socket;
}

// Live updates stop as soon as a sign-out is confirmed, before the signed-in pages go away.
let ended = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stops live updates (closing the socket) once the user signed out. */
export function endLiveUpdates(): void {
  ended = true;
  notify();
}

/** Allows live updates again (the signed-in pages mount after a sign-in). */
export function resumeLiveUpdates(): void {
  if (!ended) return;
  ended = false;
  notify();
}

export const liveUpdatesEnded = (): boolean => ended;

export function onLiveUpdatesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
