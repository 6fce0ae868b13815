import { afterAll, beforeAll, expect, it } from 'vitest';
import { GatewayError } from '../../gateway/errors.ts';
import { PASSWORDS, startTestGateway, type TestGateway } from '../../gateway/test-gateway.ts';
import { OrderReadings, READING_REUSED_MS } from './order-readings.ts';

/** Readings of orders for their tracking pages, against the stand-in, on a clock the test moves. */

let gateway: TestGateway;
let token: string;
let orderId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await gateway.anonymous.login('admin@demo.test', PASSWORDS['admin@demo.test']!)).token;
  orderId = gateway.sim.store.db.orders.find((order) => order.status === 'confirmed')!._id;
});
afterAll(() => gateway.close());

const reads = async () => {
  const { byRoute } = await gateway.dev.calls();
  return byRoute[`GET /order/getOrderDetail/${orderId}`] ?? 0;
};

it('reuses a page view’s reading for 30 s, then reads again; an answer’s reading is always made now', async () => {
  let now = 1_000_000;
  const readings = new OrderReadings(gateway.http, token, { now: () => now });
  await gateway.dev.resetCalls();
  expect(await readings.recent(orderId)).toMatchObject({
    status: 'confirmed',
    facts: { orderId, status: 'confirmed' },
  });
  now += READING_REUSED_MS;
  await readings.recent(orderId);
  expect(await reads()).toBe(1);
  now += 1;
  await readings.recent(orderId);
  expect(await reads()).toBe(2);
  await readings.now(orderId);
  await readings.now(orderId);
  expect(await reads()).toBe(4);
  // A page view after an answer reuses the answer's reading.
  await readings.recent(orderId);
  expect(await reads()).toBe(4);
});

it('makes one call of the readings asked together, and keeps no failed one', async () => {
  const readings = new OrderReadings(gateway.http, token);
  await gateway.dev.resetCalls();
  await Promise.all(Array.from({ length: 5 }, () => readings.recent(orderId)));
  expect(await reads()).toBe(1);

  await gateway.dev.fault({ mode: 'status500', path: '/order/getOrderDetail' });
  await expect(readings.now(orderId)).rejects.toBeInstanceOf(GatewayError);
  await gateway.dev.clearFault();
  expect(await readings.recent(orderId)).toMatchObject({ status: 'confirmed' });
  expect(await reads()).toBe(3);
});
