import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { MeDocument } from '../gql/graphql.ts';
import { createApolloClient } from '../lib/apollo.ts';
import { onSessionChange } from '../lib/session-channel.ts';
import '../components/ui/app-recipes.ts';

const client = createApolloClient();

/** Where Apollo Client lives; follows sign-ins and sign-outs made in other tabs. */
export function SessionLayout() {
  const navigate = useNavigate();

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
    [navigate],
  );

  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
