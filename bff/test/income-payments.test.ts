import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, gatewayWrites, nodes, png, pngFile, startBff, type Connection, type GraphQLResult, type Session, type TestBff } from './harness.ts';
import { startGatewayProxy, type GatewayProxy } from './gateway-proxy.ts';
import { dbOf, deliveredOrders, eligibleOrderIds, expectNewestFirst, paisa, sumPaisa, userByEmail } from './stand-in-data.ts';
import { stringMatching } from './matchers.ts';

let bff: TestBff;
let admin: Session;
let sita: Session;
let maya: Session;

beforeAll(async () => {
  bff = await startBff();
  [admin, sita, maya] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test'), bff.signIn('maya@demo.test')]);
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());

interface OrderView {
  id: string;
  quantity: number;
  commission: number;
  totalCommission: number;
  status: string;
  deliveredAt: string | null;
  owner: { email: string } | null;
  product: { name: string } | null;
}
interface IncomeView {
  id: string;
  status: 'PENDING' | 'SENT';
  amount: number;
  createdAt: string;
  order: OrderView;
}
interface PaymentView {
  id: string;
  status: 'PENDING' | 'SENT';
  amount: number;
  createdAt: string;
  orderIds: string[];
  itemSummary: string;
  proofUrl: string | null;
}
interface IncomeData {
  me: { lifetimeIncome: number; pendingPayment: number; receivedPayment: number };
  income: { totalIncome: number; pendingAmount: number; receivedAmount: number; recent: IncomeView[]; received: IncomeView[]; pending: IncomeView[]; payments: PaymentView[] };
}

const ORDER_FIELDS = 'id quantity commission totalCommission status deliveredAt owner { email } product { name }';
const PAYMENT_FIELDS = 'id status amount createdAt orderIds itemSummary proofUrl';
const INCOME = `query Income {
  me { lifetimeIncome pendingPayment receivedPayment }
  income { totalIncome pendingAmount receivedAmount recent { ...IncomeRow } }
  received: incomes(status: SENT, first: 300) { edges { node { ...IncomeRow } } }
  pending: incomes(status: PENDING, first: 300) { edges { node { ...IncomeRow } } }
  payments(first: 300) { edges { node { ${PAYMENT_FIELDS} } } }
}
fragment IncomeRow on Income { id status amount createdAt order { ${ORDER_FIELDS} } }`;
const PAYMENTS = `query Payments($status: PaymentStatus) { payments(status: $status, first: 1000) { edges { node { ${PAYMENT_FIELDS} } } } }`;

const ELIGIBLE = `query Eligible { eligiblePayouts { id amount deliveredAt order { ${ORDER_FIELDS} } } }`;
const REQUEST = `mutation Request($orderIds: [ID!]!) {
  requestPayout(orderIds: $orderIds) { message payment { ${PAYMENT_FIELDS} user { email } orders { id } } }
}`;
const MARK_SENT = `mutation MarkSent($id: ID!, $proof: Upload!) {
  markPaymentSent(id: $id, proof: $proof) { message payment { ${PAYMENT_FIELDS} } }
}`;

interface EligibleView {
  id: string;
  amount: number;
  deliveredAt: string;
  order: OrderView;
}

/** The income screen's data: totals and recent, each tab's whole list, the payment requests. */
async function incomeOf(session: Session): Promise<IncomeData> {
  type Answer = Pick<IncomeData, 'me'> & {
    income: Omit<IncomeData['income'], 'received' | 'pending' | 'payments'>;
    received: Connection<IncomeView>;
    pending: Connection<IncomeView>;
    payments: Connection<PaymentView>;
  };
  const result = await session.gql<Answer>(INCOME);
  expect(result.errors).toBeUndefined();
  const { me, income, received, pending, payments } = result.data!;
  return { me, income: { ...income, received: nodes(received), pending: nodes(pending), payments: nodes(payments) } };
}

/** Every payment request the session sees (of one status). */
async function paymentsOf(session: Session, status?: 'PENDING' | 'SENT'): Promise<PaymentView[]> {
  const result = await session.gql<{ payments: Connection<PaymentView> }>(PAYMENTS, status ? { status } : {});
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.payments);
}

