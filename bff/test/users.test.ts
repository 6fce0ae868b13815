import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { UserFilter, UsersRowFragment, UserStatusAction } from './gql/graphql.ts';
import {
  codeOf,
  gatewayWrites,
  nodes,
  pngFile,
  startBff,
  type GraphQLResult,
  type Session,
  type TestBff,
} from './harness.ts';
import { objectContaining, stringMatching } from './matchers.ts';

/**
 * The admin's users screen: `users(filter)`, `user(id)` and `setUserStatus`, as an admin, a
 * marketer and an anonymous visitor. The exact filter lists run on a seed of their own; every other
 * test that changes a seeded account (Ram, Hari) says so and checks its own before and after.
 */

let bff: TestBff;
let admin: Session;
let sita: Session;
const ids: Record<string, string> = {};

graphql(`
  fragment UsersRow on User {
    id
    name
    email
    role
    status
    isEmailVerified
    isUserVerified
    canPlaceOrders
  }
`);
const USERS = graphql(`
  query UsersList($filter: UserFilter!) {
    users(filter: $filter, first: 1000) {
      edges {
        node {
          ...UsersRow
        }
      }
    }
  }
`);
const USER = graphql(`
  query UsersOne($id: ID!) {
    user(id: $id) {
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
    }
  }
`);
const SET_STATUS = graphql(`
  mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {
    setUserStatus(userId: $userId, action: $action, reason: $reason) {
      message
      user {
        ...UsersRow
      }
    }
  }
`);
const ME = graphql(`
  query UsersMe {
    me {
      id
      status
      isUserVerified
      canPlaceOrders
    }
  }
`);

type Row = UsersRowFragment;

const SEED_BY_NAME = ['admin', 'gita', 'hari', 'maya', 'new', 'ram', 'sita'].map((key) => `${key}@demo.test`);

async function list(filter: UserFilter, as: Session = admin): Promise<Row[]> {
  const result = await as.gql(USERS, { filter });
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.users);
}
const emails = (rows: Row[]) => rows.map((u) => u.email);

async function readUser(id: string) {
  const result = await admin.gql(USER, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.user;
}

async function setStatus(
  userId: string,
  action: UserStatusAction,
  reason = 'Checked the documents',
  as: Session = admin,
) {
  return as.gql(SET_STATUS, { userId, action, reason });
}

function expectBadInput(result: GraphQLResult, field: string, message: string) {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.message).toBe(`${field}: ${message}`);
  // The rule each problem names is checked in field-rules.test.ts.
  expect(result.errors![0]!.extensions!.fields).toMatchObject([{ field, message }]);
  expect(result.data ?? null).toBeNull();
}

let registered = 0;
/** A brand-new marketer whose profile waits for review: register, verify the email, submit KYC. */
async function underReviewAccount(name: string): Promise<{ id: string; email: string; session: Session }> {
  const email = `review${++registered}.${Date.now()}@example.com`;
  const session = bff.anonymous();
  const reg = await session.gql(
    graphql(`
      mutation UsersRegister($input: RegisterInput!) {
        register(input: $input) {
          user {
            id
          }
        }
      }
    `),
    {
      input: { name, email, password: 'secret1', confirmPassword: 'secret1' },
    },
  );
  expect(reg.errors).toBeUndefined();
  await session.gql(
    graphql(`
      mutation UsersSendEmailCode {
        sendEmailCode {
          message
        }
      }
    `),
  );
  const [mail] = await bff.dev.mailbox(email);
  const verified = await session.gql(
    graphql(`
      mutation UsersVerifyEmailCode($code: String!) {
        verifyEmailCode(code: $code) {
          message
        }
      }
    `),
    { code: mail!.code! },
  );
  expect(verified.errors).toBeUndefined();
  const kyc = await session.upload(
    graphql(`
      mutation UsersSubmitKyc($input: KycInput!) {
        submitKyc(input: $input) {
          user {
            status
          }
        }
      }
    `),
    {
      input: {
        phone: '9841222333',
        dateOfBirth: '1995-05-05',
        socialProfileUrl: 'https://facebook.com/review',
        gender: 'OTHER',
        paymentQr: null,
      },
    },
    [pngFile('input.paymentQr', 'QR')],
  );
  expect(kyc.data?.submitKyc.user.status).toBe('UNDER_REVIEW');
  return { id: reg.data!.register.user.id, email, session };
}

/**
 * A BFF with the seed, the admin and Sita signed in and the accounts' ids, for the tests of the
 * file or of the describe this is called in; the outer one is back after them.
 */
