import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession, countGraphQL, DESKTOP, login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * A signed-in visit to a first screen (dashboard, orders, products) arrives with the session's and
 * the screen's answers in its page (bff/src/transport/first-screen-page.ts): the app shows the
 * screen without asking for them, the page is never stored, and the next account on the same
 * browser finds nothing of the last one in it.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** Opens `path` and answers the page's own answer (the navigation's), and what the page logged as errors. */
async function open(page: Page, path: string): Promise<{ navigation: Response; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const navigation = await page.goto(path);
  return { navigation: navigation!, errors };
}

describe('a first screen’s page holds its answers', () => {
  it('shows a marketer’s dashboard on a phone without asking for her session or its cards', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'sita@demo.test');
    const asked = countGraphQL(page);
    const { navigation, errors } = await open(page, '/dashboard');
    await page.getByText(text('dashboard.delivered')).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Sita');
    expect(navigation.headers()['cache-control']).toBe('private, no-store');
    const html = await navigation.text();
    expect(html).toContain('<script type="application/json" id="first-answers">');
    expect(html).toContain('"email":"sita@demo.test"');
    // The block is the app's to read once: gone from the page.
    expect(await page.locator('#first-answers').count()).toBe(0);
    expect(asked.names).not.toContain('Me');
    expect(asked.names).not.toContain('DashboardPage');
    expect(errors).toEqual([]);
    await screenshot(page, 'first-screen-dashboard-phone');
  });

  it('shows the admin’s orders on a desktop without asking for the first page', async () => {
    const page = await app.newPage(DESKTOP);
    await addSession(app, page.context(), 'admin@demo.test');
    const asked = countGraphQL(page);
    const { errors } = await open(page, '/orders');
    await page.getByRole('row').nth(1).waitFor();
    expect(asked.names).not.toContain('Me');
    expect(asked.names).not.toContain('OrdersPage');
    expect(errors).toEqual([]);
  });

  it('asks for them itself when the page’s answers cannot be read', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'sita@demo.test');
    await page.route('**/dashboard', async (route) => {
      const response = await route.fetch();
      const garbled = (await response.text()).replace('id="first-answers">{', 'id="first-answers">{"session":');
      await route.fulfill({ response, body: garbled });
    });
    const asked = countGraphQL(page);
    // No check of the console here: a page the test itself fulfils is, to Chromium, not from the
    // local server, and its live socket to 127.0.0.1 may be refused by local network access checks.
    await open(page, '/dashboard');
    await page.getByText(text('dashboard.delivered')).waitFor();
    expect(asked.names).toContain('DashboardPage');
  });

  it('asks as before for an address with a query string, and for a screen that is not a first screen', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'sita@demo.test');
    const asked = countGraphQL(page);
    const { navigation } = await open(page, '/orders?order=delivered');
    await page.getByRole('tab', { name: new RegExp(text('orderStatus.DELIVERED')), selected: true }).waitFor();
    expect(await navigation.text()).not.toContain('first-answers');
    expect(asked.names).toContain('OrdersPage');
    const income = await open(page, '/income');
    await page.getByRole('button', { name: text('income.request') }).waitFor();
    expect(await income.navigation.text()).not.toContain('first-answers');
  });
});

describe('the next account on the same browser', () => {
  it('finds nothing of the last one in its page or on its screen', async () => {
    const page = await app.newPage(PHONE);
    await addSession(app, page.context(), 'sita@demo.test');
    await open(page, '/dashboard');
    await page.getByText(text('dashboard.delivered')).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: text('shell.logout') }).click();
    await page.waitForURL(`${app.url}/`);

    await login(page, 'maya@demo.test');
    await page.getByText(text('dashboard.delivered')).waitFor();
    // A fresh visit to the address, as after closing the browser: from the server, not the worker.
    const navigation = await page.context().request.get('/dashboard');
    const html = await navigation.text();
    expect(html).toContain('"email":"maya@demo.test"');
    expect(html).not.toContain('sita');
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Maya');
    expect(await page.locator('body').textContent()).not.toContain('Sita');
  });
});
