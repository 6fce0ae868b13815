import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, type GraphQLResult, type Session, startBff, type TestBff } from './harness.ts';
import { dbOf } from './stand-in-data.ts';
import { anyNumber } from './matchers.ts';

/**
 * Attempt limits in one BFF (in-memory store; test/deployment.test.ts covers Redis and two
 * replicas), at most one limited mutation per operation, and input bounds. Every refusal is
 * typed and reaches nothing at the gateway (signed-in mutations: only the session read that
 * tells who is asking).
 */

let bff: TestBff;

beforeAll(async () => {
  bff = await startBff({ TRUST_PROXY: 'loopback' });
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());

const LOGIN = graphql(`
  mutation LimitsLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        email
      }
    }
  }
`);
const REGISTER = graphql(`
  mutation LimitsRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        email
      }
    }
  }
`);
const SEND = graphql(`
  mutation LimitsSendEmailCode {
    sendEmailCode {
      message
    }
  }
`);
const VERIFY = graphql(`
  mutation LimitsVerify($code: String!) {
    verifyEmailCode(code: $code) {
      user {
        isEmailVerified
      }
    }
  }
`);
const PRODUCT = graphql(`
  query LimitsProduct($id: ID!) {
    product(id: $id) {
      id
    }
  }
`);
const PAYOUT = graphql(`
  mutation LimitsRequestPayout($ids: [ID!]!) {
    requestPayout(orderIds: $ids) {
      message
    }
  }
`);

/** A client behind the (trusted) proxy at `address`. */
const from = (address: string) => bff.anonymousWith({ 'x-forwarded-for': address });

function expectLimited(result: GraphQLResult, message: RegExp) {
  expect(codeOf(result)).toBe('RATE_LIMITED');
  expect(result.errors![0]!.message).toMatch(message);
  expect(result.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: anyNumber });
  expect(result.data ?? null).toBeNull();
}

async function signInFrom(address: string, email: string, password: string): Promise<Session> {
  const session = from(address);
  const result = await session.gql(LOGIN, { input: { email, password } });
  expect(result.errors).toBeUndefined();
  return session;
}

