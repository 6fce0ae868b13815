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

/** Forgets everything kept, for every account. */
export function forgetAllKept(): Promise<void> {
  return clear(kept());
}
