import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { gatewayCalls, type GraphQLResult, type Session, startBff, type TestBff } from './harness.ts';
import { startBffBehindProxy, type GatewayProxy } from './gateway-proxy.ts';

/**
 * Passwords over GraphQL: a code by email and a new password with it (which signs in and ends
 * the account's other sessions), a new password from the profile, their limits, and a gateway
 * without the proposed extension. Each test comes from its own address (X-Forwarded-For behind the
 * trusted proxy), so the per-address limits of one never reach another.
 */

const REGISTER = graphql(`
  mutation PasswordsRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation PasswordsLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        email
      }
    }
  }
`);
const ME = graphql(`
  query PasswordsMe {
    me {
      email
      isEmailVerified
    }
  }
`);
const SEND = graphql(`
  mutation PasswordsSend($email: String!) {
    sendPasswordCode(email: $email) {
      message
      sentAt
    }
  }
`);
const RESET = graphql(`
  mutation PasswordsReset($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      user {
        email
        isEmailVerified
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation PasswordsChange($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      otherSessionsEnded
    }
  }
`);

const SENT = 'If an account uses this email, a code to set a new password was sent to it';

let bff: TestBff;
let accounts = 0;

beforeAll(async () => {
  bff = await startBff({ TRUST_PROXY: 'loopback' });
});
afterAll(() => bff.close());

/** A new marketer (email not confirmed) registered from `address`: its email and signed-in session. */
async function registered(address: string): Promise<{ email: string; session: Session }> {
  accounts += 1;
  const email = `passwords-${accounts}@example.com`;
  const session = bff.anonymousWith({ 'x-forwarded-for': address });
  const result = await session.gql(REGISTER, {
    input: { name: `Passwords ${accounts}`, email, password: 'first-pass', confirmPassword: 'first-pass' },
  });
  expect(result.errors).toBeUndefined();
  return { email, session };
}

const from = (address: string) => bff.anonymousWith({ 'x-forwarded-for': address });
const fieldsOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.fields;

async function mailedCode(address: string, email: string): Promise<string> {
  const sent = await from(address).gql(SEND, { email });
  expect(sent.errors, sent.text).toBeUndefined();
  const [mail] = await bff.dev.mailbox(email);
  return mail!.code!;
}

async function signsIn(email: string, password: string, address: string): Promise<boolean> {
  return (await from(address).gql(LOGIN, { input: { email, password } })).errors === undefined;
}

/** Sets `second-pass` with `code` from `address`; whether it worked. */
async function resets(address: string, email: string, code: string): Promise<boolean> {
  const result = await from(address).gql(RESET, {
    input: { email, code, password: 'second-pass', confirmPassword: 'second-pass' },
  });
  return result.errors === undefined && result.data?.resetPassword.message === 'Your password was changed';
}

/** Codes other than `code` sent for `email`, as many from each address as said; each is refused as wrong. */
async function expectWrongCodes(email: string, code: string, ...from: [string, number][]) {
  const wrong = code === '000000' ? '111111' : '000000';
  for (const [address, times] of from) {
    for (let n = 1; n <= times; n += 1) {
      const result = await bff.anonymousWith({ 'x-forwarded-for': address }).gql(RESET, {
        input: { email, code: wrong, password: 'second-pass', confirmPassword: 'second-pass' },
      });
      expect(fieldsOf(result), `wrong code ${n} from ${address}`).toEqual([
        { field: 'code', message: 'is wrong or has expired', rule: 'INCORRECT' },
      ]);
    }
  }
}