describe('login', () => {
  it('refuses a 6th failed sign-in for one account from one address, whatever the password, without asking the gateway', async () => {
    for (let n = 0; n < 5; n += 1) {
      expect(
        codeOf(await from('203.0.113.1').gql(LOGIN, { input: { email: 'Maya@demo.test', password: `guess-${n}` } })),
      ).toBe('GATEWAY_REJECTED');
    }
    expect((await bff.dev.calls()).byRoute).toEqual({ 'POST /user/login': 5 });
    await bff.dev.resetCalls();
    expectLimited(
      await from('203.0.113.1').gql(LOGIN, { input: { email: 'maya@demo.test', password: 'maya1234' } }),
      /^Too many failed sign-ins\. Try again in 1 minute\.$/,
    );
    const limited = await from('203.0.113.1').gql(LOGIN, { input: { email: 'maya@demo.test', password: 'guess-6' } });
    expect((limited.errors![0]!.extensions as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
    expect((limited.errors![0]!.extensions as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await bff.dev.calls()).total).toBe(0);
    // The account's owner, from another address, is not refused (test/lockout.test.ts has the rest).
    await signInFrom('203.0.113.2', 'maya@demo.test', 'maya1234');
  });

  it('does not count successful sign-ins, nor attempts the gateway could not answer', async () => {
    for (let n = 0; n < 8; n += 1) await signInFrom('203.0.113.10', 'sita@demo.test', 'sita1234');
    await bff.dev.fault({ mode: 'status500', path: '/user/login' });
    for (let n = 0; n < 6; n += 1) {
      expect(
        codeOf(await from('203.0.113.10').gql(LOGIN, { input: { email: 'sita@demo.test', password: 'sita1234' } })),
      ).toBe('GATEWAY_UNAVAILABLE');
    }
    await bff.dev.clearFault();
    await signInFrom('203.0.113.10', 'sita@demo.test', 'sita1234');
  });

  it('refuses a 21st failed sign-in from one address, whichever account', async () => {
    for (let n = 0; n < 20; n += 1) {
      expect(
        codeOf(
          await from('198.51.100.20').gql(LOGIN, { input: { email: `someone${n}@demo.test`, password: 'nope-nope' } }),
        ),
      ).toBe('GATEWAY_REJECTED');
    }
    await bff.dev.resetCalls();
    expectLimited(
      await from('198.51.100.20').gql(LOGIN, { input: { email: 'admin@demo.test', password: 'admin1234' } }),
      /^Too many failed sign-ins\./,
    );
    expect((await bff.dev.calls()).total).toBe(0);
    // Another address is not affected.
    await signInFrom('198.51.100.21', 'admin@demo.test', 'admin1234');
  });

  it('lets parallel guesses take no more than the budget', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        from('192.0.2.1').gql(LOGIN, { input: { email: 'ram@demo.test', password: `parallel-${n}` } }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'GATEWAY_REJECTED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(7);
    expect((await bff.dev.calls()).byRoute).toEqual({ 'POST /user/login': 5 });
  });
});

describe('register', () => {
  it('allows 10 registrations an hour from one address; the 11th is refused before the gateway', async () => {
    const input = (n: number) => ({
      name: `Spam ${n}`,
      email: `spam${n}@example.com`,
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    for (let n = 0; n < 10; n += 1)
      expect((await from('203.0.113.50').gql(REGISTER, { input: input(n) })).errors).toBeUndefined();
    await bff.dev.resetCalls();
    const users = dbOf(bff).users.length;
    expectLimited(
      await from('203.0.113.50').gql(REGISTER, { input: input(10) }),
      /^Too many registrations from your network\. Try again in (59|60) minutes\.$/,
    );
    expect((await bff.dev.calls()).total).toBe(0);
    expect(dbOf(bff).users).toHaveLength(users);
  });
});

describe('email codes', () => {
  it('sends at most 5 codes per account in 15 minutes; the 6th reaches only the session read', async () => {
    const session = await signInFrom('203.0.113.60', 'new@demo.test', 'new12345');
    for (let n = 0; n < 5; n += 1) expect((await session.gql(SEND)).errors).toBeUndefined();
    await bff.dev.resetCalls();
    expectLimited(await session.gql(SEND), /^Too many codes requested\. Try again in 15 minutes\.$/);
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1 });
    // The account's budget, not the session's: a second sign-in does not reset it.
    const again = await signInFrom('203.0.113.61', 'new@demo.test', 'new12345');
    await bff.dev.resetCalls();
    expectLimited(await again.gql(SEND), /^Too many codes requested\./);
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1 });
  });

  it('checks at most 5 wrong codes per account in 15 minutes; then even the right one waits', async () => {
    const register = await from('203.0.113.70').gql(REGISTER, {
      input: { name: 'Code Guesser', email: 'guesser@example.com', password: 'secret12', confirmPassword: 'secret12' },
    });
    expect(register.errors).toBeUndefined();
    const session = await signInFrom('203.0.113.70', 'guesser@example.com', 'secret12');
    expect((await session.gql(SEND)).errors).toBeUndefined();
    const [mail] = await bff.dev.mailbox('guesser@example.com');
    for (let n = 0; n < 5; n += 1)
      expect(codeOf(await session.gql(VERIFY, { code: `00000${n}` }))).toBe('GATEWAY_REJECTED');
    await bff.dev.resetCalls();
    expectLimited(
      await session.gql(VERIFY, { code: mail!.code! }),
      /^Too many wrong codes\. Try again in 15 minutes\.$/,
    );
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1 });
    expect(dbOf(bff).users.find((u) => u.email === 'guesser@example.com')!.isEmailVerified).toBe(false);
  });
});

describe('one limited mutation per operation', () => {
  it('refuses aliased sign-ins, and limited mutations mixed through fragments, before anything runs', async () => {
    const aliased = await from('203.0.113.80').raw(
      'mutation { a: login(input: { email: "admin@demo.test", password: "x1" }) { message } b: login(input: { email: "admin@demo.test", password: "x2" }) { message } }',
    );
    expect(aliased.status).toBe(400);
    expect(codeOf(aliased)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(aliased.errors![0]!.message).toBe(
      'Only one of login, register, sendEmailCode, verifyEmailCode, sendPasswordCode, resetPassword, changePassword may run per operation.',
    );
    const mixed = await from('203.0.113.80').raw(
      'mutation { ...Both } fragment Both on Mutation { sendEmailCode { message } ... on Mutation { verifyEmailCode(code: "123456") { message } } }',
    );
    expect(codeOf(mixed)).toBe('GRAPHQL_VALIDATION_FAILED');
    const guesses = await from('203.0.113.80').raw(
      'mutation { a: resetPassword(input: { email: "sita@demo.test", code: "111111", password: "new-pass", confirmPassword: "new-pass" }) { message } b: resetPassword(input: { email: "sita@demo.test", code: "222222", password: "new-pass", confirmPassword: "new-pass" }) { message } }',
    );
    expect(codeOf(guesses)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await bff.dev.calls()).total).toBe(0);
    // One of them, with other mutations beside it, is fine.
    const both = graphql(`
      mutation LimitsLogoutAndLogin {
        logout
        login(input: { email: "admin@demo.test", password: "admin1234" }) {
          message
        }
      }
    `);
    expect((await from('203.0.113.80').gql(both)).errors).toBeUndefined();
  });
});

