import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, gatewayWrites, png, pngFile, type TestBff } from './harness.ts';
import { startBffBehindProxy, type GatewayProxy } from './gateway-proxy.ts';
import {
  dbOf,
  deliveredOrders,
  eligibleOrderIds,
  expectNewestFirst,
  paisa,
  sumPaisa,
  userByEmail,
} from './stand-in-data.ts';
import { stringMatching } from './matchers.ts';
import {
  admin,
  bff,
  eligibleOf,
  expectRefused,
  ids,
  incomeOf,
  MARK_SENT,
  maya,
  paymentsOf,
  REQUEST,
  sita,
  usePayoutsWorld,
} from './payouts-world.ts';

/** Payout requests, the payments lists and one payment, and marking a payment sent with its proof, as marketers, an admin and against a gateway without that extension. */
usePayoutsWorld();

describe('requestPayout', () => {
  it('requests eligible orders and answers the created payment: PENDING, worth their sum', async () => {
    const eligible = await eligibleOf(sita);
    const chosen = eligible.slice(0, 2);
    const paymentsBefore = dbOf(bff).payments.length;
    const result = await sita.gql(REQUEST, { orderIds: ids(chosen) });
    expect(result.errors).toBeUndefined();
    const { message, payment } = result.data!.requestPayout;
    expect(message).toBe('Payment request sent');
    expect(payment).toMatchObject({
      status: 'PENDING',
      orderIds: ids(chosen),
      user: { email: 'sita@demo.test' },
      proofUrl: null,
    });
    expect(ids(payment.orders)).toEqual(ids(chosen));
    expect(paisa(payment.amount)).toBe(sumPaisa(chosen.map((e) => e.amount)));
    expect(payment.itemSummary).toBe(`${chosen[0]!.order.product!.name} + 1 more`);
    expect(Date.now() - Date.parse(payment.createdAt)).toBeLessThan(60_000);

    const { byRoute } = await bff.dev.calls();
    expect(byRoute['POST /payment/requestPayment']).toBe(1);
    expect(await gatewayWrites(bff)).toBe(1);
    expect(dbOf(bff).payments).toHaveLength(paymentsBefore + 1);
    expect(dbOf(bff).payments.at(-1)).toMatchObject({ _id: payment.id, orders: ids(chosen), status: 'pending' });

    // The requested orders leave the eligible list; the request leads Sita's payments.
    expect(ids(await eligibleOf(sita))).toEqual(ids(eligible.slice(2)));
    expect((await paymentsOf(sita))[0]!.id).toBe(payment.id);

    // The same ids again: refused by the BFF, naming the first one, and nothing is sent.
    await bff.dev.resetCalls();
    await expectRefused(
      await sita.gql(REQUEST, { orderIds: ids(chosen) }),
      'orderIds[0]',
      /^orderIds\[0\]: is not eligible/,
    );
    await expectRefused(
      await sita.gql(REQUEST, { orderIds: [eligible[2]!.id, chosen[1]!.id] }),
      'orderIds[1]',
      /^orderIds\[1\]: is not eligible/,
    );
    expect(dbOf(bff).payments).toHaveLength(paymentsBefore + 1);
  });

  it('refuses an empty list and a list naming an order twice, writing nothing', async () => {
    const [first] = await eligibleOf(sita);
    await bff.dev.resetCalls();
    await expectRefused(await sita.gql(REQUEST, { orderIds: [] }), 'orderIds', /^orderIds: choose at least one order$/);
    await expectRefused(
      await sita.gql(REQUEST, { orderIds: [first!.id, first!.id] }),
      'orderIds',
      /^orderIds: lists an order twice$/,
    );
  });

  it('refuses someone else’s, undelivered, freshly delivered and unknown orders, writing nothing', async () => {
    const [valid] = await eligibleOf(sita);
    const db = dbOf(bff);
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const mayas = eligibleOrderIds(bff, userByEmail(bff, 'maya@demo.test')._id)[0]!;
    const confirmed = db.orders.find((o) => o.orderFrom === sitaId && o.status === 'confirmed')!._id;
    const fresh = deliveredOrders(bff, sitaId, { olderThanDays: 7, younger: true })[0]!._id;
    await bff.dev.resetCalls();
    for (const wrong of [mayas, confirmed, fresh, '0123456789abcdef01234567']) {
      await expectRefused(
        await sita.gql(REQUEST, { orderIds: [valid!.id, wrong] }),
        'orderIds[1]',
        /^orderIds\[1\]: is not eligible: it must be delivered at least 7 days ago/,
      );
    }
    expect(ids(await eligibleOf(sita))).toContain(valid!.id);
  });

  it('is for marketers', async () => {
    const [valid] = await eligibleOf(sita);
    await bff.dev.resetCalls();
    expect(codeOf(await admin.gql(REQUEST, { orderIds: [valid!.id] }))).toBe('FORBIDDEN');
    expect(codeOf(await bff.anonymous().gql(REQUEST, { orderIds: [valid!.id] }))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
  });
});

const PAYMENT = graphql(`
  query PaymentsOne($id: ID!) {
    payment(id: $id) {
      ...PayoutsPayment
      user {
        id
        name
        email
        phone
        socialProfileUrl
        paymentQrUrl
        pendingPayment
      }
      orders {
        ...PayoutsOrder
      }
      source {
        id
      }
    }
  }
`);
const ANY_PAYMENTS = graphql(`
  query PaymentsAnyIds {
    payments {
      edges {
        node {
          id
        }
      }
    }
  }
`);

describe('payments and payment', () => {
  it('lists every payment for an admin, newest first, and filters by status', async () => {
    const all = await paymentsOf(admin);
    const db = dbOf(bff);
    expect(ids(all).sort()).toEqual(db.payments.map((p) => p._id).sort());
    expect(all.length).toBeGreaterThanOrEqual(2);
    expectNewestFirst(all.map((p) => p.createdAt));
    for (const status of ['PENDING', 'SENT'] as const) {
      const some = await paymentsOf(admin, status);
      const expected = db.payments.filter((p) => p.status === status.toLowerCase()).map((p) => p._id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(some).sort()).toEqual(expected.sort());
      expect(some.every((p) => p.status === status)).toBe(true);
    }
  });

  it('lists a marketer’s own payments only', async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const hers = await paymentsOf(sita);
    expect(ids(hers).sort()).toEqual(
      dbOf(bff)
        .payments.filter((p) => p.user === sitaId)
        .map((p) => p._id)
        .sort(),
    );
    expectNewestFirst(hers.map((p) => p.createdAt));
    expect(await paymentsOf(maya)).toEqual([]);
  });

  it('answers one payment with its orders, item summary, recipient and proof', async () => {
    const sent = dbOf(bff).payments.find((p) => p.status === 'sent')!;
    const record = userByEmail(bff, 'sita@demo.test');
    const result = await admin.gql(PAYMENT, { id: sent._id });
    expect(result.errors).toBeUndefined();
    const payment = result.data!.payment;
    expect(payment).toMatchObject({
      id: sent._id,
      status: 'SENT',
      amount: sent.amount,
      orderIds: sent.orders,
      source: { id: sent.orders[0] },
    });
    expect(ids(payment.orders)).toEqual(sent.orders);
    expect(payment.orders.every((o) => o.owner?.email === 'sita@demo.test' && o.status === 'DELIVERED')).toBe(true);
    expect(sumPaisa(payment.orders.map((o) => o.totalCommission))).toBe(paisa(payment.amount));
    expect(sent.orders.length).toBe(3);
    expect(payment.itemSummary).toBe(`${payment.orders[0]!.product!.name} + 2 more`);
    expect(payment.user).toEqual({
      id: record._id,
      name: 'Sita Sharma',
      email: 'sita@demo.test',
      phone: record.phone,
      socialProfileUrl: record.fb,
      paymentQrUrl: stringMatching(/\/uploads\/seed-qr-sita\.png$/),
      pendingPayment: record.pendingPayment,
    });
    const proof = await fetch(new URL(payment.proofUrl!, bff.url));
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/png');

    const pending = dbOf(bff).payments.find((p) => p.status === 'pending' && p.user === record._id)!;
    const own = await sita.gql(PAYMENT, { id: pending._id });
    expect(own.errors).toBeUndefined();
    expect(own.data!.payment).toMatchObject({
      id: pending._id,
      status: 'PENDING',
      proofUrl: null,
      user: { email: 'sita@demo.test', pendingPayment: record.pendingPayment },
    });
    expect(ids(own.data!.payment.orders)).toEqual(pending.orders);
    if (pending.orders.length === 1)
      expect(own.data!.payment.itemSummary).toBe(own.data!.payment.orders[0]!.product!.name);
  });

  it('hides other marketers’ payments and unknown ids; needs a session', async () => {
    const sent = dbOf(bff).payments.find((p) => p.status === 'sent')!;
    const forMaya = await maya.gql(PAYMENT, { id: sent._id });
    expect(codeOf(forMaya)).toBe('NOT_FOUND');
    expect(forMaya.errors![0]!.message).toBe('Payment not found.');
    expect(codeOf(await admin.gql(PAYMENT, { id: '0123456789abcdef01234567' }))).toBe('NOT_FOUND');
    expect(codeOf(await bff.anonymous().gql(PAYMENT, { id: sent._id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await bff.anonymous().gql(ANY_PAYMENTS))).toBe('UNAUTHENTICATED');
  });
});

describe('markPaymentSent', () => {
  // Marking the seeded pending payment sent changes the payments and incomes the other tests read,
  // and leaves it pending for none: each test has a BFF of its own.
  usePayoutsWorld('each');
  const seededPending = () =>
    dbOf(bff).payments.find((p) => p.status === 'pending' && p.proof === null && p.orders.length === 2)!;

  it('refuses a proof that is not an image, a marketer and an unknown payment, writing nothing', async () => {
    const { _id: id } = seededPending();
    const text = await admin.upload(MARK_SENT, { id, proof: null }, [
      { path: 'proof', bytes: Buffer.from('not an image'), filename: 'proof.txt', type: 'text/plain' },
    ]);
    expect(codeOf(text)).toBe('BAD_USER_INPUT');
    expect(text.errors![0]!.message).toBe('proof: must be a PNG, JPEG, GIF or WebP image');
    expect(text.errors![0]!.extensions!.fields).toEqual([
      { field: 'proof', message: 'must be a PNG, JPEG, GIF or WebP image', rule: 'FORMAT', format: 'IMAGE' },
    ]);

    const marketer = await sita.upload(MARK_SENT, { id, proof: null }, [pngFile('proof', 'PAID')]);
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.errors![0]!.message).toBe('This is for admins only.');

    const unknown = await admin.upload(MARK_SENT, { id: '0123456789abcdef01234567', proof: null }, [
      pngFile('proof', 'PAID'),
    ]);
    expect(codeOf(unknown)).toBe('NOT_FOUND');

    expect(codeOf(await bff.anonymous().upload(MARK_SENT, { id, proof: null }, [pngFile('proof', 'PAID')]))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await gatewayWrites(bff)).toBe(0);
    expect(seededPending()).toMatchObject({ _id: id, status: 'pending', proof: null });
  });

  it('marks a payment sent with the proof; the marketer’s incomes move from pending to received', async () => {
    const payment = seededPending();
    const before = await incomeOf(sita);
    const incomeIds = new Set(
      before.income.pending.filter((i) => payment.orders.includes(i.order!.id)).map((i) => i.id),
    );
    expect(incomeIds.size).toBe(2);
    const proof = png('PAID');
    await bff.dev.resetCalls();

    const result = await admin.upload(MARK_SENT, { id: payment._id, proof: null }, [
      { path: 'proof', bytes: proof, filename: 'transfer.png', type: 'image/png' },
    ]);
    expect(result.errors).toBeUndefined();
    const answered = result.data!.markPaymentSent;
    expect(answered.message).toBe('Payment marked as sent');
    expect(answered.payment).toMatchObject({
      id: payment._id,
      status: 'SENT',
      amount: payment.amount,
      orderIds: payment.orders,
    });
    expect(answered.payment.proofUrl).toMatch(/\/uploads\/proof-[\w-]+\.png$/);
    const served = await fetch(new URL(answered.payment.proofUrl!, bff.url));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(proof)).toBe(true);
    const { byRoute } = await bff.dev.calls();
    expect(byRoute[`PUT /admin/payments/${payment._id}/sent`]).toBe(1);
    expect(await gatewayWrites(bff)).toBe(1);

    const after = await incomeOf(sita);
    expect(ids(after.income.pending).filter((id) => incomeIds.has(id))).toEqual([]);
    expect(
      ids(after.income.received)
        .filter((id) => incomeIds.has(id))
        .sort(),
    ).toEqual([...incomeIds].sort());
    expect(after.income.received).toHaveLength(before.income.received.length + 2);
    expect(paisa(after.income.pendingAmount)).toBe(paisa(before.income.pendingAmount) - paisa(payment.amount));
    expect(paisa(after.income.receivedAmount)).toBe(paisa(before.income.receivedAmount) + paisa(payment.amount));
    expect(after.income.totalIncome).toBe(before.income.totalIncome);
    expect(after.me.pendingPayment).toBe(after.income.pendingAmount);
    expectNewestFirst(after.income.received.map((i) => i.createdAt));
    // Five paid incomes now: `recent` is the three newest of them.
    expect(after.income.recent).toEqual(after.income.received.slice(0, 3));
    expect(after.income.recent).toHaveLength(3);
    expect(after.income.payments.find((p) => p.id === payment._id)).toMatchObject({
      status: 'SENT',
      proofUrl: answered.payment.proofUrl,
    });

    // Again: refused before anything is sent.
    await bff.dev.resetCalls();
    const again = await admin.upload(MARK_SENT, { id: payment._id, proof: null }, [pngFile('proof', 'AGAIN')]);
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0]!.message).toBe('id: this payment has already been sent');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(ids(await paymentsOf(admin, 'PENDING'))).not.toContain(payment._id);
  });
});

