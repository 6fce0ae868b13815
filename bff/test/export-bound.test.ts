import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBffBehindProxy, type GatewayProxy } from './gateway-proxy.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { userByEmail } from './stand-in-data.ts';

/**
 * The bound on CSV exports running at once (`GET /export/*.csv`): 2 per signed-in admin, 4 in
 * the process; beyond it 429 with `Retry-After` and a RATE_LIMITED error, before any list is
 * read. A slot is given back when the file is written, when the export fails and when the client
 * goes away mid-download. A proxy before the stand-in holds exports in their list read until the
 * test lets them go; a client that stops reading a long file holds one mid-download.
 */

let bff: TestBff;
let proxy: GatewayProxy;
/** Two sessions of the one admin account: one caller. */
let admin: Session;
let adminAgain: Session;
/** Marketers made admins in this test's stand-in: two more callers. */
let sita: Session;
let maya: Session;

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  text: string;
}

async function download(as: Session, path: string): Promise<Answer> {
  const response = await fetch(`${bff.url}${path}`, { headers: { cookie: as.cookie! } });
  // As bytes: `text()` would drop the file's byte order mark.
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type'),
    text,
  };
}

/** How many order lists the gateway has been asked for since the last reset. */
async function orderReads(): Promise<number> {
  return (await bff.dev.calls()).byRoute['GET /admin/orders'] ?? 0;
}

/** Starts exports of the orders list and resolves once each is reading its list (holding a slot). */
async function hold(sessions: Session[]): Promise<Promise<Answer>[]> {
  const before = await orderReads();
  const held = sessions.map((as) => download(as, '/export/orders.csv'));
  await vi.waitFor(async () => expect(await orderReads()).toBe(before + sessions.length), {
    timeout: 5_000,
    interval: 20,
  });
  return held;
}

/** Holds the gateway's answers to order lists until `release()`: exports of orders wait in their list read. */
function holdOrderLists(): { release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  proxy.intercept = (method, path) => (path === '/admin/orders' ? { until: released } : undefined);
  return {
    release: () => {
      proxy.intercept = () => undefined;
      release();
    },
  };
}

function expectRefused(answer: Answer, message: string): void {
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toBe('10');
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text)).toMatchObject({
    errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 10 } }],
  });
}

const MINE_FULL = 'You have 2 exports running already. Try again in 10 seconds.';
const ALL_FULL = 'Too many exports are running. Try again in 10 seconds.';

/**
 * A BFF with the seed, Sita and Maya made admins and everyone signed in, for the tests of the file
 * or of the describe this is called in; the outer one is back after them. `behindProxy`: its
 * gateway calls go through `proxy`, which `holdOrderLists` uses.
 */
function useBff({ behindProxy }: { behindProxy: boolean }): void {
  let outer: [TestBff, GatewayProxy, Session, Session, Session, Session];
  beforeAll(async () => {
    outer = [bff, proxy, admin, adminAgain, sita, maya];
    if (behindProxy) ({ bff, proxy } = await startBffBehindProxy());
    else bff = await startBff();
    userByEmail(bff, 'sita@demo.test').role = 'admin';
    userByEmail(bff, 'maya@demo.test').role = 'admin';
    [admin, adminAgain, sita, maya] = await Promise.all([
      bff.signIn('admin@demo.test'),
      bff.signIn('admin@demo.test'),
      bff.signIn('sita@demo.test'),
      bff.signIn('maya@demo.test'),
    ]);
  });
  afterAll(async () => {
    await bff.close();
    if (behindProxy) await proxy.close();
    [bff, proxy, admin, adminAgain, sita, maya] = outer;
  });
}

useBff({ behindProxy: true });
beforeEach(async () => {
  proxy.intercept = () => undefined;
  await bff.dev.clearFault();
  await bff.dev.resetCalls();
});

