import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached dashboard cards after a change whose effect on them only the server knows (an
 * edited delivered order, a payment marked sent); the dashboard asks again when next shown.
 */
export function forgetDashboard(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
}
