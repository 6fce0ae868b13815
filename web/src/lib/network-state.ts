import { useSyncExternalStore } from 'react';

/**
 * What the page knows of its connection: `offline` when the browser says it has none,
 * `reconnecting` while the live socket it had is being opened again, `online` otherwise.
 */
export type Connection = 'online' | 'offline' | 'reconnecting';

let browserOnline = typeof navigator === 'undefined' || navigator.onLine;
let socketLost = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function onBrowserChange() {
  if (browserOnline === navigator.onLine) return;
  browserOnline = navigator.onLine;
  notify();
}

export function connection(): Connection {
  if (!browserOnline) return 'offline';
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

/** The live socket says whether it is connected (lost: it closed and tries again). */
export function noteLiveSocket(lost: boolean): void {
  if (socketLost === lost) return;
  socketLost = lost;
  notify();
}

/** Resolves when the browser says the connection came back (at once if it is online). */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export function useConnection(): Connection {
  return useSyncExternalStore(onConnectionChange, connection, () => 'online');
}
