import { isEligibleForPayout } from '@bikri/schema/payout';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayClient } from './gateway-client.ts';
import { download, expectGatewayError, pngPart, startTestGateway, type TestGateway } from './test-gateway.ts';
import { anyNumber, anyString, stringMatching } from '../../test/matchers.ts';

let gw: TestGateway;
let admin: GatewayClient;
let sita: GatewayClient;

async function eligibleOrderIds(): Promise<string[]> {
  const requested = new Set((await sita.myPayments()).flatMap((p) => p.orders));
  return (await sita.myOrders())
    .filter((o) => isEligibleForPayout({ orderId: o._id, status: o.status, deliveredDate: o.deliveredDate }, requested))
    .map((o) => o._id);
}

/**
 * A stand-in with the seed and the admin and Sita signed in, for the tests of the file or of the
 * describe this is called in (`each`: for each test); the outer one is back after them.
 */
function useStandIn(per: 'all' | 'each' = 'all'): void {
  let outer: [TestGateway, GatewayClient, GatewayClient];
  (per === 'all' ? beforeAll : beforeEach)(async () => {
    outer = [gw, admin, sita];
    gw = await startTestGateway();
    admin = await gw.signIn('admin@demo.test');
    sita = await gw.signIn('sita@demo.test');
  });
  (per === 'all' ? afterAll : afterEach)(async () => {
    await gw.close();
    [gw, admin, sita] = outer;
  });
}

useStandIn();

describe('GET /user/getIncome', () => {
  it('answers income records with their populated order', async () => {
    const income = await sita.income();
    expect(income.length).toBe(17);
    for (const record of income) {
      expect(record).toMatchObject({
        _id: anyString,
        status: stringMatching(/^(pending|sent)$/),
        createdAt: anyString,
      });
      expect(record.source).toMatchObject({
        qty: anyNumber,
        commission: anyNumber,
        product: { productName: anyString },
      });
    }
    expect(income.filter((r) => r.status === 'sent')).toHaveLength(3);
    expect(await admin.income()).toEqual([]);
  });
});

describe('GET /payment/getPaymentList and /admin/payments', () => {
  it('answers the caller’s payments as a bare list, populated', async () => {
    const payments = await sita.myPayments();
    expect(payments.map((p) => p.status).sort()).toEqual(['pending', 'sent']);
    for (const payment of payments) {
      expect(payment.to).toMatchObject({
        name: 'Sita Sharma',
        email: 'sita@demo.test',
        phone: anyString,
        fb: anyString,
        payment: stringMatching(/\/uploads\//),
      });
      expect(payment.source).toMatchObject({ _id: payment.orders[0], product: { productName: anyString } });
      expect(payment.amount).toBeGreaterThan(0);
    }
    expect(await (await gw.signIn('maya@demo.test')).myPayments()).toEqual([]);
  });

  it('answers every payment to an admin only', async () => {
    expect((await admin.allPayments()).length).toBe(2);
    await expectGatewayError(sita.allPayments(), 'FORBIDDEN');
  });
});

describe('POST /payment/requestPayment', () => {
  // New payment requests: on a stand-in of their own, so the lists the other tests read stay the seed's.
  useStandIn();

  it('requests the eligible orders, summing their incomes, and only once', async () => {
    const ids = await eligibleOrderIds();
    expect(ids.length).toBe(9);
    const incomes = await sita.income();
    const expected =
      incomes.filter((i) => ids.includes(i.source!._id)).reduce((sum, i) => sum + Math.round(i.amount! * 100), 0) / 100;
    await sita.requestPayment(ids.slice(0, 2));
    const created = (await sita.myPayments()).find((p) => p.orders.includes(ids[0]!))!;
    expect(created).toMatchObject({ status: 'pending', orders: ids.slice(0, 2) });
    await expectGatewayError(sita.requestPayment([ids[0]!]), 'REJECTED', /not eligible/);
    await sita.requestPayment(ids.slice(2));
    const total =
      (await sita.myPayments())
        .filter((p) => p.orders.some((id) => ids.includes(id)))
        .reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;
    expect(total).toBe(expected);
    expect(await eligibleOrderIds()).toEqual([]);
  });

  it('refuses fresh deliveries until they are 7 days old', async () => {
    const fresh = (await sita.myOrders()).find(
      (o) => o.status === 'delivered' && Date.now() - Date.parse(o.deliveredDate!) < 7 * 86_400_000,
    )!;
    await expectGatewayError(sita.requestPayment([fresh._id]), 'REJECTED', /at least 7 days/);
    await gw.dev.backdateDelivery(fresh._id, 8);
    await sita.requestPayment([fresh._id]);
    expect((await sita.myPayments()).some((p) => p.orders.includes(fresh._id))).toBe(true);
  });

  it('refuses an empty list, undelivered or someone else’s orders', async () => {
    const count = (await sita.myPayments()).length;
    await expectGatewayError(sita.requestPayment([]), 'REJECTED', /selectedIds must be a non-empty list/);
    const confirmed = (await sita.myOrders()).find((o) => o.status === 'confirmed')!;
    await expectGatewayError(sita.requestPayment([confirmed._id]), 'REJECTED', /not eligible/);
    const mayas = (await admin.allOrders()).find((o) => o.orderFrom?.name === 'Maya Tamang')!;
    await expectGatewayError(sita.requestPayment([mayas._id]), 'NOT_FOUND');
    expect((await sita.myPayments()).length).toBe(count);
  });
});

describe('PUT /admin/payments/{id}/sent (proposed extension)', () => {
  // Marking the seed's one pending payment sent leaves none: each test has a stand-in of its own.
  useStandIn('each');

  it('marks a pending payment sent with a proof image; incomes and totals follow', async () => {
    const pending = (await admin.allPayments()).find((p) => p.status === 'pending')!;
    const before = await sita.currentUser();
    const proof = pngPart('proof', 'OK', 'proof.png');
    await admin.markPaymentSent(pending._id, proof);
    const after = (await admin.allPayments()).find((p) => p._id === pending._id)! as typeof pending & { proof: string };
    expect(after.status).toBe('sent');
    expect((await download(after.proof, gw.sim.url)).bytes.equals(proof.bytes)).toBe(true);
    const incomes = (await sita.income()).filter((i) => pending.orders.includes(i.source!._id));
    expect(incomes.every((i) => i.status === 'sent')).toBe(true);
    const user = await sita.currentUser();
    expect(user.pendingPayment).toBeCloseTo(before.pendingPayment! - pending.amount, 2);
    expect(user.receivedPayment).toBeCloseTo(before.receivedPayment! + pending.amount, 2);
    await expectGatewayError(admin.markPaymentSent(pending._id, pngPart('proof')), 'REJECTED', /already been sent/);
  });

  it('needs a proof image, a known payment and an admin', async () => {
    const [pending] = (await admin.allPayments()).filter((p) => p.status === 'pending');
    await expectGatewayError(
      admin.markPaymentSent('000000000000000000000000', pngPart('proof')),
      'NOT_FOUND',
      /Payment not found/,
    );
    await expectGatewayError(sita.markPaymentSent(pending!._id, pngPart('proof')), 'FORBIDDEN');
    await expectGatewayError(
      admin.markPaymentSent(pending!._id, { ...pngPart('wrong-field'), field: 'screenshot' }),
      'REJECTED',
      /screenshot: Unexpected file field/,
    );
    expect((await admin.allPayments()).find((p) => p._id === pending!._id)!.status).toBe('pending');
  });
});
