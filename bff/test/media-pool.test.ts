import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { publicMediaLink } from '../src/media/media-links.ts';
import { graphql } from './gql/index.ts';
import { png, startBff, type Session, type TestBff } from './harness.ts';

/**
 * Image downloads on their own gateway pool: clients that ask for a large image and never read
 * it hold every connection of that pool, and no more. GraphQL calls keep theirs and answer as
 * usual; the downloads are cut off at `MEDIA_TIMEOUT_MS`, which frees the pool again.
 */

const TIMEOUT_MS = 3_000;
const ME = graphql(`query MediaPoolMe { me { email } }`);
const LOGIN = graphql(`mutation MediaPoolLogin { login(input: { email: "maya@demo.test", password: "maya1234" }) { user { email } } }`);
const READERS = 48;

let bff: TestBff;
let sita: Session;
const sockets: Socket[] = [];
/** The status of each answer a reader has begun to receive. */
const statuses: string[] = [];
const seen = (status: string) => statuses.filter((s) => s === status).length;

/** Asks for `path` over a raw connection and reads the first bytes of the answer (its status line), then nothing more. */
function stalledRead(path: string): void {
  const socket = connect(Number(new URL(bff.url).port), '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
  socket.once('data', (chunk: Buffer) => {
    socket.pause();
    statuses.push(chunk.toString('latin1', 9, 12));
  });
  socket.on('error', () => undefined);
  sockets.push(socket);
}

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

/** Runs `call` and answers how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
}

beforeAll(async () => {
  bff = await startBff({
    GATEWAY_MAX_CONNECTIONS: '4',
    GATEWAY_MAX_QUEUED: '8',
    // Header and body timeouts longer than the test: only the image pool's deadline ends a download here.
    GATEWAY_TIMEOUT_MS: '10000',
    MEDIA_MAX_CONNECTIONS: '4',
    MEDIA_MAX_QUEUED: '4',
    MEDIA_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const { files } = bff.gateway.store;
  // 64 MB: more than the socket buffers between the stand-in, the BFF and a client hold.
  files.put('large.png', Buffer.alloc(64 * 1024 * 1024, 7), 'image/png');
  files.put('small.png', png('S'), 'image/png');
  sita = await bff.signIn('sita@demo.test');
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await bff.close();
});

describe('clients that never read an image', () => {
  it('leave GraphQL its own connections, and are cut off at the downloads’ deadline', async () => {
    const link = (name: string) => publicMediaLink(bff.config.mediaUrlSecret, `/media/uploads/${name}`);
    const small = async () => (await fetch(`${bff.url}${link('small.png')}`)).status;
    expect(await small()).toBe(200);

    for (let n = 0; n < READERS; n += 1) stalledRead(link('large.png'));
    // Four hold the image pool's connections, four wait for one, the others are refused at once.
    await until(() => seen('200') === 4 && seen('502') === READERS - 8, 2_000);
    const openedAt = performance.now();

    for (let round = 0; round < 3; round += 1) {
      const [me, login] = await Promise.all([
        timed(() => sita.gql(ME)),
        timed(() => bff.anonymous().gql(LOGIN)),
      ]);
      expect(me.result.errors).toBeUndefined();
      expect(me.result.data).toEqual({ me: { email: 'sita@demo.test' } });
      expect(login.result.errors).toBeUndefined();
      expect(login.result.data).toEqual({ login: { user: { email: 'maya@demo.test' } } });
      expect(me.ms).toBeLessThan(2_000);
      expect(login.ms).toBeLessThan(2_000);
    }
    expect({ streaming: seen('200'), refused: seen('502'), waiting: READERS - statuses.length }).toEqual({ streaming: 4, refused: 40, waiting: 4 });
    expect(await small()).toBe(502);

    // The deadline frees the pool: every stalled download was admitted at once, and all end with it.
    expect(await until(async () => (await small()) === 200, TIMEOUT_MS + 3_000)).toBe(true);
    expect(performance.now() - openedAt).toBeGreaterThan(TIMEOUT_MS - 1_000);
  });
});

describe('the image pool', () => {
  it('is configured like the gateway’s own: whole numbers, read once', () => {
    expect(readConfig({})).toMatchObject({ mediaMaxConnections: 8, mediaMaxQueued: 16, mediaTimeoutMs: 30_000 });
    expect(() => readConfig({ MEDIA_MAX_CONNECTIONS: '0', MEDIA_MAX_QUEUED: 'some', MEDIA_TIMEOUT_MS: '100' })).toThrow(
      'Invalid configuration:\n  - MEDIA_MAX_CONNECTIONS must be a whole number from 1 to 1024 (got "0")\n  - MEDIA_MAX_QUEUED must be a whole number from 0 to 100000 (got "some")\n  - MEDIA_TIMEOUT_MS must be a whole number from 500 to 600000 (got "100")',
    );
  });
});
