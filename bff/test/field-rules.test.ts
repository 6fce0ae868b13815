import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startBff, type GraphQLResult, type Session, type TestBff } from './harness.ts';

/**
 * Every problem of a BAD_USER_INPUT answer names the rule it broke, with what wording it needs
 * (@bikri/schema/field-rules), beside the API's English: clients word the rule, so rewording a
 * message changes no screen. Real GraphQL over HTTP against the stand-in.
 */

let bff: TestBff;
let sita: Session;

beforeAll(async () => {
  bff = await startBff();
  sita = await bff.signIn('sita@demo.test');
});
afterAll(() => bff.close());

const REGISTER = graphql(`
  mutation FieldRulesRegister($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);
const ADD_ORDER = graphql(`
  mutation FieldRulesAddOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      message
    }
  }
`);

const fieldsOf = (result: GraphQLResult) => {
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return result.errors![0]!.extensions!.fields;
};

describe('the rules a BAD_USER_INPUT answer names', () => {
  it('names each broken field of a form with its rule and limit', async () => {
    const result = await bff
      .anonymous()
      .gql(REGISTER, { input: { name: ' ', email: 'nope', password: 'abc', confirmPassword: 'abd' } });
    expect(fieldsOf(result)).toEqual([
      { field: 'name', message: 'is required', rule: 'REQUIRED' },
      { field: 'email', message: 'must be a valid email address', rule: 'FORMAT', format: 'EMAIL' },
      { field: 'password', message: 'must be at least 6 characters', rule: 'TOO_SHORT', limit: 6 },
      { field: 'confirmPassword', message: 'must match the password', rule: 'MISMATCH', other: 'password' },
    ]);
  });

  it('names number, length and phone rules of an order, and a product that cannot be ordered', async () => {
    const order = {
      productId: '0123456789abcdef01234567',
      quantity: 0,
      price: 0,
      customerName: 'x'.repeat(101),
      customerPhone: 'call me',
      customerLocation: 'Lalitpur',
    };
    expect(fieldsOf(await sita.gql(ADD_ORDER, { input: order }))).toEqual([
      { field: 'quantity', message: 'must be at least 1', rule: 'TOO_SMALL', limit: 1 },
      { field: 'price', message: 'must be more than 0', rule: 'NOT_POSITIVE' },
      { field: 'customerName', message: 'must be at most 100 characters', rule: 'TOO_LONG', limit: 100 },
      {
        field: 'customerPhone',
        message: 'must be a Nepali mobile or landline number',
        rule: 'FORMAT',
        format: 'PHONE',
      },
    ]);
    const big = await sita.gql(ADD_ORDER, {
      input: { ...order, quantity: 10_001, price: 100, customerName: 'Anita', customerPhone: '9841234567' },
    });
    expect(fieldsOf(big)).toEqual([
      { field: 'quantity', message: 'must be at most 10000', rule: 'TOO_LARGE', limit: 10_000 },
    ]);
    const unknown = await sita.gql(ADD_ORDER, {
      input: { ...order, quantity: 1, price: 100, customerName: 'Anita', customerPhone: '9841234567' },
    });
    expect(fieldsOf(unknown)).toEqual([
      { field: 'productId', message: 'is not in your product list', rule: 'NOT_IN_MY_PRODUCTS' },
    ]);
  });

  it('names the choices of an export’s filter, and a refusal only its message words', async () => {
    const admin = await bff.signIn('admin@demo.test');
    const answer = await fetch(`${bff.url}/export/orders.csv?status=LOST`, { headers: { cookie: admin.cookie! } });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as GraphQLResult;
    expect(fieldsOf(body)).toEqual([
      {
        field: 'status',
        message: 'must be one of CONFIRMED, IN_PROCESS, DELIVERED, RETURNED, EXCHANGED, CANCELLED',
        rule: 'ONE_OF',
        choices: ['CONFIRMED', 'IN_PROCESS', 'DELIVERED', 'RETURNED', 'EXCHANGED', 'CANCELLED'],
      },
    ]);
    const self = await admin.gql(
      graphql(`
        mutation FieldRulesCancelByStatus($id: ID!) {
          changeOrderStatus(id: $id, status: CANCELLED) {
            message
          }
        }
      `),
      { id: '0123456789abcdef01234567' },
    );
    expect(fieldsOf(self)).toEqual([
      { field: 'status', message: 'use cancelOrder to cancel an order', rule: 'REFUSED' },
    ]);
  });
});
