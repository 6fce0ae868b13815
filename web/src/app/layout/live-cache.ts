import type { ApolloCache } from '@apollo/client';
import { cachedOrderStatus, followOrderChange } from '../../features/orders/order-cache.ts';
import { removeProductFromCache } from '../../features/products/product-cache.ts';
import { ProductCard_ProductFragmentDoc } from '../../features/products/products.generated.ts';
import { moveUserInLists } from '../../features/users/user-cache.ts';
import { forgetDashboard } from '../../lib/dashboard-cache.ts';
import { forgetIncome } from '../../lib/income-cache.ts';
import { movePaymentInLists } from '../../lib/payment-cache.ts';
import { LivePaymentFragmentDoc, LivePaymentStateFragmentDoc, LiveUserFragmentDoc, LiveUserStateFragmentDoc, type LiveUpdatesSubscription } from './live-updates.generated.ts';

export type LiveEvent = LiveUpdatesSubscription['live'];

/**
 * Writes a live event into the normalized cache: the entity by id (so every view showing it
 * changes), then its moves between the cached lists and the counts, with the functions the
 * screens' own mutations use. The moves start from the state this page had cached (read before
 * the write), or the event's previous state for an entity it had not seen; an event this page
 * already reflects moves nothing, so an event is never counted twice.
 */
export function applyLiveEvent(cache: ApolloCache, event: LiveEvent): void {
  switch (event.__typename) {
    case 'OrderEvent': {
      const cached = cachedOrderStatus(cache, event.order.id);
      followOrderChange(cache, event.order, cached ?? (event.orderChange === 'CREATED' ? null : event.previousOrderStatus));
      return;
    }
    case 'PaymentEvent': {
      const { payment } = event;
      const id = cache.identify(payment);
      const cached = cache.readFragment({ id, fragment: LivePaymentStateFragmentDoc });
      cache.writeFragment({ id, fragment: LivePaymentFragmentDoc, fragmentName: 'LivePayment', data: payment });
      const from = event.paymentChange === 'REQUESTED' ? null : (cached?.status ?? event.previousPaymentStatus);
      if ((event.paymentChange === 'REQUESTED' && cached) || from === payment.status) return;
      movePaymentInLists(cache, { __typename: 'Payment', id: payment.id, status: payment.status }, from);
      if (payment.status === 'SENT') forgetDashboard(cache);
      forgetIncome(cache);
      return;
    }
    case 'AccountEvent': {
      const { user } = event;
      const id = cache.identify(user);
      const cached = cache.readFragment({ id, fragment: LiveUserStateFragmentDoc });
      const before = cached ?? { status: event.previousUserStatus, isUserVerified: event.wasUserVerified };
      // The signed-in user is this entity too: their banner and menus change at once.
      cache.writeFragment({ id, fragment: LiveUserFragmentDoc, fragmentName: 'LiveUser', data: user });
      if (before.status === user.status && before.isUserVerified === user.isUserVerified) return;
      moveUserInLists(cache, { __typename: 'User', id: user.id, status: user.status, isUserVerified: user.isUserVerified }, before);
      return;
    }
    case 'ProductEvent': {
      if (event.product) cache.writeFragment({ id: cache.identify(event.product), fragment: ProductCard_ProductFragmentDoc, data: event.product });
      else if (event.productChange === 'DELETED') removeProductFromCache(cache, event.productId);
      return;
    }
  }
}
