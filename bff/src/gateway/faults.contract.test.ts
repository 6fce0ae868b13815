import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from './errors.ts';
import { GatewayClient } from './gateway-client.ts';
import { GatewayHttp } from './http.ts';
import { expectGatewayError, startTestGateway, type TestGateway } from './test-gateway.ts';

let gw: TestGateway;
let sita: GatewayClient;

beforeAll(async () => {
  gw = await startTestGateway({ timeoutMs: 400 });
  sita = await gw.signIn('sita@demo.test');
});
beforeEach(async () => {
  await gw.dev.clearFault();
  await gw.dev.resetCalls();
});
afterAll(() => gw.close());

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work().catch(() => undefined);
  return performance.now() - start;
}

describe('fault switches map to typed errors without hanging', () => {
  it('a slow gateway is a timeout, within the configured limit', async () => {
    await gw.dev.fault({ mode: 'delay', ms: 3_000, path: '/product' });
    const elapsed = await timed(() => expectGatewayError(sita.products(), 'TIMEOUT', /took too long/));
    expect(elapsed).toBeLessThan(1_500);
  });

  it('a delay under the limit is just slow', async () => {
    await gw.dev.fault({ mode: 'delay', ms: 100, path: '/product' });
    expect((await sita.products()).length).toBe(12);
  });

  it('a 500 is unavailable', async () => {
    await gw.dev.fault({ mode: 'status500' });
    await expectGatewayError(sita.currentUser(), 'UNAVAILABLE', /unavailable right now/);
  });

  it('malformed JSON is a bad response', async () => {
    await gw.dev.fault({ mode: 'malformed' });
    await expectGatewayError(sita.myOrders(), 'BAD_RESPONSE', /could not read/);
  });

  it('an HTML 502 page is unavailable', async () => {
    await gw.dev.fault({ mode: 'html502' });
    await expectGatewayError(sita.income(), 'UNAVAILABLE');
  });

  it('a dropped connection is unavailable', async () => {
    await gw.dev.fault({ mode: 'drop' });
    await expectGatewayError(sita.myPayments(), 'UNAVAILABLE');
  });

  it('only the switched path is affected, and clearing the switch heals it', async () => {
    await gw.dev.fault({ mode: 'status500', path: '/admin/' });
    expect((await sita.products()).length).toBe(12);
    await gw.dev.clearFault();
    expect((await sita.myOrders()).length).toBeGreaterThan(0);
  });
});

describe('retries', () => {
  it('a GET is retried once after a connection reset', async () => {
    await gw.dev.fault({ mode: 'drop', path: '/product', times: 1 });
    expect((await sita.products()).length).toBe(12);
    expect((await gw.dev.calls()).byRoute['GET /product']).toBe(2);
  });

  it('a GET is not retried twice', async () => {
    await gw.dev.fault({ mode: 'drop', path: '/product', times: 2 });
    await expectGatewayError(sita.products(), 'UNAVAILABLE');
    expect((await gw.dev.calls()).byRoute['GET /product']).toBe(2);
  });

  it('a write is never retried, and one whose answer was lost is in doubt', async () => {
    const shawl = (await sita.myProducts()).find((p) => p.productName === 'Pashmina Shawl')!;
    const before = (await sita.myOrders()).length;
    await gw.dev.resetCalls();
    await gw.dev.fault({ mode: 'drop', path: '/order/addOrder', times: 1 });
    const order = {
      product: shawl._id,
      qty: 1,
      price: 4500,
      commission: 630,
      commissionRate: 14,
      customerName: 'Retry Check',
      customerPhone: '9800000002',
      customerLocation: 'Dharan',
      remarks: '',
    };
    await expectGatewayError(sita.addOrder(order), 'IN_DOUBT');
    expect((await gw.dev.calls()).byRoute['POST /order/addOrder']).toBe(1);
    expect((await sita.myOrders()).length).toBe(before);
  });
});

