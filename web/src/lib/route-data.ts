import type { ApolloClient, OperationVariables } from '@apollo/client';
import { useEffect, useState } from 'react';

/**
 * Data a screen's first render needs, asked for as the page loads, beside the screen's code
 * (app/router.tsx), so that the screen renders once, whole, rather than a skeleton first and its
 * rows when its own request answers. A screen that asks the server on every visit takes the
 * answer asked for it this way as that visit's (`useVisitFetchPolicy`).
 */

type Key = string;
/** Per query document, the variables asked for ahead of a visit that has not started yet. */
const ahead = new WeakMap<object, Set<Key>>();

const keyOf = (variables: OperationVariables | undefined): Key => JSON.stringify(variables ?? {});

/** Asks for a query into the cache; a failure is left for the screen, which asks again and shows it. */
export function preloadQuery<TData, TVariables extends OperationVariables>(client: ApolloClient, options: ApolloClient.QueryOptions<TData, TVariables>): Promise<unknown> {
  let keys = ahead.get(options.query);
  if (!keys) ahead.set(options.query, (keys = new Set()));
  keys.add(keyOf(options.variables));
  return client.query(options).catch(() => undefined);
}

/**
 * The fetch policy of a screen that asks the server on every visit: `cache-and-network`, unless
 * this visit's answer was asked for ahead of it (`preloadQuery`); then what the cache holds is
 * that answer, taken once (`cache-first`).
 */
export function useVisitFetchPolicy(query: object, variables?: OperationVariables): 'cache-first' | 'cache-and-network' {
  const key = keyOf(variables);
  const [policy] = useState<'cache-first' | 'cache-and-network'>(() => (ahead.get(query)?.has(key) ? 'cache-first' : 'cache-and-network'));
  // Spent once the visit has started: a later visit asks the server again.
  useEffect(() => void ahead.get(query)?.delete(key), [query, key]);
  return policy;
}
