import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, gatewayWrites, nodes } from './harness.ts';
import {
  admin,
  bff,
  CANCEL,
  customer,
  EDIT,
  expectRefused,
  list,
  maya,
  ONE,
  ORDERS,
  read,
  round2,
  seededSitaOrder,
  sessions,
  sita,
  STATUSES,
  useOrdersWorld,
  userIds,
} from './orders-world.ts';

/**
 * Orders read: the lists and one order per viewer, and the derived fields, as an admin, marketers
 * and an anonymous visitor. The exact seed counts run first.
 */
useOrdersWorld();

describe('orders(status) on the seed', () => {
  it('shows an admin all 60 orders and a marketer only their own (Sita 36, Maya 17)', async () => {
    const all = await list(admin);
    expect(all).toHaveLength(60);
    const counts = Object.fromEntries(STATUSES.map((s) => [s, all.filter((o) => o.status === s).length]));
    expect(counts).toEqual({ CONFIRMED: 3, IN_PROCESS: 3, DELIVERED: 29, RETURNED: 4, EXCHANGED: 8, CANCELLED: 13 });
    const owners = new Set(all.map((o) => o.owner!.name));
    expect([...owners].sort()).toEqual(['Hari Gurung', 'Maya Tamang', 'Sita Sharma']);

    const mine = await list(sita);
    expect(mine).toHaveLength(36);
    expect(mine.every((o) => o.owner!.id === userIds.sita)).toBe(true);
    expect(mine.map((o) => o.id)).toEqual(all.filter((o) => o.owner!.id === userIds.sita).map((o) => o.id));
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

  it.each(
    STATUSES.flatMap(
      (status) =>
        [
          ['admin', status],
          ['sita', status],
        ] as const,
    ),
  )('as %s, status %s is exactly those orders of the full list, in the same order', async (who, status) => {
    const as = who === 'admin' ? admin : sita;
    const [all, chosen] = await Promise.all([list(as), list(as, status)]);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen).toEqual(all.filter((o) => o.status === status));
  });

  it('keeps marketers’ lists apart: Maya sees none of Sita’s orders', async () => {
    const [fromSita, fromMaya] = await Promise.all([list(sita), list(maya)]);
    const sitaIds = new Set(fromSita.map((o) => o.id));
    expect(fromMaya.some((o) => sitaIds.has(o.id))).toBe(false);
    expect(fromMaya.every((o) => o.owner!.id === userIds.maya)).toBe(true);
  });

  it('derives totals and the commission by the commission formula for every order', async () => {
    const all = await list(admin);
    for (const order of all) {
      expect(order.totalPrice).toBe(round2(order.price * order.quantity));
      expect(order.totalCommission).toBe(round2(order.commission * order.quantity));
    }
    // Seeded orders, found by their customer's phone, with the values worked out by hand: the
    // rate is the product's plus the owner's bonus; the commission per unit is that rate of the
    // product price plus what the order's price adds to it.
    const byPhone = (phone: string) => all.find((o) => o.customer.phone === phone);
    // Sita (bonus 2 %), Thangka Wall Art (12,000 at 10 %) sold at 12,050: 12 % of 12,000 + 50.
    expect(byPhone('9880027214')).toMatchObject({
      quantity: 3,
      price: 12050,
      totalPrice: 36150,
      commissionRate: 12,
      commission: 1490,
      totalCommission: 4470,
      product: { name: 'Thangka Wall Art', price: 12000, commissionRate: 10 },
      owner: { name: 'Sita Sharma', bonusCommissionRate: 2 },
    });
    // Maya (bonus 1 %), Timur Chilli Pickle (380 at 20 %) sold at 480: 21 % of 380 + 100.
    expect(byPhone('9853606462')).toMatchObject({
      quantity: 2,
      price: 480,
      totalPrice: 960,
      commissionRate: 21,
      commission: 179.8,
      totalCommission: 359.6,
      product: { name: 'Timur Chilli Pickle', price: 380, commissionRate: 20 },
      owner: { name: 'Maya Tamang', bonusCommissionRate: 1 },
    });
    // Hari (no bonus), Pashmina Shawl (4,500 at 12 %) sold at its price: 12 % of 4,500.
    expect(byPhone('9862934658')).toMatchObject({
      quantity: 2,
      price: 4500,
      totalPrice: 9000,
      commissionRate: 12,
      commission: 540,
      totalCommission: 1080,
      product: { name: 'Pashmina Shawl', price: 4500, commissionRate: 12 },
      owner: { name: 'Hari Gurung', bonusCommissionRate: 0 },
    });
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
    const result = await admin.gql(
      graphql(`
        query OrdersOwnerAndProductInFull {
          orders(first: 100) {
            edges {
              node {
                owner {
                  email
                  status
                  bonusCommissionRate
                }
                product {
                  description
                  images
                  status
                }
              }
            }
          }
        }
      `),
    );
    expect(result.errors).toBeUndefined();
    const orders = nodes(result.data!.orders);
    expect(new Set(orders.map((o) => o.owner!.email))).toEqual(
      new Set(['sita@demo.test', 'maya@demo.test', 'hari@demo.test']),
    );
    expect(orders.find((o) => o.owner!.email === 'hari@demo.test')!.owner).toEqual({
      email: 'hari@demo.test',
      status: 'BLOCKED',
      bonusCommissionRate: 0,
    });
    expect(orders.find((o) => o.owner!.email === 'sita@demo.test')!.owner!.bonusCommissionRate).toBe(2);
    expect(orders.every((o) => o.product!.images.length > 0 && o.product!.description.length > 0)).toBe(true);
    const { byRoute, total } = await bff.dev.calls();
    expect(total).toBeLessThanOrEqual(1 + 3);
    expect(Object.values(byRoute).every((n) => n === 1)).toBe(true);
  });

  it('lets a marketer read her own owner fields', async () => {
    const result = await sita.gql(
      graphql(`
        query OrdersOwnOwnerFields {
          orders(first: 100) {
            edges {
              node {
                owner {
                  email
                  canPlaceOrders
                }
              }
            }
          }
        }
      `),
    );
    expect(result.errors).toBeUndefined();
    expect(new Set(nodes(result.data!.orders).map((o) => JSON.stringify(o.owner)))).toEqual(
      new Set([JSON.stringify({ email: 'sita@demo.test', canPlaceOrders: true })]),
    );
  });

  it('refuses a status outside the enum and asks anonymous visitors to sign in', async () => {
    // A status the enum does not have cannot be typed: the document is sent as it is.
    expect(codeOf(await admin.raw(String(ORDERS), { status: 'LOST' }))).toBe('BAD_USER_INPUT');
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
