import { ORDER_STATUS } from '@bikri/schema/order-status';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FIRST_PAGE } from '@bikri/schema/lists';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import type { OrderStatus } from '../../gql/graphql.ts';
import { askAgain } from '../../lib/ask-again.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ORDER_TEXTS } from './constants.ts';
import { CancelOrderDocument, ChangeOrderStatusDocument } from './order-actions.generated.ts';
import { apiMessage, translate } from '../../lib/i18n.ts';
import type { OrderRow_OrderFragment } from './orders.generated.ts';
import { writeOrderTab } from './orders-view.ts';

type OrderRef = Pick<OrderRow_OrderFragment, 'id' | 'status'>;

/**
 * Status changes and cancellations, one request each: the answer updates the normalized order
 * (every view of it). From a list (`withTab`), which goes to the order's new tab next, the same
 * answer brings that tab's first page and the tab counts as the server now has them; elsewhere
 * (an order's page) the lists and figures on screen are asked again. What is not on screen is
 * asked again on its next visit.
 */
export function useOrderActions(search: string | null, withTab: boolean) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const client = useApolloClient();
  const [change] = useMutation(ChangeOrderStatusDocument);
  const [cancel] = useMutation(CancelOrderDocument);

  async function run(
    order: OrderRef,
    to: OrderStatus,
    send: () => Promise<string | undefined>,
  ): Promise<OrderStatus | null> {
    if (busyId) return null;
    setBusyId(order.id);
    try {
      const message = await send();
      if (!withTab) askAgain(client, 'order');
      // A status by the name the screens give it (the gateway words it as its code).
      notifySuccess(
        to === 'CANCELLED'
          ? message
            ? apiMessage(message, 'orders.cancelled')
            : translate('orders.cancelled')
          : translate('orders.statusChanged', { status: translate(ORDER_STATUS[to].label) }),
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
          variables: { id: order.id, status, search, first: FIRST_PAGE, withTab },
          update: (cache, { data: answer }) => writeOrderTab(cache, status, search, answer?.changeOrderStatus),
        });
        return data?.changeOrderStatus.message;
      }),
    cancelOrder: (order: OrderRef) =>
      run(order, 'CANCELLED', async () => {
        const { data } = await cancel({
          variables: { id: order.id, search, first: FIRST_PAGE, withTab },
          update: (cache, { data: answer }) => writeOrderTab(cache, 'CANCELLED', search, answer?.cancelOrder),
        });
        return data?.cancelOrder.message;
      }),
  };
}
