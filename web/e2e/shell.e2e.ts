import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../src/lib/support.ts';
import { text } from './texts.ts';

const BANNERS = {
  blocked: text('banner.blocked', { email: SUPPORT_EMAIL }),
  underReview: text('banner.underReview'),
  unverified: text('banner.unverified'),
};
import { countGraphQL, DESKTOP, login, PASSWORDS, PHONE, screenshot, startApp, type App } from './harness.ts';

/**
 * Spec §2 and §4: the signed-in frame for every demo account (banner, sidebar, stat cards, user
 * menu, phone drawer), the route guards, logging out, a second tab, and the 404 page.
 */

const UNDER_REVIEW_MENU = 'Your Account Is Under Review. You will be notify soon once its done.';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/**
 * Signs in on the dashboard and waits for all the signed-in frame asks for on its own: the live
 * socket, the charts (after the cards) and the bell's count (once the page is idle, which on a
 * busy machine can be late). A test that ends the session next (clearing the cookie, logging out)
 * otherwise races one of them, which, refused, ends the session at once.
 */
async function signInSettled(page: Page, email: string): Promise<void> {
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().endsWith('/graphql') });
  const unread = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"operationName":"InboxUnread"'),
  );
  await login(page, email);
  await page.getByText('Total Delivered Orders').waitFor();
  await socket;
  await page.getByTestId('dashboard-charts').locator('[aria-busy="false"]').waitFor();
  await unread;
}

const BASE_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Products', '/products'],
  ['Orders', '/orders'],
];
const ADMIN_LINKS = [...BASE_LINKS, ['Payment', '/payment'], ['Users', '/users']];
const MARKETER_LINKS = [...BASE_LINKS, ['My Income', '/income']];
const VERIFY_ACCOUNT = ['Verify Your Account', '/userVerification'];
const VERIFY_EMAIL = ['Verify Your Email', '/emailVerification'];

interface Account {
  email: string;
  /** The dashboard banner, or null for none. */
  banner: string | null;
  sidebar: string[][];
  /** The account-verification entry of the user menu, or null for none. */
  menuItem: string | null;
  drawer: string[][];
}

const ACCOUNTS: Account[] = [
  { email: 'admin@demo.test', banner: null, sidebar: ADMIN_LINKS, menuItem: null, drawer: ADMIN_LINKS },
  { email: 'sita@demo.test', banner: null, sidebar: MARKETER_LINKS, menuItem: null, drawer: MARKETER_LINKS },
  {
    email: 'ram@demo.test',
    banner: BANNERS.underReview,
    sidebar: MARKETER_LINKS,
    menuItem: UNDER_REVIEW_MENU,
    drawer: [...MARKETER_LINKS, VERIFY_ACCOUNT],
  },
  { email: 'hari@demo.test', banner: BANNERS.blocked, sidebar: MARKETER_LINKS, menuItem: null, drawer: MARKETER_LINKS },
  {
    email: 'gita@demo.test',
    banner: BANNERS.unverified,
    sidebar: MARKETER_LINKS,
    menuItem: 'Verify Your Account',
    drawer: [...MARKETER_LINKS, VERIFY_ACCOUNT],
  },
  {
    email: 'new@demo.test',
    banner: BANNERS.unverified,
    sidebar: MARKETER_LINKS,
    menuItem: 'Verify Your Email',
    drawer: [...MARKETER_LINKS, VERIFY_EMAIL],
  },
];

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (amount: number) => `Rs. ${grouping.format(amount)}`;
const paisa = (amount: number) => Math.round(amount * 100);

/** The dashboard's cards, computed from the stand-in's own records. */
function expectedCards(email: string): Record<string, string> {
  const db = app.gateway.store.db;
  const user = db.users.find((u) => u.email === email)!;
  const admin = user.role === 'admin';
  const orders = admin ? db.orders : db.orders.filter((o) => o.orderFrom === user._id);
  const people = admin ? db.users : [user];
  const count = (status: string) => String(orders.filter((o) => o.status === status).length);
  const sum = (field: 'receivedPayment' | 'lifetimeIncome') =>
    rupees(people.reduce((total, u) => total + paisa(u[field]), 0) / 100);
  return {
    'Total Delivered Orders': count('delivered'),
    'Returned Orders': count('returned'),
    'Cancelled Orders': count('cancelled'),
    'All Orders': String(orders.length),
    'Total Sales': sum('receivedPayment'),
    'Life Time Earning': sum('lifetimeIncome'),
    ...(admin ? { Users: String(db.users.length) } : {}),
  };
}

