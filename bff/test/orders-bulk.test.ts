import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type {
  BulkChangeStatusMutation,
  BulkLiveSubscription,
  BulkOrderSelectionQuery,
  BulkOrdersPageQuery,
  BulkOrdersPageQueryVariables,
  OrderStatus,
} from './gql/graphql.ts';
import { codeOf, gatewayWrites, nodes, type GraphQLResult } from './harness.ts';
import { SET_PRODUCT_STATUS, subscribe, untilLive } from './live-client.ts';
import { dbOf, expectNewestFirst } from './stand-in-data.ts';
import type { GatewayProxy } from './gateway-proxy.ts';
import { BULK, changed, newOrders, statusAtStandIn } from './orders-bulk-world.ts';
import { admin, bff, proxy, sita, useBffBehindProxy } from './proxied-world.ts';

/**
 * Moving many orders at once (`changeOrdersStatus`) and the orders a list selects (`orderSelection`),
 * against a stand-in behind a proxy that can lose a write's answer, or the write before it
 * arrives. Each test changes orders it creates with the stand-in's order generator.
 */

useBffBehindProxy();

const SELECTION = graphql(`
  query BulkOrderSelection($status: OrderStatus, $search: String) {
    orderSelection(status: $status, search: $search) {
      id
      status
    }
  }
`);

type Outcome = BulkChangeStatusMutation['changeOrdersStatus']['outcomes'][number];
type Selected = BulkOrderSelectionQuery['orderSelection'][number];

const UNKNOWN_ID = '000000000000000000000000';

async function bulk(ids: readonly string[], status: OrderStatus) {
  const result = await admin.gql(BULK, { ids: [...ids], status });
  expect(result.errors).toBeUndefined();
  return result.data!.changeOrdersStatus;
}

const alreadyThere = (id: string, status: OrderStatus): Outcome => ({
  id,
  result: 'REFUSED',
  reason: 'ALREADY_THERE',
  message: 'It already has that status.',
  previousStatus: status,
  order: { id, status },
});
const cancelledBefore = (id: string): Outcome => ({
  id,
  result: 'REFUSED',
  reason: 'CANCELLED',
  message: 'A cancelled order cannot change status.',
  previousStatus: 'CANCELLED',
  order: { id, status: 'CANCELLED' },
});
const notFound: Outcome = {
  id: UNKNOWN_ID,
  result: 'REFUSED',
  reason: 'NOT_FOUND',
  message: 'Order not found.',
  previousStatus: null,
  order: null,
};

/** Loses the first `count` status changes that reach the proxy from now on: their answers after the gateway acted, or the calls before. */
function loseChanges(count: number, drop: 'answer' | 'call'): GatewayProxy['intercept'] {
  let left = count;
  return (method, path) =>
    method === 'PUT' && path === '/admin/changeOrderStatus' && left-- > 0 ? { drop } : undefined;
}

