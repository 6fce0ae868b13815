import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './gql/index.ts';
import type { AddOrderInput, TypedDocumentString } from './gql/graphql.ts';
import { pngFile, type GraphQLResult, type Session } from './harness.ts';
import { admin, bff, proxy, sita, useBffBehindProxy } from './proxied-world.ts';
import { availableProductOf, dbOf, userByEmail } from './stand-in-data.ts';

/**
 * Writes at most once: mutations sent with an Idempotency-Key, against a gateway (the stand-in
 * behind a proxy) that acts and then answers late, or never.
 */

const ADD = graphql(`
  mutation IdempotencyAddOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
        customer {
          name
        }
        status
      }
    }
  }
`);
const STATUS = graphql(`
  mutation IdempotencyStartOrder($id: ID!) {
    changeOrderStatus(id: $id, status: IN_PROCESS) {
      order {
        id
        status
      }
    }
  }
`);

useBffBehindProxy({ WRITE_SETTLE_SECONDS: '1' });

/**
 * Takes over the clock's date (timers stay real, and the date keeps running): `pastSettling()`
 * moves it past WRITE_SETTLE_SECONDS, after which a write held back in doubt cannot arrive any more.
 */
function settlingClock(): { pastSettling(): void } {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  return { pastSettling: () => vi.setSystemTime(Date.now() + 1_100) };
}
afterEach(() => {
  vi.useRealTimers();
});

function orderInput(customerName: string, price?: number): AddOrderInput {
  const product = availableProductOf(bff, 'sita@demo.test');
  return {
    productId: product._id,
    quantity: 1,
    price: price ?? product.price,
    customerName,
    customerPhone: '9841000002',
    customerLocation: 'Pokhara',
  };
}

const codeOf = (answer: Pick<GraphQLResult<unknown>, 'errors'>) => answer.errors?.[0]?.extensions?.code;

const ordersOf = (customerName: string) => dbOf(bff).orders.filter((o) => o.customerName === customerName);

type Sent<T> = (GraphQLResult<T> & { replayed: boolean }) | null;

/** One POST to /graphql as `session` of a typed operation, with an Idempotency-Key; gives up after `timeoutMs` (then null). */
function send<R, V>(
  session: Session,
  document: TypedDocumentString<R, V>,
  variables: V,
  key: string | undefined,
  timeoutMs = 10_000,
): Promise<Sent<R>> {
  return post<R>(session, document.toString(), variables, key, timeoutMs);
}