async function eligibleOf(session: Session): Promise<EligibleView[]> {
  const result = await session.gql<{ eligiblePayouts: EligibleView[] }>(ELIGIBLE);
  expect(result.errors).toBeUndefined();
  return result.data!.eligiblePayouts;
}

/** Expects a BAD_USER_INPUT naming `field`, and that the gateway saw no write. */
async function expectRefused(result: GraphQLResult, field: string, message: RegExp): Promise<void> {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.extensions!.fields?.[0]?.field).toBe(field);
  expect(result.errors![0]!.message).toMatch(message);
  expect(result.data).toBeNull();
  expect(await gatewayWrites(bff)).toBe(0);
}

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('income', () => {
  it('answers Sita’s totals, her incomes by status newest first, and her payment requests', async () => {
    const { me, income } = await incomeOf(sita);
    const record = userByEmail(bff, 'sita@demo.test');
    const db = dbOf(bff);

    expect({ totalIncome: income.totalIncome, pendingAmount: income.pendingAmount, receivedAmount: income.receivedAmount }).toEqual({
      totalIncome: me.lifetimeIncome,
      pendingAmount: me.pendingPayment,
      receivedAmount: me.receivedPayment,
    });
    expect(income.totalIncome).toBe(record.lifetimeIncome);
    expect(income.pendingAmount).toBe(record.pendingPayment);
    expect(income.receivedAmount).toBe(record.receivedPayment);
    expect(income.pendingAmount).toBeGreaterThan(0);
    expect(income.receivedAmount).toBeGreaterThan(0);

    const mine = db.incomes.filter((i) => i.user === record._id);
    expect(mine).toHaveLength(17);
    expect(ids(income.received).sort()).toEqual(mine.filter((i) => i.status === 'sent').map((i) => i._id).sort());
    expect(ids(income.pending).sort()).toEqual(mine.filter((i) => i.status === 'pending').map((i) => i._id).sort());
    expect(income.received).toHaveLength(3);
    expect(income.pending).toHaveLength(14);
    expect(income.received.every((i) => i.status === 'SENT')).toBe(true);
    expect(income.pending.every((i) => i.status === 'PENDING')).toBe(true);
    expectNewestFirst(income.received.map((i) => i.createdAt));
    expectNewestFirst(income.pending.map((i) => i.createdAt));
    expect(income.recent).toEqual(income.received.slice(0, 3));

    // Each income is its order's commission × quantity, and the lists add up to the totals.
    for (const row of [...income.received, ...income.pending]) {
      expect(row.order).toMatchObject({ status: 'DELIVERED', owner: { email: 'sita@demo.test' } });
      expect(paisa(row.amount)).toBe(Math.round(paisa(row.order.commission) * row.order.quantity));
      expect(row.amount).toBe(row.order.totalCommission);
    }
    expect(sumPaisa(income.pending.map((i) => i.amount))).toBe(paisa(income.pendingAmount));
    expect(sumPaisa(income.received.map((i) => i.amount))).toBe(paisa(income.receivedAmount));
    expect(sumPaisa([...income.pending, ...income.received].map((i) => i.amount))).toBe(paisa(income.totalIncome));

    expect(income.payments.map((p) => p.status)).toEqual(['PENDING', 'SENT']);
    expect(ids(income.payments).sort()).toEqual(db.payments.filter((p) => p.user === record._id).map((p) => p._id).sort());
    expectNewestFirst(income.payments.map((p) => p.createdAt));
  });

  it('answers another marketer her own income only', async () => {
    const { me, income } = await incomeOf(maya);
    const record = userByEmail(bff, 'maya@demo.test');
    expect(income).toMatchObject({ totalIncome: me.lifetimeIncome, pendingAmount: me.pendingPayment, receivedAmount: me.receivedPayment });
    expect(income.totalIncome).toBe(record.lifetimeIncome);
    const hers = dbOf(bff).incomes.filter((i) => i.user === record._id).map((i) => i._id);
    expect(hers.length).toBeGreaterThan(0);
    expect([...ids(income.pending), ...ids(income.received)].sort()).toEqual(hers.sort());
    expect(income.payments).toEqual([]);
    for (const row of income.pending) expect(row.order.owner).toEqual({ email: 'maya@demo.test' });
  });

  it('is for marketers: FORBIDDEN for an admin, UNAUTHENTICATED for anonymous callers', async () => {
    const forAdmin = await admin.gql('{ income { totalIncome } }');
    expect(codeOf(forAdmin)).toBe('FORBIDDEN');
    expect(forAdmin.errors![0]!.message).toBe('This is for marketers only.');
    expect(codeOf(await admin.gql('{ eligiblePayouts { id } }'))).toBe('FORBIDDEN');
    const anonymous = await bff.anonymous().gql('{ income { totalIncome } }');
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
    expect(codeOf(await bff.anonymous().gql('{ eligiblePayouts { id } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('eligiblePayouts', () => {
  it('lists exactly Sita’s 9 orders delivered 7+ days ago and never requested, worth commission × quantity', async () => {
    const eligible = await eligibleOf(sita);
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    expect(eligible).toHaveLength(9);
    expect(ids(eligible).sort()).toEqual(eligibleOrderIds(bff, sitaId).sort());

    const requested = new Set(dbOf(bff).payments.flatMap((p) => p.orders));
    const fresh = deliveredOrders(bff, sitaId, { olderThanDays: 7, younger: true }).map((o) => o._id);
    // The seed forces two fresh deliveries; its random draw makes a third (about 5 days old).
    expect(fresh).toHaveLength(3);
    for (const row of eligible) {
      expect(requested.has(row.id)).toBe(false);
      expect(fresh).not.toContain(row.id);
      expect(row.order).toMatchObject({ id: row.id, status: 'DELIVERED', owner: { email: 'sita@demo.test' } });
      const order = dbOf(bff).orders.find((o) => o._id === row.id)!;
      expect(paisa(row.amount)).toBe(Math.round(paisa(order.commission) * order.qty));
      expect(row.deliveredAt).toBe(order.deliveredDate);
      expect(Date.now() - Date.parse(row.deliveredAt)).toBeGreaterThanOrEqual(7 * 86_400_000);
    }
    expectNewestFirst(eligible.map((e) => e.deliveredAt));
  });

  it('answers each marketer her own', async () => {
    const eligible = await eligibleOf(maya);
    const mayaId = userByEmail(bff, 'maya@demo.test')._id;
    expect(ids(eligible).sort()).toEqual(eligibleOrderIds(bff, mayaId).sort());
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((e) => e.order.owner?.email === 'maya@demo.test')).toBe(true);
  });

  it('takes in a fresh delivery once it is 7 days old', async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const [fresh, other] = deliveredOrders(bff, sitaId, { olderThanDays: 7, younger: true });
    const before = ids(await eligibleOf(sita));
    expect(before).not.toContain(fresh!._id);

    await bff.dev.backdateDelivery(fresh!._id, 8);
    const after = await eligibleOf(sita);
    expect(ids(after).sort()).toEqual([...before, fresh!._id].sort());
    expect(ids(after)).not.toContain(other!._id);
    const row = after.find((e) => e.id === fresh!._id)!;
    expect(Math.round((Date.now() - Date.parse(row.deliveredAt)) / 86_400_000)).toBe(8);
  });
});

describe('requestPayout', () => {
  it('requests eligible orders and answers the created payment: PENDING, worth their sum', async () => {
    const eligible = await eligibleOf(sita);
    const chosen = eligible.slice(0, 2);
    const paymentsBefore = dbOf(bff).payments.length;
    const result = await sita.gql<{ requestPayout: { message: string; payment: PaymentView & { user: { email: string }; orders: { id: string }[] } } }>(REQUEST, {
      orderIds: ids(chosen),
    });
    expect(result.errors).toBeUndefined();
    const { message, payment } = result.data!.requestPayout;
    expect(message).toBe('Payment request sent');
    expect(payment).toMatchObject({ status: 'PENDING', orderIds: ids(chosen), user: { email: 'sita@demo.test' }, proofUrl: null });
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
    await expectRefused(await sita.gql(REQUEST, { orderIds: ids(chosen) }), 'orderIds[0]', /^orderIds\[0\]: is not eligible/);
    await expectRefused(await sita.gql(REQUEST, { orderIds: [eligible[2]!.id, chosen[1]!.id] }), 'orderIds[1]', /^orderIds\[1\]: is not eligible/);
    expect(dbOf(bff).payments).toHaveLength(paymentsBefore + 1);
  });

  it('refuses an empty list and a list naming an order twice, writing nothing', async () => {
    const [first] = await eligibleOf(sita);
    await bff.dev.resetCalls();
    await expectRefused(await sita.gql(REQUEST, { orderIds: [] }), 'orderIds', /^orderIds: choose at least one order$/);
    await expectRefused(await sita.gql(REQUEST, { orderIds: [first!.id, first!.id] }), 'orderIds', /^orderIds: lists an order twice$/);
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
      await expectRefused(await sita.gql(REQUEST, { orderIds: [valid!.id, wrong] }), 'orderIds[1]', /^orderIds\[1\]: is not eligible: it must be delivered at least 7 days ago/);
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

interface PaymentDetail extends PaymentView {
  user: { id: string; name: string; email: string; phone: string | null; socialProfileUrl: string | null; paymentQrUrl: string | null; pendingPayment: number };
  orders: OrderView[];
  source: { id: string } | null;
}
const PAYMENT = `query Payment($id: ID!) {
  payment(id: $id) {
    ${PAYMENT_FIELDS}
    user { id name email phone socialProfileUrl paymentQrUrl pendingPayment }
    orders { ${ORDER_FIELDS} }
    source { id }
  }
}`;

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
    expect(ids(hers).sort()).toEqual(dbOf(bff).payments.filter((p) => p.user === sitaId).map((p) => p._id).sort());
    expectNewestFirst(hers.map((p) => p.createdAt));
    expect(await paymentsOf(maya)).toEqual([]);
  });

  it('answers one payment with its orders, item summary, recipient and proof', async () => {
    const sent = dbOf(bff).payments.find((p) => p.status === 'sent')!;
    const record = userByEmail(bff, 'sita@demo.test');
    const result = await admin.gql<{ payment: PaymentDetail }>(PAYMENT, { id: sent._id });
    expect(result.errors).toBeUndefined();
    const payment = result.data!.payment;
    expect(payment).toMatchObject({ id: sent._id, status: 'SENT', amount: sent.amount, orderIds: sent.orders, source: { id: sent.orders[0] } });
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
    const own = await sita.gql<{ payment: PaymentDetail }>(PAYMENT, { id: pending._id });
    expect(own.errors).toBeUndefined();
    expect(own.data!.payment).toMatchObject({ id: pending._id, status: 'PENDING', proofUrl: null, user: { email: 'sita@demo.test', pendingPayment: record.pendingPayment } });
    expect(ids(own.data!.payment.orders)).toEqual(pending.orders);
    if (pending.orders.length === 1) expect(own.data!.payment.itemSummary).toBe(own.data!.payment.orders[0]!.product!.name);
  });

  it('hides other marketers’ payments and unknown ids; needs a session', async () => {
    const sent = dbOf(bff).payments.find((p) => p.status === 'sent')!;
    const forMaya = await maya.gql(PAYMENT, { id: sent._id });
    expect(codeOf(forMaya)).toBe('NOT_FOUND');
    expect(forMaya.errors![0]!.message).toBe('Payment not found.');
    expect(codeOf(await admin.gql(PAYMENT, { id: '0123456789abcdef01234567' }))).toBe('NOT_FOUND');
    expect(codeOf(await bff.anonymous().gql(PAYMENT, { id: sent._id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await bff.anonymous().gql('{ payments { edges { node { id } } } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('markPaymentSent', () => {
  const seededPending = () => dbOf(bff).payments.find((p) => p.status === 'pending' && p.proof === null && p.orders.length === 2)!;

  it('refuses a proof that is not an image, a marketer and an unknown payment, writing nothing', async () => {
    const { _id: id } = seededPending();
    const text = await admin.upload(MARK_SENT, { id, proof: null }, [{ path: 'proof', bytes: Buffer.from('not an image'), filename: 'proof.txt', type: 'text/plain' }]);
    expect(codeOf(text)).toBe('BAD_USER_INPUT');
    expect(text.errors![0]!.message).toBe('proof: must be a PNG, JPEG, GIF or WebP image');
    expect(text.errors![0]!.extensions!.fields).toEqual([{ field: 'proof', message: 'must be a PNG, JPEG, GIF or WebP image', rule: 'FORMAT', format: 'IMAGE' }]);

    const marketer = await sita.upload(MARK_SENT, { id, proof: null }, [pngFile('proof', 'PAID')]);
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.errors![0]!.message).toBe('This is for admins only.');

    const unknown = await admin.upload(MARK_SENT, { id: '0123456789abcdef01234567', proof: null }, [pngFile('proof', 'PAID')]);
    expect(codeOf(unknown)).toBe('NOT_FOUND');

    expect(codeOf(await bff.anonymous().upload(MARK_SENT, { id, proof: null }, [pngFile('proof', 'PAID')]))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(seededPending()).toMatchObject({ _id: id, status: 'pending', proof: null });
  });

  it('marks a payment sent with the proof; the marketer’s incomes move from pending to received', async () => {
    const payment = seededPending();
    const before = await incomeOf(sita);
    const incomeIds = new Set(before.income.pending.filter((i) => payment.orders.includes(i.order.id)).map((i) => i.id));
    expect(incomeIds.size).toBe(2);
    const proof = png('PAID');
    await bff.dev.resetCalls();

    const result = await admin.upload<{ markPaymentSent: { message: string; payment: PaymentView } }>(MARK_SENT, { id: payment._id, proof: null }, [
      { path: 'proof', bytes: proof, filename: 'transfer.png', type: 'image/png' },
    ]);
    expect(result.errors).toBeUndefined();
    const answered = result.data!.markPaymentSent;
    expect(answered.message).toBe('Payment marked as sent');
    expect(answered.payment).toMatchObject({ id: payment._id, status: 'SENT', amount: payment.amount, orderIds: payment.orders });
    expect(answered.payment.proofUrl).toMatch(/\/uploads\/proof-[\w-]+\.png$/);
    const served = await fetch(new URL(answered.payment.proofUrl!, bff.url));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(proof)).toBe(true);
    const { byRoute } = await bff.dev.calls();
    expect(byRoute[`PUT /admin/payments/${payment._id}/sent`]).toBe(1);
    expect(await gatewayWrites(bff)).toBe(1);

    const after = await incomeOf(sita);
    expect(ids(after.income.pending).filter((id) => incomeIds.has(id))).toEqual([]);
    expect(ids(after.income.received).filter((id) => incomeIds.has(id)).sort()).toEqual([...incomeIds].sort());
    expect(after.income.received).toHaveLength(before.income.received.length + 2);
    expect(paisa(after.income.pendingAmount)).toBe(paisa(before.income.pendingAmount) - paisa(payment.amount));
    expect(paisa(after.income.receivedAmount)).toBe(paisa(before.income.receivedAmount) + paisa(payment.amount));
    expect(after.income.totalIncome).toBe(before.income.totalIncome);
    expect(after.me.pendingPayment).toBe(after.income.pendingAmount);
    expectNewestFirst(after.income.received.map((i) => i.createdAt));
    // Five paid incomes now: `recent` is the three newest of them.
    expect(after.income.recent).toEqual(after.income.received.slice(0, 3));
    expect(after.income.recent).toHaveLength(3);
    expect(after.income.payments.find((p) => p.id === payment._id)).toMatchObject({ status: 'SENT', proofUrl: answered.payment.proofUrl });

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
    proxy = await startGatewayProxy((method, path) => method === 'PUT' && /^\/admin\/payments\/[^/]+\/sent$/.test(path));
    proxied = await startBff({ GATEWAY_URL: proxy.url });
    proxy.target = proxied.gateway.url;
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
  });

  it('answers NOT_SUPPORTED_BY_GATEWAY when the gateway answers 404, and the payment stays pending', async () => {
    const boss = await proxied.signIn('admin@demo.test');
    const payment = dbOf(proxied).payments.find((p) => p.status === 'pending')!;
    // Everything else goes through the proxy unchanged.
    const read = await boss.gql<{ payment: { status: string; user: { email: string } } }>('query P($id: ID!) { payment(id: $id) { status user { email } } }', { id: payment._id });
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
