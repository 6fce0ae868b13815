import { ApolloClient, ApolloLink, InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import type { UserFilter, UserStatus } from '../gql/graphql.ts';
import { connectionField, type ReadFieldFunction } from './connection-cache.ts';
import { errorCode } from './errors.ts';
import { idempotencyLink } from './idempotency-link.ts';
import { createLiveSocket, TAB_ID } from './live-socket.ts';
import { onConnectionRegained, reachLink } from './network-state.ts';
import { persistedQueryLink } from './persisted-query-link.ts';
import { forgetKeptCache, keepCacheLink } from './keep-cache.ts';
import { MeDocument } from './session.generated.ts';
import { uploadFetch } from './upload-fetch.ts';
import { matchesUserFilter } from '@bikri/schema/accounts';

/**
 * The normalized cache is what keeps every view current: lists are views over normalized
 * entities, and a detail query first looks for the entity a list already brought.
 */
export function createCache(): InMemoryCache {
  const cachedEntity = (typename: string): FieldPolicy<Reference> => ({
    read: (existing, { args, toReference }) =>
      existing ?? toReference({ __typename: typename, id: args?.id as string }),
  });
  const status = (args: Record<string, unknown>, node: Reference, readField: ReadFieldFunction) =>
    !args.status || readField('status', node) === args.status;
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          orders: connectionField(['status', 'search', 'flagged', 'customerConfirmation'], status),
          payments: connectionField(['status'], status),
          incomes: connectionField(['status'], status),
          users: connectionField(['filter', 'search'], (args, node, readField) =>
            matchesUserFilter((args.filter as UserFilter | null) ?? 'ALL', {
              status: readField<UserStatus>('status', node)!,
              isUserVerified: readField<boolean>('isUserVerified', node) === true,
            }),
          ),
          // The per-tab counts of a list, kept per search like the list itself.
          orderCounts: { keyArgs: ['search', 'flagged', 'customerConfirmation'] },
          userCounts: { keyArgs: ['search'] },
          order: cachedEntity('Order'),
          product: cachedEntity('Product'),
          user: cachedEntity('User'),
          payment: cachedEntity('Payment'),
        },
      },
      // Singletons without ids: merge updates into what is cached rather than replacing it.
      DashboardStats: { merge: true },
      PaymentCounts: { merge: true },
      IncomeSummary: { merge: true },
      Customer: { merge: true },
      // A new decision replaces the last one whole (it has no id of its own).
      User: { fields: { lastDecision: { merge: false } } },
    },
  });
}

/**
 * One client per page load, talking to the BFF on the same origin with the session cookie:
 * queries and mutations over HTTP, subscriptions (live updates) over a WebSocket at the same
 * address; every operation goes by its id in the persisted-query manifest, never its text
 * (persisted-query-link.ts); every mutation carries an Idempotency-Key (idempotency-link.ts). Each time the page is
 * online again (the server answers and the live socket is back, network-state.ts), the queries on
 * screen are asked again, for whatever changed meanwhile. When
 * the server says the session is gone (an answer UNAUTHENTICATED, or the live socket closed with
 * 4401: expired, signed out elsewhere, blocked), the cache is emptied and the session set to
 * nobody, so the guards send the visitor to the landing page. What the user saw is kept on the
 * phone for when the network cannot answer (persisted-cache.ts).
 */
export function createApolloClient(): ApolloClient {
  const endSession = () => {
    // First nobody is signed in (the guards leave at once), then nothing of the old session is kept.
    client.cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
    setTimeout(() => void client.clearStore(), 0);
    void forgetKeptCache();
  };
  const sessionEnded = new ErrorLink(({ error }) => {
    if (errorCode(error) === 'UNAUTHENTICATED') endSession();
  });
  const http = new UploadHttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    // Apollo Server's CSRF prevention requires the first on multipart requests; the second keeps
    // this tab's own changes from coming back to it as live events.
    headers: { 'apollo-require-preflight': 'true', 'x-tab-id': TAB_ID },
    fetch: uploadFetch,
  });
  const live = new GraphQLWsLink(createLiveSocket(endSession));
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    live,
    http,
  );
  const client: ApolloClient = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      sessionEnded,
      reachLink(),
      keepCacheLink(() => client.cache),
      idempotencyLink(),
      persistedQueryLink(),
      transport,
    ]),
  });
  onConnectionRegained(() => void client.refetchQueries({ include: 'active' }));
  return client;
}
