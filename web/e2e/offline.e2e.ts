import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession, DESKTOP, login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { kept, keptWith } from './kept-cache.ts';
import { text } from './texts.ts';

/**
 * With the connection gone the app says so in its top bar, the screens a marketer checks open
 * with what they showed last (kept on the phone, even across a reload), the actions that need the
 * server wait with the reason given, and everything resumes on its own when the connection comes
 * back. What one account saw is never shown after it signs out.
 */

let app: App;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

async function openWithWorker(page: Page, path: string, shows: string): Promise<void> {
  await page.goto(path);
  await page.getByText(shows).first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

describe('offline', () => {
  it('opens the last-seen screens from the phone, says so, and waits with the actions that need the server', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'sita@demo.test');
    await openWithWorker(page, '/dashboard', text('dashboard.delivered'));
    await keptWith(page, 'ROOT_QUERY.dashboard');
    // Each screen in a visit of its own: what an earlier visit saw stays kept beside this one's.
    await page.goto('/orders');
    await page.getByRole('row').nth(1).waitFor();
    const firstOrder = (await page.getByRole('row').nth(1).textContent())!;
    await keptWith(page, 'ROOT_QUERY.orders');
    await page.goto('/products');
    await page
      .getByRole('button', { name: text('products.addToMine') })
      .first()
      .waitFor();
    await keptWith(page, 'ROOT_QUERY.products');
    await page.goto('/income');
    await page.getByRole('button', { name: text('income.request') }).waitFor();
    const record = await keptWith(
      page,
      'ROOT_QUERY.orders',
      'ROOT_QUERY.products',
      'ROOT_QUERY.dashboard',
      'ROOT_QUERY.income',
    );

    await page.context().setOffline(true);
    // The top bar's status line, under its buttons.
    const status = page.getByRole('banner').getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toMatch(/^Offline — showing what you saw at \d{1,2}:\d{2}\. Changes wait for the connection\.$/);
    const request = page.getByRole('button', { name: text('income.request') });
    expect(await request.isDisabled()).toBe(true);
    expect(await request.getAttribute('aria-describedby')).toBe('offline-reason');

    // A reload with no connection: the app from the worker, the screens from the phone.
    await page.reload();
    await request.waitFor();
    expect(await request.isDisabled()).toBe(true);
    await expect.poll(() => status.textContent()).toMatch(/^Offline — showing/);
    await screenshot(page, 'offline-income-phone');
    await page.goto('/dashboard');
    await page.getByText(text('dashboard.delivered')).waitFor();
    await screenshot(page, 'offline-dashboard-phone');
    await page.goto('/orders');
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toBe(firstOrder);
    await page.goto('/products');
    const add = page.getByRole('button', { name: text('products.addToMine') }).first();
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    await screenshot(page, 'offline-products-phone');
    // Signing out needs the server too.
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menuitem', { name: text('shell.logout') }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // Back online: the top bar clears, the screen asks the server again, and what it shows is kept.
    await app.dev.bulkOrders(1);
    await page.context().setOffline(false);
    // The browser may have said it was online since the reload: then the page finds out itself.
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('');
    expect(await add.isDisabled()).toBe(false);
    await expect.poll(async () => (await kept(page))!.savedAt, { timeout: 15_000 }).toBeGreaterThan(record.savedAt);
  });

  it('shows the live connection reconnecting, and catches up once it is back', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'ram@demo.test');
    let refuse = false;
    const open: { close(options: { code: number; reason: string }): Promise<void> }[] = [];
    await page.routeWebSocket('/graphql', (socket) => {
      if (refuse) return void socket.close({ code: 1011, reason: 'refused by the test' });
      socket.connectToServer();
      open.push(socket);
    });
    await page.goto('/dashboard');
    await page.getByText(text('dashboard.delivered')).waitFor();
    await expect.poll(() => open.length).toBeGreaterThan(0);
    const status = page.getByRole('banner').getByRole('status');
    expect(await status.textContent()).toBe('');

    // The live socket drops and cannot come back while the browser still says it is online.
    refuse = true;
    await Promise.all(open.splice(0).map((socket) => socket.close({ code: 1012, reason: 'restarting' })));
    await expect.poll(() => status.textContent()).toBe(text('connection.reconnecting'));
    await screenshot(page, 'offline-reconnecting-phone');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(request.postData() ?? '');
    });
    refuse = false;
    // Its next try (at most 30 s away) connects; the screen then asks for what it missed.
    await expect.poll(() => status.textContent(), { timeout: 40_000 }).toBe('');
    await expect.poll(() => asked.some((body) => body.includes('"operationName":"DashboardPage'))).toBe(true);
  });

  it('asks a screen again once the server answers again, when its request was lost on the way', async () => {
    const page = await app.newPage(DESKTOP);
    await addSession(app, page.context(), 'sita@demo.test');
    await page.goto('/dashboard');
    await page.getByText(text('dashboard.delivered')).waitFor();
    const status = page.getByRole('banner').getByRole('status');
    expect(await status.textContent()).toBe('');
    // The orders screen's first request is lost, as on a connection that drops for a moment; the
    // live socket stays up.
    let lost = 0;
    await page.route('**/graphql', (route) => {
      if (lost > 0 || !route.request().postData()?.includes('"operationName":"OrdersPage"')) return route.fallback();
      lost += 1;
      return route.abort('internetdisconnected');
    });
    const answered: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && response.ok()) answered.push(response.request().postData() ?? '');
    });
    await page.getByRole('link', { name: text('nav.orders') }).click();
    await expect.poll(() => status.textContent()).toMatch(/^Offline/);
    // With nothing pressed: once the server answers again (`/healthz`, asked every 5 s), the screen asks again.
    await expect
      .poll(() => answered.some((body) => body.includes('"operationName":"OrdersPage"')), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => status.textContent()).toBe('');
    await page.getByRole('row').nth(1).waitFor();
    expect(lost).toBe(1);
  });

  it('forgets what an account saw when it signs out, and never shows it to the next one', async () => {
    const page = await app.newPage(PHONE);
    await login(page, 'maya@demo.test');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 30_000,
    });
    const maya = await keptWith(page, 'ROOT_QUERY.dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: text('shell.logout') }).click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => kept(page)).toBeNull();

    await login(page, 'gita@demo.test');
    const gita = await keptWith(page, 'ROOT_QUERY.dashboard');
    expect(gita.userId).not.toBe(maya.userId);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(text('dashboard.delivered')).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Gita');
    await page.context().setOffline(false);
  });

  it('says it in Nepali', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'sita@demo.test');
    await page.addInitScript(() => localStorage.setItem('bikri.locale', 'ne'));
    await openWithWorker(page, '/dashboard', text('dashboard.delivered', {}, 'ne'));
    await keptWith(page, 'ROOT_QUERY.dashboard');
    await page.context().setOffline(true);
    await expect
      .poll(() => page.getByRole('banner').getByRole('status').textContent())
      .toMatch(/^अफलाइन — तपाईंले [०-९]{1,2}:[०-९]{2} मा देखेको देखाइँदै छ।/);
    await screenshot(page, 'offline-dashboard-phone-ne');
    await page.context().setOffline(false);
  });
});