function useBff(): void {
  let outer: [TestBff, Session, Session, Record<string, string>];
  beforeAll(async () => {
    outer = [bff, admin, sita, { ...ids }];
    bff = await startBff();
    [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
    for (const user of await list('ALL')) ids[user.email.split('@')[0]!] = user.id;
  });
  afterAll(async () => {
    await bff.close();
    [bff, admin, sita] = outer;
    Object.assign(ids, outer[3]);
  });
}

useBff();

describe('users(filter) on the seed', () => {
  // The exact lists: on a BFF of their own, whatever accounts the other tests register or change.
  useBff();

  it('ALL (also the default) lists every account, sorted by name', async () => {
    const all = await list('ALL');
    expect(emails(all)).toEqual(SEED_BY_NAME);
    expect(all.map((u) => u.name)).toEqual([
      'Bikri Admin',
      'Gita Rai',
      'Hari Gurung',
      'Maya Tamang',
      'Nabin Shrestha',
      'Ram Thapa',
      'Sita Sharma',
    ]);
    expect(all.find((u) => u.email === 'admin@demo.test')).toMatchObject({ role: 'ADMIN', canPlaceOrders: false });
    expect(all.find((u) => u.email === 'sita@demo.test')).toMatchObject({
      role: 'USER',
      status: 'ACTIVE',
      isUserVerified: true,
      canPlaceOrders: true,
    });
    const byDefault = await admin.gql(
      graphql(`
        query UsersByDefault {
          users {
            edges {
              node {
                email
              }
            }
          }
        }
      `),
    );
    expect(nodes(byDefault.data!.users).map((u) => u.email)).toEqual(SEED_BY_NAME);
  });

  it('VERIFIED means isUserVerified, whatever the status (blocked Hari included)', async () => {
    expect(emails(await list('VERIFIED'))).toEqual([
      'admin@demo.test',
      'hari@demo.test',
      'maya@demo.test',
      'sita@demo.test',
    ]);
  });

  it('UNDER_REVIEW and BLOCKED match the status', async () => {
    expect(emails(await list('UNDER_REVIEW'))).toEqual(['ram@demo.test']);
    expect(emails(await list('BLOCKED'))).toEqual(['hari@demo.test']);
  });

  it('NOT_VERIFIED means not verified and active (Ram, under review, is not in it)', async () => {
    expect(emails(await list('NOT_VERIFIED'))).toEqual(['gita@demo.test', 'new@demo.test']);
  });
});

describe('users(filter), the rule itself', () => {
  const rules: Record<UserFilter, (u: Row) => boolean> = {
    ALL: () => true,
    VERIFIED: (u) => u.isUserVerified,
    UNDER_REVIEW: (u) => u.status === 'UNDER_REVIEW',
    NOT_VERIFIED: (u) => !u.isUserVerified && u.status === 'ACTIVE',
    BLOCKED: (u) => u.status === 'BLOCKED',
  };
  const filters: UserFilter[] = ['ALL', 'VERIFIED', 'UNDER_REVIEW', 'NOT_VERIFIED', 'BLOCKED'];

  it.each(filters)('%s is exactly the accounts its rule picks, in name order', async (filter) => {
    const [all, chosen] = await Promise.all([list('ALL'), list(filter)]);
    expect(chosen).toEqual(all.filter(rules[filter]));
  });

  it('reads the gateway once per request', async () => {
    await bff.dev.resetCalls();
    await list('NOT_VERIFIED');
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1, 'GET /admin/users': 1 });
  });

  it('refuses marketers (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED)', async () => {
    const marketer = await sita.gql(USERS, { filter: 'ALL' });
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.errors![0]!.message).toBe('This is for admins only.');
    expect(marketer.data).toBeNull();
    const anonymous = await bff.anonymous().gql(USERS, { filter: 'ALL' });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
  });

  it('refuses a filter outside the enum', async () => {
    // A value the schema's type refuses: sent as it is.
    expect(codeOf(await admin.raw(String(USERS), { filter: 'EVERYONE' }))).toBe('BAD_USER_INPUT');
  });
});

