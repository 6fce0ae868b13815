import { connect, type Socket } from 'node:net';
import { UPLOAD_MAX_FILE_BYTES } from '@bikri/schema/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { publicMediaLink } from '../src/media/media-links.ts';
import { png, startBff, type TestBff } from './harness.ts';
import { rawRequest } from './raw-http.ts';

/**
 * Clients that ask for an image and never read it. The BFF reads each image whole from the
 * gateway and sends it from memory: a slow client holds no gateway connection, only one of its
 * address's few download places (`MEDIA_MAX_PER_ADDRESS`, four times as many more wait their turn,
 * and more still are refused with 429) and the
 * image's bytes, counted once however many read it, within the process's `MEDIA_SENDING_MB`.
 * Clients stand behind the trusted proxy (X-Forwarded-For).
 */

/** A 5 MB image: more than the socket buffers between the BFF and a client that reads nothing hold. */
const LARGE = Buffer.alloc(UPLOAD_MAX_FILE_BYTES, 7);
const SMALL = png('S');
const VISITORS = 97;
const ATTACKERS = 30;
const PER_ADDRESS = 8;
/** Downloads of one address that wait their turn, beyond those under way. */
const WAITING = 4 * PER_ADDRESS;
const RETRY_AFTER = '5';
/** A slow reader takes one chunk (64 KB at most) every so often: about 0.6 MB a second. */
const SLOW_PAUSE_MS = 100;

interface Reader {
  socket: Socket;
  /** The status of the answer, from its first bytes. */
  status: Promise<string>;
  /** Bytes received, once the connection has been closed. */
  closed: Promise<number>;
}

const sockets: Socket[] = [];

/**
 * Asks for `link` from `address` over a raw connection and reads the first bytes of the answer,
 * then nothing more (`stalled`) or a chunk at a time (`slow`).
 */
function download(bff: TestBff, link: string, address: string, pace: 'stalled' | 'slow' = 'stalled'): Reader {
  const socket = connect(Number(new URL(bff.url).port), '127.0.0.1', () =>
    socket.write(`GET ${link} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${address}\r\n\r\n`),
  );
  sockets.push(socket);
  socket.on('error', () => undefined);
  let received = 0;
  const status = new Promise<string>((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1', 9, 12)));
    socket.once('close', () => resolve('closed'));
  });
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    socket.pause();
    if (pace === 'slow') setTimeout(() => socket.resume(), SLOW_PAUSE_MS);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, status, closed };
}

const linkOf = (bff: TestBff, name: string) => publicMediaLink(bff.config.mediaUrlSecret, `/media/uploads/${name}`);

/** Times the stand-in was asked for each file. */
function countReads(bff: TestBff): Map<string, number> {
  const reads = new Map<string, number>();
  const { files } = bff.gateway.store;
  const get = files.get.bind(files);
  files.get = (name) => {
    reads.set(name, (reads.get(name) ?? 0) + 1);
    return get(name);
  };
  return reads;
}

/** How many of `statuses` are each status. */
const tally = (statuses: (string | number)[]) =>
  statuses.reduce<Record<string, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

