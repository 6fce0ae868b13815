import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { OrderStatus } from './gql/graphql.ts';
import { gatewayWrites } from './harness.ts';
import { dbOf } from './stand-in-data.ts';
import { BULK, changed, newOrders, recordOf, statusAtStandIn } from './orders-bulk-world.ts';
import { admin, bff, proxy, useBffBehindProxy } from './proxied-world.ts';

/**
 * A bulk status change (`changeOrdersStatus`) when things go wrong: the orders cannot be read
 * first or back, the gateway refuses some, the request runs short of time, and the same change
 * is sent again under its Idempotency-Key. The stand-in is behind a proxy that can lose calls; each test
 * changes orders it creates with the stand-in's order generator.
 */

useBffBehindProxy();

const newOrderIds = async (count: number) => (await newOrders(bff, count)).map((o) => o._id);

async function bulk(ids: readonly string[], status: OrderStatus) {
  const result = await admin.gql(BULK, { ids: [...ids], status });
  expect(result.errors).toBeUndefined();
  return result.data!.changeOrdersStatus;
}

describe('changeOrdersStatus, when things go wrong', () => {
  it('fails as a whole when the orders cannot be read first; nothing is written', async () => {
    const ids = await newOrderIds(3);
    await bff.dev.resetCalls();
    await bff.dev.fault({ mode: 'status500', path: '/admin/orders' });
    const result = await admin.gql(BULK, { ids, status: 'RETURNED' });
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toMatchObject([
      {
        message: 'The marketplace service is unavailable right now. Please try again shortly.',
        path: ['changeOrdersStatus'],
        extensions: { code: 'GATEWAY_UNAVAILABLE' },
      },
    ]);
    expect(await gatewayWrites(bff)).toBe(0);
    await bff.dev.clearFault();
    expect(ids.map((id) => statusAtStandIn(bff, id))).toEqual(['CONFIRMED', 'IN_PROCESS', 'DELIVERED']);
  });

  it("answers the gateway's own words for a change it refuses (GATEWAY_REFUSED), and an order someone else moved meanwhile as CHANGED", async () => {
    const [requested, paid] = (['pending', 'sent'] as const).map(
      (status) => dbOf(bff).payments.find((p) => p.status === status)!.orders[0]!,
    ) as [string, string];
    const created = await newOrderIds(7);
    const [confirmed, movedMeanwhile] = [created[0]!, created[6]!];
    expect([requested, paid].map((id) => statusAtStandIn(bff, id))).toEqual(['DELIVERED', 'DELIVERED']);
    // Another admin moves an order the moment the first change reaches the gateway.
    let moved = false;
    proxy.intercept = (method) => {
      if (method === 'PUT' && !moved) {
        moved = true;
        recordOf(bff, movedMeanwhile).status = 'inProcess';
      }
      return undefined;
    };
    const answer = await bulk([requested, confirmed, paid, movedMeanwhile], 'IN_PROCESS');
    expect(answer).toEqual({
      message: '2 changed to in process, 2 refused.',
      outcomes: [
        {
          id: requested,
          result: 'REFUSED',
          reason: 'GATEWAY_REFUSED',
          message: 'The commission of this order is in a payment request',
          previousStatus: 'DELIVERED',
          order: { id: requested, status: 'DELIVERED' },
        },
        changed(confirmed, 'CONFIRMED', 'IN_PROCESS'),
        {
          id: paid,
          result: 'REFUSED',
          reason: 'GATEWAY_REFUSED',
          message: 'The commission of this order has already been paid',
          previousStatus: 'DELIVERED',
          order: { id: paid, status: 'DELIVERED' },
        },
        changed(movedMeanwhile, 'CONFIRMED', 'IN_PROCESS'),
      ],
    });
    expect((await bff.dev.calls()).byRoute['PUT /admin/changeOrderStatus']).toBe(4);
    expect([requested, paid].map((id) => statusAtStandIn(bff, id))).toEqual(['DELIVERED', 'DELIVERED']);
  });

  it('answers each order by its write alone, without the order, when reading them back fails', async () => {
    const ids = (await newOrderIds(78)).filter((_, n) => n % 6 === 0);
    expect(ids).toHaveLength(13);
    let written = false;
    proxy.intercept = (method, path) => {
      if (method === 'PUT') written = true;
      return written && method === 'GET' && path === '/admin/orders' ? { drop: 'call' } : undefined;
    };
    await bff.dev.fault({ mode: 'status500', path: '/admin/changeOrderStatus', times: 1 });
    const answer = await bulk(ids, 'DELIVERED');
    expect(answer.message).toBe('12 changed to delivered, 1 not changed.');
    expect(answer.outcomes.map((o) => o.id)).toEqual(ids);
    for (const outcome of answer.outcomes) {
      expect(outcome).toEqual(
        statusAtStandIn(bff, outcome.id) === 'DELIVERED'
          ? { ...changed(outcome.id, 'CONFIRMED', 'DELIVERED'), order: null }
          : {
              id: outcome.id,
              result: 'NOT_CHANGED',
              reason: 'GATEWAY_FAILED',
              message: 'The marketplace service failed; it was not changed.',
              previousStatus: 'CONFIRMED',
              order: null,
            },
      );
    }
  });

  describe('with a request deadline of 3 s', () => {
    useBffBehindProxy({ REQUEST_TIMEOUT_MS: '3000' });

    it('starts no order after half of it: the later ones are NOT_CHANGED / OUT_OF_TIME and unsent, and the answer comes before the deadline', async () => {
      const ids = (await newOrderIds(240)).filter((_, n) => n % 6 === 0);
      expect(ids).toHaveLength(40);
      // Each change takes 0.4 s: six at a time, at most four rounds start within 1.5 s.
      await bff.dev.fault({ mode: 'delay', ms: 400, path: '/admin/changeOrderStatus' });
      const started = performance.now();
      const answer = await bulk(ids, 'IN_PROCESS');
      expect(performance.now() - started).toBeLessThan(3_000);

      // In the order named: those started in time changed, and every one after them was not sent.
      const sent = answer.outcomes.findIndex((o) => o.result !== 'CHANGED');
      expect(sent).toBeGreaterThanOrEqual(6);
      expect(sent).toBeLessThanOrEqual(24);
      expect(answer.message).toBe(`${sent} changed to in process, ${40 - sent} not changed.`);
      expect(answer.outcomes).toEqual(
        ids.map((id, n) =>
          n < sent
            ? changed(id, 'CONFIRMED', 'IN_PROCESS')
            : {
                id,
                result: 'NOT_CHANGED',
                reason: 'OUT_OF_TIME',
                message: 'Not sent: the request ran out of time.',
                previousStatus: 'CONFIRMED',
                order: { id, status: 'CONFIRMED' },
              },
        ),
      );
      expect(ids.map((id) => statusAtStandIn(bff, id))).toEqual(
        ids.map((_, n) => (n < sent ? 'IN_PROCESS' : 'CONFIRMED')),
      );
      expect((await bff.dev.calls()).byRoute['PUT /admin/changeOrderStatus']).toBe(sent);
    });
  });
});

