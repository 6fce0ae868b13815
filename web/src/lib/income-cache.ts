import type { ApolloCache } from '@apollo/client';

/**
 * The marketer's income screen (totals, tabs, what may be requested) follows from deliveries and
 * payments by rules only the server applies: dropped, so that an income screen on show asks again
 * and one not on show asks when it is next opened.
 */
export function forgetIncome(cache: ApolloCache): void {
  for (const fieldName of ['income', 'incomes', 'eligiblePayouts', 'nextPayout']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
