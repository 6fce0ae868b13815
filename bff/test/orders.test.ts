import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, gatewayWrites, nodes, startBff, type Connection, type GraphQLResult, type Session, type TestBff } from './harness.ts';
import { anyString } from './matchers.ts';

/**
 * Orders: the lists and one order per viewer, the derived fields, and placing, editing,
 * cancelling and moving orders, as an admin, marketers in every account state and an anonymous
 * visitor. The exact seed counts run first; every later test places the orders it changes.
 */

let bff: TestBff;
let admin: Session;
let sita: Session;
let maya: Session;
const sessions: Record<string, Session> = {};
const userIds: Record<string, string> = {};
const productIds: Record<string, string> = {};

const ORDER = `id quantity price totalPrice commissionRate commission totalCommission remarks status deliveredAt createdAt updatedAt
  canEdit canCancel customer { name phone location }
  product { id name price commissionRate commission }
  owner { id name bonusCommissionRate }`;
const ORDERS = `query Orders($status: OrderStatus) { orders(status: $status, first: 1000) { edges { node { ${ORDER} } } } }`;
const ONE = `query Order($id: ID!) { order(id: $id) { ${ORDER} } }`;
const ADD = `mutation AddOrder($input: AddOrderInput!) { addOrder(input: $input) { message order { ${ORDER} } } }`;
const EDIT = `mutation EditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message order { ${ORDER} } } }`;
const CANCEL = `mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { message order { ${ORDER} } } }`;
const CHANGE = `mutation ChangeOrderStatus($id: ID!, $status: OrderStatus!, $amount: Float) {
  changeOrderStatus(id: $id, status: $status, amount: $amount) { message order { ${ORDER} owner { pendingPayment lifetimeIncome } } }
}`;
const STATUSES = ['CONFIRMED', 'IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED', 'CANCELLED'] as const;

interface Order {
  id: string;
  quantity: number;
  price: number;
  totalPrice: number;
  commissionRate: number;
  commission: number;
  totalCommission: number;
  remarks: string | null;
  status: (typeof STATUSES)[number];
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
  canCancel: boolean;
  customer: { name: string; phone: string; location: string };
  product: { id: string; name: string; price: number; commissionRate: number; commission: number };
  owner: { id: string; name: string; bonusCommissionRate: number; pendingPayment?: number; lifetimeIncome?: number };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function list(as: Session, status?: string): Promise<Order[]> {
  const result = await as.gql<{ orders: Connection<Order> }>(ORDERS, status ? { status } : {});
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.orders);
}

