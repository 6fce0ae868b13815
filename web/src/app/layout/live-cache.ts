import type { ApolloClient } from '@apollo/client';
import { removeProductFromCache } from '../../features/products/product-cache.ts';
import { askAgain } from '../../lib/ask-again.ts';
import type { LiveUpdatesSubscription } from './live-updates.generated.ts';

export type LiveEvent = LiveUpdatesSubscription['live'];

/**
 * Follows a live event once Apollo has written its entity into the normalized cache by id (so
 * every view showing it has changed): the lists, counts and figures on screen that such a change
 * can move are asked again; a deleted product leaves the cached catalogues.
 */
export function followLiveEvent(client: ApolloClient, event: LiveEvent): void {
  switch (event.__typename) {
    case 'OrderEvent':
      return askAgain(client, 'order');
    case 'PaymentEvent':
      return askAgain(client, 'payment');
    case 'AccountEvent':
      return askAgain(client, 'user');
    case 'ProductEvent':
      if (event.productChange === 'DELETED') removeProductFromCache(client.cache, event.productId);
      return;
  }
}
