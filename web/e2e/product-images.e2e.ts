import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, viewportShot, visible } from './commerce-helpers.ts';
import { DESKTOP, PHONE, sessionToken, useApp, type App } from './harness.ts';

/**
 * Images sized for phones: an admin adds products with phone photos (made smaller in the browser
 * before they are sent), then a marketer on a phone scrolls the whole grid, which must weigh
 * 300 KB of images at most, with nothing moving as they arrive.
 */

/** Products in the grid once the admin has added one for each photo: the stand-in's 12 and 8 with photos. */
const GRID = 20;
const PHOTOS = 8;
/** The budget for the images of the 20-product grid on a phone. */
const TARGET_BYTES = 300 * 1024;
/** 390×844 CSS pixels at 3 device pixels each: the iPhone 12-15's screen, the densest phones ask the most. */
const PHONE_DPR = 3;
const W = 3000;
const H = 4000;

/** A product on a lit backdrop with a woven pattern and a shadow, at full phone-camera size. */
const scene = (hue: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <radialGradient id="light" cx="40%" cy="30%" r="90%"><stop offset="0" stop-color="hsl(${hue},25%,92%)"/><stop offset="1" stop-color="hsl(${hue},20%,55%)"/></radialGradient>
    <pattern id="weave" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(20)">
      <rect width="36" height="36" fill="hsl(${(hue + 180) % 360},55%,42%)"/><rect width="18" height="36" fill="hsl(${(hue + 190) % 360},60%,52%)"/>
      <rect y="9" width="36" height="6" fill="hsl(${(hue + 30) % 360},70%,60%)"/>
    </pattern>
    <filter id="soft"><feGaussianBlur stdDeviation="60"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#light)"/>
  <rect y="${H * 0.68}" width="${W}" height="${H * 0.32}" fill="hsl(${hue},15%,35%)" opacity="0.5"/>
  <ellipse cx="${W / 2 + 80}" cy="${H * 0.78}" rx="1100" ry="180" opacity="0.45" filter="url(#soft)"/>
  <rect x="${W * 0.18}" y="${H * 0.2}" width="${W * 0.64}" height="${H * 0.56}" rx="120" fill="url(#weave)"/>
  <rect x="${W * 0.18}" y="${H * 0.2}" width="${W * 0.64}" height="${H * 0.12}" rx="60" fill="hsl(${hue},30%,85%)" opacity="0.35"/>
  <circle cx="${W / 2}" cy="${H * 0.48}" r="380" fill="hsl(${(hue + 60) % 360},65%,50%)" stroke="#fff" stroke-width="40"/>
</svg>`;

/** JPEGs of 3000×4000 with sensor grain, weighing what a phone's photos weigh (3-4 MB): one scene drawn once, in a new hue each. */
async function phonePhotos(folder: string, count: number): Promise<string[]> {
  const grain = await sharp({
    create: { width: W, height: H, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .raw()
    .toBuffer();
  const drawn = await sharp(Buffer.from(scene(30)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const paths: string[] = [];
  for (let n = 0; n < count; n++) {
    const path = join(folder, `IMG_20260${n + 1}.jpg`);
    await sharp(drawn, { raw: { width: W, height: H, channels: 3 } })
      .modulate({ hue: n * 47 })
      .composite([{ input: grain, raw: { width: W, height: H, channels: 3 }, blend: 'soft-light' }])
      .jpeg({ quality: 92 })
      .toFile(path);
    paths.push(path);
  }
  return paths;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let app: App;
useApp((started) => (app = started), 'each');
let folder: string;
let photos: string[];
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bikri-phone-photos-'));
  const started = performance.now();
  photos = await phonePhotos(folder, PHOTOS);
  console.log(
    `${PHOTOS} phone photos of ${W}×${H} made in ${Math.round(performance.now() - started)} ms, ${photos.map((p) => kb(statSync(p).size)).join(', ')}`,
  );
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * The admin adds a product for each photo through the BFF, the photo as the browser sends it
 * (1200×1600 JPEG), as the test of adding products does through the form.
 */
async function addPhotoProducts(): Promise<void> {
  const cookie = `session=${await sessionToken(app, 'admin@demo.test')}`;
  const query = 'mutation AddPhotoProduct($input: AddProductInput!) { addProduct(input: $input) { product { id } } }';
  for (const [n, photo] of photos.entries()) {
    const jpeg = await sharp(photo).resize(1200, 1600).jpeg({ quality: 80 }).toBuffer();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query,
        variables: {
          input: { name: `Handmade Item ${n + 1}`, price: 1000 + n * 250, commissionRate: 10, images: [null] },
        },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.images.0'] }));
    form.append('0', new Blob([jpeg], { type: 'image/jpeg' }), `IMG_20260${n + 1}.jpg`);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { cookie, 'apollo-require-preflight': 'true', 'idempotency-key': randomUUID() },
      body: form,
    });
    const answer = (await response.json()) as { data?: { addProduct: { product: { id: string } } }; errors?: unknown };
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  }
  expect(app.gateway.store.db.products).toHaveLength(GRID);
}

describe('product images on a phone', () => {
  it('an admin adds products with phone photos; each is made smaller in the browser, with its progress shown, before it is sent', async () => {
    expect(app.gateway.store.db.products).toHaveLength(GRID - PHOTOS);
    const page = await app.newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, 'admin@demo.test');
    for (const [n, photo] of photos.entries()) {
      await page.goto('/addProduct');
      await page.getByLabel('Product name').fill(`Handmade Item ${n + 1}`);
      await page.getByLabel('Price').fill(String(1000 + n * 250));
      await page.getByLabel('Commission rate').fill('10');
      const submit = page.getByRole('button', { name: 'Add Product' });

      const started = performance.now();
      await page.getByLabel('Product images').setInputFiles(photo);
      if (n === 0) {
        // The first photo is watched on its way: the progress, and the form waiting for it.
        await visible(page.getByText('Making photos smaller for upload'));
        await visible(page.getByRole('progressbar'));
        expect(await submit.isDisabled()).toBe(true);
      }
      await visible(
        page.getByRole('list', { name: 'Chosen images' }).getByRole('img', { name: `IMG_20260${n + 1}.jpg` }),
      );
      await page.getByText('Making photos smaller for upload').waitFor({ state: 'detached' });
      const resizedMs = Math.round(performance.now() - started);
      expect(await submit.isDisabled()).toBe(false);

      const upload = page.waitForResponse(
        (r) =>
          r.url().endsWith('/graphql') &&
          (r.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'),
      );
      await submit.click();
      const answer = (await (await upload).json()) as { data: { addProduct: { product: { images: string[] } } } };
      await page.waitForURL('**/products');

      // What reached the gateway: the photo at 1600 pixels on its longest side.
      const name = answer.data.addProduct.product.images[0]!.split('/').pop()!;
      const stored = app.gateway.store.files.get(name)!.data;
      const { format, width, height } = await sharp(stored).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 1600 });
      expect(stored.length).toBeLessThan(statSync(photo).size / 4);
      console.log(
        `photo ${n + 1}: ${kb(statSync(photo).size)} ${W}×${H} → uploaded ${kb(stored.length)} ${width}×${height}, ready to send in ${resizedMs} ms`,
      );
    }
    expect(app.gateway.store.db.products).toHaveLength(GRID);
    // In our own worker, from this origin; the library's main-thread copy was never needed.
    expect(scripts.filter((path) => /resize-image\.worker-[\w-]+\.js$/.test(path))).toHaveLength(PHOTOS);
    expect(scripts.filter((path) => path.includes('browser-image-compression'))).toEqual([]);
  }, 240_000);

  it(`a marketer on a ${PHONE.width}×${PHONE.height} phone at ${PHONE_DPR}x scrolls the whole grid: card-sized WebP, ≤ 300 KB of images, nothing shifts`, async () => {
    // Without the service worker, whose answers the page's resource timings count as 0 bytes.
    const context = await app.browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: PHONE_DPR,
      isMobile: true,
      hasTouch: true,
      baseURL: app.url,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(10_000);
    await addPhotoProducts();
    const page = await context.newPage();
    // Every layout shift of every document, from its first script on.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          shifts.push(
            `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?').join(' | ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signIn(page, 'sita@demo.test');

    const started = performance.now();
    await page.goto('/products');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(GRID);
    // Down the whole grid the way a thumb does, half a screen at a time, each place drawn (the
    // lazy images near it asked for) before the next.
    await page.evaluate(async () => {
      const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await drawn();
      }
    });
    const images = page.locator('main img');
    await expect
      .poll(
        () =>
          images.evaluateAll((all) =>
            all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    const loadedMs = Math.round(performance.now() - started);

    const transfers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/media/'))
        .map((entry) => ({
          url: new URL(entry.name).pathname + new URL(entry.name).search,
          bytes: (entry as PerformanceResourceTiming).transferSize,
        })),
    );
    const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
    const photoBytes = transfers.filter((t) => t.url.includes('/product-')).map((t) => t.bytes);
    console.log(
      `${GRID}-product grid on a ${PHONE.width}×${PHONE.height} phone at ${PHONE_DPR}x: ${transfers.length} images, ${total} bytes (${kb(total)}) transferred against a target of ≤ ${kb(TARGET_BYTES)}; ` +
        `photos ${photoBytes.map(kb).join(', ')}; the stand-in's 12 drawings ${kb(total - photoBytes.reduce((a, b) => a + b, 0))}; all loaded ${loadedMs} ms after opening the page`,
    );
    // One image per card, each the largest copy a card offers, in WebP.
    expect(transfers).toHaveLength(GRID);
    // Every image came over the network, so its bytes are counted.
    expect(transfers.filter((t) => t.bytes === 0)).toEqual([]);
    for (const { url } of transfers)
      expect(url).toMatch(/^\/media\/[\w-]{22}\/uploads\/[\w-]+\.(png|jpg)\?w=480&f=webp$/);
    expect(
      await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc.split('?')[1])),
    ).toEqual(Array<string>(GRID).fill('w=480&f=webp'));

    // Cards keep their 4:3 box whether or not their image has come.
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    expect(total).toBeLessThanOrEqual(TARGET_BYTES);

    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportShot(page, 'product-images-phone');
    await page.getByTestId('product-card').last().scrollIntoViewIfNeeded();
    await viewportShot(page, 'product-images-phone-photos');
  }, 120_000);
});
