import type { ApolloClient, OperationVariables } from '@apollo/client';

/**
 * Data a screen's first render needs, asked for as the page loads (boot.ts), while the app's code
 * is still arriving, so that the screen renders once, whole, rather than a skeleton first and its
 * rows when its own request answers. A screen that asks the server on every visit takes the
 * answer asked for it this way as that visit's (`use-visit-fetch-policy.ts`).
 */

/** Per query document, the variables (`aheadKey`) asked for ahead of a visit that has not started yet. */
const ahead = new WeakMap<object, Set<string>>();

/** How a query's variables are told apart here. */
export const aheadKey = (variables: OperationVariables | undefined): string => JSON.stringify(variables ?? {});

/** Notes that the cache holds the server's answer for this query and variables, for the next visit to take. */
export function noteAhead(query: object, variables: OperationVariables | undefined): void {
  let keys = ahead.get(query);
  if (!keys) ahead.set(query, (keys = new Set()));
  keys.add(aheadKey(variables));
}

/** Asks for a query into the cache; a failure is left for the screen, which asks again and shows it. */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.QueryOptions<TData, TVariables>,
): Promise<unknown> {
  noteAhead(options.query, options.variables);
  return client.query(options).catch(() => undefined);
}

/** Whether this visit's answer was asked for ahead of it (`preloadQuery`) and not yet taken. */
export function askedAhead(query: object, key: string): boolean {
  return ahead.get(query)?.has(key) ?? false;
}

/** Takes it: a later visit asks the server again. */
export function forgetAhead(query: object, key: string): void {
  ahead.get(query)?.delete(key);
}
