import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { MeDocument } from '../gql/graphql.ts';
import { createApolloClient } from '../lib/apollo.ts';
import { onSessionChange } from '../lib/session-channel.ts';

let pageClient: ApolloClient | undefined;

/** The one client of this page load, made when the session is first needed. */
export function sessionClient(): ApolloClient {
  pageClient ??= createApolloClient();
  return pageClient;
}

/**
 * Asks who is signed in, into the cache the guards read: started with the session's code, so the
 * guards find the answer when they first render rather than showing a spinner and asking then.
 * A failure is left for the guards, which ask again and show it.
 */
export function loadSession(): Promise<unknown> {
  return sessionClient()
    .query({ query: MeDocument })
    .catch(() => undefined);
}

/** Where Apollo Client lives; follows sign-ins and sign-outs made in other tabs. */
export function SessionLayout() {
  const navigate = useNavigate();
  const client = sessionClient();

  useEffect(
    () =>
      onSessionChange((event) => {
        if (event === 'logout') {
          void navigate('/', { replace: true });
          void client.clearStore();
        } else {
          void client.refetchQueries({ include: [MeDocument] });
        }
      }),
    [client, navigate],
  );

  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