describe('thirty clients that never read a 5 MB image, each from an address of its own', () => {
  const visitorImages = Array.from({ length: VISITORS }, (_, n) => png(`V${n}`));
  let bff: TestBff;
  let reads: Map<string, number>;

  beforeAll(async () => {
    bff = await startBff({ TRUST_PROXY: 'loopback' });
    reads = countReads(bff);
    bff.gateway.store.files.put('qr-large.png', LARGE, 'image/png');
    for (const [n, image] of visitorImages.entries())
      bff.gateway.store.files.put(`visitor-${n}.png`, image, 'image/png');
  });
  afterAll(() => bff.close());

  it('hold no gateway connection: the image is read once, and 97 other visitors get their originals at once', async () => {
    const attack = Array.from({ length: ATTACKERS }, (_, n) =>
      download(bff, linkOf(bff, 'qr-large.png'), `203.0.113.${n + 1}`),
    );
    expect(tally(await Promise.all(attack.map((reader) => reader.status)))).toEqual({ 200: ATTACKERS });
    expect(reads.get('qr-large.png')).toBe(1);

    const answers: { status: number; same: boolean; ms: number }[] = [];
    for (let n = 0; n < VISITORS; n += 1) {
      const started = performance.now();
      const response = await fetch(`${bff.url}${linkOf(bff, `visitor-${n}.png`)}`, {
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      answers.push({ status: response.status, same: bytes.equals(visitorImages[n]!), ms: performance.now() - started });
    }
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: VISITORS });
    expect(answers.every((a) => a.same)).toBe(true);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);
  });

  it('lets one address have 8 downloads under way and 32 waiting their turn; the next are refused with 429 and Retry-After', async () => {
    const mine = Array.from({ length: PER_ADDRESS }, () => download(bff, linkOf(bff, 'qr-large.png'), '203.0.113.200'));
    expect(tally(await Promise.all(mine.map((reader) => reader.status)))).toEqual({ 200: PER_ADDRESS });
    // 40 more: whichever 8 arrive last find every turn taken.
    const more = Array.from({ length: WAITING + 8 }, (_, n) =>
      download(bff, linkOf(bff, `visitor-${n}.png`), '203.0.113.200'),
    );
    const answered: string[] = [];
    let heard = () => undefined as void;
    for (const reader of more) {
      void reader.status.then((status) => {
        answered.push(status);
        heard();
      });
    }
    /** The statuses answered, once `count` have been. */
    const answers = async (count: number) => {
      while (answered.length < count) await new Promise<void>((resolve) => (heard = resolve));
      return tally(answered);
    };
    expect(await answers(8)).toEqual({ 429: 8 });

    const refused = await rawRequest(`${bff.url}${linkOf(bff, 'visitor-50.png')}`, {
      'x-forwarded-for': '203.0.113.200',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(RETRY_AFTER);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({
      errors: [
        {
          message: 'Too many image downloads from your address at once. Try again in 5 seconds.',
          extensions: { code: 'RATE_LIMITED', limit: 'media', retryAfterSeconds: 5 },
        },
      ],
    });
    expect(
      (await rawRequest(`${bff.url}${linkOf(bff, 'visitor-0.png')}`, { 'x-forwarded-for': '203.0.113.201' })).status,
    ).toBe(200);

    // A download that ends gives its place to one waiting.
    mine[0]!.socket.destroy();
    expect(await answers(9)).toEqual({ 429: 8, 200: 1 });
    mine[1]!.socket.destroy();
    expect(await answers(10)).toEqual({ 429: 8, 200: 2 });
  });

  it('counts an IPv6 address by its /64', async () => {
    const mine = Array.from({ length: PER_ADDRESS }, (_, n) =>
      download(bff, linkOf(bff, 'qr-large.png'), `2001:db8:5:6::${n + 1}`),
    );
    expect(tally(await Promise.all(mine.map((reader) => reader.status)))).toEqual({ 200: PER_ADDRESS });
    // Another address of the same /64 waits its turn; another /64 does not.
    const sameNetwork = download(bff, linkOf(bff, 'visitor-1.png'), '2001:db8:5:6:ffff:ffff:ffff:ffff');
    expect(
      (await rawRequest(`${bff.url}${linkOf(bff, 'visitor-1.png')}`, { 'x-forwarded-for': '2001:db8:5:7::1' })).status,
    ).toBe(200);
    mine[0]!.socket.destroy();
    expect(await sameNetwork.status).toBe('200');
  });
});

describe('the gateway connection of a download', () => {
  let bff: TestBff;
  let reads: Map<string, number>;

  beforeAll(async () => {
    // One connection, nothing queued and no cache: a connection held by a client would refuse every other image.
    bff = await startBff({
      TRUST_PROXY: 'loopback',
      MEDIA_MAX_CONNECTIONS: '1',
      MEDIA_MAX_QUEUED: '0',
      MEDIA_CACHE_MB: '0',
    });
    reads = countReads(bff);
    bff.gateway.store.files.put('qr-large.png', LARGE, 'image/png');
    bff.gateway.store.files.put('small.png', SMALL, 'image/png');
  });
  afterAll(() => bff.close());

  it('is free again as soon as the image is read whole, while its client reads nothing', async () => {
    // The answer begins only once the image is read whole.
    expect(await download(bff, linkOf(bff, 'qr-large.png'), '192.0.2.1').status).toBe('200');
    const small = await rawRequest(`${bff.url}${linkOf(bff, 'small.png')}`, { 'x-forwarded-for': '192.0.2.2' });
    expect(small.status).toBe(200);
    expect(small.headers['content-length']).toBe(String(small.body.length));
    expect(small.body.equals(SMALL)).toBe(true);
    // A second reader of the image being sent gets the same bytes, without the gateway.
    expect(await download(bff, linkOf(bff, 'qr-large.png'), '192.0.2.3').status).toBe('200');
    expect(Object.fromEntries(reads)).toEqual({ 'qr-large.png': 1, 'small.png': 1 });
  });
});

describe('bytes being sent', () => {
  const TIMEOUT_MS = 2_000;
  let bff: TestBff;
  let reads: Map<string, number>;

  beforeAll(async () => {
    bff = await startBff({
      TRUST_PROXY: 'loopback',
      MEDIA_SENDING_MB: '5',
      MEDIA_CACHE_MB: '0',
      MEDIA_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    reads = countReads(bff);
    bff.gateway.store.files.put('qr-large.png', LARGE, 'image/png');
    bff.gateway.store.files.put('small.png', SMALL, 'image/png');
  });
  afterAll(() => bff.close());

  it('count an image once however many read it, are bounded per process, and are given back at the deadline', async () => {
    const started = performance.now();
    const readers = ['192.0.2.1', '192.0.2.2'].map((address) =>
      download(bff, linkOf(bff, 'qr-large.png'), address, 'slow'),
    );
    expect(await Promise.all(readers.map((reader) => reader.status))).toEqual(['200', '200']);
    expect(reads.get('qr-large.png')).toBe(1);

    // 5 MB are being sent: no other image fits beside them.
    const refused = await rawRequest(`${bff.url}${linkOf(bff, 'small.png')}`, { 'x-forwarded-for': '192.0.2.3' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(RETRY_AFTER);
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({
      errors: [
        {
          message: 'Too many images are being sent at once. Try again in 5 seconds.',
          extensions: { code: 'RATE_LIMITED', limit: 'media', retryAfterSeconds: 5 },
        },
      ],
    });

    // The slow readers are cut off at the deadline, part of the image read, and their bytes are given back.
    const received = await Promise.all(readers.map((reader) => reader.closed));
    expect(performance.now() - started).toBeGreaterThan(TIMEOUT_MS - 100);
    for (const bytes of received) expect(bytes).toBeLessThan(LARGE.length);
    expect((await rawRequest(`${bff.url}${linkOf(bff, 'small.png')}`, { 'x-forwarded-for': '192.0.2.3' })).status).toBe(
      200,
    );
  });
});

describe('the bounds', () => {
  it('are whole numbers, read once like every setting', () => {
    expect(readConfig({})).toMatchObject({ mediaMaxPerAddress: PER_ADDRESS, mediaSendingBytes: 64 * 1024 * 1024 });
    expect(() => readConfig({ MEDIA_MAX_PER_ADDRESS: '0', MEDIA_SENDING_MB: '4' })).toThrow(
      'Invalid configuration:\n  - MEDIA_MAX_PER_ADDRESS must be a whole number from 1 to 1024 (got "0")\n  - MEDIA_SENDING_MB must be a whole number from 5 to 4096 (got "4")',
    );
  });
});
