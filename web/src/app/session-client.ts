import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../gql/graphql.ts';
import { createApolloClient } from '../lib/apollo.ts';

let pageClient: ApolloClient | undefined;

/** The one Apollo Client of this page load, made when the session is first needed. */
export function sessionClient(): ApolloClient {
  pageClient ??= createApolloClient();
  return pageClient;
}

/**
 * Who is signed in, into the cache the guards read: asked for as the page loads (boot.ts), so the
 * guards find the answer when they first render rather than showing a spinner and asking then. A
 * failure is left for the guards, which ask again and show it.
 */
export function loadSession(): Promise<unknown> {
  return sessionClient()
    .query({ query: MeDocument })
    .catch(() => undefined);
}
