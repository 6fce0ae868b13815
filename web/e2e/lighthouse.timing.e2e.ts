import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../../bff/test/nginx.ts';
import { CHROMIUM, CHROMIUM_ARGS, graphqlAs, sessionToken, startApp, type App } from './harness.ts';

/**
 * The phone targets, measured as our users meet the pages: over HTTPS with HTTP/2, through nginx
 * running the compose file's `.docker/nginx.conf` with TLS on its listen line (as docs/operations.md's
 * deployment asks), with Lighthouse 12's mobile preset (a 412 px phone, simulated slow 4G: 150 ms
 * round trips and 1.6 Mbps; a 4× slower CPU), cold cache, signed in where the page needs it (a
 * session cookie and nothing else). Each page runs up to `RUNS` times while a run misses a
 * target, and the best run counts (Lighthouse's figures move between runs). In the timing group:
 * the CPU it measures must be the page's alone.
 */

const KB = 1024;

interface Figures {
  score: number;
  firstPaint: number;
  largestPaint: number;
  blocking: number;
  bytes: number;
}
type Bounds = Omit<Figures, 'firstPaint'>;

/** The targets: the landing page, and every page that loads the app (sign-in and signed in). */
const LANDING: Bounds = { score: 95, largestPaint: 2_000, blocking: 150, bytes: 150 * KB };
const APP: Bounds = { score: 90, largestPaint: 2_500, blocking: 200, bytes: 350 * KB };

const RUNS = 3;

/** A shared product's public page: `{shared}` is the id of a link Sita makes before the runs. */
const SHARED = '/p/{shared}';
/** An order's tracking page, in Nepali: `{tracking}` is the id of the link of an order Sita places before the runs. */
const TRACKING = '/t/{tracking}?lang=ne';

const PAGES: { name: string; path: string; viewer?: string; target: Bounds }[] = [
  { name: 'landing', path: '/', target: LANDING },
  { name: 'shared product', path: SHARED, target: LANDING },
  { name: 'order tracking', path: TRACKING, target: LANDING },
  { name: 'sign-in', path: '/login', target: APP },
  { name: 'marketer dashboard', path: '/dashboard', viewer: 'sita@demo.test', target: APP },
  { name: 'marketer orders', path: '/orders', viewer: 'sita@demo.test', target: APP },
  { name: 'marketer products', path: '/products', viewer: 'sita@demo.test', target: APP },
  { name: 'admin orders', path: '/orders', viewer: 'admin@demo.test', target: APP },
];

let app: App;
let proxy: RunningNginx;
let browser: Browser;
let sharedId: string;
let trackingId: string;
beforeAll(async () => {
  app = await startApp();
  sharedId = await shareAProduct();
  trackingId = await placeAnOrder();
  const site = readFileSync(new URL('../../.docker/nginx.conf', import.meta.url), 'utf8');
  proxy = await startNginx(site, 'bff:4000', [new URL(app.url).host], { tls: true });
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    // The certificate is this run's own, self-signed.
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
});
afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await app?.close();
});

/** Sita shares a product with a photo: answers the link's id. */
async function shareAProduct(): Promise<string> {
  const gql = await graphqlAs(app, 'sita@demo.test');
  const { myProducts } = await gql<{ myProducts: { id: string; status: string; images: string[] }[] }>(
    'query { myProducts { id status images } }',
  );
  const product = myProducts.find((p) => p.status === 'AVAILABLE' && p.images.length > 0)!;
  const { shareProduct } = await gql<{ shareProduct: { id: string } }>(
    'mutation ($input: ShareProductInput!) { shareProduct(input: $input) { id } }',
    { input: { productId: product.id } },
  );
  return shareProduct.id;
}

