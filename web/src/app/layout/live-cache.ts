import type { ApolloClient } from '@apollo/client';
import { removeProductFromCache } from '../../features/products/product-cache.ts';
import { askAgain } from '../../lib/ask-again.ts';
import type { LiveUpdatesSubscription } from './live-updates.generated.ts';

export type LiveEvent = LiveUpdatesSubscription['live'];

/**
 * Follows a live event once Apollo has written its entity into the normalized cache by id (so
 * every view showing it has changed): the lists, counts and figures on screen that such a change
 * can move are asked again; a deleted product leaves the cached catalogues; a customer's answer
 * is written into its order.
 */
export function followLiveEvent(client: ApolloClient, event: LiveEvent): void {
  switch (event.__typename) {
    case 'OrderEvent':
      return askAgain(client, 'order');
    case 'PaymentEvent':
      return askAgain(client, 'payment');
    case 'AccountEvent':
      return askAgain(client, 'user');
    case 'CustomerAnswerEvent':
      // The answer is the order's own; lists filtered by it are asked again.
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Order', id: event.orderId }),
        fields: {
          customerConfirmation: () => event.customerConfirmation,
          customerAnsweredAt: () => event.customerAnsweredAt,
        },
      });
      return askAgain(client, 'order');
    case 'ProductEvent':
      if (event.productChange === 'DELETED') removeProductFromCache(client.cache, event.productId);
      return;
  }
}