/** The stat cards on screen, label → value, in screen order. */
async function statCards(page: Page): Promise<Record<string, string>> {
  const cards = page.locator('main dl');
  await cards.first().waitFor();
  const pairs = await cards.evaluateAll((lists) =>
    lists.map((dl): [string, string] => [
      dl.querySelector('dt')!.textContent.trim(),
      dl.querySelector('dd')!.textContent.trim(),
    ]),
  );
  return Object.fromEntries(pairs);
}

/** The line under a stat card's figure. */
async function captionOf(page: Page, label: string): Promise<string> {
  return (await page
    .locator('main dl')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .nth(1)
    .textContent())!.trim();
}

async function links(page: Page, scope: ReturnType<Page['locator']>): Promise<string[][]> {
  return scope
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent.trim(), new URL((a as HTMLAnchorElement).href).pathname]),
    );
}

const slug = (email: string) => email.split('@')[0]!;

describe('the signed-in frame for each demo account', () => {
  for (const account of ACCOUNTS) {
    it(`${account.email}: banner, sidebar, stat cards from one request, user menu and phone drawer`, async () => {
      const page = await app.newPage(DESKTOP);
      const graphql = countGraphQL(page);
      await login(page, account.email);
      const cards = await statCards(page);
      // Nothing else may follow late.
      await page.waitForTimeout(300);
      expect(graphql.names.slice(graphql.names.indexOf('Login') + 1)).toEqual(['DashboardPage']);
      expect(cards).toEqual(expectedCards(account.email));
      expect(Object.keys(cards)).toEqual(Object.keys(expectedCards(account.email)));
      // What the two amounts are: "Total Sales" is money already paid out.
      const admin = account.email === 'admin@demo.test';
      expect(await captionOf(page, 'Total Sales')).toBe(admin ? 'Paid out to marketers' : 'Paid out to you');
      expect(await captionOf(page, 'Life Time Earning')).toBe(
        admin ? 'Marketers’ commission on delivered orders' : 'Commission on your delivered orders',
      );

      const banner = page.getByTestId('account-banner');
      if (account.banner) expect(await banner.textContent()).toContain(account.banner);
      else expect(await banner.count()).toBe(0);
      if (account.banner === BANNERS.blocked)
        expect(await banner.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
          `mailto:${SUPPORT_EMAIL}`,
        );
      expect(await links(page, page.getByRole('navigation', { name: 'Main' }))).toEqual(account.sidebar);
      await screenshot(page, `dashboard-${slug(account.email)}-desktop`);

      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
      // The language switch names Nepali in Nepali.
      expect(items).toEqual([
        'Your Profile',
        ...(account.menuItem ? [account.menuItem] : []),
        'Language: नेपाली',
        'Show dates in Bikram Sambat (BS)',
        'Log out',
      ]);
      await screenshot(page, `user-menu-${slug(account.email)}-desktop`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      await page.setViewportSize(PHONE);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      await screenshot(page, `dashboard-${slug(account.email)}-phone`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await links(page, drawer.getByRole('navigation', { name: 'Main' }))).toEqual(account.drawer);
      expect(await drawer.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
      await screenshot(page, `drawer-${slug(account.email)}-phone`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').waitFor();
      await screenshot(page, `user-menu-${slug(account.email)}-phone`);
    });
  }

  it('takes a user to the step they still have to do from the user menu and the banner', async () => {
    const gita = await app.newPage(DESKTOP);
    await login(gita, 'gita@demo.test');
    await gita.getByRole('button', { name: 'Account menu' }).click();
    await gita.getByRole('menuitem', { name: 'Verify Your Account' }).click();
    await gita.waitForURL('**/userVerification');
    await gita.getByLabel(/^Phone/).waitFor();
    await gita.getByRole('link', { name: 'Dashboard' }).click();
    await gita.getByTestId('account-banner').getByRole('link', { name: 'Verify Your Account' }).click();
    await gita.waitForURL('**/userVerification');

    const nabin = await app.newPage(PHONE);
    await login(nabin, 'new@demo.test');
    await nabin.getByRole('button', { name: 'Open menu' }).click();
    await nabin.getByRole('dialog').getByRole('link', { name: 'Verify Your Email' }).click();
    await nabin.waitForURL('**/emailVerification');
    await nabin.getByText('We sent a 6-character code to new@demo.test.').waitFor();
    await nabin.getByRole('dialog').waitFor({ state: 'hidden' });
  });
});

describe('route guards', () => {
  it('sends an anonymous visitor from every signed-in route to the landing page', async () => {
    const page = await app.newPage(DESKTOP);
    for (const path of ['/dashboard', '/orders', '/users', '/income', '/emailVerification', '/userVerification']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
  });

  it('sends a signed-in user from the public routes to the dashboard, and a marketer from admin screens', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'sita@demo.test');
    for (const path of ['/', '/login', '/register', '/users', '/payment']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      await page.getByText('Total Delivered Orders').waitFor();
    }
    await page.goto('/income');
    await page.getByRole('heading', { name: 'My Income' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/income');

    const admin = await app.newPage(DESKTOP);
    await login(admin, 'admin@demo.test');
    await admin.goto('/income');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/users');
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/users');
  });

  it('offers the anonymous phone menu on the sign-in pages; Escape closes it', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/login');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Register' }).waitFor();
    await screenshot(page, 'public-menu-phone');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    // A section link from another page goes to that section of the landing page.
    await open.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBeLessThanOrEqual(128);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  it('sends a user whose session ended (cookie gone) to the landing page at their next step', async () => {
    const page = await app.newPage(DESKTOP);
    await signInSettled(page, 'sita@demo.test');
    await page.context().clearCookies();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Nothing of her session is left in the page: a signed-in route sends the visitor back out.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows a 404 page for an unknown address', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    await screenshot(page, 'not-found-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'not-found-desktop');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});

describe('logging out', () => {
  it('shows "User Logged Out", then returns to the landing page after about a second', async () => {
    const page = await app.newPage(DESKTOP);
    await signInSettled(page, 'sita@demo.test');
    await page.getByRole('button', { name: 'Account menu' }).click();
    // Where the page is when the toast appears, read by the page itself: on a busy machine this
    // test's own reading can come after the move.
    const toastShownAt = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            if (
              !Array.from(document.querySelectorAll('[data-testid="toast"]')).some((toast) =>
                toast.textContent?.includes('User Logged Out'),
              )
            )
              return;
            observer.disconnect();
            resolve(location.pathname);
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    const clicked = Date.now();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect(await toastShownAt).toBe('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    const elapsed = Date.now() - clicked;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3_000);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The session is gone on the server too.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('logs out from the phone drawer', async () => {
    const page = await app.newPage(PHONE);
    await login(page, 'admin@demo.test');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByTestId('toast').filter({ hasText: 'User Logged Out' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('carries a logout and a login over to a second tab, without reloading it', async () => {
    const first = await app.newPage(DESKTOP);
    await login(first, 'sita@demo.test');
    const second = await first.context().newPage();
    await second.goto('/orders');
    await second.getByRole('heading', { name: 'Orders' }).first().waitFor();
    await second.evaluate(() => Object.assign(window, { sameDocument: true }));

    await first.getByRole('button', { name: 'Account menu' }).click();
    await first.getByRole('menuitem', { name: 'Log out' }).click();
    await second.waitForURL((url) => url.pathname === '/');
    await second.getByRole('heading', { level: 1 }).waitFor();
    expect(await second.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await first.waitForURL((url) => url.pathname === '/');
    await first.locator('header').getByRole('link', { name: 'Login' }).click();
    await first.getByLabel('Email').fill('gita@demo.test');
    await first.getByLabel(/^Password\b/).fill(PASSWORDS['gita@demo.test']!);
    await first.getByRole('button', { name: 'Login', exact: true }).click();
    await second.waitForURL('**/dashboard');
    await second.getByTestId('account-banner').filter({ hasText: BANNERS.unverified }).waitFor();
    expect(await second.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

describe('under the content security policy', () => {
  it('runs the app with no policy violation; product images come from this origin’s /media/', async () => {
    const page = await app.newPage(DESKTOP);
    // Recorded in the page from its first script on, across navigations.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const collect = async () =>
      violations.push(...(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])));

    const landing = await page.goto('/');
    expect(landing!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    expect(landing!.headers()['x-frame-options']).toBe('DENY');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await collect();

    await login(page, 'sita@demo.test');
    await page.getByText('Total Delivered Orders').waitFor();
    await collect();

    await page.goto('/products');
    const images = page.locator('main img');
    await images.first().waitFor();
    await expect
      .poll(() =>
        images.evaluateAll(
          (all) =>
            all.length > 0 &&
            all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    const sources = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc));
    for (const source of sources) expect(source.startsWith(`${app.url}/media/`), source).toBe(true);
    await collect();

    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.waitForURL('**/productDetail?productId=*');
    await page.getByText(/NPR/).first().waitFor();
    await collect();

    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Orders' }).first().waitFor();
    await collect();

    expect(violations).toEqual([]);
  });
});
