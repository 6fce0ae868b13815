import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { nodes, type Session } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { admin, bff, sita, useSeededBff } from './world.ts';

/**
 * The N+1 target: a query over N orders of U owners makes at most 1 + U gateway calls;
 * users and products by id are batched and de-duplicated, and the viewer is read once.
 * Each test prints what it measured.
 */

// The counts are the seed's, and one test adds 1,000 orders: each test has a BFF and stand-in of
// its own, its gateway calls counted from its start.
useSeededBff('each');
beforeEach(() => bff.dev.resetCalls());

/** What `report` reads of an order: its owner, by id or else by name. */
interface OwnedRow {
  owner: { id?: string; name?: string } | null;
}

/** Runs `document` and answers its data with the gateway calls it cost. */
async function measure<T>(
  session: Session,
  document: TypedDocumentString<T, Record<string, never>>,
): Promise<{ data: T; total: number; byRoute: Record<string, number> }> {
  await bff.dev.resetCalls();
  const result = await session.gql(document);
  expect(result.errors).toBeUndefined();
  const { total, byRoute } = await bff.dev.calls();
  return { data: result.data!, total, byRoute };
}

/** A query's `orders` page as a plain list. */
const ordersOf = <T>(data: { orders: { edges: { node: T }[] } }) => nodes(data.orders);

const FULL_ORDERS = graphql(`
  query EfficiencyFullOrders {
    orders(first: 1000) {
      totalCount
      edges {
        node {
          id
          owner {
            id
            name
            email
            phone
          }
          product {
            id
            name
            images
            status
          }
        }
      }
    }
  }
`);

function report(label: string, orders: OwnedRow[], total: number, byRoute: Record<string, number>): number {
  const owners = new Set(orders.map((o) => o.owner?.id ?? o.owner?.name)).size;
  console.log(
    `N+1: ${label}: ${orders.length} orders, ${owners} owners, ${total} gateway calls (${Object.entries(byRoute)
      .map(([r, n]) => `${r} ×${n}`)
      .join(', ')})`,
  );
  return owners;
}

