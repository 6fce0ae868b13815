import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { UserStatusAction } from './gql/graphql.ts';
import { AccountDecisions } from '../src/stores/account-decisions.ts';
import { codeOf, gatewayWrites, startBff, type Session, type TestBff } from './harness.ts';
import { keyValueIn, startRedis, type RunningRedis } from './redis-server.ts';

/**
 * An admin's account decisions with their reasons: verifying and unblocking
 * need none, rejecting and blocking do; the last decision and its reason are shown afterwards to
 * admins (`user.lastDecision`) and to the account itself (`me.lastDecision`), to nobody else.
 */

let bff: TestBff;
let admin: Session;
let hari: Session;
let sita: Session;

const SET_STATUS = graphql(`
  mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {
    setUserStatus(userId: $userId, action: $action, reason: $reason) {
      message
      user {
        id
        status
        isUserVerified
      }
    }
  }
`);
const DECISION = graphql(`
  query DecisionsOfUser($id: ID!) {
    user(id: $id) {
      lastDecision {
        action
        reason
        at
        byName
      }
    }
  }
`);
const MY_DECISION = graphql(`
  query DecisionsMine {
    me {
      lastDecision {
        action
        reason
        byName
      }
    }
  }
`);

const idOf = (email: string) => bff.gateway.store.db.users.find((u) => u.email === email)!._id;
const lastLog = (email: string) => bff.gateway.store.db.users.find((u) => u.email === email)!.statusLog.at(-1);

async function decide(email: string, action: UserStatusAction, reason?: string | null) {
  return admin.gql(SET_STATUS, { userId: idOf(email), action, reason });
}

beforeAll(async () => {
  bff = await startBff();
  admin = await bff.signIn('admin@demo.test');
  hari = await bff.signIn('hari@demo.test');
  sita = await bff.signIn('sita@demo.test');
});
afterAll(() => bff.close());

describe('account decisions', () => {
  it('verifies a profile without a reason; the gateway, which needs one, is told it was approved', async () => {
    const result = await decide('ram@demo.test', 'VERIFY');
    expect(result.errors).toBeUndefined();
    expect(result.data!.setUserStatus.user).toMatchObject({ status: 'ACTIVE', isUserVerified: true });
    expect(lastLog('ram@demo.test')).toMatchObject({ action: 'verify', reason: 'Profile approved' });
    const shown = await admin.gql(DECISION, { id: idOf('ram@demo.test') });
    expect(shown.data!.user.lastDecision).toMatchObject({ action: 'VERIFY', reason: null, byName: 'Bikri Admin' });
  });

  it.each([
    ['reject', 'UNVERIFY', 'maya@demo.test'],
    ['block', 'BLOCK', 'gita@demo.test'],
  ] as const)('refuses to %s without a reason, naming the field; nothing is written', async (_what, action, email) => {
    await bff.dev.resetCalls();
    for (const reason of [undefined, null, '', '  ']) {
      const result = await decide(email, action, reason);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toBe('reason: is needed to reject a profile or block an account');
      expect(result.errors![0]!.extensions!.fields).toMatchObject([{ field: 'reason', rule: 'REQUIRED' }]);
    }
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('shows a block and its reason to the admins and to the blocked account, and to no other marketer', async () => {
    const unblocked = await decide('hari@demo.test', 'UNBLOCK');
    expect(unblocked.errors).toBeUndefined();
    const blocked = await decide('hari@demo.test', 'BLOCK', '  Fake orders from one phone number  ');
    expect(blocked.errors).toBeUndefined();
    expect(lastLog('hari@demo.test')).toMatchObject({ action: 'block', reason: 'Fake orders from one phone number' });

    const shown = await admin.gql(DECISION, { id: idOf('hari@demo.test') });
    expect(shown.data!.user.lastDecision).toMatchObject({
      action: 'BLOCK',
      reason: 'Fake orders from one phone number',
      byName: 'Bikri Admin',
    });
    expect(Date.now() - Date.parse(shown.data!.user.lastDecision!.at)).toBeLessThan(60_000);
    // Blocking ends Hari's sessions: he signs in again and reads why.
    hari = await bff.signIn('hari@demo.test');
    const his = await hari.gql(MY_DECISION);
    // Which admin it was is for the admins.
    expect(his.data!.me!.lastDecision).toEqual({
      action: 'BLOCK',
      reason: 'Fake orders from one phone number',
      byName: null,
    });
    // Sita has had no decision kept; a marketer cannot read another account at all.
    expect((await sita.gql(MY_DECISION)).data!.me!.lastDecision).toBeNull();
    expect(codeOf(await sita.gql(DECISION, { id: idOf('hari@demo.test') }))).toBe('FORBIDDEN');
  });
});

describe.each(['memory', 'redis'] as const)('the account decisions store in %s', (kind) => {
  let redis: RunningRedis | undefined;
  beforeAll(async () => {
    if (kind === 'redis') redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("keeps each account's last decision only, and answers null for an account with none", async () => {
    const { store, close } = keyValueIn(redis);
    const decisions = new AccountDecisions(store);
    await decisions.record('u1', {
      action: 'UNBLOCK',
      reason: null,
      at: '2026-11-29T10:00:00.000Z',
      by: 'Bikri Admin',
    });
    await decisions.record('u1', {
      action: 'BLOCK',
      reason: 'Fake orders',
      at: '2026-11-29T11:00:00.000Z',
      by: 'Bikri Admin',
    });
    await decisions.record('u2', { action: 'VERIFY', reason: null, at: '2026-11-29T12:00:00.000Z', by: 'Asha Admin' });
    expect(await decisions.latest('u1')).toEqual({
      action: 'BLOCK',
      reason: 'Fake orders',
      at: '2026-11-29T11:00:00.000Z',
      by: 'Bikri Admin',
    });
    expect(await decisions.latest('u2')).toEqual({
      action: 'VERIFY',
      reason: null,
      at: '2026-11-29T12:00:00.000Z',
      by: 'Asha Admin',
    });
    expect(await decisions.latest('u3')).toBeNull();
    await close();
  });
});
