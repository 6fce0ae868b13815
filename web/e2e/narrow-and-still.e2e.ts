import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, visible } from './commerce-helpers.ts';
import { graphqlAs, login, startApp, type App } from './harness.ts';

/**
 * A phone 320 px wide, or a 640 px window zoomed to 200 %: every screen reflows with no sideways
 * scrolling (WCAG 1.4.10). And a phone that asks for less motion gets no animation.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const NARROW = { width: 320, height: 640 };

/**
 * How far each screen reaches past the window's right edge, in CSS px (0 when it fits), with the
 * innermost elements that stick out.
 */
async function overflowOn(
  email: string,
  paths: readonly string[],
  locale: 'en' | 'ne',
): Promise<Record<string, number | string>> {
  const page = await app.newPage(NARROW);
  if (email) await login(page, email);
  await page.addInitScript((chosen) => localStorage.setItem('bikri.locale', chosen), locale);
  const found: Record<string, number | string> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    found[path] = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const over = document.documentElement.scrollWidth - width;
      if (over <= 0) return 0;
      // The texts that run past the edge, and the elements that do with no child doing so.
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const out: string[] = [];
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > width) out.push(`"${node.textContent!.slice(0, 40)}"`);
      }
      for (const e of Array.from(document.body.querySelectorAll('*'))) {
        if (
          e.getBoundingClientRect().right > width &&
          !Array.from(e.children).some((c) => c.getBoundingClientRect().right > width)
        )
          out.push(`<${e.tagName.toLowerCase()} class="${e.className}">`);
      }
      return `${over} px: ${out.join('; ')}`;
    });
  }
  await page.context().close();
  return found;
}

const fits = (paths: readonly string[]) => Object.fromEntries(paths.map((path) => [path, 0]));

describe('320 px wide (a 640 px window at 200 %)', () => {
  const PUBLIC = ['/', '/login', '/register', '/forgotPassword'];
  const MARKETER = ['/dashboard', '/products', '/myProducts', '/orders', '/addOrder', '/income', '/profile'];
  const ADMIN = ['/dashboard', '/products', '/addProduct', '/orders', '/users', '/payment', '/profile'];

  it('signed out, nothing scrolls sideways, in English and Nepali', async () => {
    expect(await overflowOn('', PUBLIC, 'en')).toEqual(fits(PUBLIC));
    expect(await overflowOn('', PUBLIC, 'ne')).toEqual(fits(PUBLIC));
  });

  it('as a marketer in Nepali, nothing scrolls sideways', async () => {
    expect(await overflowOn('sita@demo.test', MARKETER, 'ne')).toEqual(fits(MARKETER));
  });

  it('as an admin in English, nothing scrolls sideways', async () => {
    expect(await overflowOn('admin@demo.test', ADMIN, 'en')).toEqual(fits(ADMIN));
  });

  it('on the screens opened from a list and the shared product page, nothing scrolls sideways', async () => {
    const sita = await graphqlAs(app, 'sita@demo.test');
    const admin = await graphqlAs(app, 'admin@demo.test');
    const { orders } = await sita<{ orders: { edges: { node: { id: string } }[] } }>(
      'query NarrowOrder { orders(status: CONFIRMED, first: 1) { edges { node { id } } } }',
    );
    const { myProducts } = await sita<{ myProducts: { id: string; status: string }[] }>(
      'query NarrowProducts { myProducts { id status } }',
    );
    const product = myProducts.find((p) => p.status === 'AVAILABLE')!.id;
    const { shareProduct } = await sita<{ shareProduct: { id: string } }>(
      'mutation NarrowShare($input: ShareProductInput!) { shareProduct(input: $input) { id } }',
      { input: { productId: product } },
    );
    const { users } = await admin<{ users: { edges: { node: { id: string; email: string } }[] } }>(
      'query NarrowUsers { users(first: 50) { edges { node { id email } } } }',
    );
    const { payments } = await admin<{ payments: { edges: { node: { id: string } }[] } }>(
      'query NarrowPayments { payments(status: PENDING, first: 1) { edges { node { id } } } }',
    );
    const order = orders.edges[0]!.node.id;
    const user = users.edges.find((edge) => edge.node.email === 'ram@demo.test')!.node.id;

    const marketer = [
      `/orderDetail?orderId=${order}`,
      `/editOrder?orderId=${order}`,
      `/productDetail?productId=${product}`,
    ];
    expect(await overflowOn('sita@demo.test', marketer, 'ne')).toEqual(fits(marketer));
    const adminDetails = [
      `/orderDetail?orderId=${order}`,
      `/editProduct?productId=${product}`,
      `/userDetail?user=${user}`,
      `/paymentDetail?paymentId=${payments.edges[0]!.node.id}`,
    ];
    expect(await overflowOn('admin@demo.test', adminDetails, 'en')).toEqual(fits(adminDetails));
    const shared = [`/p/${shareProduct.id}`];
    expect(await overflowOn('', shared, 'ne')).toEqual(fits(shared));
  });
});

/** How long the account menu's opening animation lasts, in ms. */
async function menuMotion(page: Page): Promise<number> {
  await login(page, 'sita@demo.test');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await visible(menu);
  await settled(page);
  // In seconds, as CSS gives it ("0.15s", "1e-05s").
  return (await menu.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration))) * 1000;
}

describe('motion', () => {
  it('a menu opens without animating when the phone asks for less motion, and animates otherwise', async () => {
    expect(await menuMotion(await app.newPage(NARROW, { reducedMotion: 'reduce' }))).toBeLessThanOrEqual(1);
    expect(await menuMotion(await app.newPage(NARROW, { reducedMotion: 'no-preference' }))).toBeGreaterThan(50);
  });
});
