import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, startBff, type Session, type TestBff } from './harness.ts';
import { dbOf, paisa, sumPaisa, userByEmail } from './stand-in-data.ts';

let bff: TestBff;
let admin: Session;
let sita: Session;

beforeAll(async () => {
  bff = await startBff();
  [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());

interface Stats {
  totalDeliveredOrders: number;
  returnedOrders: number;
  cancelledOrders: number;
  allOrders: number;
  totalSales: number;
  lifetimeEarning: number;
  users: number | null;
}

const DASHBOARD = 'query Dashboard { dashboard { totalDeliveredOrders returnedOrders cancelledOrders allOrders totalSales lifetimeEarning users } }';

async function dashboardOf(session: Session): Promise<Stats> {
  const result = await session.gql<{ dashboard: Stats }>(DASHBOARD);
  expect(result.errors).toBeUndefined();
  return result.data!.dashboard;
}

/** The cards computed from the stand-in's records for these orders and users. */
function expectedCards(ownerId: string | null): Omit<Stats, 'users'> {
  const db = dbOf(bff);
  const orders = ownerId ? db.orders.filter((o) => o.orderFrom === ownerId) : db.orders;
  const users = ownerId ? db.users.filter((u) => u._id === ownerId) : db.users;
  const count = (status: string) => orders.filter((o) => o.status === status).length;
  return {
    totalDeliveredOrders: count('delivered'),
    returnedOrders: count('returned'),
    cancelledOrders: count('cancelled'),
    allOrders: orders.length,
    totalSales: sumPaisa(users.map((u) => u.receivedPayment)) / 100,
    lifetimeEarning: sumPaisa(users.map((u) => u.lifetimeIncome)) / 100,
  };
}

describe('dashboard', () => {
  it('shows an admin the cards over all 60 orders and all 7 accounts, in one request', async () => {
    const stats = await dashboardOf(admin);
    expect(stats).toEqual({ ...expectedCards(null), users: 7 });
    expect(stats.allOrders).toBe(60);
    expect(stats.totalDeliveredOrders).toBeGreaterThan(0);
    expect(stats.returnedOrders).toBeGreaterThan(0);
    expect(stats.cancelledOrders).toBeGreaterThan(0);
    // Only Sita has been paid; everyone's lifetime income adds up.
    expect(stats.totalSales).toBe(userByEmail(bff, 'sita@demo.test').receivedPayment);
    expect(stats.lifetimeEarning).toBeGreaterThan(userByEmail(bff, 'sita@demo.test').lifetimeIncome);
    const { byRoute, total } = await bff.dev.calls();
    expect(byRoute).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1, 'GET /admin/users': 1 });
    expect(total).toBe(3);
  });

  it('shows a marketer her own cards and no users count, in one request', async () => {
    const stats = await dashboardOf(sita);
    const record = userByEmail(bff, 'sita@demo.test');
    expect(stats).toEqual({ ...expectedCards(record._id), users: null });
    expect(stats.allOrders).toBe(36);
    expect(stats.totalSales).toBe(record.receivedPayment);
    expect(stats.lifetimeEarning).toBe(record.lifetimeIncome);
    const me = await sita.gql<{ me: { receivedPayment: number; lifetimeIncome: number } }>('{ me { receivedPayment lifetimeIncome } }');
    expect(me.data!.me).toEqual({ receivedPayment: stats.totalSales, lifetimeIncome: stats.lifetimeEarning });
    expect((await bff.dev.calls()).byRoute).toMatchObject({ 'GET /user': 2, 'GET /order/getMyOrders': 1 });
  });

  it('shows each marketer only her own orders', async () => {
    const maya = await bff.signIn('maya@demo.test');
    const stats = await dashboardOf(maya);
    expect(stats).toEqual({ ...expectedCards(userByEmail(bff, 'maya@demo.test')._id), users: null });
    expect(stats.allOrders).toBeGreaterThan(0);
    expect(stats.allOrders).toBeLessThan(36);
    const gita = await dashboardOf(await bff.signIn('gita@demo.test'));
    expect(gita).toEqual({ totalDeliveredOrders: 0, returnedOrders: 0, cancelledOrders: 0, allOrders: 0, totalSales: 0, lifetimeEarning: 0, users: null });
  });

  it('follows a delivery: the owner’s and the admin’s cards grow by the order’s commission', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const order = dbOf(bff).orders.find((o) => o.orderFrom === record._id && o.status === 'inProcess')!;
    const [sitaBefore, adminBefore] = await Promise.all([dashboardOf(sita), dashboardOf(admin)]);
    const changed = await admin.gql('mutation C($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { status } } }', { id: order._id });
    expect(changed.errors).toBeUndefined();
    const earned = Math.round(paisa(order.commission) * order.qty);
    expect(earned).toBeGreaterThan(0);

    const sitaAfter = await dashboardOf(sita);
    expect(sitaAfter.totalDeliveredOrders).toBe(sitaBefore.totalDeliveredOrders + 1);
    expect(sitaAfter.allOrders).toBe(sitaBefore.allOrders);
    expect(paisa(sitaAfter.lifetimeEarning)).toBe(paisa(sitaBefore.lifetimeEarning) + earned);
    expect(sitaAfter.totalSales).toBe(sitaBefore.totalSales);
    const adminAfter = await dashboardOf(admin);
    expect(adminAfter.totalDeliveredOrders).toBe(adminBefore.totalDeliveredOrders + 1);
    expect(paisa(adminAfter.lifetimeEarning)).toBe(paisa(adminBefore.lifetimeEarning) + earned);
    expect(adminAfter).toEqual({ ...expectedCards(null), users: 7 });
  });

  it('asks anonymous callers to sign in', async () => {
    const result = await bff.anonymous().gql(DASHBOARD);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
    expect((await bff.dev.calls()).total).toBe(0);
  });
});
