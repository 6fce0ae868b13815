import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { AddOrderInput } from './gql/graphql.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';
import { availableProductOf, dbOf, userByEmail } from './stand-in-data.ts';

/**
 * What an Idempotency-Key keeps: what the write made (ids, a message), not its answer, in a real
 * redis-server; a repeat is answered from it, read again as it is now, and writes nothing.
 */

const ADD = graphql(`
  mutation OutcomeAdd($input: AddOrderInput!) {
    addOrder(input: $input) {
      message
      order {
        id
        status
        customer {
          name
        }
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation OutcomeChange($id: ID!) {
    changeOrderStatus(id: $id, status: IN_PROCESS) {
      order {
        id
        status
      }
    }
  }
`);
const SHARE = graphql(`
  mutation OutcomeShare($input: ShareProductInput!) {
    shareProduct(input: $input) {
      id
      url
      price
    }
  }
`);
const MINE = graphql(`
  mutation OutcomeMine($productId: ID!) {
    addToMyProducts(productId: $productId) {
      message
      product {
        id
        inMyList
      }
    }
  }
`);
const MARK = graphql(`
  mutation OutcomeMark {
    markInboxRead {
      unread
    }
  }
`);

/** An editOrder that asks for its tab 15 times over, 66 rows each: a large answer from a small write. */
const LARGE_EDIT = `mutation OutcomeLargeEdit($id: ID!, $input: EditOrderInput!) {
  editOrder(id: $id, input: $input) {
    order { id customer { name } }
    ${Array.from({ length: 15 }, (_, n) => `t${n}: tab(first: 66) { edges { node { id customer { name phone location } product { name } } } }`).join('\n    ')}
  }
}`;

let redis: RunningRedis;
let bff: TestBff;
let client: Redis;
let sita: Session;
let admin: Session;

beforeAll(async () => {
  redis = await startRedis();
  bff = await startBff({ REDIS_URL: redis.url });
  client = new Redis(redis.url);
  [sita, admin] = await Promise.all([bff.signIn('sita@demo.test'), bff.signIn('admin@demo.test')]);
}, 30_000);
afterAll(async () => {
  client.disconnect();
  await bff.close();
  await redis.stop();
});

function orderInput(customerName: string): AddOrderInput {
  const product = availableProductOf(bff, 'sita@demo.test');
  return {
    productId: product._id,
    quantity: 1,
    price: product.price,
    customerName,
    customerPhone: '9841000002',
    customerLocation: 'Pokhara',
  };
}

/** An available product that was not in Sita's list when first asked. */
let notMineYet: string | undefined;
function notMine(): string {
  const record = userByEmail(bff, 'sita@demo.test');
  return (notMineYet ??= dbOf(bff).products.find(
    (p) => !record.myProducts.includes(p._id) && p.status === 'available',
  )!._id);
}

/** The record Redis keeps under a key of Sita's (there is one per key). */
async function keptUnder(key: string): Promise<string> {
  const names = await client.keys(`bikri:write:*:${key}`);
  expect(names).toHaveLength(1);
  return (await client.get(names[0]!))!;
}

describe('a repeat of a finished keyed write', () => {
  it('is answered with the order as it is now, and places nothing', async () => {
    const first = await sita.gql(ADD, { input: orderInput('Read Again') }, { 'idempotency-key': 'read-again' });
    const { id } = first.data!.addOrder.order;
    expect(first.data!.addOrder).toEqual({
      message: 'Order placed',
      order: { id, status: 'CONFIRMED', customer: { name: 'Read Again' } },
    });
    expect((await admin.gql(CHANGE, { id })).errors).toBeUndefined();
    await bff.dev.resetCalls();
    const again = await sita.gql(ADD, { input: orderInput('Read Again') }, { 'idempotency-key': 'read-again' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data!.addOrder).toEqual({
      message: 'Order placed',
      order: { id, status: 'IN_PROCESS', customer: { name: 'Read Again' } },
    });
    const { byRoute } = await bff.dev.calls();
    expect(Object.keys(byRoute).filter((route) => !route.startsWith('GET '))).toEqual([]);
    expect(dbOf(bff).orders.filter((o) => o.customerName === 'Read Again')).toHaveLength(1);
  });

  it('keeps a few hundred bytes, whatever the request selected', async () => {
    const order = dbOf(bff).orders.find(
      (o) => o.orderFrom === userByEmail(bff, 'sita@demo.test')._id && o.status === 'confirmed',
    )!;
    const input = {
      quantity: order.qty,
      price: order.price,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerLocation: order.customerLocation,
    };
    const first = await sita.raw(LARGE_EDIT, { id: order._id, input }, { 'idempotency-key': 'large-edit' });
    expect(first.errors).toBeUndefined();
    expect(first.text.length).toBeGreaterThan(5_000);
    const kept = await keptUnder('large-edit');
    expect(kept.length).toBeLessThan(400);
    expect(JSON.parse((JSON.parse(kept) as { outcome: string }).outcome)).toEqual({
      message: 'Order updated',
      order: { $ref: 'order', id: order._id },
    });
    const again = await sita.raw(LARGE_EDIT, { id: order._id, input }, { 'idempotency-key': 'large-edit' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
  });

  it.each([
    [
      'shareProduct',
      () =>
        sita.gql(
          SHARE,
          { input: { productId: orderInput('x').productId, language: 'EN' } },
          { 'idempotency-key': 'each-share' },
        ),
    ],
    ['addToMyProducts', () => sita.gql(MINE, { productId: notMine() }, { 'idempotency-key': 'each-mine' })],
    ['markInboxRead', () => sita.gql(MARK, {}, { 'idempotency-key': 'each-mark' })],
  ])('of %s answers as the first did while nothing changed', async (_name, send) => {
    const first = await send();
    expect(first.errors).toBeUndefined();
    const again = await send();
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
  });
});
