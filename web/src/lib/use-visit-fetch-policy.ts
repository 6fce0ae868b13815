import type { OperationVariables } from '@apollo/client';
import { useEffect, useState } from 'react';
import { aheadKey, askedAhead, forgetAhead } from './route-data.ts';

/**
 * The fetch policy of a screen that asks the server on every visit: `cache-and-network`, unless
 * this visit's answer was asked for ahead of it (`preloadQuery`); then what the cache holds is
 * that answer, taken once (`cache-first`).
 */
export function useVisitFetchPolicy(query: object, variables?: OperationVariables): 'cache-first' | 'cache-and-network' {
  const key = aheadKey(variables);
  const [policy] = useState<'cache-first' | 'cache-and-network'>(() => (askedAhead(query, key) ? 'cache-first' : 'cache-and-network'));
  // Spent once the visit has started: a later visit asks the server again.
  useEffect(() => forgetAhead(query, key), [query, key]);
  return policy;
}