describe('input bounds', () => {
  it('refuses a password or email longer than any real one, before the gateway', async () => {
    const long = await from('203.0.113.90').gql(LOGIN, {
      input: { email: 'admin@demo.test', password: 'p'.repeat(129) },
    });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors![0]!.extensions!.fields).toEqual([
      { field: 'password', message: 'must be at most 128 characters', rule: 'TOO_LONG', limit: 128 },
    ]);
    const email = await from('203.0.113.90').gql(LOGIN, {
      input: { email: `${'a'.repeat(250)}@demo.test`, password: 'whatever' },
    });
    expect(codeOf(email)).toBe('BAD_USER_INPUT');
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('refuses malformed ids, in arguments and inside inputs, before anything runs', async () => {
    const sita = await signInFrom('203.0.113.91', 'sita@demo.test', 'sita1234');
    await bff.dev.resetCalls();
    const ORDER = graphql(`
      query LimitsOrder($id: ID!) {
        order(id: $id) {
          id
        }
      }
    `);
    const CANCEL = graphql(`
      mutation LimitsCancelOrder($id: ID!) {
        cancelOrder(id: $id) {
          message
        }
      }
    `);
    const ADD = graphql(`
      mutation LimitsAddOrder($input: AddOrderInput!) {
        addOrder(input: $input) {
          message
        }
      }
    `);
    const cases: [string, () => Promise<GraphQLResult>, string][] = [
      [String(ORDER), () => sita.gql(ORDER, { id: '../../admin/users' }), 'id'],
      [String(PRODUCT), () => sita.gql(PRODUCT, { id: 'a'.repeat(65) }), 'id'],
      [String(CANCEL), () => sita.gql(CANCEL, { id: 'x?y=1' }), 'id'],
      [
        String(ADD),
        () =>
          sita.gql(ADD, {
            input: {
              productId: '%2e%2e',
              quantity: 1,
              price: 10,
              customerName: 'A',
              customerPhone: '9841000000',
              customerLocation: 'KTM',
            },
          }),
        'input.productId',
      ],
      [String(PAYOUT), () => sita.gql(PAYOUT, { ids: ['ok1', 'not ok'] }), 'orderIds[1]'],
    ];
    for (const [query, send, field] of cases) {
      const result = await send();
      expect(result.status, query).toBe(400);
      expect(codeOf(result), query).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions!.fields, query).toEqual([
        { field, message: 'is not a valid id', rule: 'REFUSED' },
      ]);
    }
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it("checks each request's ids, when the same document comes again with other variables", async () => {
    const sita = await signInFrom('203.0.113.94', 'sita@demo.test', 'sita1234');
    const product = dbOf(bff).products[0]!;
    const good = await sita.gql(PRODUCT, { id: product._id });
    expect(good.errors).toBeUndefined();
    expect(good.data!.product.id).toBe(product._id);
    await bff.dev.resetCalls();
    const bad = await sita.gql(PRODUCT, { id: '../../admin/users' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.fields).toEqual([
      { field: 'id', message: 'is not a valid id', rule: 'REFUSED' },
    ]);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('answers a variable that does not fit its type with 400 BAD_USER_INPUT at its definition, before anything runs', async () => {
    const sita = await signInFrom('203.0.113.95', 'sita@demo.test', 'sita1234');
    await bff.dev.resetCalls();
    const result = await sita.raw('query Page($first: Int) { orders(first: $first) { totalCount } }', {
      first: 'fifty',
    });
    expect(result.status).toBe(400);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors).toMatchObject([
      {
        message: 'Variable "$first" got invalid value "fifty"; Int cannot represent non-integer value: "fifty"',
        locations: [{ line: 1, column: 12 }],
      },
    ]);
    expect(result.data ?? null).toBeNull();
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('refuses more than 500 order ids in one payout request, before anything runs', async () => {
    const sita = await signInFrom('203.0.113.92', 'sita@demo.test', 'sita1234');
    await bff.dev.resetCalls();
    const ids = Array.from({ length: 501 }, (_, n) => `order${n}`);
    const result = await sita.gql(PAYOUT, { ids });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fields).toEqual([
      { field: 'orderIds', message: 'at most 500 ids', rule: 'TOO_MANY', limit: 500 },
    ]);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('bounds the delivery amount (at most 10,000,000) and rounds it to 2 decimals', async () => {
    const admin = await signInFrom('203.0.113.93', 'admin@demo.test', 'admin1234');
    const order = dbOf(bff).orders.find((o) => o.status === 'confirmed')!;
    const CHANGE = graphql(`
      mutation LimitsDeliver($id: ID!, $amount: Float) {
        changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) {
          order {
            status
          }
        }
      }
    `);
    await bff.dev.resetCalls();
    const huge = await admin.gql(CHANGE, { id: order._id, amount: 10_000_000.01 });
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
    expect(huge.errors![0]!.extensions!.fields).toEqual([
      { field: 'amount', message: 'must be at most 10000000', rule: 'TOO_LARGE', limit: 10_000_000 },
    ]);
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1 });
    const rounded = await admin.gql(CHANGE, { id: order._id, amount: 123.456 });
    expect(rounded.errors).toBeUndefined();
    expect(dbOf(bff).incomes.find((i) => i.order === order._id)!.amount).toBe(123.46);
  });
});
