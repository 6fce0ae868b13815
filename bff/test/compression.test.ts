import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrotliDecompress } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompress } from '../../web/precompress.ts';
import { graphql } from './gql/index.ts';
import type { CompressionOrdersQuery, TypedDocumentString } from './gql/graphql.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { stringMatching } from './matchers.ts';
import { BROWSER_ENCODINGS as BROWSER, decoded, rawRequest, type RawAnswer } from './raw-http.ts';
import { captureLogs } from './logs.ts';

/**
 * Compression over real HTTP, against a production-mode BFF serving a small built web app that
 * the build's own precompress step (web/precompress.ts) has compressed: the built files are
 * sent as their .br/.gz variants by Accept-Encoding, hashed ones cached for a year and the rest
 * revalidated; GraphQL answers and CSV exports of 1 KB and more are compressed as they are sent.
 * Answers are read as they came over the wire (raw-http.ts), then decoded.
 */

const LANDING = `<!doctype html><html lang="en"><head><title>Bikri</title><style>${'.css-hero{display:flex;gap:4px;color:var(--chakra-colors-gray-700)}'.repeat(40)}</style></head><body><div id="root" data-prerendered="/"><h1>Sell products across Nepal</h1></div></body></html>`;
const LOGIN = `<!doctype html><html lang="en"><head><title>Bikri</title><style>${'.css-form{display:grid;gap:8px;color:var(--chakra-colors-gray-800)}'.repeat(40)}</style></head><body><div id="root" data-prerendered="/login"><h1>Welcome back</h1></div></body></html>`;
const SHELL = `<!doctype html><html lang="en"><head><title>Bikri</title>${'<link rel="modulepreload" crossorigin href="/assets/chunk-0000.js">'.repeat(20)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const labels = {${'"order.status.delivered": "Delivered", '.repeat(60)}};\n`;
const TINY_SCRIPT = 'export {};';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** express-static-gzip names the charset `UTF-8`, serve-static `utf-8`: the same, either way. */
const HTML = stringMatching(/^text\/html; charset=utf-8$/i);

let dist: string;
let bff: TestBff;
let admin: Session;

