import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Services } from '../src/context.ts';
import { GatewayHttp } from '../src/gateway/http.ts';
import { RoleHints } from '../src/gateway/role-hints.ts';
import { buildAppSchema } from '../src/schema.ts';
import { EmailCodes } from '../src/stores/email-codes.ts';
import { AccountDecisions } from '../src/stores/account-decisions.ts';
import { PayoutQrHashes } from '../src/stores/payout-qr-hashes.ts';
import { Inboxes } from '../src/stores/inbox.ts';
import { OrderTracking } from '../src/stores/order-tracking.ts';
import { SharedProducts } from '../src/stores/shared-products.ts';
import { IdempotentWrites } from '../src/policies/idempotency.ts';
import { LiveEvents } from '../src/live/live-events.ts';
import { attachLiveSocket, type LiveSocket } from '../src/live/live-socket.ts';
import { RateLimits } from '../src/policies/rate-limits.ts';
import { Sessions, sessionKey } from '../src/stores/sessions.ts';
import { AccountSockets } from '../src/live/account-sockets.ts';
import { DocumentAdmission } from '../src/policies/document-admission.ts';
import { DocumentCache } from '../src/transport/document-cache.ts';
import { TrustedDocuments } from '../src/transport/trusted-documents.ts';
import { MemoryKeyValue } from '../src/stores/key-value.ts';
import { graphql } from './gql/index.ts';
import { gatewayToken, startBff, type Session, type TestBff } from './harness.ts';
import { liveClient, liveCounts, openRawLive, SET_PRODUCT_STATUS, upgradeAnswer, type RawLive } from './live-client.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { Metrics } from '../src/observability/metrics.ts';
import { captureLogs } from './logs.ts';

/**
 * The live socket's bounds against one account's flood: subscriptions per socket, sockets per
 * session, the origin of the upgrade, what is logged, and ending a session's sockets.
 */

const LIVE = String(
  graphql(`
    subscription LiveBoundsProductIds {
      live {
        __typename
        ... on ProductEvent {
          productId
        }
      }
    }
  `),
);
const REGISTER = graphql(`
  mutation LiveBoundsRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
    }
  }
`);

const errorsOf = (live: RawLive) => live.messages.filter((m) => m.type === 'error');
const nextsOf = (live: RawLive) => live.messages.filter((m) => m.type === 'next');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails with `what` unless the promise settles within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, pause(ms).then(() => Promise.reject(new Error(`${what} not within ${ms} ms`)))]);
}

/** Retries `check` until it passes, for a server that sees a close a moment after the client. */
async function eventually(check: () => Promise<void>, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await pause(50);
    }
  }
}

/** One subscription of a graphql-ws client: what it received and how it ended. */
function watch(client: Client, query: string) {
  const events: unknown[] = [];
  let stop: () => void = () => undefined;
  const ended = new Promise<unknown>((resolve) => {
    stop = client.subscribe(
      { query },
      { next: (result) => events.push(result), error: resolve, complete: () => resolve('complete') },
    );
  });
  return { events, ended, stop: () => stop() };
}

