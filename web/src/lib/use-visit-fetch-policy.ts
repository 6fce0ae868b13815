import type { OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useEffect, useState } from 'react';
import { aheadKey, askedAhead, forgetAhead } from './route-data.ts';

/**
 * The fetch policy of a screen that asks the server on every visit: `cache-and-network`, unless
 * the answer for these variables was asked for ahead of it (`preloadQuery`, or a change's answer
 * that carried it: `noteAhead`); then what the cache holds is that answer, taken once
 * (`cache-first`). Each new set of variables (another tab, a search) is a visit of its own.
 */
export function useVisitFetchPolicy(
  query: object,
  variables?: OperationVariables,
): 'cache-first' | 'cache-and-network' {
  const key = aheadKey(variables);
  const [visit, setVisit] = useState(() => ({ key, ahead: askedAhead(query, key) }));
  const ahead = visit.key === key ? visit.ahead : askedAhead(query, key);
  if (visit.key !== key) setVisit({ key, ahead });
  // Spent once the visit has started: a later visit asks the server again.
  useEffect(() => forgetAhead(query, key), [query, key]);
  return ahead ? 'cache-first' : 'cache-and-network';
}

/**
 * The `nextFetchPolicy` of such a screen: once answered, the cache's updates show without asking
 * again; new variables (another tab, a search) are a new visit, with the policy the screen gives it.
 */
export function nextVisitPolicy(
  current: WatchQueryFetchPolicy,
  { reason }: { reason: 'after-fetch' | 'variables-changed' },
): WatchQueryFetchPolicy {
  return reason === 'variables-changed' ? current : 'cache-first';
}
