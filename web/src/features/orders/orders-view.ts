import type { ApolloCache, ApolloClient } from '@apollo/client';
import { FIRST_PAGE } from '@bikri/schema/lists';
import { noteAhead, preloadQuery } from '../../lib/route-data.ts';
import { appliedSearch } from '../../lib/applied-search.ts';
import { ORDER_TABS } from './constants.ts';
import type { CustomerConfirmation, OrderStatus } from '../../gql/graphql.ts';
import {
  OrdersPageDocument,
  type OrdersPage_ConnectionFragment,
  type OrdersPage_CountsFragment,
} from './orders.generated.ts';

/** The address's value of the admin's filter to flagged orders (`?flagged=1`). */
export const FLAGGED_PARAM = { name: 'flagged', on: '1' } as const;

/** The address's parameter of the admin's filter by the customers' answer (`?answer=CONFIRMED`). */
export const ANSWER_PARAM = 'answer';
const ANSWERS: readonly CustomerConfirmation[] = ['CONFIRMED', 'DECLINED', 'NOT_ASKED'];

/**
 * The orders screen's tab and list, as its address (`?order=&q=&flagged=&answer=`) says; the
 * filters are asked only when on, so the unfiltered lists keep their cache entries.
 */
export function ordersView(params: URLSearchParams) {
  const tab = ORDER_TABS.find((candidate) => candidate.id === params.get('order')) ?? ORDER_TABS[0];
  const search = appliedSearch(params);
  const flagged = params.get(FLAGGED_PARAM.name) === FLAGGED_PARAM.on;
  const customerConfirmation = ANSWERS.find((answer) => answer === params.get(ANSWER_PARAM));
  return {
    tab,
    variables: {
      status: tab.status,
      search: search || null,
      ...(flagged ? { flagged } : {}),
      ...(customerConfirmation ? { customerConfirmation } : {}),
    },
  };
}

/** Its first page, asked for while the page loads (app/router.tsx). */
export function preloadOrders(client: ApolloClient, params: URLSearchParams): Promise<unknown> {
  return preloadQuery(client, {
    query: OrdersPageDocument,
    variables: { ...ordersView(params).variables, first: FIRST_PAGE },
  });
}

/** What a change of an order answers for the orders screen (`tab` and `counts` of OrderPayload). */
interface OrderTabAnswer {
  tab?: OrdersPage_ConnectionFragment | null;
  counts?: OrdersPage_CountsFragment | null;
}

/**
 * Asks for a tab's first page and the counts (no search) before the screen goes there after a
 * change made on it, for that visit to take (`use-visit-fetch-policy.ts`); a failure is left to
 * the visit, which asks again.
 */
export function askForOrdersTab(client: ApolloClient, status: OrderStatus): Promise<unknown> {
  return preloadQuery(client, {
    query: OrdersPageDocument,
    variables: { status, search: null, first: FIRST_PAGE },
    fetchPolicy: 'network-only',
  });
}

/**
 * Writes the order's new tab and the counts, as a change answered them, where the orders screen
 * reads that tab, for its next visit to show without asking again.
 */
export function writeOrderTab(
  cache: ApolloCache,
  status: OrderStatus,
  search: string | null,
  answer: OrderTabAnswer | undefined,
): void {
  if (!answer?.tab || !answer.counts) return;
  const variables = { status, search, first: FIRST_PAGE };
  cache.writeQuery({
    query: OrdersPageDocument,
    variables,
    data: { __typename: 'Query', orders: answer.tab, orderCounts: answer.counts },
  });
  noteAhead(OrdersPageDocument, variables);
}