/** A full collection, through V8's `gc` (exposed here when the runner did not). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe('live socket bounds', () => {
  let bff: TestBff;
  let admin: Session;
  let productId: string;
  let status: 'AVAILABLE' | 'OUT_OF_STOCK' = 'AVAILABLE';

  /** Publishes a product event every signed-in subscriber receives. */
  const announce = async () => {
    status = status === 'AVAILABLE' ? 'OUT_OF_STOCK' : 'AVAILABLE';
    expect((await admin.gql(SET_PRODUCT_STATUS, { id: productId, status })).errors).toBeUndefined();
  };
  /** Announces until `done()` holds: a subscription is registered a moment after it is sent. */
  const announceUntil = async (done: () => boolean) => {
    for (let attempt = 0; attempt < 50 && !done(); attempt += 1) {
      await announce();
      for (let wait = 0; wait < 10 && !done(); wait += 1) await pause(20);
    }
    expect(done()).toBe(true);
  };

  const openSockets = async () => (await liveCounts(bff.metricsUrl!)).sockets;

  beforeAll(async () => {
    bff = await startBff({ METRICS_PORT: '0' });
    admin = await bff.signIn('admin@demo.test');
    productId = dbOf(bff).products.find((p) => p.status === 'available')!._id;
  });
  afterAll(() => bff.close());

  it('answers a third subscription on one socket with BAD_REQUEST; the other two keep their events, and one that ends frees its place', async () => {
    const sita = await bff.signIn('sita@demo.test');
    const client = liveClient(bff.url, sita.cookie);
    try {
      const first = watch(client, LIVE);
      const second = watch(client, LIVE);
      const third = watch(client, LIVE);
      expect(await within(third.ended, 3_000, 'a refusal')).toEqual([
        {
          message: 'At most 2 subscriptions at once per connection: `live` alone carries every change.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
      await announceUntil(() => first.events.length > 0 && second.events.length > 0);

      first.stop();
      const fourth = watch(client, LIVE);
      await announceUntil(() => fourth.events.length > 0);
      // Both still receive what is published after: the fourth was not ended to make room.
      const [secondHad, fourthHad] = [second.events.length, fourth.events.length];
      await announceUntil(() => second.events.length > secondHad && fourth.events.length > fourthHad);
    } finally {
      await client.dispose();
    }
  });

  it('refuses an 11th socket of one session with 429 and says why; another session is admitted, and so is this one once a socket closes', async () => {
    const maya = await bff.signIn('maya@demo.test');
    const sockets = await Promise.all(Array.from({ length: 10 }, () => openRawLive(bff.url, maya.cookie)));
    try {
      const refused = await upgradeAnswer(bff.url, { cookie: maya.cookie! });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({
        errors: [
          {
            message: 'At most 10 live connections at once per sign-in: close a tab or two.',
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
      });
      // The same account signed in again is another session.
      const again = await bff.signIn('maya@demo.test');
      expect(again.cookie).not.toBe(maya.cookie);
      expect((await upgradeAnswer(bff.url, { cookie: again.cookie! })).status).toBe(101);

      sockets[0]!.ws.close();
      await sockets[0]!.closed;
      await eventually(async () => expect((await upgradeAnswer(bff.url, { cookie: maya.cookie! })).status).toBe(101));
    } finally {
      for (const socket of sockets) socket.ws.close();
    }
  });

  it('refuses Origin: null and pages of other sites (403); admits this site and clients that send no Origin', async () => {
    const sita = await bff.signIn('sita@demo.test');
    const answer = async (origin?: string) =>
      (await upgradeAnswer(bff.url, { cookie: sita.cookie!, ...(origin === undefined ? {} : { origin }) })).status;
    const host = new URL(bff.url).host;
    expect(await answer('null')).toBe(403);
    expect(await answer('https://evil.example')).toBe(403);
    expect(await answer(`http://${host}.evil.example`)).toBe(403);
    expect(await answer('')).toBe(403);
    expect(await answer(`http://${host}`)).toBe(101);
    expect(await answer(undefined)).toBe(101);
  });

  it('logs a flood of refusals as one line per session and kind, without the session id', async () => {
    const session = await bff.signIn('sita@demo.test');
    const sessionId = session.cookie!.split('=')[1]!;
    const logs = captureLogs();
    const sockets: RawLive[] = [];
    try {
      sockets.push(await openRawLive(bff.url, session.cookie));
      for (let id = 0; id < 200; id += 1) sockets[0]!.subscribe(String(id), LIVE);
      await sockets[0]!.until(() => errorsOf(sockets[0]!).length === 198);
      sockets.push(...(await Promise.all(Array.from({ length: 9 }, () => openRawLive(bff.url, session.cookie)))));
      for (let n = 0; n < 5; n += 1)
        expect((await upgradeAnswer(bff.url, { cookie: session.cookie! })).status).toBe(429);
      for (let n = 0; n < 5; n += 1)
        expect((await upgradeAnswer(bff.url, { cookie: session.cookie!, origin: 'null' })).status).toBe(403);
    } finally {
      logs.restore();
      for (const socket of sockets) socket.ws.close();
    }
    const refusals = logs.lines.filter((line) => line.includes('"event":"live-socket"'));
    expect(refusals.filter((line) => line.includes('"refused":"too many subscriptions"'))).toHaveLength(1);
    expect(refusals.filter((line) => line.includes('"refused":"too many sockets"'))).toHaveLength(1);
    expect(refusals.filter((line) => line.includes('"refused":"origin"')).length).toBeLessThanOrEqual(1);
    expect(logs.lines.join('\n')).not.toContain(sessionId);
  });

  it('logs nothing when clients drop their sockets while events are still on their way to them', async () => {
    const sita = await bff.signIn('sita@demo.test');
    const BIG = String(
      graphql(`
        subscription LiveBoundsDescriptions {
          live {
            __typename
            ... on ProductEvent {
              product {
                description
              }
            }
          }
        }
      `),
    );
    // The sockets of the tests before are gone, so that the count below is these three's.
    await eventually(async () => expect(await openSockets()).toBe(0));
    const sockets = await Promise.all([0, 1, 2].map(() => openRawLive(bff.url, sita.cookie)));
    // The third reads on: what it has received, the server has sent the other two as well.
    const reader = sockets.pop()!;
    const product = dbOf(bff).products.find((p) => p._id === productId)!;
    const description = product.description;
    const logs = captureLogs();
    try {
      for (const socket of [...sockets, reader]) ['a', 'b'].forEach((id) => socket.subscribe(id, BIG));
      await announceUntil(() => [...sockets, reader].every((s) => new Set(nextsOf(s).map((m) => m.id)).size === 2));
      // Clients that stop reading: megabytes of events wait in the server's buffers.
      for (const socket of sockets) socket.ws.pause();
      product.description = 'x'.repeat(1_000_000);
      const had = nextsOf(reader).length;
      for (let n = 0; n < 8; n += 1) await announce();
      await reader.until(() => nextsOf(reader).length === had + 16, 30_000);
      for (const socket of sockets) socket.ws.terminate();
      // Whatever it would log, it has logged once it has closed them.
      await eventually(async () => expect(await openSockets()).toBe(1));
    } finally {
      reader.ws.close();
      product.description = description;
      logs.restore();
    }
    expect(logs.lines.filter((line) => /"level":"error"|\n\s+at /.test(line))).toEqual([]);
  });

  it('keeps 3 sockets × 10,000 subscriptions of a fresh account to 2 per socket, refused at once; memory stays flat', async () => {
    const fresh = bff.anonymous();
    const registered = await fresh.gql(REGISTER, {
      input: { name: 'Flood Test', email: 'flood@example.com', password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(registered.errors).toBeUndefined();
    const PER_SOCKET = 10_000;
    collectGarbage();
    const before = process.memoryUsage();
    const sockets = await Promise.all([0, 1, 2].map(() => openRawLive(bff.url, fresh.cookie)));
    try {
      const started = performance.now();
      for (const socket of sockets) for (let id = 0; id < PER_SOCKET; id += 1) socket.subscribe(String(id), LIVE);
      // The acknowledgement and one answer per subscription refused (counted cheaply: 10,000 arrive).
      await Promise.all(sockets.map((socket) => socket.until(() => socket.messages.length === PER_SOCKET - 1, 10_000)));
      const refusedMs = performance.now() - started;
      for (const socket of sockets) {
        const refused = errorsOf(socket);
        expect(new Set(refused.map((m) => m.id)).size).toBe(PER_SOCKET - 2);
        expect(refused.some((m) => m.id === '0' || m.id === '1')).toBe(false);
        expect(refused.every((m) => JSON.stringify(m.payload).includes('"code":"BAD_REQUEST"'))).toBe(true);
      }
      // The two that run still receive, and an admin's change is not held up by the flood.
      const sent = performance.now();
      await announceUntil(() => sockets.every((s) => new Set(nextsOf(s).map((m) => m.id)).size === 2));
      const deliveredMs = performance.now() - sent;
      expect(sockets.every((s) => nextsOf(s).every((m) => m.id === '0' || m.id === '1'))).toBe(true);
      // What this test process received is not the BFF's.
      for (const socket of sockets) socket.messages.length = 0;
      collectGarbage();
      const after = process.memoryUsage();
      console.log(
        `3 sockets × ${PER_SOCKET.toLocaleString('en')} subscriptions: ${(3 * (PER_SOCKET - 2)).toLocaleString('en')} refused in ${refusedMs.toFixed(0)} ms, ` +
          `event delivered to the 6 running in ${deliveredMs.toFixed(0)} ms; ` +
          `heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(before.rss)} → ${mb(after.rss)} (after a full GC)`,
      );
      expect(refusedMs).toBeLessThan(8_000);
      expect(after.heapUsed - before.heapUsed).toBeLessThan(30 * 1024 * 1024);
    } finally {
      for (const socket of sockets) socket.ws.close();
    }
  });
});

describe('endSession', () => {
  let bff: TestBff;
  let httpServer: Server;
  let live: LiveSocket;
  let sessions: Sessions;
  let url: string;

  // A live socket of its own on a bare HTTP server, to call `endSession` on, in front of the
  // harness's stand-in, with sessions of its own.
  beforeAll(async () => {
    bff = await startBff();
    const events = LiveEvents.create(undefined);
    const { config } = bff;
    const memory = () => new MemoryKeyValue(4 << 20);
    sessions = new Sessions(memory(), { idleMs: 60_000, maxAgeMs: 60_000 });
    const services: Services = {
      config,
      http: new GatewayHttp({
        baseUrl: bff.gateway.url,
        connectTimeoutMs: config.gatewayConnectTimeoutMs,
        timeoutMs: config.gatewayTimeoutMs,
        maxConnections: 8,
      }),
      metrics: new Metrics(),
      roleHints: new RoleHints(),
      limits: RateLimits.create(undefined),
      live: events,
      writes: new IdempotentWrites(memory(), { leaseMs: 20_000, settleMs: 0 }),
      sessions,
      emailCodes: new EmailCodes(memory()),
      shares: new SharedProducts(memory()),
      tracking: new OrderTracking(memory()),
      inbox: new Inboxes(memory()),
      decisions: new AccountDecisions(memory()),
      qrHashes: new PayoutQrHashes(memory()),
      publicUrl: () => url,
    };
    httpServer = createHttpServer();
    const schema = await buildAppSchema(events.pubSub);
    const trusted = new TrustedDocuments(schema, []);
    const cache = new DocumentCache(trusted, 1 << 20);
    const admission = new DocumentAdmission(trusted, cache, services.limits, { sandbox: false, maxTokens: 2_000 });
    live = attachLiveSocket(
      httpServer,
      schema,
      services,
      [],
      2_000,
      { admission, cache },
      new AccountSockets(memory()),
    );
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live.close();
    await new Promise((resolve) => httpServer.close(resolve));
    await bff.close();
  });

  it("closes every socket of that session with 4401 and the reason, and no other session's", async () => {
    // Two sessions of one account, by their cookies' values.
    const signIn = async () =>
      (await sessions.start(await gatewayToken(bff, 'sita@demo.test'), userByEmail(bff, 'sita@demo.test')._id)).id;
    const [ending, staying] = await Promise.all([signIn(), signIn()]);
    const endingSockets = await Promise.all([0, 1, 2].map(() => openRawLive(url, `session=${ending}`)));
    const stayingSocket = await openRawLive(url, `session=${staying}`);
    // graphql-ws's client reports the close on the console (taken when it is created): kept out
    // of the output, as the BFF's lines.
    const logs = captureLogs();
    // A subscription in flight on a graphql-ws client ends with the close event too.
    const client = liveClient(url, `session=${ending}`);
    const connected = new Promise((resolve) => client.on('connected', resolve));
    const subscription = watch(client, LIVE);
    try {
      await within(connected, 2_000, 'the graphql-ws client connecting');
      await vi.waitFor(() => expect(live.counts().subscriptions).toBe(1));
      live.endSession(sessionKey(ending), `Signed out ${'…'.repeat(100)}`);
      const closes = await within(
        Promise.all(endingSockets.map((s) => s.closed)),
        2_000,
        "the session's sockets closing",
      );
      for (const close of closes) {
        expect(close.code).toBe(4401);
        expect(close.reason).toMatch(/^Signed out …+$/);
        expect(Buffer.byteLength(close.reason)).toBeLessThanOrEqual(123);
      }
      expect(await within(subscription.ended, 2_000, 'the subscription ending')).toMatchObject({ code: 4401 });
      // A ping sent after the ending is answered: a close for this socket would have come first.
      stayingSocket.ws.send(JSON.stringify({ type: 'ping' }));
      const pong = stayingSocket.until(() => stayingSocket.messages.some((m) => m.type === 'pong'));
      expect(await Promise.race([stayingSocket.closed, pong.then(() => 'open')])).toBe('open');
      expect(logs.lines.filter((line) => line.startsWith('{'))).toEqual([]);
    } finally {
      stayingSocket.ws.close();
      await client.dispose();
      logs.restore();
    }
  });
});