const raw = (path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> =>
  rawRequest(`${bff.url}${path}`, headers, body);

/** Posts a `graphql(…)` document as the admin, over the wire as it is. */
const post = (document: TypedDocumentString<unknown, Record<string, never>>, encoding: string | undefined) =>
  raw(
    '/graphql',
    { 'content-type': 'application/json', cookie: admin.cookie!, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    JSON.stringify({ query: String(document) }),
  );

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bikri-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), LANDING);
  writeFileSync(join(dist, 'login.html'), LOGIN);
  writeFileSync(join(dist, 'shell.html'), SHELL);
  writeFileSync(join(dist, 'favicon.svg'), FAVICON);
  writeFileSync(join(dist, 'assets', 'labels-Bq3x9Z.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'support-C0m4kL.js'), TINY_SCRIPT);
  await precompress(dist, { log: () => undefined });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/**
 * A production BFF serving the built files, with the seed and the admin signed in, for the tests
 * of the file or of the describe this is called in; the outer one is back after them.
 */
function useBff(): void {
  let outer: [TestBff, Session];
  beforeAll(async () => {
    outer = [bff, admin];
    bff = await startBff({ NODE_ENV: 'production', DEMO_MODE: 'true', WEB_DIST: dist });
    admin = await bff.signIn('admin@demo.test');
  });
  afterAll(async () => {
    await bff.close();
    [bff, admin] = outer;
  });
}

useBff();

describe('the build’s files', () => {
  it('were precompressed beside the originals, except the tiny ones', () => {
    expect(readdirSync(dist).sort()).toEqual([
      'assets',
      'favicon.svg',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'login.html',
      'login.html.br',
      'login.html.gz',
      'shell.html',
      'shell.html.br',
      'shell.html.gz',
    ]);
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual([
      'labels-Bq3x9Z.js',
      'labels-Bq3x9Z.js.br',
      'labels-Bq3x9Z.js.gz',
      'support-C0m4kL.js',
    ]);
  });

  it('answer a hashed script in brotli to a browser, cached for a year, with Vary and its own length', async () => {
    for (const encoding of ['br', BROWSER, 'gzip;q=0.5, br']) {
      const script = await raw('/assets/labels-Bq3x9Z.js', { 'accept-encoding': encoding });
      expect(script.status).toBe(200);
      expect(script.headers).toMatchObject({
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'cache-control': IMMUTABLE,
        'content-length': String(script.body.length),
      });
      expect(script.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(script.body.length).toBeLessThan(200);
      expect(decoded(script)).toBe(SCRIPT);
    }
  });

  it('answer gzip to a client without brotli, and the file as it is to one that accepts neither', async () => {
    const gzipped = await raw('/assets/labels-Bq3x9Z.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'cache-control': IMMUTABLE,
      'content-length': String(gzipped.body.length),
    });
    expect(decoded(gzipped)).toBe(SCRIPT);

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await raw('/assets/labels-Bq3x9Z.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers).toMatchObject({
        vary: 'Accept-Encoding',
        'cache-control': IMMUTABLE,
        'content-length': '2366',
      });
      expect(plain.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('answer a file too small to compress as it is, still cached for a year', async () => {
    const tiny = await raw('/assets/support-C0m4kL.js', { 'accept-encoding': BROWSER });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers).toMatchObject({ 'cache-control': IMMUTABLE, 'content-length': '10' });
    expect(tiny.body.toString('utf8')).toBe(TINY_SCRIPT);
  });

  it('answer the landing page at / compressed, revalidated on every visit (304 while unchanged)', async () => {
    for (const path of ['/', '/?utm_source=facebook']) {
      const page = await raw(path, { 'accept-encoding': BROWSER });
      expect(page.status).toBe(200);
      expect(page.headers).toMatchObject({
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'cache-control': 'no-cache',
        'content-type': HTML,
      });
      expect(page.headers.etag).toMatch(/^W\/".+"$/);
      expect(page.headers['last-modified']).toMatch(/ GMT$/);
      expect(decoded(page)).toBe(LANDING);
      const again = await raw(path, { 'accept-encoding': BROWSER, 'if-none-match': page.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const gzipped = await raw('/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    expect(decoded(gzipped)).toBe(LANDING);
    const plain = await raw('/');
    expect(plain.headers).toMatchObject({ 'content-length': '2856', 'cache-control': 'no-cache' });
    expect(plain.body.toString('utf8')).toBe(LANDING);
  });

  it('answer the app’s shell at a deep link compressed, revalidated, with an ETag of its own per encoding', async () => {
    const page = await raw('/orders?order=delivered', { 'accept-encoding': BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
      'content-type': HTML,
    });
    expect(decoded(page)).toBe(SHELL);
    const again = await raw('/orders?order=delivered', {
      'accept-encoding': BROWSER,
      'if-none-match': page.headers.etag!,
    });
    expect(again.status).toBe(304);

    const gzipped = await raw('/dashboard', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    expect(decoded(gzipped)).toBe(SHELL);
    expect(gzipped.headers.etag).not.toBe(page.headers.etag);
    const plain = await raw('/no/such/page');
    expect(plain.headers).toMatchObject({ 'content-length': '1445', 'cache-control': 'no-cache' });
    expect(plain.body.toString('utf8')).toBe(SHELL);
  });

  it('answer a prerendered sign-in page at its address, and the shell at an address without one', async () => {
    for (const path of ['/login', '/login?lang=ne']) {
      const page = await raw(path, { 'accept-encoding': BROWSER });
      expect(page.status).toBe(200);
      expect(page.headers).toMatchObject({
        'content-encoding': 'br',
        'cache-control': 'no-cache',
        'content-type': HTML,
      });
      expect(decoded(page)).toBe(LOGIN);
    }
    expect(decoded(await raw('/register', { 'accept-encoding': BROWSER }))).toBe(SHELL);
    expect(decoded(await raw('/login/more', { 'accept-encoding': BROWSER }))).toBe(SHELL);
  });

  it('answer a sign-in form the browser posted itself with its page again, reading nothing of it', async () => {
    const posted = await raw(
      '/login?lang=ne',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'email=sita%40demo.test&password=secret',
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/login');
  });

  it('answer other unhashed files revalidated', async () => {
    const icon = await raw('/favicon.svg', { 'accept-encoding': BROWSER });
    expect(icon.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'image/svg+xml',
      'content-length': '95',
    });
    expect(icon.headers.etag).toMatch(/^W\/".+"$/);
    expect((await raw('/favicon.svg', { 'if-none-match': icon.headers.etag! })).status).toBe(304);
  });
});

describe('answers compressed as they are sent', () => {
  const ORDERS = graphql(`
    query CompressionOrders {
      orders(first: 50) {
        totalCount
        edges {
          node {
            id
            status
            createdAt
            customer {
              name
              phone
              location
            }
            product {
              name
            }
          }
        }
      }
    }
  `);

  it('compress a GraphQL answer of 1 KB and more, which decodes to the same JSON', async () => {
    const plain = await post(ORDERS, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString('utf8')) as { data: CompressionOrdersQuery };
    expect(answer.data.orders.totalCount).toBe(60);
    expect(answer.data.orders.edges).toHaveLength(50);
    expect(plain.body.length).toBeGreaterThan(5_000);

    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await post(ORDERS, accept);
      expect(compressed.status).toBe(200);
      expect(compressed.headers).toMatchObject({
        'content-encoding': encoding,
        vary: 'Accept-Encoding',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(compressed.headers['content-length']).toBe(String(compressed.body.length));
      expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decoded(compressed))).toEqual(answer);
    }
  });

  it('follow the qualities the client gives, brotli first among equals', async () => {
    for (const [accept, encoding] of [
      ['gzip, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['deflate', 'deflate'],
      ['identity', undefined],
    ] as const) {
      const answer = await post(ORDERS, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect((JSON.parse(decoded(answer)) as { data: CompressionOrdersQuery }).data.orders.edges).toHaveLength(50);
    }
  });

  it('send an answer under 1 KB as it is', async () => {
    const small = await post(
      graphql(`
        query CompressionTypename {
          __typename
        }
      `),
      BROWSER,
    );
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-length': '31' });
    expect(small.body.toString('utf8')).toBe('{"data":{"__typename":"Query"}}');
  });

  it('compress a CSV export as it streams, which decodes to the same file', async () => {
    const plain = await raw('/export/orders.csv', { cookie: admin.cookie! });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(62);

    const compressed = await raw('/export/orders.csv', { cookie: admin.cookie!, 'accept-encoding': BROWSER });
    expect(compressed.status).toBe(200);
    expect(compressed.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'transfer-encoding': 'chunked',
      'content-type': 'text/csv; charset=utf-8',
    });
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(compressed)).toBe(text);
  });

  it('compress a JSON error body of 1 KB and more', async () => {
    const refused = await raw(
      '/graphql',
      { 'content-type': 'application/json', 'accept-encoding': 'br' },
      JSON.stringify({ query: `{ ${Array.from({ length: 25 }, (_, n) => `nope${n}`).join(' ')} }` }),
    );
    expect(refused.status).toBe(400);
    expect(refused.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect((JSON.parse(decoded(refused)) as { errors: unknown[] }).errors.length).toBeGreaterThan(1);
  });
});

describe('a long export', () => {
  // 20,000 more orders: on a BFF of its own, so the other tests' lists and files are the seed's.
  useBff();
  beforeAll(async () => {
    await bff.dev.bulkOrders(20_000);
  }, 60_000);

  it('arrives in pieces as it is compressed, and a client that goes away mid-download is let go', async () => {
    const logs = captureLogs();
    try {
      const answer = await request(`${bff.url}/export/orders.csv`, {
        headers: { cookie: admin.cookie!, 'accept-encoding': 'br' },
      });
      expect(answer.headers['content-encoding']).toBe('br');
      // The first piece decodes to the file's start while the rest is still being written.
      const decoder = createBrotliDecompress();
      const start = new Promise<string>((resolve) =>
        decoder.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))),
      );
      const first = (await answer.body[Symbol.asyncIterator]().next()).value as Buffer;
      decoder.write(first);
      expect(await start).toMatch(/^\uFEFFOrder ID,/);
      answer.body.destroy();
      decoder.destroy();
      await vi.waitFor(() => expect(logs.entries().some((entry) => entry.event === 'export')).toBe(true), {
        timeout: 10_000,
      });
    } finally {
      logs.restore();
    }
    // The BFF carries on: the whole file, compressed, for the next client.
    const whole = await raw('/export/orders.csv', { cookie: admin.cookie!, 'accept-encoding': 'gzip' });
    expect(whole.headers['content-encoding']).toBe('gzip');
    expect(decoded(whole).split('\r\n')).toHaveLength(20_062);
  }, 60_000);
});
