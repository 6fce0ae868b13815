import type { ApolloCache } from '@apollo/client';
import { isReference } from '@apollo/client/utilities';
import type { OrderStatus } from '../../gql/graphql.ts';
import { adjustCounts, applyListChange, newestFirst, searchesListing, searchOf } from '../../lib/connection-cache.ts';
import { forgetDashboard, forgetTrends } from '../../lib/dashboard-cache.ts';
import { forgetIncome } from '../../lib/income-cache.ts';
import { LiveOrderFragmentDoc, LiveOrderStateFragmentDoc, type LiveOrderFragment, type OrdersPage_CountsFragment } from './orders.generated.ts';

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
 * The charts' series are the server's to count: they are dropped and asked for again.
 */
export function moveOrderInDashboard(cache: ApolloCache, from: OrderStatus | null, to: OrderStatus, commission: number): void {
  cache.modify({
    fields: {
      dashboard(existing: unknown) {
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
  if (from !== to) forgetTrends(cache);
}

const COUNT_OF: Record<OrderStatus, keyof Omit<OrdersPage_CountsFragment, '__typename' | 'all'>> = {
  CONFIRMED: 'confirmed',
  IN_PROCESS: 'inProcess',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
  EXCHANGED: 'exchanged',
  CANCELLED: 'cancelled',
};

/**
 * Moves an order between the cached order lists and their tab counts after it changed status,
 * or lists it when it was just placed (`from` null): it leaves the tab it was in, joins its new
 * tab in its newest-first place, and the counts follow, with no request. A searched list or
 * count the order is not known to match (the client does not run the server's search) is
 * dropped instead, and asked for again when next shown.
 */
export function moveOrderInLists(cache: ApolloCache, order: { __typename: 'Order'; id: string; status: OrderStatus; createdAt: string }, from: OrderStatus | null): void {
  const matches = searchesListing(cache, 'orders', order);
  const known = (search: string) => search === '' || matches.has(search);
  applyListChange(cache, {
    field: 'orders',
    edgeType: 'OrderEdge',
    node: order,
    compare: newestFirst,
    fit: (args, present) => {
      if (args.status && args.status !== order.status) return 'out';
      return known(searchOf(args)) || present ? 'in' : 'unknown';
    },
    was: (args) => from !== null && (!args.status || args.status === from),
  });
  if (from === order.status) return;
  adjustCounts<OrdersPage_CountsFragment>(cache, 'orderCounts', (counts, search) => {
    if (!known(search)) return null;
    const next = { ...counts };
    if (from) next[COUNT_OF[from]] = Math.max(0, next[COUNT_OF[from]] - 1);
    else next.all += 1;
    next[COUNT_OF[order.status]] += 1;
    return next;
  });
}

/** The status this page has cached for an order, if it has the order. */
export function cachedOrderStatus(cache: ApolloCache, id: string): OrderStatus | undefined {
  return cache.readFragment({ id: cache.identify({ __typename: 'Order', id }), fragment: LiveOrderStateFragmentDoc })?.status;
}

/**
 * Writes an order that changed elsewhere (a live event, one order of a bulk change) into the
 * cache: the order by id, so every view showing it changes, then its move between the cached
 * lists and the counts from `from`, the status this page showed it in (null when it was not
 * listed: just placed). An order already shown in its status moves nothing, so a change is never
 * counted twice.
 */
export function followOrderChange(cache: ApolloCache, order: LiveOrderFragment, from: OrderStatus | null): void {
  cache.writeFragment({ id: cache.identify(order), fragment: LiveOrderFragmentDoc, fragmentName: 'LiveOrder', data: order });
  if (from === order.status) {
    // Edited: the same lists and counts, but a delivered order's earnings may have changed.
    if (order.status === 'DELIVERED') {
      forgetDashboard(cache);
      forgetTrends(cache);
      forgetIncome(cache);
    }
    return;
  }
  moveOrderInLists(cache, { __typename: 'Order', id: order.id, status: order.status, createdAt: order.createdAt }, from);
  moveOrderInDashboard(cache, from, order.status, order.totalCommission);
  if (from === 'DELIVERED' || order.status === 'DELIVERED') forgetIncome(cache);
}
