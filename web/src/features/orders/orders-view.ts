import type { ApolloClient } from '@apollo/client';
import { FIRST_PAGE } from '@bikri/schema/lists';
import { preloadQuery } from '../../lib/route-data.ts';
import { appliedSearch } from '../../lib/applied-search.ts';
import { ORDER_TABS } from './constants.ts';
import { OrdersPageDocument } from './orders.generated.ts';

/** The orders screen's tab and list, as its address (`?order=&q=`) says. */
export function ordersView(params: URLSearchParams) {
  const tab = ORDER_TABS.find((candidate) => candidate.id === params.get('order')) ?? ORDER_TABS[0];
  const search = appliedSearch(params);
  return { tab, variables: { status: tab.status, search: search || null } };
}

/** Its first page, asked for while the page loads (app/router.tsx). */
export function preloadOrders(client: ApolloClient, params: URLSearchParams): Promise<unknown> {
  return preloadQuery(client, { query: OrdersPageDocument, variables: { ...ordersView(params).variables, first: FIRST_PAGE } });
}
