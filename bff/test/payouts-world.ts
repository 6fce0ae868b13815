import { beforeEach, expect } from 'vitest';
import { graphql } from './gql/index.ts';
import type { PaymentStatus, PayoutsOrderFragment, PayoutsPaymentFragment } from './gql/graphql.ts';
import { codeOf, gatewayWrites, nodes, type GraphQLResult, type Session } from './harness.ts';

/**
 * What the income and payments tests share: one BFF per test file with the seed (one of their own
 * for tests that change it), an admin and two marketers signed in, the fields asked for and
 * helpers to read income, eligible orders and payment requests. Each test's gateway calls are
 * counted from its start.
 */

import { admin, bff, maya, sita, useSeededBff } from './world.ts';

export { admin, bff, maya, sita };

graphql(`
  fragment PayoutsOrder on Order {
    id
    quantity
    commission
    totalCommission
    status
    deliveredAt
    owner {
      email
    }
    product {
      name
    }
  }
`);
graphql(`
  fragment PayoutsPayment on Payment {
    id
    status
    amount
    createdAt
    orderIds
    itemSummary
    proofUrl
  }
`);
graphql(`
  fragment PayoutsIncomeRow on Income {
    id
    status
    amount
    createdAt
    order {
      ...PayoutsOrder
    }
  }
`);

export type OrderView = PayoutsOrderFragment;
export type PaymentView = PayoutsPaymentFragment;

export const INCOME = graphql(`
  query PayoutsIncome {
    me {
      lifetimeIncome
      pendingPayment
      receivedPayment
    }
    income {
      totalIncome
      pendingAmount
      receivedAmount
      recent {
        ...PayoutsIncomeRow
      }
    }
    received: incomes(status: SENT, first: 300) {
      edges {
        node {
          ...PayoutsIncomeRow
        }
      }
    }
    pending: incomes(status: PENDING, first: 300) {
      edges {
        node {
          ...PayoutsIncomeRow
        }
      }
    }
    payments(first: 300) {
      edges {
        node {
          ...PayoutsPayment
        }
      }
    }
  }
`);
export const PAYMENTS = graphql(`
  query PayoutsPayments($status: PaymentStatus) {
    payments(status: $status, first: 1000) {
      edges {
        node {
          ...PayoutsPayment
        }
      }
    }
  }
`);

export const ELIGIBLE = graphql(`
  query PayoutsEligible {
    eligiblePayouts {
      id
      amount
      deliveredAt
      order {
        ...PayoutsOrder
      }
    }
  }
`);
export const REQUEST = graphql(`
  mutation PayoutsRequest($orderIds: [ID!]!) {
    requestPayout(orderIds: $orderIds) {
      message
      payment {
        ...PayoutsPayment
        user {
          email
        }
        orders {
          id
        }
      }
    }
  }
`);
export const MARK_SENT = graphql(`
  mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {
    markPaymentSent(id: $id, proof: $proof) {
      message
      payment {
        ...PayoutsPayment
      }
    }
  }
`);

/** The income screen's data: totals and recent, each tab's whole list, the payment requests. */
export async function incomeOf(session: Session) {
  const result = await session.gql(INCOME);
  expect(result.errors).toBeUndefined();
  const { me, income, received, pending, payments } = result.data!;
  return {
    me: me!,
    income: { ...income, received: nodes(received), pending: nodes(pending), payments: nodes(payments) },
  };
}

/** Every payment request the session sees (of one status). */
export async function paymentsOf(session: Session, status?: PaymentStatus): Promise<PaymentView[]> {
  const result = await session.gql(PAYMENTS, status ? { status } : {});
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.payments);
}

export async function eligibleOf(session: Session) {
  const result = await session.gql(ELIGIBLE);
  expect(result.errors).toBeUndefined();
  return result.data!.eligiblePayouts;
}

/** Expects a BAD_USER_INPUT naming `field`, and that the gateway saw no write. */
export async function expectRefused(result: GraphQLResult, field: string, message: RegExp): Promise<void> {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.extensions!.fields?.[0]?.field).toBe(field);
  expect(result.errors![0]!.message).toMatch(message);
  expect(result.data).toBeNull();
  expect(await gatewayWrites(bff)).toBe(0);
}

export const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

/**
 * Starts the BFF with the seed before the tests of the file or of the describe it is called in
 * (`each`: before each of them, for tests that change what the others read), and stops it after
 * them; the outer one is back then. Each test's gateway calls are counted from its start.
 */
export function usePayoutsWorld(per: 'all' | 'each' = 'all'): void {
  useSeededBff(per);
  beforeEach(() => bff.dev.resetCalls());
}
