import { describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_ACCOUNT } from '../src/live/account-sockets.ts';
import { graphql } from './gql/index.ts';
import type { Session } from './harness.ts';
import { openRawLive, SET_PRODUCT_STATUS, type RawLive } from './live-client.ts';
import { useReplicasSharingRedis } from './redis-server.ts';
import { dbOf } from './stand-in-data.ts';

/**
 * What one account can hold of the live sockets, over all its sessions and two replicas sharing
 * Redis, and what one change costs the gateway however many sockets the account has open.
 */

const IN_MY_LIST = String(
  graphql(`
    subscription LiveAccountsInMyList {
      live {
        __typename
        ... on ProductEvent {
          productId
          product {
            id
            inMyList
          }
        }
      }
    }
  `),
);
const SESSION_ENDED = 4401;

const replicas = useReplicasSharingRedis();

/** Signs in `times` times on each replica: sessions of one account. */
async function sessionsOf(email: string, times: number): Promise<{ url: string; session: Session }[]> {
  const sessions = [];
  for (let n = 0; n < times; n += 1) {
    for (const replica of [replicas.one, replicas.two])
      sessions.push({ url: replica.url, session: await replica.signIn(email) });
  }
  return sessions;
}

/** Opens a socket, or answers the upgrade's refusal. */
const attempt = (url: string, session: Session): Promise<RawLive | Error> =>
  openRawLive(url, session.cookie).catch((error: unknown) => error as Error);

describe('one account, many sessions, two replicas', () => {
  it('holds at most 20 live sockets in all; more are refused with 429 until some close', async () => {
    expect(MAX_SOCKETS_PER_ACCOUNT).toBe(20);
    const sessions = await sessionsOf('maya@demo.test', 3);
    const tries = await Promise.all(
      Array.from({ length: 36 }, (_, n) =>
        attempt(sessions[n % sessions.length]!.url, sessions[n % sessions.length]!.session),
      ),
    );
    const open = tries.filter((t): t is RawLive => !(t instanceof Error));
    const refused = tries.filter((t): t is Error => t instanceof Error);
    expect(open).toHaveLength(20);
    expect(refused.map((error) => error.message)).toEqual(Array<string>(16).fill('upgrade refused: 429'));
    // Both replicas hold some of them: the bound is the account's, not a replica's.
    expect(new Set(open.map((socket) => socket.ws.url.split('/graphql')[0]))).toEqual(
      new Set([replicas.one.url, replicas.two.url].map((url) => url.replace(/^http/, 'ws'))),
    );

    for (const socket of open.slice(0, 5)) socket.ws.close();
    await Promise.all(open.slice(0, 5).map((socket) => socket.closed));
    let reopened: (RawLive | Error)[] = [];
    for (let round = 0; round < 20 && reopened.filter((t) => !(t instanceof Error)).length < 5; round += 1) {
      for (const socket of reopened) if (!(socket instanceof Error)) socket.ws.close();
      reopened = await Promise.all(
        Array.from({ length: 6 }, (_, n) => attempt(sessions[n]!.url, sessions[n]!.session)),
      );
    }
    expect(reopened.filter((t) => !(t instanceof Error))).toHaveLength(5);
    expect(reopened.filter((t): t is Error => t instanceof Error).map((error) => error.message)).toEqual([
      'upgrade refused: 429',
    ]);
    for (const socket of [...open, ...reopened]) if (!(socket instanceof Error)) socket.ws.close();
  });

  it("ends an account's oldest session at its eleventh sign-in, and that session's sockets on the other replica", async () => {
    const first = await replicas.one.signIn('gita@demo.test');
    const socket = await openRawLive(replicas.two.url, first.cookie);
    for (let n = 0; n < 10; n += 1) await (n % 2 === 0 ? replicas.two : replicas.one).signIn('gita@demo.test');
    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED });
    // Its cookie names no session any more: nobody is signed in.
    expect((await first.raw('{ me { id } }')).data).toEqual({ me: null });
  });
});

describe('a change seen by many sockets of one account', () => {
  it('is read from the gateway once for the account, not once per socket', async () => {
    const { one } = replicas;
    const admin = await one.signIn('admin@demo.test');
    const sita = await one.signIn('sita@demo.test');
    const productId = dbOf(one).products.find((p) => p.status === 'available')!._id;
    const sockets = await Promise.all(Array.from({ length: 6 }, () => openRawLive(one.url, sita.cookie)));
    sockets.forEach((socket, n) => socket.subscribe(`s${n}`, IN_MY_LIST));
    const events = (socket: RawLive) => socket.messages.filter((m) => m.type === 'next').length;
    // Announced until every socket has its subscription in place.
    for (let round = 0; round < 50 && sockets.some((s) => events(s) === 0); round += 1) {
      expect(
        (await admin.gql(SET_PRODUCT_STATUS, { id: productId, status: round % 2 === 0 ? 'OUT_OF_STOCK' : 'AVAILABLE' }))
          .errors,
      ).toBeUndefined();
      await Promise.all(sockets.map((s) => s.until(() => events(s) > 0, 200).catch(() => undefined)));
    }
    const seen = sockets.map(events);
    await one.dev.resetCalls();
    expect((await admin.gql(SET_PRODUCT_STATUS, { id: productId, status: 'OUT_OF_STOCK' })).errors).toBeUndefined();
    await Promise.all(sockets.map((s, n) => s.until(() => events(s) > seen[n]!)));
    const { byRoute } = await one.dev.calls();
    // Each socket's event says whether the product is in Sita's list: her list, read once.
    expect(byRoute['GET /product/getMyProduct']).toBe(1);
    for (const socket of sockets) socket.ws.close();
  });
});
