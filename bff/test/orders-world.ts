import { beforeAll, expect } from 'vitest';
import { graphql } from './gql/index.ts';
import type { AddOrderInput, OrdersOrderFieldsFragment, OrderStatus } from './gql/graphql.ts';
import { codeOf, nodes, type GraphQLResult, type Session } from './harness.ts';

/**
 * What the orders tests share: one BFF per test file with the seed, everyone signed in, the
 * order fields asked for and helpers to read, place and change orders.
 */

import { admin, bff, maya, sita, useSeededBff } from './world.ts';

export { admin, bff, maya, sita };
export const sessions: Record<string, Session> = {};
export const userIds: Record<string, string> = {};
export const productIds: Record<string, string> = {};

graphql(`
  fragment OrdersOrderFields on Order {
    id
    quantity
    price
    totalPrice
    commissionRate
    commission
    totalCommission
    remarks
    status
    deliveredAt
    createdAt
    updatedAt
    canEdit
    canCancel
    customer {
      name
      phone
      location
    }
    product {
      id
      name
      price
      commissionRate
      commission
    }
    owner {
      id
      name
      bonusCommissionRate
    }
  }
`);
export const ORDERS = graphql(`
  query OrdersList($status: OrderStatus) {
    orders(status: $status, first: 1000) {
      edges {
        node {
          ...OrdersOrderFields
        }
      }
    }
  }
`);
export const ONE = graphql(`
  query OrdersOne($id: ID!) {
    order(id: $id) {
      ...OrdersOrderFields
    }
  }
`);
export const ADD = graphql(`
  mutation OrdersAdd($input: AddOrderInput!) {
    addOrder(input: $input) {
      message
      order {
        ...OrdersOrderFields
      }
    }
  }
`);
export const EDIT = graphql(`
  mutation OrdersEdit($id: ID!, $input: EditOrderInput!) {
    editOrder(id: $id, input: $input) {
      message
      order {
        ...OrdersOrderFields
      }
    }
  }
`);
export const CANCEL = graphql(`
  mutation OrdersCancel($id: ID!) {
    cancelOrder(id: $id) {
      message
      order {
        ...OrdersOrderFields
      }
    }
  }
`);
export const CHANGE = graphql(`
  mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {
    changeOrderStatus(id: $id, status: $status, amount: $amount) {
      message
      order {
        ...OrdersOrderFields
        owner {
          pendingPayment
          lifetimeIncome
        }
      }
    }
  }
`);
export const STATUSES = [
  'CONFIRMED',
  'IN_PROCESS',
  'DELIVERED',
  'RETURNED',
  'EXCHANGED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];

export type Order = OrdersOrderFieldsFragment;

export const round2 = (n: number) => Math.round(n * 100) / 100;

export async function list(as: Session, status?: OrderStatus): Promise<Order[]> {
  const result = await as.gql(ORDERS, status ? { status } : {});
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.orders);
}

export async function read(as: Session, id: string): Promise<Order> {
  const result = await as.gql(ONE, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.order;
}

export const customer = { customerName: 'Anita Karki', customerPhone: '9841234567', customerLocation: 'Lalitpur' };
export const sitaOrder = (): AddOrderInput => ({
  productId: productIds['Pashmina Shawl']!,
  quantity: 2,
  price: 4600,
  ...customer,
  remarks: 'Call before delivery',
});

/** Places an order that must succeed; answers it. */
export async function place(as: Session = sita, input: AddOrderInput = sitaOrder()): Promise<Order> {
  const result = await as.gql(ADD, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.addOrder.order;
}

export async function change(id: string, status: OrderStatus, amount?: number) {
  return admin.gql(CHANGE, { id, status, ...(amount !== undefined ? { amount } : {}) });
}

export function expectBadInput(result: GraphQLResult, field: string, message: string) {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.message).toBe(`${field}: ${message}`);
  // The rule each problem names is checked in field-rules.test.ts.
  expect(result.errors![0]!.extensions!.fields).toMatchObject([{ field, message }]);
  expect(result.data ?? null).toBeNull();
}

export function expectRefused(result: GraphQLResult, code: string, message?: string) {
  expect(codeOf(result)).toBe(code);
  if (message) expect(result.errors![0]!.message).toBe(message);
  expect(result.data ?? null).toBeNull();
}

/** A seeded order of Sita's in the given status. */
export async function seededSitaOrder(status: OrderStatus): Promise<Order> {
  const found = (await list(sita, status))[0];
  if (!found) throw new Error(`Sita has no ${status} order`);
  return found;
}

/** Starts the BFF and signs everyone in before the file's tests, and stops it after them. */
export function useOrdersWorld(): void {
  useSeededBff('all');
  beforeAll(async () => {
    Object.assign(sessions, { admin, sita, maya });
    const keys = ['gita', 'ram', 'hari', 'new'];
    const signedIn = await Promise.all(keys.map((key) => bff.signIn(`${key}@demo.test`)));
    keys.forEach((key, n) => (sessions[key] = signedIn[n]!));
    const users = await admin.gql(
      graphql(`
        query OrdersWorldUsers {
          users(first: 100) {
            edges {
              node {
                id
                email
              }
            }
          }
        }
      `),
    );
    for (const user of nodes(users.data!.users)) userIds[user.email.split('@')[0]!] = user.id;
    const products = await admin.gql(
      graphql(`
        query OrdersWorldProducts {
          products {
            id
            name
          }
        }
      `),
    );
    for (const product of products.data!.products) productIds[product.name] = product.id;
  });
}
