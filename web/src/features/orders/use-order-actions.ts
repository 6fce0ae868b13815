import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FIRST_PAGE } from '@bikri/schema/lists';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import type { OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ORDER_TEXTS } from './constants.ts';
import { STATUS_LABEL } from '../../lib/order-status-labels.ts';
import { CancelOrderDocument, ChangeOrderStatusDocument } from './order-actions.generated.ts';
import { moveOrderInDashboard, moveOrderInLists } from './order-cache.ts';
import { apiMessage, translate } from '../../lib/i18n.ts';
import { OrdersPageDocument, type OrderRow_OrderFragment, type OrdersPage_ConnectionFragment, type OrdersPage_CountsFragment } from './orders.generated.ts';

type OrderRef = Pick<OrderRow_OrderFragment, 'id' | 'status' | 'totalCommission' | 'createdAt'>;

/**
 * Status changes and cancellations, one request each and nothing refetched: the answer updates
 * the normalized order (its detail page); the order moves between the cached tab lists and the
 * tab and dashboard counts follow in the cache. When the tab the order moves to is not cached
 * yet, the same answer brings it (with fresh counts), since the screen goes there next.
 */
export function useOrderActions(search: string | null) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const client = useApolloClient();
  const [change] = useMutation(ChangeOrderStatusDocument);
  const [cancel] = useMutation(CancelOrderDocument);

  const cached = (status: OrderStatus) =>
    client.cache.readQuery({ query: OrdersPageDocument, variables: { status, search, first: FIRST_PAGE } }) !== null;

  /** The cache after the change: the order moved everywhere, and its new tab and counts as answered. */
  function follow(
    cache: ApolloCache,
    order: OrderRef,
    to: OrderStatus,
    answer: { tab?: OrdersPage_ConnectionFragment | null; counts?: OrdersPage_CountsFragment | null } | undefined,
  ) {
    moveOrderInLists(cache, { __typename: 'Order', id: order.id, status: to, createdAt: order.createdAt }, order.status);
    moveOrderInDashboard(cache, order.status, to, order.totalCommission);
    if (answer?.tab && answer.counts) {
      cache.writeQuery({
        query: OrdersPageDocument,
        variables: { status: to, search, first: FIRST_PAGE },
        data: { __typename: 'Query', orders: answer.tab, orderCounts: answer.counts },
      });
    }
  }

  async function run(order: OrderRef, to: OrderStatus, send: () => Promise<string | undefined>): Promise<OrderStatus | null> {
    if (busyId) return null;
    setBusyId(order.id);
    try {
      const message = await send();
      // A status by the name the screens give it (the gateway words it as its code).
      notifySuccess(
        to === 'CANCELLED' ? (message ? apiMessage(message, 'orders.cancelled') : translate('orders.cancelled')) : translate('orders.statusChanged', { status: translate(STATUS_LABEL[to]) }),
      );
      return to;
    } catch (error) {
      notifyError(errorMessage(error, translate(ORDER_TEXTS.actionFailed)));
      return null;
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    changeStatus: (order: OrderRef, status: OrderStatus) =>
      run(order, status, async () => {
        const { data } = await change({
          variables: { id: order.id, status, search, first: FIRST_PAGE, withTab: !cached(status) },
          update: (cache, { data: answer }) => follow(cache, order, status, answer?.changeOrderStatus),
        });
        return data?.changeOrderStatus.message;
      }),
    cancelOrder: (order: OrderRef) =>
      run(order, 'CANCELLED', async () => {
        const { data } = await cancel({
          variables: { id: order.id, search, first: FIRST_PAGE, withTab: !cached('CANCELLED') },
          update: (cache, { data: answer }) => follow(cache, order, 'CANCELLED', answer?.cancelOrder),
        });
        return data?.cancelOrder.message;
      }),
  };
}