async function read(as: Session, id: string): Promise<Order> {
  const result = await as.gql<{ order: Order }>(ONE, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.order;
}

const customer = { customerName: 'Anita Karki', customerPhone: '9841234567', customerLocation: 'Lalitpur' };
const sitaOrder = () => ({ productId: productIds['Pashmina Shawl'], quantity: 2, price: 4600, ...customer, remarks: 'Call before delivery' });

/** Places an order that must succeed; answers it. */
async function place(as: Session = sita, input: Record<string, unknown> = sitaOrder()): Promise<Order> {
  const result = await as.gql<{ addOrder: { order: Order } }>(ADD, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.addOrder.order;
}

async function change(id: string, status: string, amount?: number) {
  return admin.gql<{ changeOrderStatus: { message: string; order: Order } }>(CHANGE, { id, status, ...(amount !== undefined ? { amount } : {}) });
}

function expectBadInput(result: GraphQLResult, field: string, message: string) {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.message).toBe(`${field}: ${message}`);
  // The rule each problem names is checked in field-rules.test.ts.
  expect(result.errors![0]!.extensions!.fields).toMatchObject([{ field, message }]);
  expect(result.data ?? null).toBeNull();
}

function expectRefused(result: GraphQLResult, code: string, message?: string) {
  expect(codeOf(result)).toBe(code);
  if (message) expect(result.errors![0]!.message).toBe(message);
  expect(result.data ?? null).toBeNull();
}

/** A seeded order of Sita's in the given status. */
async function seededSitaOrder(status: string): Promise<Order> {
  const found = (await list(sita, status))[0];
  if (!found) throw new Error(`Sita has no ${status} order`);
  return found;
}

beforeAll(async () => {
  bff = await startBff();
  const keys = ['admin', 'sita', 'maya', 'gita', 'ram', 'hari', 'new'];
  const signedIn = await Promise.all(keys.map((key) => bff.signIn(`${key}@demo.test`)));
  keys.forEach((key, n) => (sessions[key] = signedIn[n]!));
  ({ admin, sita, maya } = sessions as Record<'admin' | 'sita' | 'maya', Session>);
  const users = await admin.gql<{ users: Connection<{ id: string; email: string }> }>('query { users(first: 100) { edges { node { id email } } } }');
  for (const user of nodes(users.data!.users)) userIds[user.email.split('@')[0]!] = user.id;
  const products = await admin.gql<{ products: { id: string; name: string }[] }>('query { products { id name } }');
  for (const product of products.data!.products) productIds[product.name] = product.id;
});
afterAll(() => bff.close());

describe('orders(status) on the seed', () => {
  it('shows an admin all 60 orders and a marketer only their own (Sita 36, Maya 17)', async () => {
    const all = await list(admin);
    expect(all).toHaveLength(60);
    const counts = Object.fromEntries(STATUSES.map((s) => [s, all.filter((o) => o.status === s).length]));
    expect(counts).toEqual({ CONFIRMED: 3, IN_PROCESS: 3, DELIVERED: 29, RETURNED: 4, EXCHANGED: 8, CANCELLED: 13 });
    const owners = new Set(all.map((o) => o.owner.name));
    expect([...owners].sort()).toEqual(['Hari Gurung', 'Maya Tamang', 'Sita Sharma']);

    const mine = await list(sita);
    expect(mine).toHaveLength(36);
    expect(mine.every((o) => o.owner.id === userIds.sita)).toBe(true);
    expect(mine.map((o) => o.id)).toEqual(all.filter((o) => o.owner.id === userIds.sita).map((o) => o.id));
    expect(await list(maya)).toHaveLength(17);
    expect(await list(sita, 'CONFIRMED')).toHaveLength(2);
    expect(await list(sita, 'DELIVERED')).toHaveLength(17);
  });

  it('shows marketers with no orders an empty list', async () => {
    expect(await list(sessions.gita!)).toEqual([]);
    expect(await list(sessions.new!)).toEqual([]);
  });
});

describe('orders(status)', () => {
  it('is newest first for an admin and for a marketer', async () => {
    for (const as of [admin, sita, maya]) {
      const times = (await list(as)).map((o) => Date.parse(o.createdAt));
      expect(times.length).toBeGreaterThan(0);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it.each(STATUSES.flatMap((status) => [['admin', status], ['sita', status]] as const))(
    'as %s, status %s is exactly those orders of the full list, in the same order',
    async (who, status) => {
      const as = who === 'admin' ? admin : sita;
      const [all, chosen] = await Promise.all([list(as), list(as, status)]);
      expect(chosen.length).toBeGreaterThan(0);
      expect(chosen).toEqual(all.filter((o) => o.status === status));
    },
  );

  it('keeps marketers’ lists apart: Maya sees none of Sita’s orders', async () => {
    const [fromSita, fromMaya] = await Promise.all([list(sita), list(maya)]);
    const sitaIds = new Set(fromSita.map((o) => o.id));
    expect(fromMaya.some((o) => sitaIds.has(o.id))).toBe(false);
    expect(fromMaya.every((o) => o.owner.id === userIds.maya)).toBe(true);
  });

  it('derives totals and the commission by the commission formula for every order', async () => {
    for (const order of await list(admin)) {
      expect(order.totalPrice).toBe(round2(order.price * order.quantity));
      expect(order.totalCommission).toBe(round2(order.commission * order.quantity));
      const rate = order.product.commissionRate + order.owner.bonusCommissionRate;
      expect(order.commissionRate).toBe(rate);
      expect(order.commission).toBe(round2((order.product.price * rate) / 100 + order.price - order.product.price));
    }
  });

  it('answers canEdit/canCancel per viewer: an admin unless CANCELLED, the owner only while CONFIRMED', async () => {
    for (const order of await list(admin)) {
      expect(order.canEdit).toBe(order.status !== 'CANCELLED');
      expect(order.canCancel).toBe(order.status !== 'CANCELLED');
    }
    const mine = await list(sita);
    for (const order of mine) {
      expect(order.canEdit).toBe(order.status === 'CONFIRMED');
      expect(order.canCancel).toBe(order.status === 'CONFIRMED');
    }
    expect(mine.some((o) => o.canEdit)).toBe(true);
    expect(mine.some((o) => !o.canEdit)).toBe(true);
  });

  it('resolves owner and product in full for an admin without a call per order', async () => {
    await bff.dev.resetCalls();
    const result = await admin.gql<{ orders: Connection<{ owner: { email: string; status: string; bonusCommissionRate: number }; product: { description: string; images: string[]; status: string } }> }>(
      'query { orders(first: 100) { edges { node { owner { email status bonusCommissionRate } product { description images status } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const orders = nodes(result.data!.orders);
    expect(new Set(orders.map((o) => o.owner.email))).toEqual(new Set(['sita@demo.test', 'maya@demo.test', 'hari@demo.test']));
    expect(orders.find((o) => o.owner.email === 'hari@demo.test')!.owner).toEqual({ email: 'hari@demo.test', status: 'BLOCKED', bonusCommissionRate: 0 });
    expect(orders.find((o) => o.owner.email === 'sita@demo.test')!.owner.bonusCommissionRate).toBe(2);
    expect(orders.every((o) => o.product.images.length > 0 && o.product.description.length > 0)).toBe(true);
    const { byRoute, total } = await bff.dev.calls();
    expect(total).toBeLessThanOrEqual(1 + 3);
    expect(Object.values(byRoute).every((n) => n === 1)).toBe(true);
  });

  it('lets a marketer read her own owner fields', async () => {
    const result = await sita.gql<{ orders: Connection<{ owner: { email: string; canPlaceOrders: boolean } }> }>(
      'query { orders(first: 100) { edges { node { owner { email canPlaceOrders } } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(new Set(nodes(result.data!.orders).map((o) => JSON.stringify(o.owner)))).toEqual(new Set([JSON.stringify({ email: 'sita@demo.test', canPlaceOrders: true })]));
  });

  it('refuses a status outside the enum and asks anonymous visitors to sign in', async () => {
    expect(codeOf(await admin.gql(ORDERS, { status: 'LOST' }))).toBe('BAD_USER_INPUT');
    expectRefused(await bff.anonymous().gql(ORDERS, {}), 'UNAUTHENTICATED');
  });
});

describe('order(id)', () => {
  it('answers the owner’s own order as it is in her list, and the same order to an admin', async () => {
    const inList = (await list(sita))[0]!;
    expect(await read(sita, inList.id)).toEqual(inList);
    const forAdmin = await read(admin, inList.id);
    expect({ ...forAdmin, canEdit: inList.canEdit, canCancel: inList.canCancel }).toEqual(inList);
  });

  it('differs in canEdit per viewer for an order in process', async () => {
    const inProcess = await seededSitaOrder('IN_PROCESS');
    expect(await read(sita, inProcess.id)).toMatchObject({ status: 'IN_PROCESS', canEdit: false, canCancel: false });
    expect(await read(admin, inProcess.id)).toMatchObject({ status: 'IN_PROCESS', canEdit: true, canCancel: true });
  });

  it('hides another marketer’s order (NOT_FOUND) and answers NOT_FOUND for an unknown id', async () => {
    const mayas = (await list(maya))[0]!;
    expectRefused(await sita.gql(ONE, { id: mayas.id }), 'NOT_FOUND', 'Order not found');
    const sitas = (await list(sita))[0]!;
    expectRefused(await maya.gql(ONE, { id: sitas.id }), 'NOT_FOUND', 'Order not found');
    expectRefused(await admin.gql(ONE, { id: '000000000000000000000000' }), 'NOT_FOUND', 'Order not found');
  });

  it('answers NOT_FOUND for a blank id, and editing or cancelling one writes nothing', async () => {
    expectRefused(await sita.gql(ONE, { id: '' }), 'NOT_FOUND', 'Not found.');
    await bff.dev.resetCalls();
    expectRefused(await sita.gql(CANCEL, { id: '' }), 'NOT_FOUND', 'Not found.');
    expectRefused(await admin.gql(CANCEL, { id: ' ' }), 'NOT_FOUND', 'Not found.');
    const input = { quantity: 1, price: 4500, ...customer };
    expectRefused(await sita.gql(EDIT, { id: '', input }), 'NOT_FOUND', 'Not found.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('asks anonymous visitors to sign in', async () => {
    const sitas = (await list(sita))[0]!;
    expectRefused(await bff.anonymous().gql(ONE, { id: sitas.id }), 'UNAUTHENTICATED');
  });
});

describe('addOrder', () => {
  it('places Sita’s order with the rate and commission computed by the server', async () => {
    await bff.dev.resetCalls();
    const result = await sita.gql<{ addOrder: { message: string; order: Order } }>(ADD, { input: sitaOrder() });
    expect(result.errors).toBeUndefined();
    const { message, order } = result.data!.addOrder;
    expect(message).toBe('Order placed');
    expect(order).toMatchObject({
      quantity: 2,
      price: 4600,
      totalPrice: 9200,
      commissionRate: 14,
      commission: 730,
      totalCommission: 1460,
      remarks: 'Call before delivery',
      status: 'CONFIRMED',
      deliveredAt: null,
      canEdit: true,
      canCancel: true,
      customer: { name: 'Anita Karki', phone: '9841234567', location: 'Lalitpur' },
      product: { id: productIds['Pashmina Shawl'], name: 'Pashmina Shawl', price: 4500, commissionRate: 12, commission: 540 },
      owner: { id: userIds.sita, name: 'Sita Sharma', bonusCommissionRate: 2 },
    });
    expect(Date.now() - Date.parse(order.createdAt)).toBeLessThan(60_000);
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await list(sita))[0]).toEqual(order);
    expect((await list(sita, 'CONFIRMED')).map((o) => o.id)).toContain(order.id);
    const forAdmin = (await list(admin))[0]!;
    expect(forAdmin).toMatchObject({ id: order.id, commission: 730, commissionRate: 14, canEdit: true });
  });

  it('uses the owner’s own bonus rate (Maya 1 %), trims the customer fields and stores no remarks as null', async () => {
    const order = await place(maya, {
      productId: productIds['Dhaka Topi'],
      quantity: 1,
      price: 650,
      customerName: '  Suman KC ',
      customerPhone: '+977 984-1234567',
      customerLocation: ' Dharan ',
      remarks: '   ',
    });
    expect(order).toMatchObject({
      commissionRate: 19,
      commission: 123.5,
      totalCommission: 123.5,
      remarks: null,
      customer: { name: 'Suman KC', phone: '+977 984-1234567', location: 'Dharan' },
      owner: { id: userIds.maya, bonusCommissionRate: 1 },
    });
    const withoutRemarks = await place(maya, { productId: productIds['Dhaka Topi'], quantity: 3, price: 700, ...customer });
    expect(withoutRemarks).toMatchObject({ commission: 173.5, totalCommission: 520.5, totalPrice: 2100, remarks: null });
  });

  it('moves the commission with a price below the product price, down to exactly 0', async () => {
    expect(await place(sita, { ...sitaOrder(), quantity: 1, price: 4000 })).toMatchObject({ commission: 130, commissionRate: 14 });
    expect(await place(sita, { ...sitaOrder(), quantity: 1, price: 3870 })).toMatchObject({ commission: 0, totalCommission: 0 });
  });

  it('refuses a price so low the commission would be negative; nothing is written', async () => {
    await bff.dev.resetCalls();
    expectBadInput(await sita.gql(ADD, { input: { ...sitaOrder(), price: 3869.99 } }), 'price', 'is too low: the commission would be negative');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('takes no commission or rate from the client: those fields do not exist; nothing is written', async () => {
    await bff.dev.resetCalls();
    for (const extra of [{ commission: 99_999 }, { commissionRate: 90 }]) {
      const result = await sita.gql(ADD, { input: { ...sitaOrder(), ...extra } });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toMatch(new RegExp(Object.keys(extra)[0]!));
    }
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it.each([
    ['admin', 'FORBIDDEN', 'This is for marketers only.'],
    ['gita', 'FORBIDDEN', 'Only active, verified accounts can place orders.'],
    ['ram', 'FORBIDDEN', 'Only active, verified accounts can place orders.'],
    ['hari', 'FORBIDDEN', 'Only active, verified accounts can place orders.'],
    ['new', 'FORBIDDEN', 'Only active, verified accounts can place orders.'],
  ])('refuses %s (%s); nothing is written', async (who, code, message) => {
    const before = (await list(admin)).length;
    await bff.dev.resetCalls();
    expectRefused(await sessions[who]!.gql(ADD, { input: sitaOrder() }), code, message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await list(admin)).toHaveLength(before);
  });

  it('asks anonymous visitors to sign in; nothing is written', async () => {
    await bff.dev.resetCalls();
    expectRefused(await bff.anonymous().gql(ADD, { input: sitaOrder() }), 'UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it.each([
    ['a product not in her list', 'Prayer Flag Set', 'is not in your product list'],
    ['an out-of-stock product in her list', 'Yak Wool Socks', 'is out of stock'],
    ['an unknown product', null, 'is not in your product list'],
  ])('refuses %s on productId; nothing is written', async (_what, name, message) => {
    await bff.dev.resetCalls();
    const productId = name ? productIds[name] : '000000000000000000000000';
    expectBadInput(await sita.gql(ADD, { input: { ...sitaOrder(), productId } }), 'productId', message);
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it.each([
    [{ productId: ' ' }, 'productId', 'is required'],
    [{ quantity: 0 }, 'quantity', 'must be at least 1'],
    [{ quantity: -2 }, 'quantity', 'must be at least 1'],
    [{ quantity: 10_001 }, 'quantity', 'must be at most 10000'],
    [{ price: 0 }, 'price', 'must be more than 0'],
    [{ price: -4600 }, 'price', 'must be more than 0'],
    [{ price: 100_000_001 }, 'price', 'is too large'],
    [{ customerName: '' }, 'customerName', 'is required'],
    [{ customerName: '   ' }, 'customerName', 'is required'],
    [{ customerName: 'n'.repeat(101) }, 'customerName', 'must be at most 100 characters'],
    [{ customerPhone: '' }, 'customerPhone', 'must be a valid phone number'],
    [{ customerPhone: 'call me' }, 'customerPhone', 'must be a valid phone number'],
    [{ customerPhone: '12345' }, 'customerPhone', 'must be a valid phone number'],
    [{ customerLocation: ' ' }, 'customerLocation', 'is required'],
    [{ customerLocation: 'l'.repeat(201) }, 'customerLocation', 'must be at most 200 characters'],
    [{ remarks: 'r'.repeat(501) }, 'remarks', 'must be at most 500 characters'],
  ])('refuses %j naming the field; nothing is written', async (change, field, message) => {
    await bff.dev.resetCalls();
    expectBadInput(await sita.gql(ADD, { input: { ...sitaOrder(), ...change } }), field, message);
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses a quantity that is not a whole number', async () => {
    await bff.dev.resetCalls();
    expect(codeOf(await sita.gql(ADD, { input: { ...sitaOrder(), quantity: 1.5 } }))).toBe('BAD_USER_INPUT');
    expect(await gatewayWrites(bff)).toBe(0);
  });
});

describe('editOrder', () => {
  const edit = (as: Session, id: string, input: Record<string, unknown>) =>
    as.gql<{ editOrder: { message: string; order: Order } }>(EDIT, { id, input });
  const changes = { quantity: 3, price: 4700, customerName: 'Bikash Shrestha', customerPhone: '9800000001', customerLocation: 'Pokhara', remarks: 'Gift wrap' };

  it('lets the owner edit her confirmed order; the product stays and the commission is recomputed', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    const result = await edit(sita, placed.id, changes);
    expect(result.errors).toBeUndefined();
    expect(result.data!.editOrder.message).toBe('Order updated');
    const edited = result.data!.editOrder.order;
    expect(edited).toMatchObject({
      id: placed.id,
      quantity: 3,
      price: 4700,
      totalPrice: 14100,
      commissionRate: 14,
      commission: 830,
      totalCommission: 2490,
      remarks: 'Gift wrap',
      status: 'CONFIRMED',
      customer: { name: 'Bikash Shrestha', phone: '9800000001', location: 'Pokhara' },
      product: placed.product,
      owner: placed.owner,
      createdAt: placed.createdAt,
      canEdit: true,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(placed.updatedAt));
    expect(await gatewayWrites(bff)).toBe(1);
    expect(await read(admin, placed.id)).toMatchObject({ commission: 830, quantity: 3, customer: { name: 'Bikash Shrestha' } });
  });

  it('clears the remarks when they are left out', async () => {
    const placed = await place();
    const { remarks: _remarks, ...withoutRemarks } = changes;
    const result = await edit(sita, placed.id, withoutRemarks);
    expect(result.data!.editOrder.order.remarks).toBeNull();
  });

  it('keeps the product locked: productId is not an edit field; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    const result = await edit(sita, placed.id, { ...changes, productId: productIds['Dhaka Topi'] });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(/productId/);
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).product.name).toBe('Pashmina Shawl');
  });

  it('lets an admin edit with the owner’s bonus rate, not the admin’s', async () => {
    const placed = await place();
    const result = await edit(admin, placed.id, { ...changes, quantity: 1, price: 4500 });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editOrder.order).toMatchObject({ commissionRate: 14, commission: 630, canEdit: true, owner: { id: userIds.sita } });
  });

  it('lets an admin edit an order in process, which its owner no longer may (FORBIDDEN, nothing written)', async () => {
    const placed = await place();
    expect((await change(placed.id, 'IN_PROCESS')).errors).toBeUndefined();
    const byAdmin = await edit(admin, placed.id, { ...changes, quantity: 4 });
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.editOrder.order).toMatchObject({ status: 'IN_PROCESS', quantity: 4, totalCommission: 3320, canEdit: true });
    await bff.dev.resetCalls();
    expectRefused(await edit(sita, placed.id, changes), 'FORBIDDEN', 'You can only edit your own confirmed orders.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).quantity).toBe(4);
  });

  it('refuses the owner on her delivered order (FORBIDDEN); nothing is written', async () => {
    const delivered = await seededSitaOrder('DELIVERED');
    await bff.dev.resetCalls();
    expectRefused(await edit(sita, delivered.id, changes), 'FORBIDDEN', 'You can only edit your own confirmed orders.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await read(sita, delivered.id)).toEqual(delivered);
  });

  it('hides another marketer’s order (NOT_FOUND); nothing is written', async () => {
    const mayas = (await list(maya, 'CONFIRMED'))[0]!;
    await bff.dev.resetCalls();
    expectRefused(await edit(sita, mayas.id, changes), 'NOT_FOUND', 'Order not found');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses an admin on a cancelled order (FORBIDDEN); nothing is written', async () => {
    const cancelled = (await list(admin, 'CANCELLED'))[0]!;
    await bff.dev.resetCalls();
    expectRefused(await edit(admin, cancelled.id, changes), 'FORBIDDEN', 'A cancelled order cannot be edited.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'must be at least 1'],
    [{ price: 0 }, 'price', 'must be more than 0'],
    [{ price: 3000 }, 'price', 'is too low: the commission would be negative'],
    [{ customerName: ' ' }, 'customerName', 'is required'],
    [{ customerPhone: 'none' }, 'customerPhone', 'must be a valid phone number'],
    [{ customerLocation: '' }, 'customerLocation', 'is required'],
    [{ remarks: 'r'.repeat(501) }, 'remarks', 'must be at most 500 characters'],
  ])('refuses %j naming the field; nothing is written', async (change, field, message) => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await edit(sita, placed.id, { ...changes, ...change }), field, message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await read(sita, placed.id)).toEqual(placed);
  });

  it('asks anonymous visitors to sign in; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectRefused(await edit(bff.anonymous(), placed.id, changes), 'UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
  });
});

describe('cancelOrder', () => {
  const cancel = (as: Session, id: string) => as.gql<{ cancelOrder: { message: string; order: Order } }>(CANCEL, { id });

  it('lets the owner cancel her confirmed order; the answer shows it cancelled and no longer changeable', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    const result = await cancel(sita, placed.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelOrder).toEqual({
      message: 'Order cancelled',
      order: { ...placed, status: 'CANCELLED', canEdit: false, canCancel: false, updatedAt: anyString },
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await list(sita, 'CANCELLED')).map((o) => o.id)).toContain(placed.id);
    expect((await list(sita, 'CONFIRMED')).map((o) => o.id)).not.toContain(placed.id);

    await bff.dev.resetCalls();
    expectRefused(await cancel(sita, placed.id), 'FORBIDDEN', 'You can only cancel your own confirmed orders.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses the owner on an order past confirmed (FORBIDDEN); nothing is written', async () => {
    const delivered = await seededSitaOrder('DELIVERED');
    await bff.dev.resetCalls();
    expectRefused(await cancel(sita, delivered.id), 'FORBIDDEN', 'You can only cancel your own confirmed orders.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, delivered.id)).status).toBe('DELIVERED');
  });

  it('hides another marketer’s order (NOT_FOUND); nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectRefused(await cancel(maya, placed.id), 'NOT_FOUND', 'Order not found');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).status).toBe('CONFIRMED');
  });

  it('lets an admin cancel a confirmed or in-process order, but not a cancelled one', async () => {
    const confirmed = await place();
    const byAdmin = await cancel(admin, confirmed.id);
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.cancelOrder.order).toMatchObject({ id: confirmed.id, status: 'CANCELLED', canEdit: false, canCancel: false });

    const inProcess = await place();
    await change(inProcess.id, 'IN_PROCESS');
    expect((await cancel(admin, inProcess.id)).data!.cancelOrder.order.status).toBe('CANCELLED');

    await bff.dev.resetCalls();
    expectRefused(await cancel(admin, confirmed.id), 'FORBIDDEN', 'A cancelled order cannot be cancelled.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('answers NOT_FOUND for an unknown order and asks anonymous visitors to sign in; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectRefused(await cancel(admin, '000000000000000000000000'), 'NOT_FOUND');
    expectRefused(await cancel(bff.anonymous(), placed.id), 'UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
  });
});

describe('changeOrderStatus', () => {
  const INCOME = 'query { income { pendingAmount totalIncome } incomes(status: PENDING, first: 1000) { edges { node { amount status order { id } } } } }';
  type IncomeAnswer = { income: { pendingAmount: number; totalIncome: number }; incomes: Connection<{ amount: number; status: string; order: { id: string } }> };
  const sitaIncome = async () => {
    const { income, incomes } = (await sita.gql<IncomeAnswer>(INCOME)).data!;
    return { ...income, pending: nodes(incomes) };
  };
  const money = async () => {
    const result = await admin.gql<{ user: { pendingPayment: number; lifetimeIncome: number } }>(
      'query U($id: ID!) { user(id: $id) { pendingPayment lifetimeIncome } }',
      { id: userIds.sita },
    );
    return result.data!.user;
  };

  it('moves an order CONFIRMED → IN_PROCESS → DELIVERED; delivery credits the owner’s income', async () => {
    const placed = await place();
    const before = await money();

    await bff.dev.resetCalls();
    const inProcess = await change(placed.id, 'IN_PROCESS');
    expect(inProcess.errors).toBeUndefined();
    expect(inProcess.data!.changeOrderStatus.message).toMatch(/inProcess|in process/i);
    expect(inProcess.data!.changeOrderStatus.order).toMatchObject({ id: placed.id, status: 'IN_PROCESS', deliveredAt: null, canEdit: true, canCancel: true });
    expect(await gatewayWrites(bff)).toBe(1);
    expect(await read(sita, placed.id)).toMatchObject({ status: 'IN_PROCESS', canEdit: false, canCancel: false });
    expect(await money()).toEqual(before);

    const delivered = await change(placed.id, 'DELIVERED');
    expect(delivered.errors).toBeUndefined();
    const order = delivered.data!.changeOrderStatus.order;
    expect(order).toMatchObject({ status: 'DELIVERED', totalCommission: 1460, canEdit: true });
    expect(Date.now() - Date.parse(order.deliveredAt!)).toBeLessThan(60_000);
    expect(order.owner).toMatchObject({ pendingPayment: round2(before.pendingPayment + 1460), lifetimeIncome: round2(before.lifetimeIncome + 1460) });
    expect(await money()).toEqual({ pendingPayment: round2(before.pendingPayment + 1460), lifetimeIncome: round2(before.lifetimeIncome + 1460) });

    const income = await sitaIncome();
    expect(income.pending.filter((i) => i.order.id === placed.id)).toEqual([{ amount: 1460, status: 'PENDING', order: { id: placed.id } }]);
    expect(income.pendingAmount).toBe(round2(before.pendingPayment + 1460));
    expect((await list(sita, 'DELIVERED'))[0]).toMatchObject({ id: placed.id, canEdit: false });
  });

  it('credits the amount given on delivery instead of commission × quantity', async () => {
    const placed = await place();
    const before = await money();
    const delivered = await change(placed.id, 'DELIVERED', 1000);
    expect(delivered.errors).toBeUndefined();
    expect(await money()).toEqual({ pendingPayment: round2(before.pendingPayment + 1000), lifetimeIncome: round2(before.lifetimeIncome + 1000) });
    const income = await sitaIncome();
    expect(income.pending.find((i) => i.order.id === placed.id)!.amount).toBe(1000);
  });

  it('takes back an unpaid income when a delivered order is returned', async () => {
    const placed = await place();
    const before = await money();
    await change(placed.id, 'DELIVERED');
    const returned = await change(placed.id, 'RETURNED');
    expect(returned.errors).toBeUndefined();
    expect(returned.data!.changeOrderStatus.order).toMatchObject({ status: 'RETURNED', deliveredAt: null });
    expect(await money()).toEqual(before);
    const income = await sitaIncome();
    expect(income.pending.some((i) => i.order.id === placed.id)).toBe(false);
  });

  it('reaches every status but CANCELLED, also back to CONFIRMED', async () => {
    const placed = await place();
    for (const status of ['EXCHANGED', 'RETURNED', 'IN_PROCESS', 'CONFIRMED']) {
      const result = await change(placed.id, status);
      expect(result.errors).toBeUndefined();
      expect(result.data!.changeOrderStatus.order.status).toBe(status);
    }
    expect(await read(sita, placed.id)).toMatchObject({ status: 'CONFIRMED', canEdit: true });
  });

  it('refuses CANCELLED (use cancelOrder) on status; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await change(placed.id, 'CANCELLED'), 'status', 'use cancelOrder to cancel an order');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(admin, placed.id)).status).toBe('CONFIRMED');
  });

  it('refuses the status the order already has; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await change(placed.id, 'CONFIRMED'), 'status', 'the order is already confirmed');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses any change to a cancelled order (FORBIDDEN); nothing is written', async () => {
    const cancelled = (await list(admin, 'CANCELLED'))[0]!;
    await bff.dev.resetCalls();
    expectRefused(await change(cancelled.id, 'CONFIRMED'), 'FORBIDDEN', 'A cancelled order cannot change status.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(admin, cancelled.id)).status).toBe('CANCELLED');
  });

  it('refuses an amount unless delivering, and an amount that is not positive; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await change(placed.id, 'IN_PROCESS', 500), 'amount', 'is only used when delivering');
    expectBadInput(await change(placed.id, 'DELIVERED', 0), 'amount', 'must be more than 0');
    expectBadInput(await change(placed.id, 'DELIVERED', -5), 'amount', 'must be more than 0');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(admin, placed.id)).status).toBe('CONFIRMED');
  });

  it('answers NOT_FOUND for an unknown order', async () => {
    expectRefused(await change('000000000000000000000000', 'IN_PROCESS'), 'NOT_FOUND', 'Order not found');
  });

  it('refuses marketers (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED); nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    const marketer = await sita.gql(CHANGE, { id: placed.id, status: 'DELIVERED' });
    expectRefused(marketer, 'FORBIDDEN', 'This is for admins only.');
    expectRefused(await bff.anonymous().gql(CHANGE, { id: placed.id, status: 'DELIVERED' }), 'UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).status).toBe('CONFIRMED');
  });
});
