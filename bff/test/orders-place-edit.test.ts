import { describe, expect, it } from 'vitest';
import { codeOf, gatewayWrites, type Session } from './harness.ts';
import type { EditOrderInput } from './gql/graphql.ts';
import {
  ADD,
  admin,
  bff,
  change,
  customer,
  EDIT,
  expectBadInput,
  expectRefused,
  list,
  maya,
  place,
  productIds,
  read,
  seededSitaOrder,
  sessions,
  sita,
  sitaOrder,
  useOrdersWorld,
  userIds,
} from './orders-world.ts';

/** Placing and editing orders, as the owner, an admin, other marketers and an anonymous visitor; each test places the orders it changes. */
useOrdersWorld();

describe('addOrder', () => {
  it('places Sita’s order with the rate and commission computed by the server', async () => {
    await bff.dev.resetCalls();
    const result = await sita.gql(ADD, { input: sitaOrder() });
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
      product: {
        id: productIds['Pashmina Shawl'],
        name: 'Pashmina Shawl',
        price: 4500,
        commissionRate: 12,
        commission: 540,
      },
      owner: { id: userIds.sita, name: 'Sita Sharma', bonusCommissionRate: 2 },
    });
    expect(Date.now() - Date.parse(order.createdAt)).toBeLessThan(60_000);
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await list(sita))[0]).toEqual(order);
    expect((await list(sita, 'CONFIRMED')).map((o) => o.id)).toContain(order.id);
    const forAdmin = (await list(admin))[0]!;
    expect(forAdmin).toMatchObject({ id: order.id, commission: 730, commissionRate: 14, canEdit: true });
  });

  it('uses the owner’s own bonus rate (Maya 1 %), trims the customer fields, stores the phone in its Nepali form and no remarks as null', async () => {
    const order = await place(maya, {
      productId: productIds['Dhaka Topi']!,
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
      customer: { name: 'Suman KC', phone: '9841234567', location: 'Dharan' },
      owner: { id: userIds.maya, bonusCommissionRate: 1 },
    });
    const withoutRemarks = await place(maya, {
      productId: productIds['Dhaka Topi']!,
      quantity: 3,
      price: 700,
      ...customer,
    });
    expect(withoutRemarks).toMatchObject({
      commission: 173.5,
      totalCommission: 520.5,
      totalPrice: 2100,
      remarks: null,
    });
  });

  it('moves the commission with a price below the product price, down to exactly 0', async () => {
    expect(await place(sita, { ...sitaOrder(), quantity: 1, price: 4000 })).toMatchObject({
      commission: 130,
      commissionRate: 14,
    });
    expect(await place(sita, { ...sitaOrder(), quantity: 1, price: 3870 })).toMatchObject({
      commission: 0,
      totalCommission: 0,
    });
  });

  it('refuses a price so low the commission would be negative; nothing is written', async () => {
    await bff.dev.resetCalls();
    expectBadInput(
      await sita.gql(ADD, { input: { ...sitaOrder(), price: 3869.99 } }),
      'price',
      'is too low: the commission would be negative',
    );
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('takes no commission or rate from the client: those fields do not exist; nothing is written', async () => {
    await bff.dev.resetCalls();
    for (const extra of [{ commission: 99_999 }, { commissionRate: 90 }]) {
      // Fields the input type does not have: the document is sent as it is.
      const result = await sita.raw(String(ADD), { input: { ...sitaOrder(), ...extra } });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toMatch(new RegExp(Object.keys(extra)[0]!));
    }
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it.each([
    ['admin', 'FORBIDDEN', 'This is for marketers only.'],
    ['gita', 'FORBIDDEN', 'Your account is not verified yet: submit your profile for verification first.'],
    ['ram', 'FORBIDDEN', 'Your account is under review: you can do this once it is verified.'],
    ['hari', 'FORBIDDEN', 'Your account is blocked.'],
    ['new', 'FORBIDDEN', 'Verify your email first, then submit your profile for verification.'],
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
    const productId = name ? productIds[name]! : '000000000000000000000000';
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
    [{ customerPhone: '' }, 'customerPhone', 'must be a Nepali mobile or landline number'],
    [{ customerPhone: 'call me' }, 'customerPhone', 'must be a Nepali mobile or landline number'],
    [{ customerPhone: '12345' }, 'customerPhone', 'must be a Nepali mobile or landline number'],
    [{ customerPhone: '9641234567' }, 'customerPhone', 'must be a Nepali mobile or landline number'],
    [{ customerPhone: '+91 98765 43210' }, 'customerPhone', 'must be a Nepali mobile or landline number'],
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
  const edit = (as: Session, id: string, input: EditOrderInput) => as.gql(EDIT, { id, input });
  const changes = {
    quantity: 3,
    price: 4700,
    customerName: 'Bikash Shrestha',
    customerPhone: '9800000001',
    customerLocation: 'Pokhara',
    remarks: 'Gift wrap',
  };

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
    expect(await read(admin, placed.id)).toMatchObject({
      commission: 830,
      quantity: 3,
      customer: { name: 'Bikash Shrestha' },
    });
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
    // productId is not a field of the input type: the document is sent as it is.
    const result = await sita.raw(String(EDIT), {
      id: placed.id,
      input: { ...changes, productId: productIds['Dhaka Topi'] },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(/productId/);
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).product!.name).toBe('Pashmina Shawl');
  });

  it('lets an admin edit with the owner’s bonus rate, not the admin’s', async () => {
    const placed = await place();
    const result = await edit(admin, placed.id, { ...changes, quantity: 1, price: 4500 });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editOrder.order).toMatchObject({
      commissionRate: 14,
      commission: 630,
      canEdit: true,
      owner: { id: userIds.sita },
    });
  });

  it('lets an admin edit an order in process, which its owner no longer may (FORBIDDEN, nothing written)', async () => {
    const placed = await place();
    expect((await change(placed.id, 'IN_PROCESS')).errors).toBeUndefined();
    const byAdmin = await edit(admin, placed.id, { ...changes, quantity: 4 });
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.editOrder.order).toMatchObject({
      status: 'IN_PROCESS',
      quantity: 4,
      totalCommission: 3320,
      canEdit: true,
    });
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
    [{ customerPhone: 'none' }, 'customerPhone', 'must be a Nepali mobile or landline number'],
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