describe('exports running at once', () => {
  it('refuses a third export of one admin, from any session and of any list, without reading it', async () => {
    const lists = holdOrderLists();
    const held = await hold([admin, adminAgain]);

    expectRefused(await download(admin, '/export/orders.csv'), MINE_FULL);
    expectRefused(await download(adminAgain, '/export/users.csv'), MINE_FULL);
    expectRefused(await download(admin, '/export/payments.csv'), MINE_FULL);
    const { byRoute } = await bff.dev.calls();
    expect(byRoute['GET /admin/orders']).toBe(2);
    expect(byRoute['GET /admin/users']).toBeUndefined();
    expect(byRoute['GET /admin/payments']).toBeUndefined();

    // Another admin still may.
    const other = await download(sita, '/export/users.csv');
    expect(other.status).toBe(200);
    expect(other.retryAfter).toBeNull();

    lists.release();
    for (const answer of await Promise.all(held)) {
      expect(answer.status).toBe(200);
      expect(answer.text).toMatch(/^\uFEFFOrder ID,/);
    }
    // Both slots are back once the files are written.
    const [again, another] = await Promise.all([
      download(admin, '/export/orders.csv'),
      download(adminAgain, '/export/payments.csv'),
    ]);
    expect([again.status, another.status]).toEqual([200, 200]);
  });

  it('refuses a fifth export in the process, whoever asks', async () => {
    const lists = holdOrderLists();
    const held = await hold([admin, adminAgain, sita, maya]);

    expectRefused(await download(maya, '/export/users.csv'), ALL_FULL);
    expect((await bff.dev.calls()).byRoute['GET /admin/users']).toBeUndefined();

    lists.release();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await download(maya, '/export/users.csv')).status).toBe(200);
  });

  it('gives the slot back when an export fails', async () => {
    await bff.dev.fault({ mode: 'status500', path: '/admin/orders' });
    // More failures in a row than one admin's slots: each was given back.
    for (let n = 0; n < 3; n += 1) {
      const failed = await download(admin, '/export/orders.csv');
      expect(failed.status).toBe(502);
      expect(JSON.parse(failed.text)).toMatchObject({ errors: [{ extensions: { code: 'GATEWAY_UNAVAILABLE' } }] });
    }
    await bff.dev.clearFault();
    const [first, second] = await Promise.all([
      download(admin, '/export/orders.csv'),
      download(adminAgain, '/export/orders.csv'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
  });

  it('does not count marketers and visitors, who are refused as before', async () => {
    const lists = holdOrderLists();
    const held = await hold([admin, adminAgain]);
    const ram = await bff.signIn('ram@demo.test');
    expect((await download(ram, '/export/orders.csv')).status).toBe(403);
    const anonymous = await fetch(`${bff.url}/export/orders.csv`);
    expect(anonymous.status).toBe(401);
    lists.release();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200]);
  });
});

describe('a client that goes away mid-download', () => {
  // 50,000 more orders: on a BFF of its own, so the other tests' exports read the seed's.
  useBff({ behindProxy: false });
  beforeAll(async () => {
    // A file of about 8 MB, more than loopback's socket buffers take in (a 3 MB one fits whole),
    // so a client that stops reading holds the export.
    await bff.dev.bulkOrders(50_000);
  }, 60_000);

  it('gives its slot back', async () => {
    const open = async (as: Session) => {
      const answer = await request(`${bff.url}/export/orders.csv`, {
        headers: { cookie: as.cookie!, 'accept-encoding': 'identity' },
      });
      expect(answer.statusCode).toBe(200);
      const first = (await answer.body[Symbol.asyncIterator]().next()).value as Buffer;
      expect(first.toString('utf8')).toMatch(/^\uFEFFOrder ID,/);
      return answer;
    };
    // Both read their first piece and stop: the exports are under way, and hold both slots.
    const [stopped, kept] = await Promise.all([open(admin), open(adminAgain)]);
    expectRefused(await download(admin, '/export/payments.csv'), MINE_FULL);

    stopped.body.destroy();
    await vi.waitFor(async () => expect((await download(admin, '/export/payments.csv')).status).toBe(200), {
      timeout: 5_000,
      interval: 50,
    });

    kept.body.destroy();
    await vi.waitFor(
      async () => {
        const [first, second] = await Promise.all([
          download(admin, '/export/payments.csv'),
          download(adminAgain, '/export/payments.csv'),
        ]);
        expect([first.status, second.status]).toEqual([200, 200]);
      },
      { timeout: 5_000, interval: 50 },
    );
  }, 60_000);
});
