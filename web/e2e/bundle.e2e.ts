import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession, DESKTOP, emulateNetwork, NETWORK, PHONE, startApp, type App } from './harness.ts';

/**
 * The budgets of a first visit, counted in bytes as the browser receives them (compressed, headers
 * included): the landing page at most 150 KB, with none of the app's code; a signed-in first visit
 * (the dashboard opened directly, nothing cached) at most 350 KB, screens fetched ahead included.
 * Screens are fetched ahead only on a fast connection, never on a slow one or when the browser
 * asks to save data.
 */

const KB = 1024;
const LANDING_BUDGET = 150 * KB;
const FIRST_VISIT_BUDGET = 350 * KB;

/** Markers that only Apollo Client's and React's own code contain. */
const APP_MARKERS = ['ApolloClient', 'InMemoryCache', '@apollo/client', 'react.dev/errors'];

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

interface Transfer {
  path: string;
  type: string;
  bytes: number;
  text: string;
}

/** Every response the page receives from now on, with the bytes it took on the wire. */
function recordTransfers(page: Page): { transfers: Transfer[]; settled: () => Promise<void> } {
  const transfers: Transfer[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const type = request.resourceType();
        const text = type === 'script' && response ? (await response.body()).toString('utf8') : '';
        transfers.push({
          path: new URL(request.url()).pathname,
          type,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          text,
        });
      })(),
    );
  });
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  };
  return { transfers, settled };
}

const total = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(label: string, transfers: Transfer[]): void {
  const rows = [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => `  ${kb(t.bytes).padStart(9)}  ${t.type.padEnd(8)} ${t.path}`);
  console.log(`${label}: ${transfers.length} responses, ${kb(total(transfers))}\n${rows.join('\n')}`);
}

/** The paths the page requested after it started fetching screens ahead (`bikri:preload-routes`), if it did. */
function fetchedAhead(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('bikri:preload-routes')[0];
    if (!mark) return null;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= mark.startTime)
      .map((entry) => new URL(entry.name).pathname);
  });
}

/** Opens the dashboard as a first visit of a signed-in marketer, and waits until the page is quiet. */
async function firstVisit(page: Page): Promise<Transfer[]> {
  await addSession(app, page.context(), 'sita@demo.test');
  const { transfers, settled } = recordTransfers(page);
  await page.goto('/dashboard');
  await page.getByText('Total Delivered Orders').waitFor();
  await settled();
  // Idle callbacks run once the page is quiet; a second quiet spell covers what they fetch.
  await page.waitForTimeout(500);
  await settled();
  return transfers;
}

describe('bytes of a first visit', () => {
  it('keeps the landing page under 150 KB, without the app’s code', async () => {
    const page = await app.newPage(PHONE);
    const { transfers, settled } = recordTransfers(page);
    const probe = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SessionProbe'),
    );
    await page.goto('/');
    await probe;
    await settled();
    report('Landing page (/)', transfers);
    const scripts = transfers.filter((t) => t.type === 'script');
    expect(scripts.filter((s) => APP_MARKERS.some((marker) => s.text.includes(marker))).map((s) => s.path)).toEqual([]);
    expect(total(transfers)).toBeLessThanOrEqual(LANDING_BUDGET);
    // Compressed as it travels: the page's HTML alone is over 100 KB before compression.
    expect(transfers.find((t) => t.path === '/')!.bytes).toBeLessThan(30 * KB);
  });

  it('keeps a signed-in first visit under 350 KB on a fast connection, with the sidebar’s screens fetched ahead', async () => {
    const page = await app.newPage(DESKTOP);
    await emulateNetwork(page, NETWORK.fast);
    const transfers = await firstVisit(page);
    const ahead = new Set(await fetchedAhead(page));
    const needed = transfers.filter((t) => !ahead.has(t.path));
    report('Signed-in first visit (/dashboard), what the screen needed', needed);
    report(
      '  then fetched ahead while idle (the sidebar’s screens)',
      transfers.filter((t) => ahead.has(t.path)),
    );
    expect(ahead.size).toBeGreaterThan(0);
    expect(needed.some((s) => APP_MARKERS.some((marker) => s.text.includes(marker)))).toBe(true);
    expect(total(transfers)).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  });

  it('fetches no screen ahead on a slow connection, nor when the browser asks to save data', async () => {
    const slow = await app.newPage(PHONE);
    await emulateNetwork(slow, NETWORK.slow4g);
    const onSlow = await firstVisit(slow);
    expect(await fetchedAhead(slow)).toBeNull();
    report('Signed-in first visit on slow 4G', onSlow);

    const saving = await app.newPage(PHONE);
    await emulateNetwork(saving, NETWORK.fast, { saveData: true });
    await firstVisit(saving);
    expect(
      await saving.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
    ).toBe(true);
    expect(await fetchedAhead(saving)).toBeNull();
  });

  it('brings an order’s menu and its question when first opened, not with the orders screen', async () => {
    const page = await app.newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await addSession(app, page.context(), 'admin@demo.test');
    await page.goto('/orders');
    const row = page.getByTestId('orders-table').locator('[role="row"][data-key]').first();
    await row.waitFor();
    const menuCode = /\/order-context-menu-[\w-]+\.js$/;
    const questionCode = /\/confirm-dialog-view-[\w-]+\.js$/;
    expect(scripts.filter((path) => menuCode.test(path) || questionCode.test(path))).toEqual([]);

    await row.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Order actions' });
    await menu.waitFor();
    expect(scripts.filter((path) => menuCode.test(path))).toHaveLength(1);
    await menu.getByRole('menuitem', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel order' }).waitFor();
    expect(scripts.filter((path) => questionCode.test(path))).toHaveLength(1);
  });
});

describe('the code of a first screen', () => {
  it('has the files the shell runs first compiled whole as they arrive (V8’s compile hint), and no others', async () => {
    const page = await app.newPage(PHONE);
    const scripts = (await firstVisit(page)).filter((t) => t.type === 'script');
    const whole = scripts
      .filter((s) => s.text.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((s) => s.path.replace(/-[\w-]+\.js$/, ''));
    expect(whole.sort()).toEqual(['/assets/boot', '/assets/index', '/assets/screens', '/assets/system']);
    expect(scripts.length).toBeGreaterThan(whole.length);
  });
});