describe('a new password with an emailed code', () => {
  it('signs in with it, confirms the email, and signs the other sessions out', async () => {
    const { email, session: earlier } = await registered('203.0.113.1');
    const code = await mailedCode('203.0.113.1', email);
    const phone = from('203.0.113.1');
    const reset = await phone.gql(RESET, {
      input: { email: email.toUpperCase(), code, password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(reset.errors).toBeUndefined();
    expect(reset.data).toEqual({
      resetPassword: { message: 'Your password was changed', user: { email, isEmailVerified: true } },
    });
    expect((await phone.gql(ME)).data).toEqual({ me: { email, isEmailVerified: true } });
    expect((await earlier.gql(ME)).data).toEqual({ me: null });
    expect(await signsIn(email, 'first-pass', '203.0.113.1')).toBe(false);
    expect(await signsIn(email, 'second-pass', '203.0.113.1')).toBe(true);
  });

  it('answers an email without an account as it answers one with, and mails nothing', async () => {
    const answer = await from('203.0.113.2').gql(SEND, { email: 'no-account@example.com' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sendPasswordCode.message).toBe(SENT);
    expect(await bff.dev.mailbox('no-account@example.com')).toEqual([]);
  });

  it('a wrong code is said on the code field; 5 from one address lock it out, not the owner’s right code from hers', async () => {
    const { email } = await registered('203.0.113.3');
    const code = await mailedCode('203.0.113.3', email);
    await expectWrongCodes(email, code, ['203.0.113.33', 5]);
    await bff.dev.resetCalls();
    const sixth = await from('203.0.113.33').gql(RESET, {
      input: { email, code, password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(sixth.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    expect(sixth.errors![0]!.message).toBe('Too many wrong codes. Try again in 1 minute.');
    expect((await gatewayCalls(bff)).total).toBe(0);
    expect(await resets('203.0.113.3', email, code)).toBe(true);
  });

  it('sends at most 3 codes to one email from one address in 15 minutes', async () => {
    const { email } = await registered('203.0.113.4');
    for (const n of [1, 2, 3])
      expect((await from('203.0.113.44').gql(SEND, { email })).errors, `send ${n}`).toBeUndefined();
    const fourth = await from('203.0.113.44').gql(SEND, { email });
    expect(fourth.errors![0]!.extensions!.code).toBe('RATE_LIMITED');
    expect(fourth.errors![0]!.message).toMatch(/^Too many codes requested\. Try again in \d+ minutes\.$/);
    expect(await bff.dev.mailbox(email)).toHaveLength(3);
  });

  it('refuses a short or mismatched new password by its field, and sends nothing', async () => {
    const { email } = await registered('203.0.113.5');
    await bff.dev.resetCalls();
    const short = await from('203.0.113.5').gql(RESET, {
      input: { email, code: '123456', password: 'short', confirmPassword: 'short' },
    });
    expect(fieldsOf(short)).toEqual([
      { field: 'password', message: 'must be at least 6 characters', rule: 'TOO_SHORT', limit: 6 },
    ]);
    const mismatch = await from('203.0.113.5').gql(RESET, {
      input: { email, code: '123456', password: 'second-pass', confirmPassword: 'other-pass' },
    });
    expect(fieldsOf(mismatch)).toEqual([
      { field: 'confirmPassword', message: 'must match the password', rule: 'MISMATCH', other: 'password' },
    ]);
    expect((await gatewayCalls(bff)).total).toBe(0);
  });
});

describe('recovery, as a stranger who knows her email would try it', () => {
  it('five wrong codes for her email from three other addresses, then her right code from her address works', async () => {
    const { email } = await registered('192.0.2.10');
    const code = await mailedCode('192.0.2.10', email);
    await expectWrongCodes(email, code, ['192.0.2.11', 2], ['192.0.2.12', 2], ['192.0.2.13', 1]);
    expect(await resets('192.0.2.10', email, code)).toBe(true);
    expect(await signsIn(email, 'second-pass', '192.0.2.10')).toBe(true);
  });

  it('three code requests for her email from other addresses, then hers is still sent', async () => {
    const { email } = await registered('192.0.2.20');
    for (const n of [1, 2, 3]) expect((await from(`192.0.2.2${n}`).gql(SEND, { email })).errors).toBeUndefined();
    const code = await mailedCode('192.0.2.20', email);
    expect(await bff.dev.mailbox(email)).toHaveLength(4);
    expect(await resets('192.0.2.20', email, code)).toBe(true);
  });

  it('a code that took 10 wrong guesses is spent: the right one is then refused without asking the gateway, and a new one works', async () => {
    const { email } = await registered('192.0.2.30');
    const code = await mailedCode('192.0.2.30', email);
    await expectWrongCodes(email, code, ...[1, 2, 3, 4, 5].map((n): [string, number] => [`192.0.2.3${n}`, 2]));
    await bff.dev.resetCalls();
    const spent = await from('192.0.2.30').gql(RESET, {
      input: { email, code, password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(fieldsOf(spent)).toEqual([{ field: 'code', message: 'is wrong or has expired', rule: 'INCORRECT' }]);
    expect((await gatewayCalls(bff)).total).toBe(0);
    expect(await resets('192.0.2.30', email, await mailedCode('192.0.2.30', email))).toBe(true);
  });
});

describe('a new password from the profile', () => {
  it('needs the current one; this session goes on and the other is signed out', async () => {
    const { email, session } = await registered('203.0.113.6');
    const other = from('203.0.113.6');
    expect(await other.gql(LOGIN, { input: { email, password: 'first-pass' } }).then((r) => r.errors)).toBeUndefined();

    const wrong = await session.gql(CHANGE, {
      input: { currentPassword: 'not-it', password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(fieldsOf(wrong)).toEqual([
      { field: 'currentPassword', message: 'is not your current password', rule: 'INCORRECT' },
    ]);
    expect((await other.gql(ME)).data).toEqual({ me: { email, isEmailVerified: false } });

    const changed = await session.gql(CHANGE, {
      input: { currentPassword: 'first-pass', password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data).toEqual({ changePassword: { message: 'Your password was changed', otherSessionsEnded: 1 } });
    expect((await session.gql(ME)).data).toEqual({ me: { email, isEmailVerified: false } });
    expect((await other.gql(ME)).data).toEqual({ me: null });
    expect(await signsIn(email, 'second-pass', '203.0.113.6')).toBe(true);
  });

  it('is for signed-in users only', async () => {
    const result = await from('203.0.113.7').gql(CHANGE, {
      input: { currentPassword: 'a', password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(result.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('a gateway without the proposed extension', () => {
  const EXTENSION = ['POST /user/forgotPassword', 'POST /user/resetPassword', 'PUT /user/password'];
  let proxy: GatewayProxy;
  let proxied: TestBff;

  beforeAll(async () => {
    ({ proxy, bff: proxied } = await startBffBehindProxy({}, (method, path) =>
      EXTENSION.includes(`${method} ${path}`),
    ));
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
  });

  it('answers NOT_SUPPORTED_BY_GATEWAY for each call, in words a person reads', async () => {
    const message = 'The account service does not support setting a new password yet.';
    const anonymous = proxied.anonymous();
    const sita = await proxied.signIn('sita@demo.test');
    const answers = [
      await anonymous.gql(SEND, { email: 'sita@demo.test' }),
      await anonymous.gql(RESET, {
        input: { email: 'sita@demo.test', code: '123456', password: 'second-pass', confirmPassword: 'second-pass' },
      }),
      await sita.gql(CHANGE, {
        input: { currentPassword: 'sita1234', password: 'second-pass', confirmPassword: 'second-pass' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.errors![0]).toMatchObject({ message, extensions: { code: 'NOT_SUPPORTED_BY_GATEWAY' } });
      expect(answer.data).toBeNull();
    }
    expect(proxy.seen.filter((call) => EXTENSION.includes(call))).toEqual(EXTENSION);
  });
});

describe('an answer lost after the gateway acted', () => {
  let proxy: GatewayProxy;
  let proxied: TestBff;

  beforeAll(async () => {
    ({ proxy, bff: proxied } = await startBffBehindProxy());
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
  });

  it('a reset whose answer was lost is found out at once: the new password signs in, and the reset is sent once', async () => {
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/user/resetPassword' ? { drop: 'answer' } : undefined;
    try {
      const email = 'gita@demo.test';
      await proxied.anonymous().gql(SEND, { email });
      const [mail] = await proxied.dev.mailbox(email);
      const phone = proxied.anonymous();
      const reset = await phone.gql(RESET, {
        input: { email, code: mail!.code!, password: 'second-pass', confirmPassword: 'second-pass' },
      });
      expect(reset.errors).toBeUndefined();
      expect(reset.data).toEqual({
        resetPassword: { message: 'Your password was changed', user: { email, isEmailVerified: true } },
      });
      expect((await phone.gql(ME)).data).toEqual({ me: { email, isEmailVerified: true } });
      expect(proxy.seen.filter((call) => call.startsWith('POST /user/'))).toEqual([
        'POST /user/forgotPassword',
        'POST /user/resetPassword',
        'POST /user/login',
      ]);
    } finally {
      proxy.intercept = () => undefined;
    }
  });

  it('a reset that never arrived is said to be in doubt, with what to try', async () => {
    proxy.intercept = (method, path) =>
      method === 'POST' && path === '/user/resetPassword' ? { drop: 'call' } : undefined;
    try {
      const email = 'hari@demo.test';
      await proxied.anonymous().gql(SEND, { email });
      const [mail] = await proxied.dev.mailbox(email);
      const reset = await proxied
        .anonymous()
        .gql(RESET, { input: { email, code: mail!.code!, password: 'second-pass', confirmPassword: 'second-pass' } });
      expect(reset.errors![0]).toMatchObject({
        message:
          'Your new password may or may not have been set: try signing in with it before you ask for another code.',
        extensions: { code: 'WRITE_IN_DOUBT' },
      });
    } finally {
      proxy.intercept = () => undefined;
    }
  });
});
