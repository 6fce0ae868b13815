import type { ApolloCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { lastSeen, noteSeen } from './last-seen.ts';
import { MeDocument } from './session.generated.ts';

/**
 * What the signed-in user last saw, kept on the phone (IndexedDB) so that the screens open with
 * it when the network cannot answer: the normalized cache as `extract()` gives it, with whose it
 * is and when it last came from the server. One record for the whole browser: the signed-in
 * user's screens of this visit over those of earlier ones, replaced when someone else signs in
 * and deleted when the session ends.
 */
interface Kept {
  userId: string;
  savedAt: number;
  data: NormalizedCacheObject;
}

/** A cache with more entities than this is not kept. */
export const KEPT_ENTITIES_MAX = 5_000;
const KEY = 'last-seen';

let database: UseStore | undefined;
const store = () => (database ??= createStore('bikri-cache', 'kept'));

/**
 * What the page holds now over what was kept before for the same user, entity by entity and field
 * by field, the page winning: the screens of an earlier visit stay on the phone beside this one's.
 */
function over(older: NormalizedCacheObject, newer: NormalizedCacheObject): NormalizedCacheObject {
  const merged: NormalizedCacheObject = { ...older };
  for (const [id, entity] of Object.entries(newer)) merged[id] = { ...older[id], ...entity };
  return merged;
}

// What this page last wrote, so that each keep after the first merges with it rather than reading it back.
let written: Kept | undefined;

/**
 * Writes the cache out (or deletes what was kept, once no one is signed in); nothing while the
 * page shows what it restored. Only a marketer's screens are kept: an admin's lists are not
 * checked on the road, and extracting thousands of orders after every answer would cost their
 * page for nothing.
 */
export async function keep(cache: ApolloCache): Promise<void> {
  const seen = lastSeen();
  if (!seen || seen.kept) return;
  const me = cache.readQuery({ query: MeDocument })?.me;
  if (!me || me.role !== 'USER') {
    written = undefined;
    return del(KEY, store());
  }
  const now = cache.extract() as NormalizedCacheObject;
  const before = written?.userId === me.id ? written : await get<Kept>(KEY, store());
  const merged = before?.userId === me.id ? over(before.data, now) : now;
  const data = Object.keys(merged).length <= KEPT_ENTITIES_MAX ? merged : now;
  if (Object.keys(data).length > KEPT_ENTITIES_MAX) {
    written = undefined;
    return del(KEY, store());
  }
  written = { userId: me.id, savedAt: seen.at, data };
  await set(KEY, written, store());
}

/** Puts what the phone kept into `cache`; whether there was anything. */
export async function restoreKeptCache(cache: ApolloCache): Promise<boolean> {
  const kept = await get<Kept>(KEY, store()).catch(() => undefined);
  if (!kept) return false;
  cache.restore(kept.data);
  noteSeen(kept.savedAt, true);
  return true;
}

/** Deletes what the phone kept. */
export async function forget(): Promise<void> {
  written = undefined;
  await del(KEY, store()).catch(() => undefined);
}