describe('changeOrdersStatus', () => {
  it(
    'moves 500 orders to IN_PROCESS in parts of 200, 200 and 100 through lost answers, failed and lost calls; every outcome is what the stand-in holds',
    { timeout: 60_000 },
    async () => {
      const created = await newOrders(bff, 500);
      // Newest first, as selecting every order of a list gives them; sent in parts of 200 as the client does.
      const ids = created.map((o) => o._id).reverse();
      const before = new Map(created.map((o) => [o._id, statusAtStandIn(bff, o._id)]));
      const times: number[] = [];
      const send = async (part: string[]) => {
        const started = performance.now();
        const answer = await bulk(part, 'IN_PROCESS');
        times.push(performance.now() - started);
        return answer;
      };

      // The gateway makes three changes of the first part whose answers are lost on the way back.
      proxy.intercept = loseChanges(3, 'answer');
      const first = await send(ids.slice(0, 200));
      // It fails four of the second.
      proxy.intercept = () => undefined;
      await bff.dev.fault({ mode: 'status500', path: '/admin/changeOrderStatus', times: 4 });
      const second = await send(ids.slice(200, 400));
      // Three calls of the third are lost before they reach it.
      proxy.intercept = loseChanges(3, 'call');
      const third = await send(ids.slice(400));

      expect([first.message, second.message, third.message]).toEqual([
        '133 changed to in process, 67 refused.',
        '129 changed to in process, 67 refused, 4 not changed.',
        '64 changed to in process, 33 refused, 3 in doubt.',
      ]);
      const outcomes = [...first.outcomes, ...second.outcomes, ...third.outcomes];
      expect(outcomes.map((o) => o.id)).toEqual(ids);
      for (const outcome of outcomes) {
        const { id } = outcome;
        const was = before.get(id)!;
        const now = statusAtStandIn(bff, id);
        if (was === 'CANCELLED') expect(outcome).toEqual(cancelledBefore(id));
        else if (was === 'IN_PROCESS') expect(outcome).toEqual(alreadyThere(id, 'IN_PROCESS'));
        else if (now === 'IN_PROCESS') expect(outcome).toEqual(changed(id, was, 'IN_PROCESS'));
        else {
          // Not changed at the stand-in: failed, or lost before it arrived.
          expect(now).toBe(was);
          expect([
            {
              id,
              result: 'NOT_CHANGED',
              reason: 'GATEWAY_FAILED',
              message: 'The marketplace service failed; it was not changed.',
              previousStatus: was,
              order: { id, status: was },
            },
            {
              id,
              result: 'IN_DOUBT',
              reason: 'NO_ANSWER',
              message: 'Sent, but no answer came: it may have changed. Look at the order before sending it again.',
              previousStatus: was,
              order: { id, status: was },
            },
          ]).toContainEqual(outcome);
        }
      }
      const count = (key: 'result' | 'reason', value: string) => outcomes.filter((o) => o[key] === value).length;
      expect(count('result', 'CHANGED')).toBe(326);
      expect(count('reason', 'ALREADY_THERE')).toBe(84);
      expect(count('reason', 'CANCELLED')).toBe(83);
      expect(count('reason', 'GATEWAY_FAILED')).toBe(4);
      expect(count('reason', 'NO_ANSWER')).toBe(3);
      // In process at the stand-in: the orders changed and those that already were.
      const inProcess = created.filter((o) => o.status === 'inProcess').length;
      expect(inProcess).toBe(count('result', 'CHANGED') + count('reason', 'ALREADY_THERE'));
      expect(inProcess).toBe(410);

      // Each changeable order sent once, none again; the orders read once before and once after each part.
      expect(proxy.seen.filter((call) => call === 'PUT /admin/changeOrderStatus')).toHaveLength(333);
      const { byRoute } = await bff.dev.calls();
      expect(byRoute['PUT /admin/changeOrderStatus']).toBe(330);
      expect(byRoute['GET /admin/orders']).toBe(6);

      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      console.log(
        `changeOrdersStatus: 500 orders in parts of 200, 200, 100 in ${seconds(times.reduce((a, b) => a + b, 0))} s (${times.map(seconds).join(' + ')}): ` +
          `CHANGED ${count('result', 'CHANGED')}, REFUSED ${count('result', 'REFUSED')} (ALREADY_THERE ${count('reason', 'ALREADY_THERE')}, CANCELLED ${count('reason', 'CANCELLED')}), ` +
          `NOT_CHANGED ${count('result', 'NOT_CHANGED')} (GATEWAY_FAILED), IN_DOUBT ${count('result', 'IN_DOUBT')} (NO_ANSWER)`,
      );
    },
  );

  it("cancels orders in every status through the gateway's cancel, one call each; a cancelled one is refused unsent", async () => {
    const [confirmed, inProcess, delivered, returned, exchanged, cancelled] = (await newOrders(bff, 6)).map(
      (o) => o._id,
    ) as [string, string, string, string, string, string];
    const answer = await bulk([confirmed, inProcess, delivered, returned, exchanged, cancelled], 'CANCELLED');
    expect(answer).toEqual({
      message: '5 changed to cancelled, 1 refused.',
      outcomes: [
        changed(confirmed, 'CONFIRMED', 'CANCELLED'),
        changed(inProcess, 'IN_PROCESS', 'CANCELLED'),
        changed(delivered, 'DELIVERED', 'CANCELLED'),
        changed(returned, 'RETURNED', 'CANCELLED'),
        changed(exchanged, 'EXCHANGED', 'CANCELLED'),
        alreadyThere(cancelled, 'CANCELLED'),
      ],
    });
    const { byRoute } = await bff.dev.calls();
    for (const id of [confirmed, inProcess, delivered, returned, exchanged]) {
      expect(byRoute[`PUT /order/cancelOrder/${id}`]).toBe(1);
      expect(statusAtStandIn(bff, id)).toBe('CANCELLED');
    }
    expect(await gatewayWrites(bff)).toBe(5);
  });

  it('answers an unknown id REFUSED NOT_FOUND while the others change, reading the list once before and once after', async () => {
    const [a, b] = (await newOrders(bff, 12)).filter((o) => o.status === 'confirmed').map((o) => o._id) as [
      string,
      string,
    ];
    await bff.dev.resetCalls();
    expect(await bulk([a, UNKNOWN_ID, b], 'DELIVERED')).toEqual({
      message: '2 changed to delivered, 1 refused.',
      outcomes: [changed(a, 'CONFIRMED', 'DELIVERED'), notFound, changed(b, 'CONFIRMED', 'DELIVERED')],
    });
    const { byRoute } = await bff.dev.calls();
    expect(byRoute['GET /admin/orders']).toBe(2);
    expect(Object.keys(byRoute).filter((route) => route.startsWith('GET /order/getOrderDetail'))).toEqual([]);
    expect([a, b].map((id) => statusAtStandIn(bff, id))).toEqual(['DELIVERED', 'DELIVERED']);
  });

  it('refuses no ids, more than 200 and an id named twice (BAD_USER_INPUT on ids); nothing is read or written', async () => {
    const [a, b] = (await newOrders(bff, 2)).map((o) => o._id) as [string, string];
    await bff.dev.resetCalls();
    const expectBadIds = (result: GraphQLResult, problem: { message: string; rule: string; limit?: number }) => {
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toBe(`ids: ${problem.message}`);
      expect(result.errors![0]!.extensions!.fields).toEqual([{ field: 'ids', ...problem }]);
      expect(result.data ?? null).toBeNull();
    };
    const many = Array.from({ length: 201 }, (_, n) => n.toString(16).padStart(24, '0'));
    expectBadIds(await admin.gql(BULK, { ids: [], status: 'IN_PROCESS' }), {
      message: 'must name at least one order',
      rule: 'TOO_FEW',
      limit: 1,
    });
    expectBadIds(await admin.gql(BULK, { ids: many, status: 'IN_PROCESS' }), {
      message: 'must name at most 200 orders: send more in parts',
      rule: 'TOO_MANY',
      limit: 200,
    });
    expectBadIds(await admin.gql(BULK, { ids: [a, b, a], status: 'IN_PROCESS' }), {
      message: 'must name each order once',
      rule: 'REFUSED',
    });

    const { byRoute } = await bff.dev.calls();
    expect(Object.keys(byRoute).filter((route) => route !== 'GET /user')).toEqual([]);
    expect([statusAtStandIn(bff, a), statusAtStandIn(bff, b)]).toEqual(['CONFIRMED', 'IN_PROCESS']);
  });

  it('refuses a marketer (FORBIDDEN) and an anonymous visitor (UNAUTHENTICATED), for the change and for orderSelection; nothing is written', async () => {
    const [a] = (await newOrders(bff, 1)).map((o) => o._id) as [string];
    await bff.dev.resetCalls();
    const marketer = await sita.gql(BULK, { ids: [a], status: 'IN_PROCESS' });
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.errors![0]!.message).toBe('This is for admins only.');
    expect(codeOf(await bff.anonymous().gql(BULK, { ids: [a], status: 'IN_PROCESS' }))).toBe('UNAUTHENTICATED');
    const selection = await sita.gql(SELECTION, { status: 'CONFIRMED' });
    expect(codeOf(selection)).toBe('FORBIDDEN');
    expect(selection.data ?? null).toBeNull();
    expect(codeOf(await bff.anonymous().gql(SELECTION, {}))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(statusAtStandIn(bff, a)).toBe('CONFIRMED');
  });

  it('announces one live order event per changed order to a subscribed admin, none for those refused or not changed', async () => {
    const LIVE = graphql(`
      subscription BulkLive {
        live {
          __typename
          ... on OrderEvent {
            orderChange
            previousOrderStatus
            order {
              id
              status
            }
          }
          ... on ProductEvent {
            product {
              id
              status
            }
          }
        }
      }
    `);
    const watching = await bff.signIn('admin@demo.test');
    const live = subscribe(bff.url, watching.cookie, LIVE);
    const product = dbOf(bff).products.find((p) => p.status === 'available')!._id;
    try {
      await untilLive(admin, product, [live]);
      const ids = (await newOrders(bff, 12)).map((o) => o._id);
      await bff.dev.fault({ mode: 'status500', path: '/admin/changeOrderStatus', times: 1 });
      const answer = await bulk(ids, 'EXCHANGED');
      // Two already exchanged, two cancelled, one failed.
      expect(answer.message).toBe('7 changed to exchanged, 4 refused, 1 not changed.');
      // A fence: the product's change is announced after every order event of the change.
      expect((await admin.gql(SET_PRODUCT_STATUS, { id: product, status: 'OUT_OF_STOCK' })).errors).toBeUndefined();
      const events: BulkLiveSubscription['live'][] = [];
      for (
        let event = (await live.next()).data.live;
        event.__typename === 'OrderEvent';
        event = (await live.next()).data.live
      )
        events.push(event);
      expect(events).toHaveLength(7);
      expect(events).toEqual(
        expect.arrayContaining(
          answer.outcomes
            .filter((o) => o.result === 'CHANGED')
            .map((o) => ({
              __typename: 'OrderEvent',
              orderChange: 'STATUS_CHANGED',
              previousOrderStatus: o.previousStatus,
              order: { id: o.id, status: 'EXCHANGED' },
            })),
        ),
      );
      expect((await admin.gql(SET_PRODUCT_STATUS, { id: product, status: 'AVAILABLE' })).errors).toBeUndefined();
    } finally {
      await live.close();
    }
  });
});

