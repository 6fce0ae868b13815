import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type Session, type TestBff } from './harness.ts';
import { BROWSER_ENCODINGS as BROWSER, decoded, rawRequest } from './raw-http.ts';

/**
 * A signed-in visit to a first screen's address gets the shell with the session's answer and the
 * screen's first query's inside, run by the BFF for that session (transport/first-screen-page.ts),
 * and the tags preloading the screen's files; never stored. Everyone else, every other address, and
 * a visit the BFF cannot answer in time or alongside too many others get the shell as it is.
 * Over real HTTP, against a production-mode BFF serving a small built web app.
 */

const SHELL =
  '<!doctype html><html lang="en"><head><title>Bikri</title><script type="module" crossorigin src="/assets/index-0000.js"></script></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  '/dashboard': '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-0000.js">',
  '/orders': '<link rel="modulepreload" crossorigin href="/assets/orders-page-0000.js">',
  '/products': '<link rel="modulepreload" crossorigin href="/assets/products-page-0000.js">',
};
const BLOCK = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s;

interface Answers {
  session?: { me: { email: string; role: string } | null };
  screen?: { variables: Record<string, unknown>; data: Record<string, unknown> };
}

let dist: string;
let bff: TestBff;
let sita: Session;
let admin: Session;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bikri-first-screens-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bikri</title><div id="root"></div>');
  writeFileSync(join(dist, 'shell.html'), SHELL);
  writeFileSync(join(dist, 'first-screens.json'), JSON.stringify(PRELOADS));
  bff = await startBff({
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    WEB_DIST: dist,
    FIRST_SCREEN_MAX_CONCURRENT: '1',
    FIRST_SCREEN_WAIT_MS: '300',
    METRICS_PORT: '0',
  });
  sita = await bff.signIn('sita@demo.test');
  admin = await bff.signIn('admin@demo.test');
});
afterAll(async () => {
  await bff?.close();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => bff.dev.clearFault());

const page = async (path: string, as?: Session) => {
  const answer = await rawRequest(`${bff.url}${path}`, {
    'accept-encoding': BROWSER,
    ...(as ? { cookie: as.cookie! } : {}),
  });
  const html = decoded(answer);
  const block = BLOCK.exec(html)?.[1];
  return { answer, html, answers: block === undefined ? undefined : (JSON.parse(block) as Answers) };
};

/** `bikri_first_screen_pages_total` by outcome, as the metrics port answers it. */
const outcomes = async (): Promise<Record<string, number>> => {
  const text = await (await fetch(bff.metricsUrl!)).text();
  return Object.fromEntries(
    [...text.matchAll(/^bikri_first_screen_pages_total\{outcome="(\w+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
};

describe('a signed-in visit to a first screen', () => {
  it('holds the marketer’s session and dashboard, preloads the screen’s files, and is never stored', async () => {
    const { answer, html, answers } = await page('/dashboard', sita);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answers?.session?.me).toMatchObject({ email: 'sita@demo.test', role: 'USER' });
    expect(answers?.screen?.variables).toEqual({});
    expect(answers?.screen?.data).toMatchObject({ me: { email: 'sita@demo.test' } });
    expect(Object.keys(answers!.screen!.data)).toContain('dashboard');
    // Before </head>, the shell's own tags kept.
    expect(html).toContain(`${PRELOADS['/dashboard']}<script type="application/json" id="first-answers">`);
    expect(html).toMatch(/<\/script><\/head><body><div id="root"><\/div><\/body><\/html>$/);
  });

  it('holds the admin’s first page of orders, asked as the app asks it, compressed', async () => {
    const { answer, answers } = await page('/orders', admin);
    expect(answer.headers).toMatchObject({ 'cache-control': 'private, no-store', 'content-encoding': 'br' });
    expect(answers?.session?.me).toMatchObject({ email: 'admin@demo.test', role: 'ADMIN' });
    expect(answers?.screen?.variables).toEqual({ status: null, search: null, first: 50 });
    const orders = answers?.screen?.data.orders as { edges: unknown[]; totalCount: number };
    expect(orders.totalCount).toBeGreaterThan(0);
    expect(orders.edges).toHaveLength(Math.min(orders.totalCount, 50));
  });

  it('keeps a customer’s name that closes a script inside the data', async () => {
    const products = (await page('/products', sita)).answers?.screen?.data.products as { id: string; price: number }[];
    const placed = await sita.trusted(
      'AddOrder',
      {
        input: {
          productId: products[0]!.id,
          quantity: 1,
          price: products[0]!.price,
          customerName: 'Ram </script><script>alert(1)</script>',
          customerPhone: '9841234567',
          customerLocation: 'Lalitpur',
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.errors).toBeUndefined();
    const { html, answers } = await page('/orders', sita);
    expect(html.match(/<script/g)).toHaveLength(2);
    const names = (answers?.screen?.data.orders as { edges: { node: { customer: { name: string } } }[] }).edges.map(
      (edge) => edge.node.customer.name,
    );
    expect(names).toContain('Ram </script><script>alert(1)</script>');
  });
});

describe('the shell as it is', () => {
  it('to a visitor with no session, one whose session ended, and at every other address', async () => {
    const ended = await bff.signIn('maya@demo.test');
    await ended.trusted('Logout');
    for (const [path, as] of [
      ['/dashboard', undefined],
      ['/dashboard', ended],
      ['/orders?order=delivered', sita],
      ['/income', sita],
    ] as const) {
      const { answer, html } = await page(path, as);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(html, path).toBe(SHELL);
    }
  });

  it('when the answers take longer than FIRST_SCREEN_WAIT_MS', async () => {
    const before = await outcomes();
    await bff.dev.fault({ mode: 'delay', ms: 2_000 });
    const started = performance.now();
    const { html } = await page('/dashboard', sita);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(html).toBe(SHELL);
    expect((await outcomes()).late).toBe((before.late ?? 0) + 1);
  });

  it('to a visit that finds FIRST_SCREEN_MAX_CONCURRENT pages in the making', async () => {
    const before = await outcomes();
    await bff.dev.fault({ mode: 'delay', ms: 150 });
    const [first, second] = await Promise.all([page('/dashboard', sita), page('/products', sita)]);
    expect([first.answers === undefined, second.answers === undefined].sort()).toEqual([false, true]);
    const after = await outcomes();
    expect(after.busy).toBe((before.busy ?? 0) + 1);
    expect(after.answered).toBe((before.answered ?? 0) + 1);
  });
});
