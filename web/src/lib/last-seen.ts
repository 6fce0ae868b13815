import { useSyncExternalStore } from 'react';

/**
 * When what the page shows last came from the server, and whether it came from the phone instead
 * (persisted-cache.ts).
 */
export interface Seen {
  at: number;
  kept: boolean;
}

let seen: Seen | null = null;
const listeners = new Set<() => void>();

export function noteSeen(at: number | null, kept = false): void {
  seen = at === null ? null : { at, kept };
  listeners.forEach((listener) => listener());
}

export const lastSeen = (): Seen | null => seen;

/** When what is on screen last came from the server (null before any answer). */
export function useLastSeen(): Seen | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => seen,
    () => null,
  );
}
