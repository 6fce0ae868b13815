import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from './gql/index.ts';
import type { EmailCodeOpenMutation } from './gql/graphql.ts';
import { codeOf, type Session, startBff, type TestBff } from './harness.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';

/**
 * Opening email verification asks for a code with `unlessRecent`, which sends
 * one only when none was sent to the account in the last 10 minutes; reloads, other tabs and other
 * replicas get the time of the earlier code instead, and the first code still verifies. The
 * Resend button (no argument) always sends. Waits are stepped through on a frozen `Date`.
 */

const REGISTER = graphql(`
  mutation EmailCodeRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation EmailCodeLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        id
      }
    }
  }
`);
const OPEN = graphql(`
  mutation EmailCodeOpen {
    sendEmailCode(unlessRecent: true) {
      message
      sent
      sentAt
    }
  }
`);
const RESEND = graphql(`
  mutation EmailCodeResend {
    sendEmailCode {
      message
      sent
      sentAt
    }
  }
`);
const VERIFY = graphql(`
  mutation EmailCodeVerify($code: String!) {
    verifyEmailCode(code: $code) {
      user {
        isEmailVerified
      }
    }
  }
`);

let bff: TestBff;
let accounts = 0;

beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(async () => {
  vi.useRealTimers();
  await bff.dev.clearFault();
});

/** A new unverified marketer, signed in; its email. */
async function registered(on: TestBff = bff): Promise<{ email: string; session: Session }> {
  accounts += 1;
  const email = `code-once-${accounts}@example.com`;
  const session = on.anonymous();
  const result = await session.gql(REGISTER, {
    input: { name: `Code Once ${accounts}`, email, password: 'secret-123', confirmPassword: 'secret-123' },
  });
  expect(result.errors).toBeUndefined();
  return { email, session };
}

async function send(
  session: Session,
  operation: typeof OPEN | typeof RESEND,
): Promise<EmailCodeOpenMutation['sendEmailCode']> {
  const result = await session.gql(operation);
  expect(result.errors, result.text).toBeUndefined();
  return result.data!.sendEmailCode;
}

const mails = async (email: string, on: TestBff = bff) => (await on.dev.mailbox(email)).length;
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('the automatic send', () => {
  it('sends once: five reloads and a second device send nothing and answer the first time; the first code verifies', async () => {
    const { email, session } = await registered();
    const first = await send(session, OPEN);
    expect(first).toMatchObject({ sent: true });
    expect(Date.parse(first.sentAt)).toBeGreaterThan(Date.now() - 5_000);

    for (let reload = 1; reload <= 5; reload += 1) {
      expect(await send(session, OPEN), `reload ${reload}`).toEqual({
        sent: false,
        sentAt: first.sentAt,
        message: `A verification code was already sent to ${email}.`,
      });
    }
    const otherDevice = bff.anonymous();
    await otherDevice.gql(LOGIN, { input: { email, password: 'secret-123' } });
    expect((await send(otherDevice, OPEN)).sent).toBe(false);
    expect(await mails(email)).toBe(1);

    const [mail] = await bff.dev.mailbox(email);
    const verified = await session.gql(VERIFY, { code: mail!.code! });
    expect(verified.errors).toBeUndefined();
    expect(verified.data).toEqual({ verifyEmailCode: { user: { isEmailVerified: true } } });
  });

  it('sends again once 10 minutes have passed since the last code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email, session } = await registered();
    const first = await send(session, OPEN);
    later(9 * 60 + 58);
    expect(await send(session, OPEN)).toMatchObject({ sent: false, sentAt: first.sentAt });
    later(3);
    const second = await send(session, OPEN);
    expect(second.sent).toBe(true);
    expect(Date.parse(second.sentAt) - Date.parse(first.sentAt)).toBeGreaterThanOrEqual(600_000);
    expect(await mails(email)).toBe(2);
  });

  it('sends one code when several tabs open at the same moment', async () => {
    const { email, session } = await registered();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(session, OPEN)));
    expect(answers.filter((answer) => answer.sent)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.sentAt)).size).toBe(1);
    expect(await mails(email)).toBe(1);
  });

  it('gives its turn back when the code could not be sent, so the next open sends', async () => {
    const { email, session } = await registered();
    await bff.dev.fault({ mode: 'status500', path: '/mail/sendCode', times: 1 });
    const failed = await session.gql(OPEN);
    expect(codeOf(failed)).toBe('GATEWAY_UNAVAILABLE');
    expect((await send(session, OPEN)).sent).toBe(true);
    expect(await mails(email)).toBe(1);
  });
});

describe('the Resend button', () => {
  it('always sends, and the automatic send then keeps the resent code', async () => {
    const { email, session } = await registered();
    expect((await send(session, OPEN)).sent).toBe(true);
    const resent = await send(session, RESEND);
    expect(resent).toMatchObject({ sent: true, message: `A verification code was sent to ${email}` });
    const again = await send(session, RESEND);
    expect(again.sent).toBe(true);
    expect(await mails(email)).toBe(3);

    expect(await send(session, OPEN)).toMatchObject({ sent: false, sentAt: again.sentAt });
    const [latest] = await bff.dev.mailbox(email);
    expect((await session.gql(VERIFY, { code: latest!.code! })).errors).toBeUndefined();
  });
});

describe('replicas sharing Redis', () => {
  let redis: RunningRedis;
  let replicas: TestBff[];
  beforeAll(async () => {
    redis = await startRedis();
    const first = await startBff({ REDIS_URL: redis.url });
    replicas = [first, await startBff({ REDIS_URL: redis.url, GATEWAY_URL: first.gateway.url })];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await redis.stop();
  });

  it('agree that a code was sent: the second replica sends none on open, and a resend through it is known to the first', async () => {
    const [a, b] = replicas as [TestBff, TestBff];
    const { email, session: onA } = await registered(a);
    const onB = b.anonymous();
    onB.cookie = onA.cookie;
    const first = await send(onA, OPEN);
    expect(first.sent).toBe(true);
    expect(await send(onB, OPEN)).toMatchObject({ sent: false, sentAt: first.sentAt });

    const resent = await send(onB, RESEND);
    expect(resent.sent).toBe(true);
    expect(await send(onA, OPEN)).toMatchObject({ sent: false, sentAt: resent.sentAt });
    expect(await mails(email, a)).toBe(2);
  });
});
