import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, graphqlAs, sessionToken, startApp, type App } from './harness.ts';

/**
 * Lighthouse 12's accessibility audit (mobile preset) on the pages the Lighthouse timing test
 * measures: each scores 100. Outside the timing group: what it checks does not depend on the
 * machine's speed.
 */

const PAGES: { name: string; path: string; viewer?: string }[] = [
  { name: 'landing', path: '/' },
  { name: 'shared product', path: '/p/{shared}' },
  { name: 'sign-in', path: '/login' },
  { name: 'marketer dashboard', path: '/dashboard', viewer: 'sita@demo.test' },
  { name: 'marketer orders', path: '/orders', viewer: 'sita@demo.test' },
  { name: 'marketer products', path: '/products', viewer: 'sita@demo.test' },
  { name: 'admin orders', path: '/orders', viewer: 'admin@demo.test' },
];

let app: App;
let browser: Browser;
let sharedId: string;
beforeAll(async () => {
  app = await startApp();
  const gql = await graphqlAs(app, 'sita@demo.test');
  const { myProducts } = await gql<{ myProducts: { id: string; status: string }[] }>(
    'query { myProducts { id status } }',
  );
  const product = myProducts.find((p) => p.status === 'AVAILABLE')!;
  const { shareProduct } = await gql<{ shareProduct: { id: string } }>(
    'mutation ($input: ShareProductInput!) { shareProduct(input: $input) { id } }',
    { input: { productId: product.id } },
  );
  sharedId = shareProduct.id;
  browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The page's accessibility score, with the audits that failed, and where the page ended (a signed-out visitor is sent elsewhere). */
async function audit(
  path: string,
  viewer: string | undefined,
): Promise<{ at: string; score: number; failed: string[] }> {
  const context = await browser.createBrowserContext();
  try {
    if (viewer)
      await context.setCookie({
        name: 'session',
        value: await sessionToken(app, viewer),
        domain: '127.0.0.1',
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
      });
    const page = await context.newPage();
    const result = await lighthouse(
      `${app.url}${path.replace('{shared}', sharedId)}`,
      { onlyCategories: ['accessibility'], logLevel: 'error' },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    const category = lhr.categories.accessibility!;
    const failed = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null && lhr.audits[ref.id]!.score! < 1)
      .map((ref) => ref.id);
    return { at: new URL(lhr.finalDisplayedUrl).pathname, score: Math.round((category.score ?? 0) * 100), failed };
  } finally {
    await context.close();
  }
}

describe('Lighthouse accessibility, mobile preset', () => {
  it.each(PAGES)('$name ($path) scores 100', async ({ path, viewer }) => {
    expect(await audit(path, viewer)).toEqual({ at: path.replace('{shared}', sharedId), score: 100, failed: [] });
  });
});
