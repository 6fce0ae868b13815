import { ApolloClient, InMemoryCache, type FieldPolicy } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { uploadFetch } from './upload-fetch.ts';

/**
 * The normalized cache is what keeps every view current: lists are views over normalized
 * entities, and a detail query first looks for the entity a list already brought.
 */
export function createCache(): InMemoryCache {
  const cachedEntity = (typename: string): FieldPolicy => ({
    read: (existing, { args, toReference }) => existing ?? toReference({ __typename: typename, id: args?.id as string }),
  });
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          order: cachedEntity('Order'),
          product: cachedEntity('Product'),
          user: cachedEntity('User'),
          payment: cachedEntity('Payment'),
        },
      },
      // Singletons without ids: merge updates into what is cached rather than replacing it.
      DashboardStats: { merge: true },
      IncomeSummary: { merge: true },
      Customer: { merge: true },
    },
  });
}

/** One client per page load, talking to the BFF on the same origin with the session cookie. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: new UploadHttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // Apollo Server's CSRF prevention requires this on multipart requests.
      headers: { 'apollo-require-preflight': 'true' },
      fetch: uploadFetch as typeof fetch,
    }),
  });
}
