import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import { CancelOrderDocument, ChangeOrderStatusDocument, type OrderRow_OrderFragment, type OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ORDER_TEXTS } from './constants.ts';
import { moveOrderInDashboard } from './order-cache.ts';

type OrderRef = Pick<OrderRow_OrderFragment, 'id' | 'status' | 'totalCommission'>;

/**
 * Status changes and cancellations. The answer updates the normalized order, which moves it
 * between the tabs and updates its detail page; the dashboard counts are adjusted in the cache.
 * One request per action, nothing refetched.
 */
export function useOrderActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [change] = useMutation(ChangeOrderStatusDocument);
  const [cancel] = useMutation(CancelOrderDocument);

  async function run(order: OrderRef, to: OrderStatus, send: () => Promise<string | undefined>): Promise<OrderStatus | null> {
    if (busyId) return null;
    setBusyId(order.id);
    try {
      const message = await send();
      notifySuccess(message ?? 'Order updated');
      return to;
    } catch (error) {
      notifyError(errorMessage(error, ORDER_TEXTS.actionFailed));
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
          variables: { id: order.id, status },
          update: (cache) => moveOrderInDashboard(cache, order.status, status, order.totalCommission),
        });
        return data?.changeOrderStatus.message;
      }),
    cancelOrder: (order: OrderRef) =>
      run(order, 'CANCELLED', async () => {
        const { data } = await cancel({
          variables: { id: order.id },
          update: (cache) => moveOrderInDashboard(cache, order.status, 'CANCELLED', order.totalCommission),
        });
        return data?.cancelOrder.message;
      }),
  };
}
