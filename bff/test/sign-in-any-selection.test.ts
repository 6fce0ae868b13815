import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { gatewayToken, type GraphQLResult, type Session, startBff, type TestBff } from './harness.ts';

/**
 * A client other than the web app signs in with a plain document that selects every field of the
 * account: each field resolves for the account the mutation signed in (not for the anonymous
 * caller it was a moment before), and the answer sets the session cookie once and never clears it.
 */

const LOGIN = graphql(`
  mutation AnySelectionLogin($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        id
        name
        email
        phone
        dateOfBirth
        gender
        role
        status
        isEmailVerified
        isUserVerified
        socialProfileUrl
        paymentQrUrl
        referredBy
        bonusCommissionRate
        pendingPayment
        receivedPayment
        lifetimeIncome
        canPlaceOrders
        createdAt
        lastDecision {
          action
          reason
          at
        }
      }
    }
  }
`);
const REGISTER = graphql(`
  mutation AnySelectionRegister($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        id
        email
        role
        status
        isEmailVerified
        lifetimeIncome
        canPlaceOrders
        lastDecision {
          action
        }
      }
    }
  }
`);
const SEND = graphql(`
  mutation AnySelectionSend($email: String!) {
    sendPasswordCode(email: $email) {
      sentAt
    }
  }
`);
const RESET = graphql(`
  mutation AnySelectionReset($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      user {
        email
        status
        pendingPayment
        lastDecision {
          action
        }
      }
    }
  }
`);
const ME = graphql(`
  query AnySelectionMe {
    me {
      email
    }
  }
`);
const ME_WHOLE = graphql(`
  query AnySelectionMeWhole {
    me {
      id
      email
      role
      status
      canPlaceOrders
      paymentQrUrl
      lastDecision {
        action
      }
    }
  }
`);

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

/** The answer's `session` cookies: each one set (a value) or cleared (empty). */
const sessionCookies = (result: GraphQLResult) =>
  result.headers
    .getSetCookie()
    .filter((header) => header.startsWith('session='))
    .map((header) => (/^session=;|Expires=Thu, 01 Jan 1970/i.test(header) ? 'cleared' : 'set'));

/** Whether the client's cookie now signs `email` in. */
const signedInAs = async (client: Session) => (await client.gql(ME)).data?.me?.email;

describe('signing in with every field selected', () => {
  it('login resolves them for the account it signed in, and sets its cookie once', async () => {
    const client = bff.anonymous();
    const result = await client.gql(LOGIN, { input: { email: 'sita@demo.test', password: 'sita1234' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.user).toMatchObject({
      email: 'sita@demo.test',
      name: 'Sita Sharma',
      role: 'USER',
      status: 'ACTIVE',
      canPlaceOrders: true,
      bonusCommissionRate: 2,
      lastDecision: null,
    });
    expect(result.data!.login.user.lifetimeIncome).toBeGreaterThan(0);
    expect(sessionCookies(result)).toEqual(['set']);
    expect(await signedInAs(client)).toBe('sita@demo.test');
  });

  it('register does the same for the account it made', async () => {
    const client = bff.anonymous();
    const email = 'every-field@example.com';
    const result = await client.gql(REGISTER, {
      input: { name: 'Every Field', email, password: 'every-field-1', confirmPassword: 'every-field-1' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.register.user).toMatchObject({
      email,
      role: 'USER',
      isEmailVerified: false,
      lifetimeIncome: 0,
      lastDecision: null,
    });
    expect(sessionCookies(result)).toEqual(['set']);
    expect(await signedInAs(client)).toBe(email);
  });

  it('a new password does the same for the account it signed in', async () => {
    const client = bff.anonymous();
    const email = 'maya@demo.test';
    expect((await client.gql(SEND, { email })).errors).toBeUndefined();
    const [mail] = await bff.dev.mailbox(email);
    const result = await client.gql(RESET, {
      input: { email, code: mail!.code!, password: 'maya-second', confirmPassword: 'maya-second' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.resetPassword.user).toMatchObject({ email, status: 'ACTIVE', lastDecision: null });
    expect(sessionCookies(result)).toEqual(['set']);
    expect(await signedInAs(client)).toBe(email);
  });
});

describe('a client with the gateway’s token in its `token` header', () => {
  it('reads the same fields of its account, and gets no session cookie', async () => {
    const client = bff.anonymousWith({ token: await gatewayToken(bff, 'sita@demo.test') });
    const result = await client.gql(ME_WHOLE);
    expect(result.errors).toBeUndefined();
    expect(result.data!.me).toMatchObject({
      email: 'sita@demo.test',
      role: 'USER',
      status: 'ACTIVE',
      canPlaceOrders: true,
      lastDecision: null,
    });
    expect(sessionCookies(result)).toEqual([]);
  });
});
