import { ApolloClient, ApolloLink } from '@apollo/client';
import { firstValueFrom, Observable, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLiveEvent } from './live-cache.ts';
import { LiveUpdatesDocument, type LiveUpdatesSubscription } from './live-updates.generated.ts';
import {
  OrderRow_OrderFragmentDoc,
  OrdersPageDocument,
  type OrdersPageQuery,
} from '../../features/orders/orders.generated.ts';
import type { OrderStatus } from '../../gql/graphql.ts';
import { orderNode, type OrderNode } from '../../test/order-fixture.ts';
import { createCache } from '../../lib/apollo.ts';
import { askAgain } from '../../lib/ask-again.ts';
import { MeDocument } from '../../lib/session.generated.ts';

/** A stand-in server for the Orders page: its orders, and every request it was asked. */
function server(orders: OrderNode[]) {
  const asked: string[] = [];
  const answer = (status: OrderStatus | null): OrdersPageQuery => {
    const shown = orders.filter((o) => !status || o.status === status);
    const count = (s: OrderStatus) => orders.filter((o) => o.status === s).length;
    return {
      __typename: 'Query',
      orders: {
        __typename: 'OrderConnection',
        totalCount: shown.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: shown.map((node) => ({ __typename: 'OrderEdge' as const, cursor: `c-${node.id}`, node })),
      },
      orderCounts: {
        __typename: 'OrderCounts',
        all: orders.length,
        confirmed: count('CONFIRMED'),
        inProcess: count('IN_PROCESS'),
        delivered: count('DELIVERED'),
        returned: count('RETURNED'),
        exchanged: count('EXCHANGED'),
        cancelled: count('CANCELLED'),
      },
    };
  };
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    // Answered a moment later, like a network, so that asks can overlap.
    return new Observable((observer) => {
      const timer = setTimeout(() => {
        observer.next({ data: answer((operation.variables.status as OrderStatus | null) ?? null) });
        observer.complete();
      }, 5);
      return () => clearTimeout(timer);
    });
  });
  const client = new ApolloClient({ cache: createCache(), link });
  return { client, asked, orders };
}

const variables = (status: OrderStatus | null) => ({ status, search: null, first: 50 });

/** Watches the Orders page's query as a screen on show does; resolves with its answers as they come. */
function watch(client: ApolloClient, status: OrderStatus | null) {
  const answers: OrdersPageQuery[] = [];
  const subscription = client
    .watchQuery({ query: OrdersPageDocument, variables: variables(status) })
    .subscribe(({ data }) => {
      if (data) answers.push(data as OrdersPageQuery);
    });
  return { answers, stop: () => subscription.unsubscribe() };
}

/** Waits for `check`; under fake timers, moving the clock on as it waits. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 1_000, interval: 5 });

afterEach(() => {
  vi.useRealTimers();
});

const ids = (data: OrdersPageQuery | undefined) => data?.orders.edges.map((edge) => edge.node.id);

describe('asking again after a change', () => {
  it('asks once for the list on screen, which then shows what the server has; what is not on screen keeps its last answer', async () => {
    const { client, asked, orders } = server([
      orderNode(1, 'CONFIRMED', 20),
      orderNode(2, 'CONFIRMED', 19),
      orderNode(3, 'DELIVERED', 18),
    ]);
    // The delivered tab was visited before.
    await client.query({ query: OrdersPageDocument, variables: variables('DELIVERED') });
    const screen = watch(client, 'CONFIRMED');
    await until(() => screen.answers.length === 1);
    expect(asked).toEqual(['OrdersPage', 'OrdersPage']);

    // Order 2 is delivered elsewhere; its new state arrives and is written by id.
    orders[1] = { ...orders[1]!, status: 'DELIVERED', canEdit: false, canCancel: false };
    client.cache.writeFragment({
      id: 'Order:o2',
      fragment: OrderRow_OrderFragmentDoc,
      fragmentName: 'OrderRow_order',
      data: orders[1],
    });
    askAgain(client, 'order');
    await until(() => asked.length === 3);
    await until(() => screen.answers.at(-1)?.orderCounts.confirmed === 1);

    expect(ids(screen.answers.at(-1))).toEqual(['o1']);
    expect(screen.answers.at(-1)?.orderCounts).toMatchObject({ all: 3, confirmed: 1, delivered: 2 });
    // The delivered tab is not on screen: not asked for, still there for an offline visit, and not guessed at.
    expect(
      ids(client.readQuery({ query: OrdersPageDocument, variables: variables('DELIVERED') }) ?? undefined),
    ).toEqual(['o3']);
    screen.stop();
  });

  it('follows changes that come while it asks with one more ask, not one each', async () => {
    vi.useFakeTimers();
    const { client, asked } = server([orderNode(1, 'CONFIRMED', 20)]);
    const screen = watch(client, null);
    await until(() => screen.answers.length === 1);
    for (let i = 0; i < 5; i++) askAgain(client, 'order');
    // Every answer given and everything it set off run: no ask is still to come.
    await vi.runAllTimersAsync();
    expect(asked).toHaveLength(3);
    screen.stop();
  });

  it('asks nothing for a change that cannot move what is on screen', async () => {
    vi.useFakeTimers();
    const { client, asked } = server([orderNode(1, 'CONFIRMED', 20)]);
    const screen = watch(client, null);
    await until(() => screen.answers.length === 1);
    askAgain(client, 'payment');
    askAgain(client, 'user');
    await vi.runAllTimersAsync();
    expect(asked).toEqual(['OrdersPage']);
    screen.stop();
  });
});

describe('live events', () => {
  it('write their entity by id, so a blocked marketer sees it at once, and ask nothing when nothing listed is on screen', async () => {
    const me = {
      __typename: 'User' as const,
      id: 'u1',
      name: 'Sita',
      email: 'sita@demo.test',
      role: 'USER' as const,
      status: 'ACTIVE' as const,
      isEmailVerified: true,
      isUserVerified: true,
      canPlaceOrders: true,
      bonusCommissionRate: 2,
    };
    const event: LiveUpdatesSubscription = {
      __typename: 'Subscription',
      live: { __typename: 'AccountEvent', user: { ...me, status: 'BLOCKED', canPlaceOrders: false } },
    };
    vi.useFakeTimers();
    const asked: string[] = [];
    const client = new ApolloClient({
      cache: createCache(),
      link: new ApolloLink((operation) => {
        asked.push(operation.operationName ?? '');
        return of({ data: event });
      }),
    });
    client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me } });

    const { data } = await firstValueFrom(client.subscribe({ query: LiveUpdatesDocument }));
    followLiveEvent(client, data!.live);
    expect(client.readQuery({ query: MeDocument })?.me).toMatchObject({ status: 'BLOCKED', canPlaceOrders: false });
    await vi.runAllTimersAsync();
    expect(asked).toEqual(['LiveUpdates']);
  });
});
