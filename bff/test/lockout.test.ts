import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, type GraphQLResult, startBff, type TestBff } from './harness.ts';

/**
 * Failed sign-ins are limited per (account, address) pair, with a lock that doubles each time,
 * and per address across accounts; nobody else's failures refuse the right password from an
 * address that has not failed itself. Clients stand behind the trusted proxy (X-Forwarded-For).
 * Waits are stepped through on a frozen clock (only `Date` is faked), never waited for.
 */

let bff: TestBff;

beforeAll(async () => {
  bff = await startBff({ TRUST_PROXY: 'loopback' });
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());
afterEach(() => {
  vi.useRealTimers();
});

const LOGIN = graphql(`
  mutation LockoutLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        email
      }
    }
  }
`);

const signIn = (address: string, email: string, password: string) =>
  bff.anonymousWith({ 'x-forwarded-for': address }).gql(LOGIN, { input: { email, password } });

async function expectSignedIn(address: string, email: string, password: string) {
  const result = await signIn(address, email, password);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ login: { user: { email } } });
}

async function expectWrong(address: string, email: string, times: number) {
  for (let n = 0; n < times; n += 1) {
    const result = await signIn(address, email, `wrong-${n}`);
    expect(codeOf(result), `wrong password ${n + 1} from ${address}`).toBe('GATEWAY_REJECTED');
    expect(result.errors![0]!.message).toBe('Invalid email or password');
  }
}

function expectLimited(result: GraphQLResult, retryAfterSeconds: number, wait: string) {
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0]!.message).toBe(`Too many failed sign-ins. Try again in ${wait}.`);
  expect(result.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds });
  expect(result.data ?? null).toBeNull();
}

/** Stops `Date` where it is; `later` moves it on. Timers and sockets keep real time. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('failures from other addresses', () => {
  it('six wrong passwords from six addresses, then the right one from a seventh signs in', async () => {
    for (let n = 1; n <= 6; n += 1) await expectWrong(`198.51.100.${n}`, 'admin@demo.test', 1);
    await expectSignedIn('198.51.100.7', 'admin@demo.test', 'admin1234');
    expect((await bff.dev.calls()).byRoute).toEqual({ 'POST /user/login': 7 });
  });

  it('lock each guessing address alone; the owner’s address, with typos of its own, still signs in', async () => {
    await expectWrong('203.0.113.20', 'sita@demo.test', 2);
    for (let n = 1; n <= 8; n += 1) {
      const stranger = `192.0.2.${100 + n}`;
      await expectWrong(stranger, 'sita@demo.test', 5);
      expectLimited(await signIn(stranger, 'sita@demo.test', 'wrong-5'), 60, '1 minute');
    }
    await bff.dev.resetCalls();
    await expectSignedIn('203.0.113.20', 'sita@demo.test', 'sita1234');
    expect((await bff.dev.calls()).byRoute).toEqual({ 'POST /user/login': 1 });
  });
});

describe('failures from one address at one account', () => {
  it('lock that address for 1 minute after 5, then 2, 4, 8 and at most 15 minutes; the right password waits there and signs in elsewhere', async () => {
    freezeClock();
    const rounds: [number, string][] = [
      [60, '1 minute'],
      [120, '2 minutes'],
      [240, '4 minutes'],
      [480, '8 minutes'],
      [900, '15 minutes'],
      [900, '15 minutes'],
    ];
    for (const [seconds, wait] of rounds) {
      await expectWrong('198.51.100.30', 'ram@demo.test', 5);
      await bff.dev.resetCalls();
      expectLimited(await signIn('198.51.100.30', 'ram@demo.test', 'ram12345'), seconds, wait);
      expectLimited(await signIn('198.51.100.30', 'ram@demo.test', 'wrong-again'), seconds, wait);
      expect((await bff.dev.calls()).total).toBe(0);
      await expectSignedIn('198.51.100.31', 'ram@demo.test', 'ram12345');
      later(seconds - 1);
      expectLimited(await signIn('198.51.100.30', 'ram@demo.test', 'ram12345'), 1, '1 second');
      later(1);
    }
  });

  it('start again at 1 minute after the right password from that address', async () => {
    freezeClock();
    await expectWrong('198.51.100.35', 'gita@demo.test', 5);
    expectLimited(await signIn('198.51.100.35', 'gita@demo.test', 'gita1234'), 60, '1 minute');
    later(60);
    await expectWrong('198.51.100.35', 'gita@demo.test', 5);
    expectLimited(await signIn('198.51.100.35', 'gita@demo.test', 'gita1234'), 120, '2 minutes');
    later(120);
    await expectSignedIn('198.51.100.35', 'gita@demo.test', 'gita1234');
    // The sign-in cleared the address's failures and locks for this account.
    await expectWrong('198.51.100.35', 'gita@demo.test', 5);
    expectLimited(await signIn('198.51.100.35', 'gita@demo.test', 'gita1234'), 60, '1 minute');
  });

  it('count 5 failures within 15 minutes of the first; older ones are forgotten', async () => {
    freezeClock();
    await expectWrong('198.51.100.40', 'hari@demo.test', 4);
    later(15 * 60);
    await expectWrong('198.51.100.40', 'hari@demo.test', 5);
    expectLimited(await signIn('198.51.100.40', 'hari@demo.test', 'hari1234'), 60, '1 minute');
  });

  it('count an IPv6 client by its /64 network, which one subscriber usually holds whole', async () => {
    freezeClock();
    for (let n = 1; n <= 5; n += 1) await expectWrong(`2001:db8:1:2::${n}`, 'new@demo.test', 1);
    expectLimited(await signIn('2001:db8:1:2:ffff:0:0:6', 'new@demo.test', 'new12345'), 60, '1 minute');
    await expectSignedIn('2001:db8:1:3::1', 'new@demo.test', 'new12345');
  });
});

describe('failures from one address at many accounts', () => {
  it('refuse the 21st in 15 minutes, though no account had 5, until the 15 minutes are over; other addresses are not affected', async () => {
    freezeClock();
    for (let n = 0; n < 20; n += 1) await expectWrong('192.0.2.60', `someone${n % 5}@demo.test`, 1);
    await bff.dev.resetCalls();
    expectLimited(await signIn('192.0.2.60', 'new@demo.test', 'new12345'), 900, '15 minutes');
    later(10 * 60);
    expectLimited(await signIn('192.0.2.60', 'someone0@demo.test', 'wrong-0'), 300, '5 minutes');
    expect((await bff.dev.calls()).total).toBe(0);
    await expectSignedIn('192.0.2.61', 'new@demo.test', 'new12345');
    later(5 * 60);
    await expectSignedIn('192.0.2.60', 'new@demo.test', 'new12345');
  });
});
