import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../gql/graphql.ts';
import { createCache } from '../../lib/apollo.ts';
import { moveOrderInLists } from './order-cache.ts';
import { orderNode as order, type OrderNode as Node } from '../../test/order-fixture.ts';
import { OrderRow_OrderFragmentDoc, OrdersPageDocument, OrdersPageMoreDocument, type OrdersPageQuery } from './orders.generated.ts';

const counts = (overrides: Partial<OrdersPageQuery['orderCounts']> = {}): OrdersPageQuery['orderCounts'] => ({
  __typename: 'OrderCounts',
  all: 10,
  confirmed: 2,
  inProcess: 1,
  delivered: 5,
  returned: 0,
  exchanged: 0,
  cancelled: 2,
  ...overrides,
});

function page(nodes: Node[], hasNextPage: boolean, totalCount = nodes.length): OrdersPageQuery['orders'] {
  return {
    __typename: 'OrderConnection',
    totalCount,
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `c-${nodes[nodes.length - 1]!.id}` : null },
    edges: nodes.map((node) => ({ __typename: 'OrderEdge', cursor: `c-${node.id}`, node })),
  };
}

function write(cache: ReturnType<typeof createCache>, status: OrderStatus | null, search: string | null, nodes: Node[], hasNextPage: boolean, tally = counts()) {
  cache.writeQuery({ query: OrdersPageDocument, variables: { status, search, first: 50 }, data: { __typename: 'Query', orders: page(nodes, hasNextPage), orderCounts: tally } });
}

const read = (cache: ReturnType<typeof createCache>, status: OrderStatus | null, search: string | null = null) =>
  cache.readQuery({ query: OrdersPageDocument, variables: { status, search, first: 50 } });
const ids = (data: OrdersPageQuery | null) => data?.orders.edges.map((edge) => edge.node.id);

describe('the cached order lists', () => {
  it('add a page after its cursor, never a row twice; a first page replaces what was there', () => {
    const cache = createCache();
    write(cache, null, null, [order(1, 'CONFIRMED', 20), order(2, 'DELIVERED', 19), order(3, 'DELIVERED', 18)], true);
    cache.writeQuery({
      query: OrdersPageMoreDocument,
      variables: { status: null, search: null, first: 100, after: 'c-o3' },
      data: { __typename: 'Query', orders: page([order(3, 'DELIVERED', 18), order(4, 'CANCELLED', 17), order(5, 'DELIVERED', 16)], false) },
    });
    expect(ids(read(cache, null))).toEqual(['o1', 'o2', 'o3', 'o4', 'o5']);
    expect(read(cache, null)!.orders.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'c-o5' });

    write(cache, null, null, [order(6, 'CONFIRMED', 21), order(1, 'CONFIRMED', 20)], true);
    expect(ids(read(cache, null))).toEqual(['o6', 'o1']);
  });

  it('move an order to its new tab in its newest-first place and adjust the counts, with searches it may not match dropped', () => {
    const cache = createCache();
    const moved = order(2, 'CONFIRMED', 19);
    write(cache, 'CONFIRMED', null, [order(1, 'CONFIRMED', 20), moved], false);
    write(cache, 'IN_PROCESS', null, [order(7, 'IN_PROCESS', 22), order(5, 'IN_PROCESS', 10)], false);
    write(cache, null, 'customer 2', [moved], false, counts({ all: 1, confirmed: 1, inProcess: 0 }));
    write(cache, 'IN_PROCESS', 'kathmandu', [order(5, 'IN_PROCESS', 10)], false, counts({ all: 3, confirmed: 1, inProcess: 1 }));

    // The answer of the status change, as Apollo writes it before `update` runs.
    cache.writeFragment({ id: 'Order:o2', fragment: OrderRow_OrderFragmentDoc, data: { ...moved, status: 'IN_PROCESS' } });
    moveOrderInLists(cache, { __typename: 'Order', id: 'o2', status: 'IN_PROCESS', createdAt: moved.createdAt }, 'CONFIRMED');

    expect(ids(read(cache, 'CONFIRMED'))).toEqual(['o1']);
    expect(ids(read(cache, 'IN_PROCESS'))).toEqual(['o7', 'o2', 'o5']);
    expect([read(cache, 'CONFIRMED')!.orders.totalCount, read(cache, 'IN_PROCESS')!.orders.totalCount]).toEqual([1, 3]);
    expect(read(cache, 'IN_PROCESS')!.orderCounts).toMatchObject({ all: 10, confirmed: 1, inProcess: 2 });
    // A search the order is listed under moves the same way...
    expect(ids(read(cache, null, 'customer 2'))).toEqual(['o2']);
    expect(read(cache, null, 'customer 2')!.orderCounts).toMatchObject({ all: 1, confirmed: 0, inProcess: 1 });
    // ...one it is not known to match is dropped rather than guessed.
    expect(read(cache, 'IN_PROCESS', 'kathmandu')).toBeNull();
  });

  it('leave a row whose place is past the loaded pages to the next page, and list a new order at the top', () => {
    const cache = createCache();
    write(cache, 'CANCELLED', null, [order(8, 'CANCELLED', 25), order(9, 'CANCELLED', 24)], true);
    moveOrderInLists(cache, { __typename: 'Order', id: 'o3', status: 'CANCELLED', createdAt: '2026-11-01T10:00:00.000Z' }, 'CONFIRMED');
    expect(ids(read(cache, 'CANCELLED'))).toEqual(['o8', 'o9']);
    // Not loaded yet, but counted: the list holds one more.
    expect(read(cache, 'CANCELLED')!.orders.totalCount).toBe(3);

    write(cache, 'CONFIRMED', null, [order(1, 'CONFIRMED', 20)], false);
    const placed = order(11, 'CONFIRMED', 28);
    cache.writeFragment({ id: 'Order:o11', fragment: OrderRow_OrderFragmentDoc, data: placed });
    moveOrderInLists(cache, placed, null);
    expect(ids(read(cache, 'CONFIRMED'))).toEqual(['o11', 'o1']);
    expect(read(cache, 'CONFIRMED')!.orderCounts).toMatchObject({ all: 11, confirmed: 3 });
  });
});