describe('orderSelection', () => {
  const PAGE = graphql(`
    query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {
      orders(status: $status, search: $search, first: 50, after: $after) {
        edges {
          node {
            id
            status
            createdAt
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `);

  /** Every row a list shows, page by page. */
  async function listed(filter: Omit<BulkOrdersPageQueryVariables, 'after'>) {
    const rows: { id: string; status: OrderStatus; createdAt: string }[] = [];
    let after: string | null = null;
    do {
      const page: GraphQLResult<BulkOrdersPageQuery> = await admin.gql(PAGE, { ...filter, after });
      expect(page.errors).toBeUndefined();
      rows.push(...nodes(page.data!.orders));
      after = page.data!.orders.pageInfo.hasNextPage ? page.data!.orders.pageInfo.endCursor : null;
    } while (after);
    return rows;
  }

  it("answers the orders of a tab, a search, both or every order, newest first, as the list's pages show them", async () => {
    await newOrders(bff, 300);
    const filters: Omit<BulkOrdersPageQueryVariables, 'after'>[] = [
      { status: 'CONFIRMED' },
      { search: 'Pokhara' },
      { status: 'DELIVERED', search: 'Sunita' },
      {},
    ];
    const answers = [];
    for (const filter of filters) {
      const rows = await listed(filter);
      expectNewestFirst(rows.map((row) => row.createdAt));
      const selection = await admin.gql(SELECTION, filter);
      expect(selection.errors).toBeUndefined();
      expect(selection.data!.orderSelection).toEqual(rows.map(({ id, status }) => ({ id, status })));
      answers.push(selection.data!.orderSelection);
    }
    const [tab, search, both, all] = answers as [Selected[], Selected[], Selected[], Selected[]];
    expect(tab).toHaveLength(dbOf(bff).orders.filter((o) => o.status === 'confirmed').length);
    expect(tab.every((o) => o.status === 'CONFIRMED')).toBe(true);
    expect(tab.length).toBeGreaterThan(50);
    expect(search.length).toBeGreaterThan(50);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((o) => o.status === 'DELIVERED')).toBe(true);
    expect(all).toHaveLength(dbOf(bff).orders.length);
    expect(all.map((o) => o.status)).toEqual(all.map((o) => statusAtStandIn(bff, o.id)));
  });
});
