import { clear, createStore, del, get, set, update, type UseStore } from 'idb-keyval';

/**
 * What the app keeps on the phone between visits: orders waiting to be sent, half-typed forms.
 * In IndexedDB (a database of its own), under the signed-in user's id, so nothing one account
 * kept is ever read for another on the same phone.
 */

let store: UseStore | undefined;
const kept = () => (store ??= createStore('bikri-kept', 'values'));
const keyOf = (userId: string, name: string) => `${userId}/${name}`;

export function readKept<T>(userId: string, name: string): Promise<T | undefined> {
  return get<T>(keyOf(userId, name), kept());
}

export function writeKept<T>(userId: string, name: string, value: T): Promise<void> {
  return set(keyOf(userId, name), value, kept());
}

/** Changes a kept value in one transaction (no change of another tab is lost); answers the new value. */
export async function changeKept<T>(userId: string, name: string, change: (current: T | undefined) => T): Promise<T> {
  let next: T | undefined;
  await update<T>(keyOf(userId, name), (current) => (next = change(current)), kept());
  return next!;
}

export function dropKept(userId: string, name: string): Promise<void> {
  return del(keyOf(userId, name), kept());
}

const HINT = 'bikri-waiting:';

/**
 * How many orders `userId` has waiting on this phone, known without opening the database: a hint
 * the outbox keeps current, so that screens load its code only when there is something to send.
 */
export function waitingHint(userId: string): number {
  try {
    return Number(localStorage.getItem(HINT + userId)) || 0;
  } catch {
    return 0;
  }
}

export function setWaitingHint(userId: string, count: number): void {
  try {
    if (count > 0) localStorage.setItem(HINT + userId, String(count));
    else localStorage.removeItem(HINT + userId);
  } catch {
    // Storage refused (private mode, full): the hint is only a shortcut.
  }
}

/** Forgets everything kept, for every account. */
export async function forgetAllKept(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(HINT)) localStorage.removeItem(key);
  } catch {
    // No storage, no hints.
  }
  await clear(kept());
}
