import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { AddOrderInput } from './gql/graphql.ts';
import { gatewayWrites, pngFile, startBff, type GraphQLResult, type Session, type TestBff } from './harness.ts';
import { useReplicasSharingRedis } from './redis-server.ts';
import { dbOf, eligibleOrderIds, userByEmail } from './stand-in-data.ts';

/**
 * Who may act on the business: only active, verified marketers share products, list them, place
 * or edit orders and ask for payouts; anyone else is refused with the reason, before any gateway
 * write. Blocking takes a marketer's shared pages down and unblocking brings them back. What
 * customers read on a shared page carries no bidi or zero-width characters, and phones with an
 * extension or other signs are refused.
 */

const SHARE = graphql(`
  mutation GateShare($input: ShareProductInput!) {
    shareProduct(input: $input) {
      id
      url
    }
  }
`);
const ADD_MINE = graphql(`
  mutation GateAddMine($productId: ID!) {
    addToMyProducts(productId: $productId) {
      product {
        id
        inMyList
      }
    }
  }
`);
const REMOVE_MINE = graphql(`
  mutation GateRemoveMine($productId: ID!) {
    removeFromMyProducts(productId: $productId) {
      product {
        id
        inMyList
      }
    }
  }
`);
const ADD_ORDER = graphql(`
  mutation GateAddOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
      }
    }
  }
`);
const EDIT_ORDER = graphql(`
  mutation GateEditOrder($id: ID!, $input: EditOrderInput!) {
    editOrder(id: $id, input: $input) {
      order {
        id
      }
    }
  }
`);
const CANCEL_ORDER = graphql(`
  mutation GateCancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      order {
        id
        status
        canEdit
        canCancel
      }
    }
  }
`);
const ORDER = graphql(`
  query GateOrder($id: ID!) {
    order(id: $id) {
      id
      canEdit
      canCancel
    }
  }
`);
const PAYOUT = graphql(`
  mutation GatePayout($orderIds: [ID!]!) {
    requestPayout(orderIds: $orderIds) {
      payment {
        id
      }
    }
  }
`);
const KYC = graphql(`
  mutation GateKyc($input: KycInput!) {
    submitKyc(input: $input) {
      user {
        status
      }
    }
  }
`);
const SET_STATUS = graphql(`
  mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {
    setUserStatus(userId: $userId, action: $action, reason: $reason) {
      user {
        status
      }
    }
  }
`);

const REFUSALS = [
  ['hari@demo.test', 'ACCOUNT_BLOCKED', 'Your account is blocked.'],
  ['ram@demo.test', 'ACCOUNT_UNDER_REVIEW', 'Your account is under review: you can do this once it is verified.'],
  [
    'gita@demo.test',
    'ACCOUNT_NOT_VERIFIED',
    'Your account is not verified yet: submit your profile for verification first.',
  ],
  ['new@demo.test', 'EMAIL_NOT_VERIFIED', 'Verify your email first, then submit your profile for verification.'],
] as const;

/** Bidi controls and zero-width characters, none of which may reach a customer. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
const page = async (url: string) => (await fetch(url)).text();
/** The header every creating mutation is sent with: one key per intended action. */
const keyed = () => ({ 'idempotency-key': randomUUID() });

function expectRefused(result: GraphQLResult, reason: string, message: string): void {
  expect(result.data ?? null).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN', reason } });
}

