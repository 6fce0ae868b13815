import { describe, expect, it } from 'vitest';
import { OrdersPageDocument, type OrdersPageQuery } from '../../features/orders/orders.generated.ts';
import type { OrderStatus } from '../../gql/graphql.ts';
import { MeDocument } from '../../lib/session.generated.ts';
import { createCache } from '../../lib/apollo.ts';
import { applyLiveEvent, type LiveEvent } from './live-cache.ts';
import { orderNode as order, type OrderNode as Node } from '../../test/order-fixture.ts';

const COUNTS: OrdersPageQuery['orderCounts'] = { __typename: 'OrderCounts', all: 3, confirmed: 2, inProcess: 0, delivered: 1, returned: 0, exchanged: 0, cancelled: 0 };

function write(cache: ReturnType<typeof createCache>, status: OrderStatus | null, nodes: Node[]) {
  cache.writeQuery({
    query: OrdersPageDocument,
    variables: { status, search: null, first: 50 },
    data: {
      __typename: 'Query',
      orders: {
        __typename: 'OrderConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: 'OrderEdge' as const, cursor: `c-${node.id}`, node })),
      },
      orderCounts: COUNTS,
    },
  });
}

const read = (cache: ReturnType<typeof createCache>, status: OrderStatus | null) => cache.readQuery({ query: OrdersPageDocument, variables: { status, search: null, first: 50 } });

const statusEvent = (node: Node, previous: OrderStatus): LiveEvent => ({
  __typename: 'OrderEvent',
  orderChange: 'STATUS_CHANGED',
  previousOrderStatus: previous,
  order: { ...node, totalPrice: 100, commissionRate: 10, commission: 10, deliveredAt: null, updatedAt: node.createdAt },
});

describe('live events in the cache', () => {
  it('move an order between the cached tabs and counts once, however often the event comes', () => {
    const cache = createCache();
    const [a, b, c] = [order(1, 'CONFIRMED', 20), order(2, 'CONFIRMED', 19), order(3, 'DELIVERED', 18)];
    write(cache, 'CONFIRMED', [a, b]);
    write(cache, 'DELIVERED', [c]);
    const event = statusEvent({ ...b, status: 'DELIVERED', canEdit: false, canCancel: false }, 'CONFIRMED');

    applyLiveEvent(cache, event);
    applyLiveEvent(cache, event);

    expect(read(cache, 'CONFIRMED')?.orders.edges.map((e) => e.node.id)).toEqual(['o1']);
    expect(read(cache, 'DELIVERED')?.orders.edges.map((e) => e.node.id)).toEqual(['o2', 'o3']);
    expect(read(cache, 'DELIVERED')?.orders.edges[0]?.node.canEdit).toBe(false);
    expect(read(cache, 'CONFIRMED')?.orderCounts).toMatchObject({ all: 3, confirmed: 1, delivered: 2 });
  });

  it("moves from the state this page had, when it differs from the event's previous one", () => {
    const cache = createCache();
    const a = order(1, 'IN_PROCESS', 20);
    write(cache, 'IN_PROCESS', [a]);
    write(cache, 'DELIVERED', []);
    // This page missed CONFIRMED → IN_PROCESS's event, and knows the order as in process.
    applyLiveEvent(cache, statusEvent({ ...a, status: 'DELIVERED' }, 'CONFIRMED'));
    expect(read(cache, 'IN_PROCESS')?.orders.edges).toEqual([]);
    expect(read(cache, 'DELIVERED')?.orders.edges.map((e) => e.node.id)).toEqual(['o1']);
    expect(read(cache, 'DELIVERED')?.orderCounts).toMatchObject({ inProcess: 0, delivered: 2, confirmed: 2 });
  });

  it('updates the signed-in user, so that a blocked marketer sees it at once', () => {
    const cache = createCache();
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
    cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me } });
    applyLiveEvent(cache, {
      __typename: 'AccountEvent',
      accountChange: 'BLOCKED',
      previousUserStatus: 'ACTIVE',
      wasUserVerified: true,
      user: { ...me, status: 'BLOCKED', canPlaceOrders: false },
    });
    expect(cache.readQuery({ query: MeDocument })?.me).toMatchObject({ status: 'BLOCKED', canPlaceOrders: false });
  });
});
