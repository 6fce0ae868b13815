import type { ApolloCache } from '@apollo/client';
import { isReference } from '@apollo/client/utilities';
import type { OrderStatus } from '../../gql/graphql.ts';

interface DashboardCounts {
  totalDeliveredOrders: number;
  returnedOrders: number;
  cancelledOrders: number;
  allOrders: number;
  lifetimeEarning: number;
  [key: string]: unknown;
}

const COUNTED: Partial<Record<OrderStatus, keyof DashboardCounts>> = {
  DELIVERED: 'totalDeliveredOrders',
  RETURNED: 'returnedOrders',
  CANCELLED: 'cancelledOrders',
};

/**
 * Keeps the cached dashboard cards right after an order changes status (or is created, when
 * `from` is null), so the dashboard shows the new counts without asking the server again.
 * Delivery credits the order's commission to the earnings; leaving delivered takes it back.
 */
export function moveOrderInDashboard(cache: ApolloCache, from: OrderStatus | null, to: OrderStatus, commission: number): void {
  cache.modify({
    fields: {
      dashboard(existing) {
        if (!existing || isReference(existing) || from === to) return existing;
        const next = { ...(existing as DashboardCounts) };
        const leaving = from ? COUNTED[from] : undefined;
        const entering = COUNTED[to];
        if (leaving) next[leaving] = Math.max(0, (next[leaving] as number) - 1);
        if (entering) next[entering] = (next[entering] as number) + 1;
        if (from === null) next.allOrders += 1;
        if (to === 'DELIVERED') next.lifetimeEarning = Math.round((next.lifetimeEarning + commission) * 100) / 100;
        if (from === 'DELIVERED') next.lifetimeEarning = Math.max(0, Math.round((next.lifetimeEarning - commission) * 100) / 100);
        return next;
      },
    },
  });
}

/** Lists a newly placed order at the top of the cached orders list. */
export function listNewOrder(cache: ApolloCache, order: { __typename: 'Order'; id: string }): void {
  cache.modify({
    fields: {
      orders(existing: readonly { __ref: string }[] | undefined, { toReference }) {
        if (!existing) return existing;
        const ref = toReference(order);
        return ref ? [ref, ...existing] : existing;
      },
    },
  });
}