/** Sita places an order of a product of her list: answers its tracking link's id. */
async function placeAnOrder(): Promise<string> {
  const gql = await graphqlAs(app, 'sita@demo.test');
  const { myProducts } = await gql<{ myProducts: { id: string; status: string; price: number }[] }>(
    'query { myProducts { id status price } }',
  );
  const product = myProducts.find((p) => p.status === 'AVAILABLE')!;
  const { addOrder } = await gql<{ addOrder: { order: { trackingUrl: string } } }>(
    'mutation ($input: AddOrderInput!) { addOrder(input: $input) { order { trackingUrl } } }',
    {
      input: {
        productId: product.id,
        quantity: 1,
        price: product.price,
        customerName: 'Anita Karki',
        customerPhone: '9841234567',
        customerLocation: 'Lalitpur',
      },
    },
  );
  return addOrder.order.trackingUrl.split('/t/')[1]!;
}

/** A run Lighthouse could not record (NO_NAVSTART, NO_FCP…): it asks to be run again. */
class NotMeasured extends Error {}

/** One Lighthouse run, mobile preset, in a browser that holds only the viewer's session cookie. */
async function measure(path: string, viewer: string | undefined): Promise<Figures> {
  const context = await browser.createBrowserContext();
  try {
    if (viewer) {
      const { hostname } = new URL(proxy.url);
      await context.setCookie({
        name: 'session',
        value: await sessionToken(app, viewer),
        domain: hostname,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      });
    }
    const page = await context.newPage();
    // Lighthouse empties the HTTP cache and the origin's storage, but not its cookies (its default `clearStorageTypes`).
    const result = await lighthouse(
      `${proxy.url}${path.replace('{shared}', sharedId).replace('{tracking}', trackingId)}`,
      { onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    if (lhr.runtimeError)
      throw new NotMeasured(
        `Lighthouse could not measure ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const audit = (id: string) => lhr.audits[id]!.numericValue!;
    return {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      firstPaint: Math.round(audit('first-contentful-paint')),
      largestPaint: Math.round(audit('largest-contentful-paint')),
      blocking: Math.round(audit('total-blocking-time')),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await context.close();
  }
}

const within = (figures: Figures, target: Bounds) =>
  figures.score >= target.score &&
  figures.largestPaint <= target.largestPaint &&
  figures.blocking <= target.blocking &&
  figures.bytes <= target.bytes;

function line(name: string, f: Figures, target: Bounds): string {
  const mark = (met: boolean) => (met ? 'met' : 'NOT met');
  return [
    `${name}:`,
    `score ${f.score} (≥ ${target.score}, ${mark(f.score >= target.score)})`,
    `first paint ${f.firstPaint} ms`,
    `largest paint ${f.largestPaint} ms (≤ ${target.largestPaint}, ${mark(f.largestPaint <= target.largestPaint)})`,
    `blocking ${f.blocking} ms (≤ ${target.blocking}, ${mark(f.blocking <= target.blocking)})`,
    `${(f.bytes / KB).toFixed(1)} KB (≤ ${target.bytes / KB} KB, ${mark(f.bytes <= target.bytes)})`,
  ].join(' ');
}

describe('Lighthouse, mobile preset', () => {
  it.each(PAGES)(
    '$name ($path) against its targets',
    async ({ name, path, viewer, target }) => {
      let best: Figures | undefined;
      let notMeasured: NotMeasured | undefined;
      for (let run = 1; run <= RUNS && !(best && within(best, target)); run += 1) {
        let next: Figures;
        try {
          next = await measure(path, viewer);
        } catch (error) {
          if (!(error instanceof NotMeasured)) throw error;
          notMeasured = error;
          continue;
        }
        if (
          !best ||
          within(next, target) ||
          next.score > best.score ||
          (next.score === best.score && next.largestPaint < best.largestPaint)
        )
          best = next;
      }
      if (!best) throw notMeasured!;
      console.log(line(name, best, target));
      expect(best.score).toBeGreaterThanOrEqual(target.score);
      expect(best.largestPaint).toBeLessThanOrEqual(target.largestPaint);
      expect(best.blocking).toBeLessThanOrEqual(target.blocking);
      expect(best.bytes).toBeLessThanOrEqual(target.bytes);
    },
    120_000,
  );
});
