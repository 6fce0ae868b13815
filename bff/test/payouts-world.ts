import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { codeOf, gatewayWrites, nodes, startBff, type Connection, type GraphQLResult, type Session, type TestBff } from './harness.ts';

/**
 * What the income and payments tests share: one BFF per test file with the seed, an admin and two
 * marketers signed in, the fields asked for and helpers to read income, eligible orders and
 * payment requests. Each test's gateway calls are counted from its start.
 */

export let bff: TestBff;
export let admin: Session;
export let sita: Session;
export let maya: Session;

export interface OrderView {
  id: string;
  quantity: number;
  commission: number;
  totalCommission: number;
  status: string;
  deliveredAt: string | null;
  owner: { email: string } | null;
  product: { name: string } | null;
}
export interface IncomeView {
  id: string;
  status: 'PENDING' | 'SENT';
  amount: number;
  createdAt: string;
  order: OrderView;
}
export interface PaymentView {
  id: string;
  status: 'PENDING' | 'SENT';
  amount: number;
  createdAt: string;
  orderIds: string[];
  itemSummary: string;
  proofUrl: string | null;
}
export interface IncomeData {
  me: { lifetimeIncome: number; pendingPayment: number; receivedPayment: number };
  income: { totalIncome: number; pendingAmount: number; receivedAmount: number; recent: IncomeView[]; received: IncomeView[]; pending: IncomeView[]; payments: PaymentView[] };
}

export const ORDER_FIELDS = 'id quantity commission totalCommission status deliveredAt owner { email } product { name }';
export const PAYMENT_FIELDS = 'id status amount createdAt orderIds itemSummary proofUrl';
export const INCOME = `query Income {
  me { lifetimeIncome pendingPayment receivedPayment }
  income { totalIncome pendingAmount receivedAmount recent { ...IncomeRow } }
  received: incomes(status: SENT, first: 300) { edges { node { ...IncomeRow } } }
  pending: incomes(status: PENDING, first: 300) { edges { node { ...IncomeRow } } }
  payments(first: 300) { edges { node { ${PAYMENT_FIELDS} } } }
}
fragment IncomeRow on Income { id status amount createdAt order { ${ORDER_FIELDS} } }`;
export const PAYMENTS = `query Payments($status: PaymentStatus) { payments(status: $status, first: 1000) { edges { node { ${PAYMENT_FIELDS} } } } }`;

export const ELIGIBLE = `query Eligible { eligiblePayouts { id amount deliveredAt order { ${ORDER_FIELDS} } } }`;
export const REQUEST = `mutation Request($orderIds: [ID!]!) {
  requestPayout(orderIds: $orderIds) { message payment { ${PAYMENT_FIELDS} user { email } orders { id } } }
}`;
export const MARK_SENT = `mutation MarkSent($id: ID!, $proof: Upload!) {
  markPaymentSent(id: $id, proof: $proof) { message payment { ${PAYMENT_FIELDS} } }
}`;

export interface EligibleView {
  id: string;
  amount: number;
  deliveredAt: string;
  order: OrderView;
}

/** The income screen's data: totals and recent, each tab's whole list, the payment requests. */
export async function incomeOf(session: Session): Promise<IncomeData> {
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
export async function paymentsOf(session: Session, status?: 'PENDING' | 'SENT'): Promise<PaymentView[]> {
  const result = await session.gql<{ payments: Connection<PaymentView> }>(PAYMENTS, status ? { status } : {});
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.payments);
}

export async function eligibleOf(session: Session): Promise<EligibleView[]> {
  const result = await session.gql<{ eligiblePayouts: EligibleView[] }>(ELIGIBLE);
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

/** Starts the BFF with the seed before the file's tests, and stops it after them. */
export function usePayoutsWorld(): void {
  beforeAll(async () => {
    bff = await startBff();
    [admin, sita, maya] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test'), bff.signIn('maya@demo.test')]);
  });
  afterAll(() => bff.close());
  beforeEach(() => bff.dev.resetCalls());
}
