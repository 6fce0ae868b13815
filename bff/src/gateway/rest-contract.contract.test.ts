import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerSchemas } from './dto.ts';
import { PASSWORDS, startTestGateway, type TestGateway } from './test-gateway.ts';

/**
 * The stand-in's answers, read raw, against the schemas the BFF checks every answer with: each
 * route the BFF reads, for the callers who read it. The other contract tests reach the same
 * schemas through the gateway client; here a fault names the route and the path at once.
 */

let gw: TestGateway;
const tokens: Record<string, string> = {};

async function send(method: string, path: string, token?: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${gw.sim.url}${path}`, {
    method,
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return response.json();
}

/** The issues of `answer` against `schema`, as `path: message` lines; none when it conforms. */
function issues(schema: z.ZodType, answer: unknown): string[] {
  const result = schema.safeParse(answer);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

beforeAll(async () => {
  gw = await startTestGateway();
  for (const email of ['admin@demo.test', 'sita@demo.test']) {
    const answer = await send('POST', '/user/login', undefined, { email, password: PASSWORDS[email] });
    expect(issues(answerSchemas.auth, answer)).toEqual([]);
    tokens[email] = (answer as { token: string }).token;
  }
});
afterAll(() => gw.close());

describe("the stand-in's answers conform to the BFF's schemas", () => {
  const admin = () => tokens['admin@demo.test']!;
  const sita = () => tokens['sita@demo.test']!;

  it.each([
    ['GET /user', '/user', 'userData', 'sita'],
    ['GET /admin/users', '/admin/users', 'users', 'admin'],
    ['GET /product', '/product', 'products', 'sita'],
    ['GET /product/getMyProduct', '/product/getMyProduct', 'myProducts', 'sita'],
    ['GET /order/getMyOrders', '/order/getMyOrders', 'myOrders', 'sita'],
    ['GET /admin/orders', '/admin/orders', 'orders', 'admin'],
    ['GET /user/getIncome', '/user/getIncome', 'income', 'sita'],
    ['GET /payment/getPaymentList', '/payment/getPaymentList', 'paymentList', 'sita'],
    ['GET /admin/payments', '/admin/payments', 'payments', 'admin'],
  ] as const)('%s', async (_route, path, schema, caller) => {
    const answer = await send('GET', path, caller === 'admin' ? admin() : sita());
    expect(issues(answerSchemas[schema], answer)).toEqual([]);
    // Each list holds items, so their shape was checked, not only the key.
    const list = Array.isArray(answer)
      ? answer
      : (answer as Record<string, unknown>)[schema === 'userData' ? 'data' : schema];
    if (Array.isArray(list)) expect(list.length).toBeGreaterThan(0);
  });

  it('GET /admin/user/{id}, /product/product?id= and /order/getOrderDetail/{id}', async () => {
    const { users } = answerSchemas.users.parse(await send('GET', '/admin/users', admin()));
    for (const user of users) {
      expect(issues(answerSchemas.user, await send('GET', `/admin/user/${user._id}`, admin()))).toEqual([]);
    }
    const { products } = answerSchemas.products.parse(await send('GET', '/product', sita()));
    for (const product of products) {
      expect(issues(answerSchemas.product, await send('GET', `/product/product?id=${product._id}`, sita()))).toEqual(
        [],
      );
    }
    const { orders } = answerSchemas.orders.parse(await send('GET', '/admin/orders', admin()));
    // One order of each status.
    const each = [...new Map(orders.map((order) => [order.status, order])).values()];
    expect(each.map((order) => order.status).sort()).toEqual([
      'cancelled',
      'confirmed',
      'delivered',
      'exchanged',
      'inProcess',
      'returned',
    ]);
    for (const order of each) {
      expect(issues(answerSchemas.order, await send('GET', `/order/getOrderDetail/${order._id}`, admin()))).toEqual([]);
    }
  });

  it('POST /user/register, /mail/verifyCode and the writes answered with a message', async () => {
    const email = 'contract@demo.test';
    const registered = await send('POST', '/user/register', undefined, {
      name: 'Contract Check',
      email,
      password: 'contract1',
      confirm_password: 'contract1',
    });
    expect(issues(answerSchemas.auth, registered)).toEqual([]);
    const token = (registered as { token: string }).token;
    expect(issues(answerSchemas.message, await send('POST', '/mail/sendCode', token))).toEqual([]);
    const [mail] = await gw.dev.mailbox(email);
    const verified = await send('POST', '/mail/verifyCode', token, { code: mail!.code });
    expect(issues(answerSchemas.userData, verified)).toEqual([]);

    const { myProducts } = answerSchemas.myProducts.parse(await send('GET', '/product/getMyProduct', sita()));
    const id = myProducts[0]!._id;
    expect(issues(answerSchemas.message, await send('PUT', `/product/removeMyProduct?id=${id}`, sita()))).toEqual([]);
    expect(issues(answerSchemas.message, await send('PUT', `/product/addMyProduct?id=${id}`, sita()))).toEqual([]);
    const { myOrders } = answerSchemas.myOrders.parse(await send('GET', '/order/getMyOrders', sita()));
    const confirmed = myOrders.find((order) => order.status === 'confirmed')!;
    expect(
      issues(
        answerSchemas.message,
        await send('PUT', '/admin/changeOrderStatus', admin(), { orderId: confirmed._id, status: 'inProcess' }),
      ),
    ).toEqual([]);
  });
});
