import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../lib/apollo.ts';
import { MeDocument } from '../lib/session.generated.ts';

let pageClient: ApolloClient | undefined;

/** The one Apollo Client of this page load, made when the session is first needed. */
export function sessionClient(): ApolloClient {
  pageClient ??= createApolloClient();
  return pageClient;
}

/** Gives the page a client of its own making before anything asks for one: the build's prerender (entry-server.tsx), which has no network. */
export function provideSessionClient(client: ApolloClient): void {
  if (pageClient) throw new Error('the page already has its Apollo Client');
  pageClient = client;
}

/**
 * Who is signed in, into the cache the guards read: asked for as the page loads (boot.ts), so the
 * guards find the answer when they first render rather than showing a spinner and asking then.
 * When the network cannot answer, what the phone kept of the last session is put in the cache
 * instead; any other failure is left for the guards, which ask again and show it.
 */
export function loadSession(): Promise<unknown> {
  const client = sessionClient();
  return client.query({ query: MeDocument }).catch(async (error: unknown) => {
    if (error instanceof TypeError)
      await import('../lib/persisted-cache.ts')
        .then(({ restoreKeptCache }) => restoreKeptCache(client.cache))
        .catch(() => false);
  });
}
