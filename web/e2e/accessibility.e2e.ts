import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, login, PHONE, startApp, type App } from './harness.ts';

/**
 * axe-core against WCAG 2.1 A and AA, on every screen reached from the menu, signed out, as a
 * marketer and as an admin, at desktop and phone width, in English and Nepali.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const SIZES = { desktop: DESKTOP, phone: PHONE } as const;

/** Opens each path in turn, as `email` (signed out when empty), and answers what axe finds on each. */
async function violationsOn(
  email: string,
  paths: readonly string[],
  size: keyof typeof SIZES,
  locale: 'en' | 'ne',
): Promise<Record<string, unknown[]>> {
  const page: Page = await app.newPage(SIZES[size]);
  if (email) await login(page, email);
  await page.addInitScript((chosen) => localStorage.setItem('bikri.locale', chosen), locale);
  const found: Record<string, unknown[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    found[path] = await axeViolations(page);
  }
  await page.context().close();
  return found;
}

const none = (paths: readonly string[]) => Object.fromEntries(paths.map((path) => [path, []]));

describe.each(['desktop', 'phone'] as const)('no WCAG 2.1 AA violation at %s width', (size) => {
  const PUBLIC = ['/', '/login', '/register', '/forgotPassword'];
  const MARKETER = ['/dashboard', '/products', '/myProducts', '/orders', '/addOrder', '/income', '/profile'];
  const ADMIN = ['/dashboard', '/products', '/addProduct', '/orders', '/users', '/payment', '/profile'];

  it('signed out, in English and in Nepali', async () => {
    expect(await violationsOn('', PUBLIC, size, 'en')).toEqual(none(PUBLIC));
    expect(await violationsOn('', PUBLIC, size, 'ne')).toEqual(none(PUBLIC));
  });

  it('as a marketer', async () => {
    expect(await violationsOn('sita@demo.test', MARKETER, size, size === 'phone' ? 'ne' : 'en')).toEqual(
      none(MARKETER),
    );
  });

  it('as an admin', async () => {
    expect(await violationsOn('admin@demo.test', ADMIN, size, size === 'phone' ? 'ne' : 'en')).toEqual(none(ADMIN));
  });
});