describe('markPaymentSent against a gateway without the extension', () => {
  let proxy: GatewayProxy;
  let proxied: TestBff;

  beforeAll(async () => {
    ({ proxy, bff: proxied } = await startBffBehindProxy(
      {},
      (method, path) => method === 'PUT' && /^\/admin\/payments\/[^/]+\/sent$/.test(path),
    ));
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
  });

  it('answers NOT_SUPPORTED_BY_GATEWAY when the gateway answers 404, and the payment stays pending', async () => {
    const boss = await proxied.signIn('admin@demo.test');
    const payment = dbOf(proxied).payments.find((p) => p.status === 'pending')!;
    // Everything else goes through the proxy unchanged.
    const read = await boss.gql(
      graphql(`
        query PaymentsProxiedRead($id: ID!) {
          payment(id: $id) {
            status
            user {
              email
            }
          }
        }
      `),
      { id: payment._id },
    );
    expect(read.data).toEqual({ payment: { status: 'PENDING', user: { email: 'sita@demo.test' } } });
    await proxied.dev.resetCalls();

    const result = await boss.upload(MARK_SENT, { id: payment._id, proof: null }, [pngFile('proof', 'PAID')]);
    expect(codeOf(result)).toBe('NOT_SUPPORTED_BY_GATEWAY');
    expect(result.errors![0]!.message).toBe('The payment gateway does not support marking payments as sent yet.');
    expect(result.data).toBeNull();
    expect(proxy.seen.filter((call) => call === `PUT /admin/payments/${payment._id}/sent`)).toHaveLength(1);
    expect(await gatewayWrites(proxied)).toBe(0);
    expect(dbOf(proxied).payments.find((p) => p._id === payment._id)).toMatchObject({ status: 'pending', proof: null });
  });
});