describe('one BFF', () => {
  let bff: TestBff;
  let admin: Session;
  let sita: Session;
  let productId: string;
  let orderInput: (email: string) => AddOrderInput;

  beforeAll(async () => {
    bff = await startBff();
    [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
    productId = dbOf(bff).products.find((p) => p.status === 'available' && p.images.length > 0)!._id;
    // An order that passes every check of its fields, of a product in the marketer's list when they have one.
    orderInput = (email) => {
      const mine = userByEmail(bff, email).myProducts.map((id) => dbOf(bff).products.find((p) => p._id === id)!);
      const product =
        mine.find((p) => p.status === 'available') ?? dbOf(bff).products.find((p) => p.status === 'available')!;
      return {
        productId: product._id,
        quantity: 1,
        price: product.price,
        customerName: 'Anita Karki',
        customerPhone: '9841234567',
        customerLocation: 'Lalitpur',
      };
    };
  });
  afterAll(() => bff.close());

  describe.each(REFUSALS)('%s', (email, reason, message) => {
    it(`is refused sharing, listing a product, placing an order and asking for a payout (${reason}); nothing is written`, async () => {
      const marketer = await bff.signIn(email);
      const db = dbOf(bff);
      const before = {
        orders: db.orders.length,
        payments: db.payments.length,
        mine: [...userByEmail(bff, email).myProducts],
      };
      const notMine = db.products.find((p) => p.status === 'available' && !before.mine.includes(p._id))!._id;
      const payable = eligibleOrderIds(bff, userByEmail(bff, email)._id);
      await bff.dev.resetCalls();

      expectRefused(await marketer.gql(SHARE, { input: { productId, phone: '9841234567' } }), reason, message);
      expectRefused(await marketer.gql(ADD_MINE, { productId: notMine }), reason, message);
      expectRefused(await marketer.gql(ADD_ORDER, { input: orderInput(email) }, keyed()), reason, message);
      expectRefused(
        await marketer.gql(PAYOUT, { orderIds: payable.length > 0 ? payable : ['0123456789abcdef01234567'] }, keyed()),
        reason,
        message,
      );

      expect(await gatewayWrites(bff)).toBe(0);
      expect({
        orders: db.orders.length,
        payments: db.payments.length,
        mine: userByEmail(bff, email).myProducts,
      }).toEqual(before);
    });
  });

  it('refuses the blocked marketer’s payout of Rs 2,000 and more that the probe made', async () => {
    const hari = userByEmail(bff, 'hari@demo.test');
    const payable = eligibleOrderIds(bff, hari._id);
    expect(payable.length).toBeGreaterThan(0);
    const session = await bff.signIn('hari@demo.test');
    await bff.dev.resetCalls();
    expectRefused(
      await session.gql(PAYOUT, { orderIds: payable }, keyed()),
      'ACCOUNT_BLOCKED',
      'Your account is blocked.',
    );
    expect(await gatewayWrites(bff)).toBe(0);
    expect(
      dbOf(bff).payments.filter((p) => p.user === hari._id && p.orders.some((id) => payable.includes(id))),
    ).toEqual([]);
  });

  it('lets a blocked marketer cancel a confirmed order and take a product off their list, but not edit an order', async () => {
    const hari = await bff.signIn('hari@demo.test');
    const record = userByEmail(bff, 'hari@demo.test');
    // One of his orders (not a delivered one, which payouts read) as it stood before he was blocked: confirmed.
    const order = dbOf(bff).orders.find((o) => o.orderFrom === record._id && o.status !== 'delivered')!;
    order.status = 'confirmed';
    expect((await hari.gql(ORDER, { id: order._id })).data).toEqual({
      order: { id: order._id, canEdit: false, canCancel: true },
    });

    await bff.dev.resetCalls();
    const edit = {
      quantity: order.qty,
      price: order.price + 500,
      customerName: order.customerName,
      customerPhone: '9841234567',
      customerLocation: order.customerLocation,
    };
    expectRefused(
      await hari.gql(EDIT_ORDER, { id: order._id, input: edit }),
      'ACCOUNT_BLOCKED',
      'Your account is blocked.',
    );
    expect(await gatewayWrites(bff)).toBe(0);

    const cancelled = await hari.gql(CANCEL_ORDER, { id: order._id });
    expect(cancelled.data).toEqual({
      cancelOrder: { order: { id: order._id, status: 'CANCELLED', canEdit: false, canCancel: false } },
    });
    const listed = record.myProducts[0]!;
    expect((await hari.gql(REMOVE_MINE, { productId: listed })).data).toEqual({
      removeFromMyProducts: { product: { id: listed, inMyList: false } },
    });
    expect(record.myProducts).not.toContain(listed);
  });

  it('takes a blocked marketer’s shared page down, refuses them sharing again, and brings it back on unblock', async () => {
    const maya = await bff.signIn('maya@demo.test');
    const mayaId = userByEmail(bff, 'maya@demo.test')._id;
    const link = (await maya.gql(SHARE, { input: { productId, phone: '9841234567' } })).data!.shareProduct;
    expect(await page(link.url)).toContain('Order on WhatsApp');

    expect((await admin.gql(SET_STATUS, { userId: mayaId, action: 'BLOCK', reason: 'Fake orders' })).data).toEqual({
      setUserStatus: { user: { status: 'BLOCKED' } },
    });
    let html = await page(link.url);
    expect(html).toContain('This product is no longer available.');
    expect(html).not.toContain('wa.me');
    expect(html).not.toContain('tel:');
    const again = await bff.signIn('maya@demo.test');
    expectRefused(
      await again.gql(SHARE, { input: { productId, phone: '9841234567' } }),
      'ACCOUNT_BLOCKED',
      'Your account is blocked.',
    );
    expect(await page(link.url)).toContain('This product is no longer available.');

    expect((await admin.gql(SET_STATUS, { userId: mayaId, action: 'UNBLOCK', reason: 'Cleared' })).data).toEqual({
      setUserStatus: { user: { status: 'ACTIVE' } },
    });
    html = await page(link.url);
    expect(html).toContain('Order on WhatsApp');
    expect(html).toContain('href="tel:+9779841234567"');
  });

  it('keeps bidi controls and zero-width characters of names and texts off the page, its previews and its WhatsApp text', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const product = dbOf(bff).products.find((p) => p.status === 'available' && p._id !== productId)!;
    const before = { name: record.name, productName: product.productName, description: product.description };
    record.name = '\u202ESita\u200B Sharma\u2066\uFEFF';
    product.productName = 'Dhaka\u200D Topi\u202A\u2069';
    // The eyelash ra of "गर्‍यो" (र, virama, ZWJ, य) stays; the word joiner and the RLM go.
    product.description = 'Handmade.\u2060 राम्रो काम गर्\u200Dयो\u200F';
    try {
      const link = (await sita.gql(SHARE, { input: { productId: product._id, price: 1500 } })).data!.shareProduct;
      const html = await page(link.url);
      expect(html).toContain('गर्\u200Dयो');
      expect(html.replaceAll('र्\u200Dय', '')).not.toMatch(INVISIBLE);
      expect(html).toContain('Sold by Sita Sharma');
      expect(html).toContain('<h1>Dhaka Topi</h1>');
      expect(meta(html, 'og:title')).toBe('Dhaka Topi — Rs. 1,500.00');
      expect(meta(html, 'og:description')).toBe('Handmade. राम्रो काम गर्\u200Dयो');
      const text = decodeURIComponent(/href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/.exec(html)![1]!);
      expect(text).toBe(`Hello! I would like to order Dhaka Topi (Rs. 1,500.00): ${link.url}`);
      expect(text).not.toMatch(INVISIBLE);
    } finally {
      record.name = before.name;
      Object.assign(product, { productName: before.productName, description: before.description });
    }
  });

  it('refuses a phone with an extension or other signs wherever one is taken, naming the field; nothing is written', async () => {
    const gita = await bff.signIn('gita@demo.test');
    await bff.dev.resetCalls();
    for (const phone of ['9841000000;ext=123', '9841000000 x123', '9841000000#1']) {
      const order = await sita.gql(
        ADD_ORDER,
        { input: { ...orderInput('sita@demo.test'), customerPhone: phone } },
        keyed(),
      );
      expect(order.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'customerPhone', rule: 'FORMAT', format: 'PHONE' }],
      });
      const shared = await sita.gql(SHARE, { input: { productId, phone } });
      expect(shared.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'phone', rule: 'FORMAT', format: 'PHONE' }],
      });
    }
    const input = {
      phone: '9841000000;ext=123',
      dateOfBirth: '1995-05-05',
      socialProfileUrl: 'https://facebook.com/gita',
      gender: 'FEMALE' as const,
      paymentQr: null,
    };
    const kyc = await gita.upload(KYC, { input }, [pngFile('input.paymentQr')]);
    expect(kyc.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'phone', rule: 'FORMAT', format: 'PHONE' }],
    });
    expect(await gatewayWrites(bff)).toBe(0);
    expect(dbOf(bff).orders.some((o) => o.customerPhone.startsWith('9841000000'))).toBe(false);
  });
});

describe('two replicas sharing Redis', () => {
  const replicas = useReplicasSharingRedis();

  it('takes the page down on the other replica when one blocks the marketer, and brings it back on unblock', async () => {
    const { one, two } = replicas;
    const [admin, maya] = await Promise.all([one.signIn('admin@demo.test'), one.signIn('maya@demo.test')]);
    const mayaId = userByEmail(one, 'maya@demo.test')._id;
    const productId = dbOf(one).products.find((p) => p.status === 'available')!._id;
    const { id } = (await maya.gql(SHARE, { input: { productId, phone: '9841234567' } })).data!.shareProduct;
    expect(await page(`${two.url}/p/${id}`)).toContain('Order on WhatsApp');

    await admin.gql(SET_STATUS, { userId: mayaId, action: 'BLOCK', reason: 'Fake orders' });
    expect(await page(`${two.url}/p/${id}`)).toContain('This product is no longer available.');
    await admin.gql(SET_STATUS, { userId: mayaId, action: 'UNBLOCK', reason: 'Cleared' });
    expect(await page(`${two.url}/p/${id}`)).toContain('Order on WhatsApp');
  });
});
