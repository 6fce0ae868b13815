import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMO_MIN_BYTES } from './answer-memo.ts';
import type { GatewayClient } from './gateway-client.ts';
import { expectGatewayError, startTestGateway, type TestGateway } from './test-gateway.ts';

let gw: TestGateway;
let admin: GatewayClient;

beforeAll(async () => {
  gw = await startTestGateway();
  admin = await gw.signIn('admin@demo.test');
});
afterAll(() => gw.close());

describe('a list the gateway answers again unchanged', () => {
  it('is read from the gateway every time, parsed once, and any change is seen at once', async () => {
    const first = await admin.allOrders();
    expect(JSON.stringify(first).length).toBeGreaterThan(MEMO_MIN_BYTES);
    await gw.dev.resetCalls();
    const again = await admin.allOrders();
    // Asked again (nothing is answered without the gateway), and the same bytes gave the same list.
    expect((await gw.dev.calls()).byRoute).toEqual({ 'GET /admin/orders': 1 });
    expect(again).toBe(first);

    // "confirmed" and "inProcess" have as many letters: the answer changes, its length does not.
    const order = first.find((o) => o.status === 'confirmed')!;
    await admin.changeOrderStatus({ orderId: order._id, status: 'inProcess' });
    const changed = await admin.allOrders();
    expect(JSON.stringify(changed).length).toBe(JSON.stringify(first).length);
    expect(changed).not.toBe(first);
    expect(changed.find((o) => o._id === order._id)!.status).toBe('inProcess');
    // The list parsed before is left as it was, for whoever still reads it.
    expect(first.find((o) => o._id === order._id)!.status).toBe('confirmed');
  });

  it('is kept per caller: another session of the same account parses its own', async () => {
    const other = await gw.signIn('admin@demo.test');
    const mine = await admin.allOrders();
    const theirs = await other.allOrders();
    expect(theirs).toEqual(mine);
    expect(theirs).not.toBe(mine);
  });

  it('never stands in for a failure: an error status or garbage after it is still an error', async () => {
    const before = await admin.allOrders();
    await gw.dev.fault({ mode: 'status500', path: '/admin/orders', times: 1 });
    await expectGatewayError(admin.allOrders(), 'UNAVAILABLE');
    await gw.dev.fault({ mode: 'malformed', path: '/admin/orders', times: 1 });
    await expectGatewayError(admin.allOrders(), 'BAD_RESPONSE');
    await gw.dev.clearFault();
    expect(await admin.allOrders()).toBe(before);
  });
});
