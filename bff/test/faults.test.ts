import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '../src/gateway/errors.ts';
import { graphql } from './gql/index.ts';
import { codeOf, nodes, startBff, type GraphQLResult, type Session, type TestBff } from './harness.ts';
import { captureLogs } from './logs.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * Every stand-in fault switch reaches the client as one friendly error code and
 * message, the BFF keeps serving, GETs are retried once on a dropped connection, writes never.
 * The harness sets GATEWAY_TIMEOUT_MS to 1000.
 */

let bff: TestBff;
let sita: Session;

/**
 * A BFF and stand-in with the seed and Sita signed in, for the tests of the file or of the
 * describe this is called in (`each`: for each test); the outer one is back after them.
 */
function useBff(per: 'all' | 'each' = 'all'): void {
  let outer: [TestBff, Session];
  (per === 'all' ? beforeAll : beforeEach)(async () => {
    outer = [bff, sita];
    bff = await startBff();
    sita = await bff.signIn('sita@demo.test');
    await bff.dev.resetCalls();
  });
  (per === 'all' ? afterAll : afterEach)(async () => {
    await bff.close();
    [bff, sita] = outer;
  });
}

useBff();
beforeEach(async () => {
  await bff.dev.clearFault();
  await bff.dev.resetCalls();
});

const PRODUCTS = graphql(`
  query FaultsProducts {
    products {
      id
      name
    }
  }
`);
const ORDER_IDS = graphql(`
  query FaultsOrderIds {
    orders {
      edges {
        node {
          id
        }
      }
    }
  }
`);

/** No internals: no URL, port, REST path, status line, stack or library name. */
function expectFriendly(result: GraphQLResult, code: string, message: string): void {
  expect(result.status).toBe(200);
  expect(result.data).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0]).toMatchObject({ message, path: ['products'], extensions: { code } });
  expect(result.text).not.toMatch(
    /127\.0\.0\.1|localhost|:\d{4,5}\b|\/user\b|\/product\b|undici|ECONN|socket|timeout error|<html|stacktrace|Internal Server Error|Unexpected (token|end)/i,
  );
  expect(result.text).not.toContain(new URL(bff.gateway.url).port);
}

async function expectServingAgain(): Promise<void> {
  await bff.dev.clearFault();
  const next = await sita.gql(PRODUCTS);
  expect(next.errors).toBeUndefined();
  expect(next.data!.products).toHaveLength(12);
}

