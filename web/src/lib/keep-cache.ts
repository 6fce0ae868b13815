import { ApolloLink, type ApolloCache } from '@apollo/client';
import { tap } from 'rxjs';
import { noteSeen } from './last-seen.ts';
import { whenIdle } from './when-idle.ts';

/*
 * What the Apollo client does with the cache kept on the phone (persisted-cache.ts), which it
 * loads only when something is to be kept or forgotten, so a visit's first screen does not wait
 * for it.
 */

/** How long after the last answer the cache is written out. */
const KEEP_DELAY_MS = 250;

/**
 * Notes every answer the server gives: once answers stop for KEEP_DELAY_MS and the page is idle,
 * the cache is written out (persisted-cache.ts).
 */
export function keepCacheLink(cache: () => ApolloCache): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).pipe(tap(() => noteAnswered(cache))));
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Notes an answer of the server put into the cache (by the link above, or from the page: boot.ts). */
export function noteAnswered(cache: () => ApolloCache): void {
  noteSeen(Date.now());
  clearTimeout(timer);
  timer = setTimeout(
    () => whenIdle(() => void import('./persisted-cache.ts').then(({ keep }) => keep(cache())).catch(() => undefined)),
    KEEP_DELAY_MS,
  );
}

/** Deletes what the phone kept, and keeps nothing more until the next answer (the session ended). */
export async function forgetKeptCache(): Promise<void> {
  noteSeen(null);
  await import('./persisted-cache.ts').then(({ forget }) => forget()).catch(() => undefined);
}
