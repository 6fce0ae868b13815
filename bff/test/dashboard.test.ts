import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { DashboardCardsQuery } from './gql/graphql.ts';
import { codeOf, type Session } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { admin, bff, sita, useSeededBff } from './world.ts';

// The cards are the seed's, and one test delivers an order: each test has a BFF and stand-in of
// its own, its gateway calls counted from its start.
useSeededBff('each');
beforeEach(() => bff.dev.resetCalls());

const DASHBOARD = graphql(`
  query DashboardCards {
    dashboard {
      totalDeliveredOrders
      returnedOrders
      cancelledOrders
      allOrders
      totalSales
      lifetimeEarning
      users
    }
  }
`);

type Stats = DashboardCardsQuery['dashboard'];

async function dashboardOf(session: Session): Promise<Stats> {
  const result = await session.gql(DASHBOARD);
  expect(result.errors).toBeUndefined();
  return result.data!.dashboard;
}

/** The seed's cards (bff/gateway-sim/seed.ts): all 60 orders and 7 accounts, Sita's 36 orders and Maya's 17. */
const ADMIN_CARDS: Stats = {
  totalDeliveredOrders: 29,
  returnedOrders: 4,
  cancelledOrders: 13,
  allOrders: 60,
  totalSales: 1689,
  lifetimeEarning: 26569.1,
  users: 7,
};
const SITA_CARDS: Stats = {
  totalDeliveredOrders: 17,
  returnedOrders: 3,
  cancelledOrders: 9,
  allOrders: 36,
  totalSales: 1689,
  lifetimeEarning: 20957,
  users: null,
};
const MAYA_CARDS: Stats = {
  totalDeliveredOrders: 9,
  returnedOrders: 1,
  cancelledOrders: 2,
  allOrders: 17,
  totalSales: 0,
  lifetimeEarning: 3444.1,
  users: null,
};

describe('dashboard', () => {
  it('shows an admin the cards over all 60 orders and all 7 accounts, in one request', async () => {
    // Only Sita has been paid (Rs. 1,689).
    expect(await dashboardOf(admin)).toEqual(ADMIN_CARDS);
    const { byRoute, total } = await bff.dev.calls();
    expect(byRoute).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1, 'GET /admin/users': 1 });
    expect(total).toBe(3);
  });

  it('shows a marketer her own cards and no users count, in one request', async () => {
    expect(await dashboardOf(sita)).toEqual(SITA_CARDS);
    const me = await sita.gql(
      graphql(`
        query DashboardMe {
          me {
            receivedPayment
            lifetimeIncome
          }
        }
      `),
    );
    expect(me.data!.me).toEqual({ receivedPayment: 1689, lifetimeIncome: 20957 });
    expect((await bff.dev.calls()).byRoute).toMatchObject({ 'GET /user': 2, 'GET /order/getMyOrders': 1 });
  });

  it('shows each marketer only her own orders', async () => {
    const maya = await bff.signIn('maya@demo.test');
    expect(await dashboardOf(maya)).toEqual(MAYA_CARDS);
    const gita = await dashboardOf(await bff.signIn('gita@demo.test'));
    expect(gita).toEqual({
      totalDeliveredOrders: 0,
      returnedOrders: 0,
      cancelledOrders: 0,
      allOrders: 0,
      totalSales: 0,
      lifetimeEarning: 0,
      users: null,
    });
  });

  it('follows a delivery: the owner’s and the admin’s cards grow by the order’s commission', async () => {
    const record = userByEmail(bff, 'sita@demo.test');
    const order = dbOf(bff).orders.find((o) => o.orderFrom === record._id && o.status === 'inProcess')!;
    expect([order.commission, order.qty]).toEqual([306, 3]);
    expect(await Promise.all([dashboardOf(sita), dashboardOf(admin)])).toEqual([SITA_CARDS, ADMIN_CARDS]);
    const changed = await admin.gql(
      graphql(`
        mutation DashboardDeliver($id: ID!) {
          changeOrderStatus(id: $id, status: DELIVERED) {
            order {
              status
            }
          }
        }
      `),
      { id: order._id },
    );
    expect(changed.errors).toBeUndefined();

    // Rs. 306 × 3 = Rs. 918 more earned, one more delivered order.
    expect(await dashboardOf(sita)).toEqual({ ...SITA_CARDS, totalDeliveredOrders: 18, lifetimeEarning: 21875 });
    expect(await dashboardOf(admin)).toEqual({ ...ADMIN_CARDS, totalDeliveredOrders: 30, lifetimeEarning: 27487.1 });
  });

  it('asks anonymous callers to sign in', async () => {
    const result = await bff.anonymous().gql(DASHBOARD);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
    expect((await bff.dev.calls()).total).toBe(0);
  });
});
