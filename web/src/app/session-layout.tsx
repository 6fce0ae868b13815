import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onSessionChange } from '../lib/session-channel.ts';
import { MeDocument } from '../lib/session.generated.ts';
import { sessionClient } from './session-client.ts';

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
