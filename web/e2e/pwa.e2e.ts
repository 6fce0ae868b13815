import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { addSession, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * The app is installable (manifest and service worker as Chromium
 * reports them, "Install app" in the user menu once the browser offers it), a second visit
 * downloads none of the app's code, a reload with the network off opens the app, the API is never
 * answered by the worker, and a new version waits for the user's "Reload".
 */

let app: App;
/** Every /graphql answer any page of this file received. */
const graphqlAnswers: Response[] = [];
/** What the service workers fetched themselves, by path. */
const workerFetches: string[] = [];

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** A phone's browser with sita's session, every answer to /graphql and every fetch of its worker noted. */
async function signedInPage(): Promise<Page> {
  const page = await app.newPage(PHONE);
  const context = page.context();
  await addSession(app, context, 'sita@demo.test');
  watch(context);
  return page;
}

function watch(context: BrowserContext): void {
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql') graphqlAnswers.push(response);
  });
  context.on('request', (request) => {
    if (request.serviceWorker()) workerFetches.push(new URL(request.url()).pathname);
  });
}

/** Opens the dashboard and waits until the worker is active and controls the page. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByText('Total Delivered Orders').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

describe('the installable app', () => {
  it('has a manifest and an active service worker as Chromium reports them, served with the right headers', async () => {
    const page = await signedInPage();
    await openDashboard(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    const data = JSON.parse(manifest.data ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      name: 'Bikri',
      short_name: 'Bikri',
      start_url: '/dashboard',
      display: 'standalone',
      lang: 'en',
      dir: 'ltr',
      theme_color: '#c2410c',
    });
    expect((data.icons as { purpose: string }[]).map((icon) => icon.purpose)).toContain('maskable');
    // Playwright's contexts are incognito windows, where Chromium installs nothing; no other reason.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, state: registration.active?.state, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: `${app.url}/`, state: 'activated', script: `${app.url}/sw.js` });

    const sw = await fetch(`${app.url}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers.get('content-security-policy')).toContain("worker-src 'self'");
    // The page's icon is a small PNG: an SVG one Chromium draws as a document of its own, in the
    // page's renderer, while the page loads.
    expect(
      await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/icons/icon-48.png']);
    const icon = await fetch(`${app.url}/icons/icon-48.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const header = Buffer.from(await icon.arrayBuffer());
    expect([header.readUInt32BE(16), header.readUInt32BE(20)]).toEqual([48, 48]);
    const webmanifest = await fetch(`${app.url}/manifest.webmanifest`);
    expect(webmanifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(webmanifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('offers "Install app" in the user menu only once the browser offers to install it', async () => {
    const page = await signedInPage();
    await openDashboard(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: text('menu.profile') }).waitFor();
    expect(await page.getByRole('menuitem', { name: text('menu.install') }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // What Chromium fires when the app meets its install criteria (headless Chromium never does).
    const prevented = await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as { prompted?: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
      return offer.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: text('menu.install') }).waitFor();
    await screenshot(page, 'pwa-install-menu-phone');
    // In Nepali, with the Nepali manifest linked.
    await page.getByRole('menuitem', { name: /Language/ }).click();
    await page.getByRole('button', { name: text('menu.account', {}, 'ne') }).click();
    const install = page.getByRole('menuitem', { name: text('menu.install', {}, 'ne') });
    await install.waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.ne.webmanifest');
    await screenshot(page, 'pwa-install-menu-phone-ne');
    await install.click();
    expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);
    await page.getByRole('button', { name: text('menu.account', {}, 'ne') }).click();
    await page.getByRole('menuitem', { name: text('menu.profile', {}, 'ne') }).waitFor();
    expect(await install.count()).toBe(0);
  });
});

describe('the app kept on the phone', () => {
  it('downloads none of the app’s code on a second visit', async () => {
    const page = await signedInPage();
    const installed: Promise<number>[] = [];
    page.context().on('requestfinished', (request) => {
      if (request.serviceWorker())
        installed.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await openDashboard(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const workerBytes = (await Promise.all(installed)).reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `First visit: the worker fetched ${installed.length} files to precache, ${(workerBytes / 1024).toFixed(1)} KB on the wire`,
    );
    const second = await page.context().newPage();
    const scripts: { path: string; fromWorker: boolean; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    const before = workerFetches.length;
    second.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
          const path = new URL(request.url()).pathname;
          if (response && path.startsWith('/assets/') && path.endsWith('.js'))
            scripts.push({
              path,
              fromWorker: response.fromServiceWorker(),
              bytes: response.fromServiceWorker() ? 0 : sizes.responseBodySize + sizes.responseHeadersSize,
            });
        })(),
      );
    });
    const navigation = await second.goto('/dashboard');
    await second.getByText('Total Delivered Orders').waitFor();
    await second.waitForLoadState('networkidle');
    await Promise.all(pending);
    const fromNetwork = scripts.filter((script) => !script.fromWorker);
    console.log(
      `Second visit (/dashboard): ${scripts.length} scripts under /assets, ${fromNetwork.length} not from the service worker, ${fromNetwork.reduce((sum, s) => sum + s.bytes, 0)} bytes`,
    );
    expect(navigation?.fromServiceWorker()).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
    expect(fromNetwork).toEqual([]);
    // Nor did the worker fetch any of them: they were all in its cache.
    expect(workerFetches.slice(before).filter((path) => path.startsWith('/assets/'))).toEqual([]);
  });

  it('opens the app with the network off', async () => {
    const page = await signedInPage();
    await openDashboard(page);
    await page.context().setOffline(true);
    const navigation = await page.reload();
    expect(navigation?.fromServiceWorker()).toBe(true);
    expect(navigation?.status()).toBe(200);
    // The app itself, not Chromium's offline page, with the dashboard it showed (offline.e2e.ts
    // covers what is kept).
    await page.getByText('Total Delivered Orders').waitFor();
    expect(page.url()).toBe(`${app.url}/dashboard`);
    await screenshot(page, 'pwa-offline-reload-phone');
    // Another screen's address, never opened before, comes from the same shell: it has no data
    // kept, says it has no connection and offers to try again, which works once the network is back.
    const orders = await page.goto('/orders');
    expect(orders?.fromServiceWorker()).toBe(true);
    const retry = page.getByRole('button', { name: text('common.tryAgain') });
    await retry.waitFor();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(text('error.offline'));
    await page.context().setOffline(false);
    // Back online, "Try again" asks at once; the screen also asks again by itself once it reaches
    // the server (lib/network-state.ts), which may come first and take the button away.
    await retry.click().catch(async (error: unknown) => {
      if (await retry.isVisible()) throw error;
    });
    await page.getByRole('tab').first().waitFor();
  });

  it('keeps the product images it has shown', async () => {
    const page = await signedInPage();
    await openDashboard(page);
    await page.goto('/products');
    await page.locator('img[src^="/media/"]').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('media')).keys()).map((request) => new URL(request.url).pathname),
        ),
      )
      .toContainEqual(expect.stringMatching(/^\/media\//));
  });

  it('never answers the API, exports, shared pages or the health check from the worker', async () => {
    const page = await signedInPage();
    await openDashboard(page);
    for (const path of ['/healthz', '/p/no-such-link', '/export/orders.csv']) {
      const response = await page.goto(path).catch(() => null);
      if (response) expect([path, response.fromServiceWorker()]).toEqual([path, false]);
    }
    expect(graphqlAnswers.length).toBeGreaterThan(5);
    expect(graphqlAnswers.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual(
      [],
    );
    expect(workerFetches.filter((path) => path === '/graphql' || path.startsWith('/export'))).toEqual([]);
  });
});

describe('a new version', () => {
  it('waits for the user’s "Reload", then every tab runs it', async () => {
    const page = await signedInPage();
    await openDashboard(page);
    const other = await page.context().newPage();
    await other.goto('/products');
    const dist = inject('webDist');
    const sw = join(dist, 'sw.js');
    const original = await readFile(sw, 'utf8');
    const variants = await Promise.all(['br', 'gz'].map(async (ext) => [ext, await readFile(`${sw}.${ext}`)] as const));
    try {
      // A new build's worker: different bytes, in each of the encodings the BFF serves.
      const next = Buffer.from(`${original}\n// the next version\n`);
      await Promise.all([
        writeFile(sw, next),
        writeFile(`${sw}.br`, brotliCompressSync(next)),
        writeFile(`${sw}.gz`, gzipSync(next)),
      ]);
      const oldScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const toast = page.getByTestId('toast').filter({ hasText: text('update.ready') });
      await toast.waitFor({ timeout: 30_000 });
      // The old version still controls both tabs until the user chooses.
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))).toBe(
        'installed',
      );
      await screenshot(page, 'pwa-update-toast-phone');
      const reloads = [page.waitForEvent('load'), other.waitForEvent('load')];
      await toast.getByRole('button', { name: text('update.reload') }).click();
      await Promise.all(reloads);
      await page.getByText('Total Delivered Orders').waitFor();
      expect(oldScript).toBe(`${app.url}/sw.js`);
      expect(
        await other.evaluate(() =>
          navigator.serviceWorker
            .getRegistration()
            .then((r) => ({ waiting: r?.waiting ?? null, state: r?.active?.state })),
        ),
      ).toEqual({ waiting: null, state: 'activated' });
    } finally {
      await writeFile(sw, original);
      await Promise.all(variants.map(([ext, bytes]) => writeFile(`${sw}.${ext}`, bytes)));
    }
  });
});
