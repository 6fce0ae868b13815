import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT, Sessions, sessionKey } from '../src/stores/sessions.ts';
import { graphql } from './gql/index.ts';
import { codeOf, gatewayToken, startBff, type Session, type TestBff } from './harness.ts';
import { keyValueIn, startRedis, type RunningRedis } from './redis-server.ts';
import { liveClient } from './live-client.ts';
import { userByEmail } from './stand-in-data.ts';

/** Server-side sessions: the cookie names a session the BFF keeps; ending it ends the cookie. */

const ME = graphql(`
  query SessionsMe {
    me {
      email
    }
  }
`);
const ORDERS = graphql(`
  query SessionsOrderCount {
    orders(first: 1) {
      totalCount
    }
  }
`);
const LOGOUT = graphql(`
  mutation SessionsLogout {
    logout
  }
`);
const BLOCK = graphql(`
  mutation SessionsBlock($id: ID!) {
    setUserStatus(userId: $id, action: BLOCK, reason: "Fake orders") {
      user {
        status
      }
    }
  }
`);
const LOGIN_MAYA = graphql(`
  mutation SessionsLoginMaya {
    login(input: { email: "maya@demo.test", password: "maya1234" }) {
      user {
        id
      }
    }
  }
`);

let bff: TestBff;

beforeAll(async () => {
  bff = await startBff();
});

afterAll(async () => {
  await bff.close();
});

/** The same cookie, sent by someone who kept a copy of it. */
function copyOf(session: Session): Session {
  const copy = bff.anonymous();
  copy.cookie = session.cookie;
  return copy;
}

describe('a session over HTTP', () => {
  it('ends at sign-out: a copy of the old cookie no longer works', async () => {
    const sita = await bff.signIn('sita@demo.test');
    const kept = copyOf(sita);
    expect((await kept.gql(ME)).data).toEqual({ me: { email: 'sita@demo.test' } });
    expect((await sita.gql(LOGOUT)).data).toEqual({ logout: true });
    expect((await kept.gql(ME)).data).toEqual({ me: null });
    expect(codeOf(await kept.gql(ORDERS))).toBe('UNAUTHENTICATED');
  });

  it('ends everywhere when its account is blocked', async () => {
    const [ram, ramOnPhone, admin] = await Promise.all([
      bff.signIn('ram@demo.test'),
      bff.signIn('ram@demo.test'),
      bff.signIn('admin@demo.test'),
    ]);
    const id = userByEmail(bff, 'ram@demo.test')._id;
    const blocked = await admin.gql(BLOCK, { id });
    expect(blocked.errors).toBeUndefined();
    expect((await ram.gql(ME)).data).toEqual({ me: null });
    expect((await ramOnPhone.gql(ME)).data).toEqual({ me: null });
    expect((await admin.gql(ME)).data).toEqual({ me: { email: 'admin@demo.test' } });
  });

  it('closes its live sockets when it ends', async () => {
    const hari = await bff.signIn('gita@demo.test');
    const client = liveClient(bff.url, hari.cookie);
    const closed = new Promise<number>((resolve) =>
      client.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    await new Promise<void>((resolve) => client.on('connected', () => resolve()));
    await hari.gql(LOGOUT);
    expect(await closed).toBe(4401);
    await client.dispose();
  });

  it('lives in its cookie for the idle time, not ten years', async () => {
    const login = await bff.anonymous().gql(LOGIN_MAYA);
    const cookie = login.headers.getSetCookie().find((header) => header.startsWith('session='))!;
    expect(cookie).toMatch(/Max-Age=2592000;/);
  });

  it('a client that sends the gateway token itself keeps working after a browser session of the account ends', async () => {
    const gita = await bff.signIn('gita@demo.test');
    await gita.gql(LOGOUT);
    const token = await gatewayToken(bff, 'gita@demo.test');
    expect((await bff.anonymous().gql(ME, undefined, { authorization: `Bearer ${token}` })).data).toEqual({
      me: { email: 'gita@demo.test' },
    });
  });
});

describe.each(['memory', 'redis'] as const)('the session store in %s', (kind) => {
  let redis: RunningRedis | undefined;
  beforeAll(async () => {
    if (kind === 'redis') redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const storeWith = (idleMs: number, maxAgeMs: number) => {
    const { store, close } = keyValueIn(redis);
    return Object.assign(new Sessions(store, { idleMs, maxAgeMs }), { close });
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('ends a session left unused for the idle time', async () => {
    const sessions = storeWith(300, 60_000);
    const { id } = await sessions.start('gateway-token-1', 'user-1');
    expect((await sessions.find(id))?.record).toMatchObject({ token: 'gateway-token-1', userId: 'user-1' });
    await wait(450);
    expect(await sessions.find(id)).toBeNull();
    await sessions.close();
  });

  it('ends a session at its maximum age, however much it is used', async () => {
    const sessions = storeWith(60_000, 400);
    const { id } = await sessions.start('gateway-token-2', 'user-2');
    for (let n = 0; n < 3; n += 1) {
      expect(await sessions.find(id)).not.toBeNull();
      await wait(100);
    }
    await wait(200);
    expect(await sessions.find(id)).toBeNull();
    await sessions.close();
  });

  it('ends every session of an account, and only those', async () => {
    const sessions = storeWith(60_000, 60_000);
    const [a, b, other] = (
      await Promise.all([
        sessions.start('t-a', 'user-3'),
        sessions.start('t-b', 'user-3'),
        sessions.start('t-c', 'user-4'),
      ])
    ).map(({ id }) => id) as [string, string, string];
    expect((await sessions.endUser('user-3')).sort()).toEqual([sessionKey(a), sessionKey(b)].sort());
    expect(await sessions.find(a)).toBeNull();
    expect(await sessions.find(b)).toBeNull();
    expect((await sessions.find(other))?.record.token).toBe('t-c');
    await sessions.close();
  });

  it("holds at most 10 sessions of an account: each sign-in beyond ends the account's oldest", async () => {
    expect(MAX_SESSIONS_PER_ACCOUNT).toBe(10);
    const sessions = storeWith(60_000, 60_000);
    const ids: string[] = [];
    for (let n = 1; n <= 10; n += 1) {
      const started = await sessions.start(`t-${n}`, 'user-5');
      expect(started.ended).toEqual([]);
      ids.push(started.id);
    }
    const eleventh = await sessions.start('t-11', 'user-5');
    expect(eleventh.ended).toEqual([sessionKey(ids[0]!)]);
    expect(await sessions.find(ids[0]!)).toBeNull();
    const twelfth = await sessions.start('t-12', 'user-5');
    expect(twelfth.ended).toEqual([sessionKey(ids[1]!)]);
    const live = await Promise.all([...ids.slice(2), eleventh.id, twelfth.id].map((id) => sessions.find(id)));
    expect(live.map((found) => found?.record.token)).toEqual([
      't-3',
      't-4',
      't-5',
      't-6',
      't-7',
      't-8',
      't-9',
      't-10',
      't-11',
      't-12',
    ]);
    // Another account's sign-ins end none of these.
    expect((await sessions.start('t-other', 'user-6')).ended).toEqual([]);
    expect((await sessions.endUser('user-5')).length).toBe(10);
    await sessions.close();
  });
});