describe('user(id)', () => {
  it('answers every field of a verified marketer, with a loadable QR image', async () => {
    const user = await readUser(ids.sita!);
    expect(user).toMatchObject({
      id: ids.sita,
      name: 'Sita Sharma',
      email: 'sita@demo.test',
      phone: stringMatching(/^98\d{8}$/),
      dateOfBirth: '1996-04-12',
      gender: 'FEMALE',
      role: 'USER',
      status: 'ACTIVE',
      isEmailVerified: true,
      isUserVerified: true,
      socialProfileUrl: 'https://facebook.com/sita.demo',
      referredBy: null,
      bonusCommissionRate: 2,
      pendingPayment: 19268,
      receivedPayment: 1689,
      lifetimeIncome: 20957,
      canPlaceOrders: true,
      createdAt: stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const qr = await fetch(new URL(user.paymentQrUrl!, bff.url));
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await qr.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('answers nulls for what a marketer has not given yet, and the referrer when there is one', async () => {
    expect(await readUser(ids.gita!)).toMatchObject({
      phone: null,
      dateOfBirth: null,
      gender: null,
      socialProfileUrl: null,
      paymentQrUrl: null,
      referredBy: null,
      status: 'ACTIVE',
      isEmailVerified: true,
      isUserVerified: false,
      canPlaceOrders: false,
    });
    expect(await readUser(ids.ram!)).toMatchObject({
      referredBy: 'Sita Sharma',
      gender: 'MALE',
      dateOfBirth: '1994-09-30',
    });
    expect(await readUser(ids.admin!)).toMatchObject({ role: 'ADMIN', canPlaceOrders: false, bonusCommissionRate: 0 });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const result = await admin.gql(USER, { id: '000000000000000000000000' });
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('User not found');
    expect(result.data).toBeNull();
  });

  it('answers NOT_FOUND for a blank id without asking the gateway for another route', async () => {
    for (const id of ['', ' ']) {
      const result = await admin.gql(USER, { id });
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors![0]!.message).toBe('Not found.');
    }
  });

  it('refuses marketers (even for themselves) and anonymous visitors', async () => {
    const own = await sita.gql(USER, { id: ids.sita! });
    expect(codeOf(own)).toBe('FORBIDDEN');
    expect(own.data).toBeNull();
    expect(codeOf(await bff.anonymous().gql(USER, { id: ids.sita! }))).toBe('UNAUTHENTICATED');
  });
});

describe('setUserStatus', () => {
  it('verifies Ram (under review): active and verified in the same answer, and he moves between lists', async () => {
    expect(emails(await list('UNDER_REVIEW'))).toContain('ram@demo.test');
    await bff.dev.resetCalls();
    const result = await setStatus(ids.ram!, 'VERIFY', 'Documents match');
    expect(result.errors).toBeUndefined();
    expect(result.data!.setUserStatus).toEqual({
      message: 'User verified',
      user: objectContaining({ id: ids.ram, status: 'ACTIVE', isUserVerified: true, canPlaceOrders: true }),
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect(emails(await list('UNDER_REVIEW'))).not.toContain('ram@demo.test');
    expect(emails(await list('VERIFIED'))).toContain('ram@demo.test');
    const ram = await bff.signIn('ram@demo.test');
    expect((await ram.gql(ME)).data).toEqual({
      me: { id: ids.ram, status: 'ACTIVE', isUserVerified: true, canPlaceOrders: true },
    });
  });

  it('unverifies a profile under review: active and not verified, listed as NOT_VERIFIED', async () => {
    const account = await underReviewAccount('Kamal Bista');
    expect(emails(await list('UNDER_REVIEW'))).toContain(account.email);
    const result = await setStatus(account.id, 'UNVERIFY', 'The QR image is unreadable');
    expect(result.errors).toBeUndefined();
    expect(result.data!.setUserStatus).toEqual({
      message: 'User unverified',
      user: objectContaining({ id: account.id, status: 'ACTIVE', isUserVerified: false, canPlaceOrders: false }),
    });
    expect(emails(await list('NOT_VERIFIED'))).toContain(account.email);
    expect(emails(await list('UNDER_REVIEW'))).not.toContain(account.email);
    expect((await account.session.gql(ME)).data).toMatchObject({ me: { status: 'ACTIVE', isUserVerified: false } });
  });

  it('unblocks and blocks Hari again (he ends blocked, as seeded)', async () => {
    const unblocked = await setStatus(ids.hari!, 'UNBLOCK', 'Appeal accepted');
    expect(unblocked.errors).toBeUndefined();
    expect(unblocked.data!.setUserStatus).toEqual({
      message: 'User unblocked',
      user: objectContaining({ id: ids.hari, status: 'ACTIVE', isUserVerified: true, canPlaceOrders: true }),
    });
    expect(emails(await list('BLOCKED'))).not.toContain('hari@demo.test');
    const hari = await bff.signIn('hari@demo.test');
    expect((await hari.gql(ME)).data).toMatchObject({ me: { status: 'ACTIVE', canPlaceOrders: true } });

    const blocked = await setStatus(ids.hari!, 'BLOCK', 'Fake orders again');
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data!.setUserStatus).toEqual({
      message: 'User blocked',
      user: objectContaining({ id: ids.hari, status: 'BLOCKED', isUserVerified: true, canPlaceOrders: false }),
    });
    expect(emails(await list('BLOCKED'))).toEqual(['hari@demo.test']);
    // Blocking ends his sessions; signing in again shows him blocked.
    expect((await hari.gql(ME)).data).toEqual({ me: null });
    const again = await bff.signIn('hari@demo.test');
    expect((await again.gql(ME)).data).toMatchObject({ me: { status: 'BLOCKED', canPlaceOrders: false } });
  });

  it('blocks an active marketer and unblocks her', async () => {
    const account = await underReviewAccount('Laxmi Oli');
    await setStatus(account.id, 'VERIFY');
    const blocked = await setStatus(account.id, 'BLOCK', 'Spam');
    expect(blocked.data!.setUserStatus.user).toMatchObject({
      status: 'BLOCKED',
      isUserVerified: true,
      canPlaceOrders: false,
    });
    const unblocked = await setStatus(account.id, 'UNBLOCK', 'Cleared');
    expect(unblocked.data!.setUserStatus.user).toMatchObject({
      status: 'ACTIVE',
      isUserVerified: true,
      canPlaceOrders: true,
    });
  });

  it.each([
    [
      'verifying an active account',
      'sita',
      'VERIFY',
      'BAD_USER_INPUT',
      'action: only a user under review can be verified or unverified',
    ],
    [
      'unverifying an active account',
      'gita',
      'UNVERIFY',
      'BAD_USER_INPUT',
      'action: only a user under review can be verified or unverified',
    ],
    ['blocking a blocked account', 'hari', 'BLOCK', 'BAD_USER_INPUT', 'action: the user is already blocked'],
    [
      'unblocking an account that is not blocked',
      'maya',
      'UNBLOCK',
      'BAD_USER_INPUT',
      'action: the user is not blocked',
    ],
    [
      'changing the admin’s own account',
      'admin',
      'BLOCK',
      'BAD_USER_INPUT',
      'userId: you cannot change your own account',
    ],
  ] as const)(
    'refuses %s itself, before the gateway, and changes nothing',
    async (_what, key, action, code, message) => {
      const before = await readUser(ids[key]!);
      await bff.dev.resetCalls();
      const result = await setStatus(ids[key]!, action);
      expect(codeOf(result)).toBe(code);
      expect(result.errors![0]!.message).toBe(message);
      expect(result.data).toBeNull();
      expect(await gatewayWrites(bff)).toBe(0);
      expect(await readUser(ids[key]!)).toEqual(before);
    },
  );

  it('answers NOT_FOUND for an unknown account', async () => {
    const result = await setStatus('000000000000000000000000', 'BLOCK');
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('User not found');
  });

  it('answers NOT_FOUND for a blank account id; nothing reaches the gateway', async () => {
    await bff.dev.resetCalls();
    const result = await setStatus('', 'BLOCK');
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('Not found.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it.each([
    ['an empty reason', '', 'is needed to reject a profile or block an account'],
    ['a blank reason', ' \t ', 'is needed to reject a profile or block an account'],
    ['a reason over 500 characters', 'x'.repeat(501), 'must be at most 500 characters'],
  ])('refuses %s naming the field; nothing reaches the gateway', async (_what, reason, message) => {
    await bff.dev.resetCalls();
    const result = await setStatus(ids.gita!, 'BLOCK', reason);
    expectBadInput(result, 'reason', message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await readUser(ids.gita!)).toMatchObject({ status: 'ACTIVE' });
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const account = await underReviewAccount('Bimala Khadka');
    const result = await setStatus(account.id, 'VERIFY', 'y'.repeat(500));
    expect(result.errors).toBeUndefined();
    expect(result.data!.setUserStatus.user.status).toBe('ACTIVE');
  });

  it('refuses an action outside the enum; nothing reaches the gateway', async () => {
    await bff.dev.resetCalls();
    // A value the schema's type refuses: sent as it is.
    const result = await admin.raw(String(SET_STATUS), {
      userId: ids.gita!,
      action: 'DELETE',
      reason: 'Checked the documents',
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses a marketer (FORBIDDEN) and an anonymous visitor (UNAUTHENTICATED); nothing reaches the gateway', async () => {
    await bff.dev.resetCalls();
    const marketer = await setStatus(ids.gita!, 'BLOCK', 'Because', sita);
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.errors![0]!.message).toBe('This is for admins only.');
    expect(marketer.data).toBeNull();
    const anonymous = await setStatus(ids.gita!, 'BLOCK', 'Because', bff.anonymous());
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await readUser(ids.gita!)).toMatchObject({ status: 'ACTIVE' });
  });

  it('checks the role before the arguments: a marketer with a blank reason is FORBIDDEN', async () => {
    expect(codeOf(await setStatus(ids.gita!, 'BLOCK', ' ', sita))).toBe('FORBIDDEN');
    expect(codeOf(await setStatus(ids.gita!, 'BLOCK', ' ', bff.anonymous()))).toBe('UNAUTHENTICATED');
  });
});
