import { ORDER_STATUS, statusChoices, takesBackCommission } from '@bikri/schema/order-status';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { OrderStatus } from '../../gql/graphql.ts';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { ORDER_TEXTS } from './constants.ts';
import type { OrderRow_OrderFragment } from './orders.generated.ts';
import { useOrderActions } from './use-order-actions.ts';

type Order = Pick<OrderRow_OrderFragment, 'id' | 'status' | 'totalCommission' | 'createdAt'>;

/** The statuses an admin may move `order` to (the shared rule of @bikri/schema/order-status). */
export const statusChoicesOf = (order: Pick<Order, 'status'>): OrderStatus[] => statusChoices(order.status);

/**
 * An admin's or a marketer's move of an order, wherever it starts (the list's menu, the row's
 * Cancel button, the order's page): a cancellation asks first, and so does a move that takes the
 * owner's commission back (leaving DELIVERED), saying so; other moves go at once. `onMoved`
 * follows a move that was made.
 */
export function useOrderStatusFlow(search: string | null, onMoved?: (status: OrderStatus) => void) {
  const actions = useOrderActions(search, onMoved !== undefined);
  const t = useT();
  const [pending, setPending] = useState<{ order: Order; to: OrderStatus } | null>(null);

  const run = async (order: Order, to: OrderStatus) => {
    const moved = to === 'CANCELLED' ? await actions.cancelOrder(order) : await actions.changeStatus(order, to);
    setPending(null);
    if (moved) onMoved?.(moved);
  };
  const request = (order: Order, to: OrderStatus) => {
    if (to === 'CANCELLED' || takesBackCommission(order.status, to)) setPending({ order, to });
    else void run(order, to);
  };

  let message = '';
  if (pending) {
    const amount = formatMoney(pending.order.totalCommission);
    const loss = takesBackCommission(pending.order.status, pending.to);
    if (pending.to !== 'CANCELLED')
      message = t('orders.confirmLeaveDelivered', { status: t(ORDER_STATUS[pending.to].label), amount });
    else
      message = loss
        ? `${t(ORDER_TEXTS.confirmCancel)} ${t('orders.commissionRemoved', { amount })}`
        : t(ORDER_TEXTS.confirmCancel);
  }
  const dialog: ReactNode = (
    <ConfirmDialog
      open={pending !== null}
      title={t(pending?.to === 'CANCELLED' ? 'orders.cancelTitle' : 'orders.changeStatusTitle')}
      message={message}
      destructive
      busy={actions.busyId !== null}
      onConfirm={() => pending && void run(pending.order, pending.to)}
      onClose={() => setPending(null)}
    />
  );
  return { busyId: actions.busyId, request, dialog };
}