describe('a gateway that is down or answers garbage', () => {
  let garbage: ReturnType<express.Express['listen']>;
  let garbageUrl: string;

  beforeAll(async () => {
    const app = express();
    app.get('/admin/users', (_req, res) => void res.json({ users: 'nope' }));
    app.get('/product', (_req, res) => void res.json({ products: [{ name: 'no id' }] }));
    app.get('/user', (_req, res) => void res.type('text/plain').send('hello'));
    app.get('/payment/getPaymentList', (_req, res) => void res.json({ not: 'a list' }));
    app.get('/user/getIncome', (_req, res) => void res.status(302).set('location', '/elsewhere').end());
    const order = (id: string, status: string) => ({
      _id: id,
      status,
      qty: 1,
      price: 100,
      commission: 10,
      customerName: 'Test',
      customerPhone: '9800000000',
      customerLocation: 'Pokhara',
    });
    app.get(
      '/order/getMyOrders',
      (_req, res) => void res.json({ success: true, myOrders: [order('o1', 'confirmed'), order('o2', 'onHold')] }),
    );
    app.get('/admin/orders', (_req, res) => void res.json({ success: true, orders: [order('o3', 'CONFIRMED')] }));
    app.get(
      '/order/getOrderDetail/:id',
      (req, res) => void res.json({ success: true, order: order(req.params.id, 'shipped') }),
    );
    app.get(
      '/admin/payments',
      (_req, res) =>
        void res.json({
          success: true,
          payments: [{ _id: 'p1', status: 'pending', amount: 10, orders: ['o4'], source: order('o4', '') }],
        }),
    );
    garbage = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => garbage.once('listening', resolve));
    garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => garbage.close(() => resolve())));

  it('answers with the wrong shape are bad responses', async () => {
    const http = new GatewayHttp({ baseUrl: garbageUrl, connectTimeoutMs: 500, timeoutMs: 500, maxConnections: 2 });
    const client = new GatewayClient(http, 'token');
    await expectGatewayError(client.users(), 'BAD_RESPONSE');
    await expectGatewayError(client.products(), 'BAD_RESPONSE');
    await expectGatewayError(client.currentUser(), 'BAD_RESPONSE');
    await expectGatewayError(client.myPayments(), 'BAD_RESPONSE');
    await expectGatewayError(client.income(), 'BAD_RESPONSE');
    await http.close();
  });

  it('an order status the contract does not list is a bad response naming it, never a guess', async () => {
    const http = new GatewayHttp({ baseUrl: garbageUrl, connectTimeoutMs: 500, timeoutMs: 500, maxConnections: 2 });
    const client = new GatewayClient(http, 'token');
    await expectGatewayError(client.myOrders(), 'BAD_RESPONSE', /order status we do not know: "onHold"/);
    await expectGatewayError(client.allOrders(), 'BAD_RESPONSE', /"CONFIRMED"/);
    await expectGatewayError(client.order('o5'), 'BAD_RESPONSE', /"shipped"/);
    await expectGatewayError(client.allPayments(), 'BAD_RESPONSE', /""/);
    const failure = await client.myOrders().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).detail).toMatchObject({
      method: 'GET',
      path: '/order/getMyOrders',
      cause: 'order o2 has the unknown status "onHold"',
    });
    await http.close();
  });

  it('a closed port is unavailable, quickly', async () => {
    const closed = express().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const http = new GatewayHttp({
      baseUrl: `http://127.0.0.1:${port}`,
      connectTimeoutMs: 500,
      timeoutMs: 500,
      maxConnections: 2,
    });
    const elapsed = await timed(() => expectGatewayError(new GatewayClient(http, 'token').products(), 'UNAVAILABLE'));
    expect(elapsed).toBeLessThan(1_000);
    await http.close();
  });
});

describe('single-flight reads', () => {
  it('identical concurrent GETs of one caller share one call; nothing is kept after the answer', async () => {
    await gw.dev.fault({ mode: 'delay', ms: 150, path: '/product' });
    const [a, b, c] = await Promise.all([sita.products(), sita.products(), sita.products()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect((await gw.dev.calls()).byRoute['GET /product']).toBe(1);
    await sita.products();
    expect((await gw.dev.calls()).byRoute['GET /product']).toBe(2);
  });

  it('never shares a read between callers, or between different addresses', async () => {
    const admin = await gw.signIn('admin@demo.test');
    await gw.dev.resetCalls();
    await gw.dev.fault({ mode: 'delay', ms: 150, path: '/product' });
    const [first, second] = await sita.products();
    await gw.dev.resetCalls();
    const [mine, theirs] = await Promise.all([
      sita.products(),
      admin.products(),
      sita.product(first!._id),
      sita.product(second!._id),
    ]);
    expect(mine).not.toBe(theirs);
    const { byRoute } = await gw.dev.calls();
    expect(byRoute['GET /product']).toBe(2);
    expect(byRoute['GET /product/product']).toBe(2);
  });

  it('a failure reaches every waiter, and the next read tries again', async () => {
    await gw.dev.fault({ mode: 'status500', path: '/product', times: 1 });
    const results = await Promise.allSettled([sita.products(), sita.products()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await gw.dev.calls()).byRoute['GET /product']).toBe(1);
    expect((await sita.products()).length).toBe(12);
  });

  it('writes are never shared: two identical concurrent writes are two calls', async () => {
    const shawl = (await sita.myProducts()).find((p) => p.productName === 'Pashmina Shawl')!;
    await gw.dev.resetCalls();
    // The gateway refuses the second (already in the list): what matters is that both were sent.
    await Promise.allSettled([sita.addMyProduct(shawl._id), sita.addMyProduct(shawl._id)]);
    expect((await gw.dev.calls()).byRoute['PUT /product/addMyProduct']).toBe(2);
  });
});