/** One POST to /graphql as `session` of a query string as it is, with an Idempotency-Key; gives up after `timeoutMs` (then null). */
async function post<T>(
  session: Session,
  query: string,
  variables: unknown,
  key: string | undefined,
  timeoutMs = 10_000,
): Promise<Sent<T>> {
  try {
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: session.cookie!,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const parsed = JSON.parse(text) as Pick<GraphQLResult<T>, 'data' | 'errors'>;
    return {
      status: response.status,
      ...parsed,
      headers: response.headers,
      text,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return null;
    throw error;
  }
}

/** Sends until the answer is neither lost nor in doubt, as the web client's link does. */
async function sendUntilSettled<R, V>(
  session: Session,
  document: TypedDocumentString<R, V>,
  variables: V,
  key: string,
  firstTimeoutMs: number,
) {
  let answer = await send(session, document, variables, key, firstTimeoutMs);
  for (let tries = 0; tries < 40 && (answer === null || codeOf(answer) === 'WRITE_IN_DOUBT'); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    answer = await send(session, document, variables, key);
  }
  return answer!;
}

describe('Idempotency-Key', () => {
  it('a client that gives up on a slow gateway and retries with its key places each order once', async () => {
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/order/addOrder' ? { holdMs: 1_200 } : undefined;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        sendUntilSettled(sita, ADD, { input: orderInput(`Slow ${n}`) }, `slow-${n}`, 400),
      ),
    );
    for (const [n, answer] of answers.entries()) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.addOrder.order.customer.name).toBe(`Slow ${n}`);
      expect(ordersOf(`Slow ${n}`).map((o) => o._id)).toEqual([answer.data!.addOrder.order.id]);
    }
    expect((await bff.dev.calls()).byRoute['POST /order/addOrder']).toBe(10);
  });

  it('a repeat of a finished write answers the first answer, and the gateway hears it once', async () => {
    const first = await send(sita, ADD, { input: orderInput('Twice') }, 'twice-1');
    const again = await send(sita, ADD, { input: orderInput('Twice') }, 'twice-1');
    expect(first!.errors).toBeUndefined();
    expect(again!.text).toBe(first!.text);
    expect(again!.replayed).toBe(true);
    expect(ordersOf('Twice')).toHaveLength(1);
    expect((await bff.dev.calls()).byRoute['POST /order/addOrder']).toBe(1);
  });

  it('five requests with one key at once: one order, and all five answer it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(sita, ADD, { input: orderInput('Same Key') }, 'same-key')),
    );
    const ids = new Set(answers.map((a) => a!.data?.addOrder.order.id));
    expect(ids.size).toBe(1);
    expect(ordersOf('Same Key').map((o) => o._id)).toEqual([...ids]);
  });

  it('an order without a key is refused, naming the header, and nothing is written', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(sita, ADD, { input: orderInput('No Key') }, undefined)),
    );
    for (const answer of answers) {
      expect(answer!.status).toBe(400);
      expect(answer!.errors![0]).toMatchObject({
        message:
          'addOrder needs an Idempotency-Key header (one per intended action, sent again unchanged with every retry), so that a retry cannot make it twice.',
        extensions: { code: 'BAD_REQUEST', header: 'Idempotency-Key' },
      });
    }
    expect(ordersOf('No Key')).toEqual([]);
  });

  it('an answer lost after the gateway acted is WRITE_IN_DOUBT; the retry finds the order instead of placing another', async () => {
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/order/addOrder' ? { drop: 'answer' } : undefined;
    const lost = await send(sita, ADD, { input: orderInput('Lost Answer') }, 'lost-1');
    expect(codeOf(lost!)).toBe('WRITE_IN_DOUBT');
    expect(lost!.errors![0]!.message).toBe(
      "The marketplace service did not confirm this change, so it may have been made. We are checking: don't send it again.",
    );
    proxy.intercept = () => undefined;
    const retried = await send(sita, ADD, { input: orderInput('Lost Answer') }, 'lost-1');
    expect(retried!.errors).toBeUndefined();
    expect(ordersOf('Lost Answer').map((o) => o._id)).toEqual([retried!.data!.addOrder.order.id]);
    expect((await bff.dev.calls()).byRoute['POST /order/addOrder']).toBe(1);
  });

  it('a write in doubt stays in doubt while its retry cannot read: the next retry finds the order, never places a second', async () => {
    const clock = settlingClock();
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/order/addOrder' ? { drop: 'answer' } : undefined;
    expect(codeOf((await send(sita, ADD, { input: orderInput('Unread') }, 'unread-1'))!)).toBe('WRITE_IN_DOUBT');
    proxy.intercept = (method) => (method === 'GET' ? { drop: 'call' } : undefined);
    const unread = await send(sita, ADD, { input: orderInput('Unread') }, 'unread-1');
    expect(codeOf(unread!)).toBe('WRITE_IN_DOUBT');
    proxy.intercept = () => undefined;
    clock.pastSettling();
    const found = await send(sita, ADD, { input: orderInput('Unread') }, 'unread-1');
    expect(found!.errors).toBeUndefined();
    expect(ordersOf('Unread').map((o) => o._id)).toEqual([found!.data!.addOrder.order.id]);
    expect(proxy.seen.filter((call) => call === 'POST /order/addOrder')).toHaveLength(1);
  });

  it('a write in doubt that did not happen is held back until it cannot arrive any more, then made once', async () => {
    const clock = settlingClock();
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/order/addOrder' ? { drop: 'call' } : undefined;
    const lost = await send(sita, ADD, { input: orderInput('Never Arrived') }, 'never-1');
    expect(codeOf(lost!)).toBe('WRITE_IN_DOUBT');
    proxy.intercept = () => undefined;
    const soon = await send(sita, ADD, { input: orderInput('Never Arrived') }, 'never-1');
    expect(codeOf(soon!)).toBe('WRITE_IN_DOUBT');
    expect(proxy.seen.filter((call) => call === 'POST /order/addOrder')).toHaveLength(1);
    clock.pastSettling();
    const later = await send(sita, ADD, { input: orderInput('Never Arrived') }, 'never-1');
    expect(later!.errors).toBeUndefined();
    expect(ordersOf('Never Arrived')).toHaveLength(1);
    expect(proxy.seen.filter((call) => call === 'POST /order/addOrder')).toHaveLength(2);
  });

  it('a status change whose answer was lost answers the changed order on retry, without writing again', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const order = dbOf(bff).orders.find((o) => o.orderFrom === record._id && o.status === 'confirmed')!;
    proxy.intercept = (method, path) =>
      method === 'PUT' && path === '/admin/changeOrderStatus' ? { drop: 'answer' } : undefined;
    const lost = await send(admin, STATUS, { id: order._id }, 'status-1');
    expect(codeOf(lost!)).toBe('WRITE_IN_DOUBT');
    proxy.intercept = () => undefined;
    const retried = await send(admin, STATUS, { id: order._id }, 'status-1');
    expect(retried!.errors).toBeUndefined();
    expect(retried!.data!.changeOrderStatus.order).toEqual({ id: order._id, status: 'IN_PROCESS' });
    const writes = Object.entries((await bff.dev.calls()).byRoute).filter(([route]) => !route.startsWith('GET '));
    expect(writes).toHaveLength(1);
  });

  it('a product whose answer was lost is found by the retry, not added twice', async () => {
    const clock = settlingClock();
    const ADD_PRODUCT = graphql(`
      mutation IdempotencyAddProduct($input: AddProductInput!) {
        addProduct(input: $input) {
          product {
            id
            name
          }
        }
      }
    `);
    const input = { name: 'Lost Lamp', price: 1500, commissionRate: 10, description: 'A lamp.', images: [null] };
    const add = () =>
      admin.upload(ADD_PRODUCT, { input }, [pngFile('input.images.0', 'L')], {
        headers: { 'idempotency-key': 'lamp-1' },
      });
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/admin/addProduct' ? { drop: 'answer' } : undefined;
    expect(codeOf(await add())).toBe('WRITE_IN_DOUBT');
    proxy.intercept = () => undefined;
    clock.pastSettling();
    const found = await add();
    expect(found.errors).toBeUndefined();
    expect(
      dbOf(bff)
        .products.filter((p) => p.productName === 'Lost Lamp')
        .map((p) => p._id),
    ).toEqual([found.data!.addProduct.product.id]);
    expect(proxy.seen.filter((call) => call === 'POST /admin/addProduct')).toHaveLength(1);
  });

  it('a refusal that wrote nothing gives the key back: the corrected request runs under it', async () => {
    const refused = await send(sita, ADD, { input: orderInput('Corrected', 1) }, 'corrected-1');
    expect(codeOf(refused!)).toBe('BAD_USER_INPUT');
    const placed = await send(sita, ADD, { input: orderInput('Corrected') }, 'corrected-1');
    expect(placed!.errors).toBeUndefined();
    expect(ordersOf('Corrected')).toHaveLength(1);
  });

  it('a key used for another request is refused, and nothing is written', async () => {
    expect((await send(sita, ADD, { input: orderInput('Key Owner') }, 'reused-1'))!.errors).toBeUndefined();
    const other = await send(sita, ADD, { input: orderInput('Key Thief') }, 'reused-1');
    expect(other!.status).toBe(422);
    expect(other!.errors![0]).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(ordersOf('Key Thief')).toHaveLength(0);
  });

  it('a key outlives the session: signed in again, the retry of an order in doubt finds it instead of placing another', async () => {
    const clock = settlingClock();
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/order/addOrder' ? { drop: 'answer' } : undefined;
    expect(codeOf((await send(sita, ADD, { input: orderInput('Signed In Again') }, 'again-1'))!)).toBe(
      'WRITE_IN_DOUBT',
    );
    proxy.intercept = () => undefined;
    clock.pastSettling();
    const again = await bff.signIn('sita@demo.test');
    const found = await send(again, ADD, { input: orderInput('Signed In Again') }, 'again-1');
    expect(found!.errors).toBeUndefined();
    expect(ordersOf('Signed In Again').map((o) => o._id)).toEqual([found!.data!.addOrder.order.id]);
  });

  it('keys of different callers never meet, and one key covers one mutation field', async () => {
    const two = await post(sita, `mutation { a: logout b: logout }`, {}, 'two-fields');
    expect(two!.status).toBe(400);
    expect(two!.errors![0]!.message).toBe(
      'An Idempotency-Key covers one mutation: send one mutation field per request.',
    );
    const ram = await bff.signIn('ram@demo.test');
    const mine = await send(sita, ADD, { input: orderInput('Shared Key') }, 'shared-key');
    const theirs = await send(ram, ADD, { input: orderInput('Shared Key') }, 'shared-key');
    expect(theirs!.replayed).toBe(false);
    expect(theirs!.data?.addOrder.order.id).not.toBe(mine!.data!.addOrder.order.id);
  });
});