describe('fault switches through a GraphQL query', () => {
  it('delay longer than the timeout → GATEWAY_TIMEOUT within about 2 s', async () => {
    await bff.dev.fault({ mode: 'delay', ms: 4_000 });
    const started = performance.now();
    const result = await sita.gql(PRODUCTS);
    const elapsed = performance.now() - started;
    expectFriendly(result, 'GATEWAY_TIMEOUT', GATEWAY_MESSAGES.TIMEOUT);
    expect(result.errors![0]!.message).toBe('The marketplace service took too long to answer. Please try again.');
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(2_000);
    await expectServingAgain();
  });

  it('a delay shorter than the timeout is only slower', async () => {
    await bff.dev.fault({ mode: 'delay', ms: 300 });
    const started = performance.now();
    const result = await sita.gql(PRODUCTS);
    expect(result.errors).toBeUndefined();
    expect(result.data!.products).toHaveLength(12);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ['status500', 'GATEWAY_UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE],
    ['malformed', 'GATEWAY_BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE],
    ['html502', 'GATEWAY_UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE],
    ['drop', 'GATEWAY_UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE],
  ])('%s → %s with the friendly message; the next query succeeds', async (mode, code, message) => {
    await bff.dev.fault({ mode });
    const result = await sita.gql(PRODUCTS);
    expectFriendly(result, code, message);
    expect(message).toMatch(/^The marketplace service .+\.$/);
    await expectServingAgain();
  });

  it('a fault on one path fails only the fields that need it', async () => {
    const admin = await bff.signIn('admin@demo.test');
    await bff.dev.fault({ mode: 'status500', path: '/product' });
    const result = await admin.gql(
      graphql(`
        query FaultsMeAndOrderProducts {
          me {
            email
          }
          orders(first: 100) {
            edges {
              node {
                id
                product {
                  name
                  images
                }
              }
            }
          }
        }
      `),
    );
    expect(result.data!.me).toEqual({ email: 'admin@demo.test' });
    const orders = nodes(result.data!.orders);
    expect(orders).toHaveLength(60);
    expect(orders.every((o) => o.product === null)).toBe(true);
    expect(result.errors!.length).toBe(60);
    expect(
      result.errors!.every(
        (e) => e.extensions?.code === 'GATEWAY_UNAVAILABLE' && e.path?.[0] === 'orders' && e.path[4] === 'product',
      ),
    ).toBe(true);
    // One failed batch for all 60 products, not one call each.
    expect((await bff.dev.calls()).byRoute['GET /product']).toBe(1);
  });
});

describe('retries', () => {
  // Sita's 36 orders are counted here, and two tests write (an order placed, one cancelled late):
  // each test has a BFF and stand-in of its own.
  useBff('each');

  it('retries a read once after a dropped connection, and it succeeds', async () => {
    await bff.dev.fault({ mode: 'drop', path: '/order/getMyOrders', times: 1 });
    const result = await sita.gql(ORDER_IDS);
    expect(result.errors).toBeUndefined();
    expect(nodes(result.data!.orders)).toHaveLength(36);
    expect((await bff.dev.calls()).byRoute['GET /order/getMyOrders']).toBe(2);
  });

  it('retries a read only once: two drops fail it', async () => {
    await bff.dev.fault({ mode: 'drop', path: '/order/getMyOrders', times: 2 });
    const result = await sita.gql(ORDER_IDS);
    expect(codeOf(result)).toBe('GATEWAY_UNAVAILABLE');
    expect((await bff.dev.calls()).byRoute['GET /order/getMyOrders']).toBe(2);
    await bff.dev.clearFault();
    expect((await sita.gql(ORDER_IDS)).errors).toBeUndefined();
  });

  it('never retries a write: a dropped addOrder is sent once, creates no order and is said to be in doubt', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const product = dbOf(bff).products.find((p) => record.myProducts.includes(p._id) && p.status === 'available')!;
    const ADD = graphql(`
      mutation FaultsAddOrder($input: AddOrderInput!) {
        addOrder(input: $input) {
          message
          order {
            id
            customer {
              name
            }
          }
        }
      }
    `);
    const input = {
      productId: product._id,
      quantity: 1,
      price: product.price,
      customerName: 'Retry Probe',
      customerPhone: '9841000001',
      customerLocation: 'Pokhara',
    };
    const ordersBefore = dbOf(bff).orders.length;

    await bff.dev.fault({ mode: 'drop', path: '/order/addOrder', times: 1 });
    const dropped = await sita.gql(ADD, { input });
    expect(codeOf(dropped)).toBe('WRITE_IN_DOUBT');
    expect(dropped.errors![0]!.message).toBe(GATEWAY_MESSAGES.IN_DOUBT);
    expect((await bff.dev.calls()).byRoute['POST /order/addOrder']).toBe(1);
    expect(dbOf(bff).orders).toHaveLength(ordersBefore);
    expect(dbOf(bff).orders.some((o) => o.customerName === 'Retry Probe')).toBe(false);

    // The switch was for one call: the same mutation now places exactly one order.
    const placed = await sita.gql(ADD, { input });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.addOrder.order.customer.name).toBe('Retry Probe');
    expect((await bff.dev.calls()).byRoute['POST /order/addOrder']).toBe(2);
    expect(dbOf(bff).orders.filter((o) => o.customerName === 'Retry Probe')).toHaveLength(1);
  });

  it('never retries a write that times out, and says it may have happened', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const [own] = dbOf(bff).orders.filter((o) => o.orderFrom === record._id && o.status === 'confirmed');
    await bff.dev.fault({ mode: 'delay', ms: 1_500, path: '/order/cancelOrder' });
    const result = await sita.gql(
      graphql(`
        mutation FaultsCancelOrder($id: ID!) {
          cancelOrder(id: $id) {
            order {
              status
            }
          }
        }
      `),
      { id: own!._id },
    );
    expect(codeOf(result)).toBe('WRITE_IN_DOUBT');
    expect((await bff.dev.calls()).byRoute[`PUT /order/cancelOrder/${own!._id}`]).toBe(1);
  });
});

describe('answers the BFF cannot trust', () => {
  it('an order status the gateway sends that the contract does not list fails the list, named in the answer and the log', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const order = dbOf(bff).orders.find((o) => o.orderFrom === record._id && o.status === 'confirmed')!;
    const logs = captureLogs();
    // The stand-in never stores such a status itself: set it as another gateway might send it.
    Object.assign(order, { status: 'onHold' });
    try {
      const result = await sita.gql(
        graphql(`
          query FaultsOrderStatuses {
            orders(first: 5) {
              edges {
                node {
                  id
                  status
                }
              }
            }
          }
        `),
      );
      expect(codeOf(result)).toBe('GATEWAY_BAD_RESPONSE');
      expect(result.errors![0]!.message).toBe('The marketplace service sent an order status we do not know: "onHold".');
      const requestId = result.errors![0]!.extensions!.requestId;
      const logged = logs.entries().find((entry) => entry.event === 'gateway' && entry.requestId === requestId);
      expect(logged).toMatchObject({
        level: 'warn',
        code: 'BAD_RESPONSE',
        path: '/order/getMyOrders',
        reason: `order ${order._id} has the unknown status "onHold"`,
      });
    } finally {
      Object.assign(order, { status: 'confirmed' });
      logs.restore();
    }
    const healed = await sita.gql(
      graphql(`
        query FaultsOrderStatus($id: ID!) {
          order(id: $id) {
            status
          }
        }
      `),
      { id: order._id },
    );
    expect(healed.errors).toBeUndefined();
    expect(healed.data!.order.status).toBe('CONFIRMED');
  });
});
