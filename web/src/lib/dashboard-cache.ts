import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached dashboard cards after a change whose effect on them only the server knows (an
 * edited delivered order, a payment marked sent); the dashboard asks again when next shown.
 */
export function forgetDashboard(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
}

/**
 * Drops the cached charts after an order was placed, moved or its delivered commission edited: the
 * series are the server's to count, so charts on screen ask again at once (showing the old ones
 * meanwhile) and others when next shown.
 */
export function forgetTrends(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboardTrends' });
}