describe('changeOrdersStatus with an Idempotency-Key', () => {
  it('sent twice with one key, answers the first answer again and writes nothing the second time', async () => {
    const ids = await newOrderIds(6);
    const key = { 'idempotency-key': 'bulk-twice' };
    const first = await admin.gql(BULK, { ids, status: 'DELIVERED' }, key);
    expect(first.errors).toBeUndefined();
    expect(first.data!.changeOrdersStatus.message).toBe('4 changed to delivered, 2 refused.');
    expect(ids.map((id) => statusAtStandIn(bff, id))).toEqual([
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'CANCELLED',
    ]);

    await bff.dev.resetCalls();
    const again = await admin.gql(BULK, { ids, status: 'DELIVERED' }, key);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The orders are read again, as they are now; none is written.
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('a retry that resumes an attempt in doubt answers the orders that attempt moved as CHANGED from where they were, and sends none again', async () => {
    const WITH_IMAGES = graphql(`
      mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {
        changeOrdersStatus(ids: $ids, status: $status) {
          message
          outcomes {
            id
            result
            reason
            previousStatus
            order {
              id
              status
              product {
                images
              }
            }
          }
        }
      }
    `);
    const [confirmed, , delivered, returned, , cancelled] = (await newOrderIds(6)) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const ids = [confirmed, delivered, returned, cancelled];
    const key = { 'idempotency-key': 'bulk-in-doubt' };
    const send = () => admin.gql(WITH_IMAGES, { ids, status: 'RETURNED' }, key);
    const outcomesOf = (result: Awaited<ReturnType<typeof send>>) =>
      result.data!.changeOrdersStatus.outcomes.map((o) => [
        o.id,
        o.result,
        o.reason,
        o.previousStatus,
        o.order?.status,
      ]);
    const expected = [
      [confirmed, 'CHANGED', null, 'CONFIRMED', 'RETURNED'],
      [delivered, 'CHANGED', null, 'DELIVERED', 'RETURNED'],
      [returned, 'REFUSED', 'ALREADY_THERE', 'RETURNED', 'RETURNED'],
      [cancelled, 'REFUSED', 'CANCELLED', 'CANCELLED', 'CANCELLED'],
    ];

    // The first attempt moves the orders, but reading their products for its answer fails: an
    // answer with errors after writes leaves the attempt in doubt.
    proxy.intercept = (method, path) =>
      method === 'GET' && path.startsWith('/product') ? { drop: 'call' } : undefined;
    const first = await send();
    expect(first.errors?.[0]?.extensions?.code).toBe('GATEWAY_UNAVAILABLE');
    expect(outcomesOf(first)).toEqual(expected);
    expect(await gatewayWrites(bff)).toBe(2);

    proxy.intercept = () => undefined;
    await bff.dev.resetCalls();
    const retried = await send();
    expect(retried.errors).toBeUndefined();
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.data!.changeOrdersStatus.message).toBe('2 changed to returned, 2 refused.');
    expect(outcomesOf(retried)).toEqual(expected);
    expect(await gatewayWrites(bff)).toBe(0);
    expect(ids.map((id) => statusAtStandIn(bff, id))).toEqual(['RETURNED', 'RETURNED', 'RETURNED', 'CANCELLED']);
  });
});
