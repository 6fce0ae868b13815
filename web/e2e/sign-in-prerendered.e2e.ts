import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PASSWORDS, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * The sign-in pages arrive painted: the build prerenders them (web/prerender.ts); the app loads at
 * the visitor's first touch, click, key or focus and hydrates the form they may already be typing
 * into, or renders over it when the visit is not the one prerendered (Nepali).
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const PAGES = [
  { path: '/login', heading: 'Welcome back', fields: ['Email', 'Password'], submit: 'Login' },
  {
    path: '/register',
    heading: 'Create your account',
    fields: ['Full name', 'Email', 'Confirm password'],
    submit: 'Register',
  },
  { path: '/forgotPassword', heading: 'Set a new password', fields: ['Email'], submit: 'Email me a code' },
];

/** The app's files, as the page asks for them. */
const APP_FILE = (url: URL) => url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/prerendered-');

/** Holds the app's files until `release` is called: the page as it shows before the app runs. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_FILE, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** What the page reported as wrong: uncaught errors (React's hydration errors among them) and console errors. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text());
  });
  return found;
}

describe('sign-in pages, prerendered', () => {
  it('show their form without JavaScript, its button waiting for the app', async () => {
    const page = await app.newPage(PHONE, { javaScriptEnabled: false });
    for (const { path, heading, fields, submit } of PAGES) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      for (const field of fields) expect(await page.getByLabel(new RegExp(`^${field}\\b`)).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: submit, exact: true }).isDisabled()).toBe(true);
      await screenshot(page, `${path.slice(1)}-prerendered-phone`);
    }
  });

  it('load none of the app for a visitor who only looks, and all of it at the first touch', async () => {
    const page = await app.newPage(PHONE, { hasTouch: true });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (APP_FILE(new URL(request.url()))) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.waitForTimeout(1_000);
    expect(asked).toEqual([]);
    await page.getByLabel(/^Email\b/).tap();
    const button = page.getByRole('button', { name: 'Login', exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(asked.length).toBeGreaterThan(3);
  });

  it('keeps what was typed before the app ran, in the same fields, and signs in with it', async () => {
    const page = await app.newPage(DESKTOP);
    const found = problems(page);
    const release = await holdApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel(/^Email\b/);
    await email.fill('sita@demo.test');
    await page.getByLabel(/^Password\b/).fill(PASSWORDS['sita@demo.test']!);
    const typedInto = await email.elementHandle();
    const button = page.getByRole('button', { name: 'Login', exact: true });
    expect(await button.isDisabled()).toBe(true);

    release();
    await expect.poll(() => button.isEnabled()).toBe(true);
    // Hydrated, not drawn again: the field typed into is still the page's.
    expect(await typedInto.evaluate((input) => input.isConnected)).toBe(true);
    expect(await email.inputValue()).toBe('sita@demo.test');
    await button.click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Total Delivered Orders').waitFor();
    expect(found).toEqual([]);
  });

  it('never puts a password in the address when the browser sends the form before the app runs', async () => {
    const page = await app.newPage(DESKTOP);
    const release = await holdApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(/^Email\b/).fill('sita@demo.test');
    await page.getByLabel(/^Password\b/).fill(PASSWORDS['sita@demo.test']!);
    // As a password manager's automatic submit does: the form, sent by the browser itself.
    const reloaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/login' && response.request().method() === 'GET',
    );
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await reloaded;
    release();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(page.url()).not.toContain('password');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  });

  it('are rendered over in Nepali for a visitor who chose it, and lead a signed-in visitor to the dashboard', async () => {
    const nepali = await app.newPage(PHONE);
    const found = problems(nepali);
    await nepali.context().addInitScript(() => localStorage.setItem('bikri.locale', 'ne'));
    await nepali.goto('/login');
    await nepali.getByRole('heading', { level: 1, name: text('auth.login.title', {}, 'ne') }).waitFor();
    await nepali.getByRole('button', { name: text('auth.login.submit', {}, 'ne'), exact: true }).waitFor();
    expect(
      await nepali.getByRole('button', { name: text('auth.login.submit', {}, 'ne'), exact: true }).isEnabled(),
    ).toBe(true);
    await screenshot(nepali, 'login-nepali-phone');

    await nepali.getByLabel(text('auth.label.email', {}, 'ne')).fill('sita@demo.test');
    await nepali
      .getByLabel(text('auth.label.password', {}, 'ne'))
      .first()
      .fill(PASSWORDS['sita@demo.test']!);
    await nepali.getByRole('button', { name: text('auth.login.submit', {}, 'ne'), exact: true }).click();
    await nepali.waitForURL('**/dashboard');
    // Signed in, the sign-in page is not shown again, in either language.
    await nepali.goto('/login');
    await nepali.waitForURL('**/dashboard');
    const english = await app.newPage(PHONE);
    await english.context().addCookies(await nepali.context().cookies());
    await english.goto('/register');
    await english.waitForURL('**/dashboard');
    expect(found).toEqual([]);
  });
});
