import { connect, type Socket } from 'node:net';
import { UPLOAD_MAX_FILE_BYTES } from '@bikri/schema/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { publicMediaLink } from '../src/media/media-links.ts';
import { graphql } from './gql/index.ts';
import { png, startBff, type Session, type TestBff } from './harness.ts';

/**
 * Image downloads on their own gateway pool. Clients that ask for a large image and never read it
 * hold none of its connections: the BFF reads the image whole and sends it from memory
 * (media-slow-readers.test.ts). GraphQL calls keep their own connections and answer as usual, and
 * other images still come from the image pool.
 */

const ME = graphql(`
  query MediaPoolMe {
    me {
      email
    }
  }
`);
const LOGIN = graphql(`
  mutation MediaPoolLogin {
    login(input: { email: "maya@demo.test", password: "maya1234" }) {
      user {
        email
      }
    }
  }
`);
const READERS = 48;

let bff: TestBff;
let sita: Session;
const sockets: Socket[] = [];

/** Asks for `path` from `address` over a raw connection and answers the status of the answer, from its first bytes; then reads nothing more. */
function stalledRead(path: string, address: string): Promise<string> {
  const socket = connect(Number(new URL(bff.url).port), '127.0.0.1', () =>
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${address}\r\n\r\n`),
  );
  socket.on('error', () => undefined);
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('latin1', 9, 12));
    });
    socket.once('close', () => resolve('closed'));
  });
}

/** Runs `call` and answers how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
}

beforeAll(async () => {
  bff = await startBff({
    TRUST_PROXY: 'loopback',
    GATEWAY_MAX_CONNECTIONS: '4',
    GATEWAY_MAX_QUEUED: '8',
    MEDIA_MAX_CONNECTIONS: '4',
    MEDIA_MAX_QUEUED: '4',
  });
  const { files } = bff.gateway.store;
  // 5 MB, the largest an upload may be: more than the socket buffers between the BFF and a client hold.
  files.put('large.png', Buffer.alloc(UPLOAD_MAX_FILE_BYTES, 7), 'image/png');
  files.put('small.png', png('S'), 'image/png');
  sita = await bff.signIn('sita@demo.test');
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await bff.close();
});

describe('clients that never read an image', () => {
  it('leave GraphQL its own connections, and the image pool free for other images', async () => {
    const link = (name: string) => publicMediaLink(bff.config.mediaUrlSecret, `/media/uploads/${name}`);
    const small = async () =>
      (await fetch(`${bff.url}${link('small.png')}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status;
    expect(await small()).toBe(200);

    // Each from an address of its own: all are sent, from memory.
    const statuses = await Promise.all(
      Array.from({ length: READERS }, (_, n) => stalledRead(link('large.png'), `203.0.113.${n + 1}`)),
    );
    expect(statuses).toEqual(Array<string>(READERS).fill('200'));

    for (let round = 0; round < 3; round += 1) {
      const [me, login] = await Promise.all([timed(() => sita.gql(ME)), timed(() => bff.anonymous().gql(LOGIN))]);
      expect(me.result.errors).toBeUndefined();
      expect(me.result.data).toEqual({ me: { email: 'sita@demo.test' } });
      expect(login.result.errors).toBeUndefined();
      expect(login.result.data).toEqual({ login: { user: { email: 'maya@demo.test' } } });
      expect(me.ms).toBeLessThan(2_000);
      expect(login.ms).toBeLessThan(2_000);
    }
    expect(await small()).toBe(200);
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