describe('gateway calls per query', () => {
  it('an admin’s orders with full owners and products: at most 1 + U calls, one per list', async () => {
    const { data, total, byRoute } = await measure(admin, FULL_ORDERS);
    const orders = ordersOf(data);
    const owners = report('admin orders, full owner and product', orders, total, byRoute);
    expect(orders).toHaveLength(60);
    expect(owners).toBe(3);
    expect(total).toBeLessThanOrEqual(1 + owners);
    expect(byRoute).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1, 'GET /admin/users': 1, 'GET /product': 1 });
    // The batched lists really fed every row.
    const sitaRecord = userByEmail(bff, 'sita@demo.test');
    const sitaRow = orders.find((o) => o.owner?.id === sitaRecord._id)!;
    expect(sitaRow.owner).toEqual({
      id: sitaRecord._id,
      name: 'Sita Sharma',
      email: 'sita@demo.test',
      phone: sitaRecord.phone,
    });
    for (const order of orders) {
      expect(order.owner!.email).toMatch(/@demo\.test$/);
      expect(order.product!.images.length).toBeGreaterThan(0);
      expect(['AVAILABLE', 'OUT_OF_STOCK']).toContain(order.product!.status);
    }
  });

  it('asking only for what the order list populates costs no call per owner or product', async () => {
    const { data, total, byRoute } = await measure(
      admin,
      graphql(`
        query EfficiencyPopulatedOrders {
          orders(first: 100) {
            edges {
              node {
                id
                owner {
                  id
                  name
                  bonusCommissionRate
                }
                product {
                  id
                  name
                  price
                  commission
                }
              }
            }
          }
        }
      `),
    );
    const orders = ordersOf(data);
    report('admin orders, populated fields only', orders, total, byRoute);
    expect(orders).toHaveLength(60);
    expect(byRoute).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1 });
    expect(orders.every((o) => o.owner!.name !== '' && o.product!.name !== '')).toBe(true);
  });

  it('a marketer’s own orders with owner { email }: no extra call, the viewer is the owner', async () => {
    const { data, total, byRoute } = await measure(
      sita,
      graphql(`
        query EfficiencyOwnOrders {
          orders(first: 100) {
            edges {
              node {
                id
                owner {
                  id
                  email
                  phone
                  lifetimeIncome
                }
                product {
                  name
                }
              }
            }
          }
        }
      `),
    );
    const orders = ordersOf(data);
    report('marketer orders, owner email', orders, total, byRoute);
    expect(orders).toHaveLength(36);
    expect(orders.every((o) => o.owner!.email === 'sita@demo.test')).toBe(true);
    expect(byRoute).toEqual({ 'GET /user': 1, 'GET /order/getMyOrders': 1 });
  });

  it('reads the viewer once per request, however many resolvers need it', async () => {
    const { data, total, byRoute } = await measure(
      sita,
      graphql(`
        query EfficiencyViewerHeavy {
          me {
            id
          }
          dashboard {
            allOrders
          }
          orders(first: 100) {
            edges {
              node {
                canEdit
                canCancel
              }
            }
          }
          products {
            inMyList
          }
          myProducts {
            id
          }
        }
      `),
    );
    const orders = ordersOf(data);
    console.log(
      `N+1: viewer-heavy request (me, dashboard, ${orders.length} × canEdit/canCancel, ${data.products.length} × inMyList): ${total} gateway calls, GET /user ×${byRoute['GET /user']}`,
    );
    expect(byRoute['GET /user']).toBe(1);
    expect(byRoute).toEqual({
      'GET /user': 1,
      'GET /order/getMyOrders': 1,
      'GET /product': 1,
      'GET /product/getMyProduct': 1,
    });
    expect(orders.filter((o) => o.canEdit)).toHaveLength(2);
    expect(data.products.filter((p) => p.inMyList)).toHaveLength(8);

    const forAdmin = await measure(
      admin,
      graphql(`
        query EfficiencyViewerHeavyAdmin {
          me {
            id
          }
          dashboard {
            users
          }
          orders {
            edges {
              node {
                canEdit
              }
            }
          }
          payments {
            edges {
              node {
                id
              }
            }
          }
          users {
            edges {
              node {
                id
              }
            }
          }
          products {
            inMyList
          }
        }
      `),
    );
    expect(forAdmin.byRoute['GET /user']).toBe(1);
  });

  it('payments with their orders, owners and products stay batched', async () => {
    const { data, total, byRoute } = await measure(
      admin,
      graphql(`
        query EfficiencyPayments {
          payments {
            edges {
              node {
                id
                user {
                  lifetimeIncome
                }
                orders {
                  id
                  owner {
                    email
                  }
                  product {
                    images
                  }
                }
                source {
                  product {
                    description
                  }
                }
              }
            }
          }
        }
      `),
    );
    const payments = nodes(data.payments);
    const orders = payments.flatMap((p) => p.orders);
    console.log(
      `N+1: admin payments: ${payments.length} payments over ${orders.length} orders, ${total} gateway calls (${Object.entries(
        byRoute,
      )
        .map(([r, n]) => `${r} ×${n}`)
        .join(', ')})`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(5);
    // Every read at most once (de-duplicated); a handful of orders is read one by one rather than
    // through the whole order list (10,000 orders at scale), products through one list, and
    // Sita's full record once (the only payee and owner).
    expect(Object.values(byRoute).every((n) => n === 1)).toBe(true);
    expect(byRoute['GET /admin/orders']).toBeUndefined();
    expect(Object.keys(byRoute).filter((route) => route.startsWith('GET /order/getOrderDetail/'))).toHaveLength(
      orders.length,
    );
    expect(total).toBeLessThanOrEqual(4 + orders.length);
  });

  it('does not grow with the number of orders: a page of 1,060 orders costs what 60 did', async () => {
    const small = await measure(admin, FULL_ORDERS);
    const { created, total: orderCount } = await bff.dev.bulkOrders(1_000);
    expect(created).toBe(1_000);
    expect(orderCount).toBe(dbOf(bff).orders.length);
    const { data, total, byRoute } = await measure(admin, FULL_ORDERS);
    const owners = report('admin orders after bulkOrders(1000), first 1,000', ordersOf(data), total, byRoute);
    expect(data.orders.totalCount).toBe(1_060);
    expect(ordersOf(data)).toHaveLength(1_000);
    expect(total).toBe(small.total);
    expect(byRoute).toEqual(small.byRoute);
    expect(total).toBeLessThanOrEqual(1 + owners);
  });
});
