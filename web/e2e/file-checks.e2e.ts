import { UPLOAD_MAX_FILE_BYTES } from '@bikri/schema/media';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paintPng } from '../../bff/gateway-sim/png.ts';
import { signIn, visible } from './commerce-helpers.ts';
import { countGraphQL, PHONE, screenshot, startApp, type App } from './harness.ts';

/**
 * Files are judged in the browser before anything is shown or sent, on a phone:
 * the limits are stated on each file control, a renamed program and a GIF over the upload limit
 * are refused by name, no broken preview appears, and a "required" complaint goes once a valid
 * image is chosen.
 */

const LIMITS = 'PNG, JPEG, WebP or GIF, up to 5 MB each; larger photos are made smaller for you.';
/** A Windows program's first bytes, under a photo's name. */
const program = (name: string) => ({
  name,
  mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.\r\n'),
});
const qrPng = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: paintPng({ width: 120, height: 120, from: { r: 20, g: 20, b: 20 }, to: { r: 90, g: 90, b: 90 }, text: 'QR' }),
});

/** A valid GIF over the upload limit: a small picture carrying a long comment (GIFs are sent as they are, to keep their animation). */
async function hugeGif(name: string) {
  const picture = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#3a7' } })
    .gif()
    .toBuffer();
  const block = Buffer.concat([Buffer.from([255]), Buffer.alloc(255, 0x41)]);
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe]),
    ...Array.from({ length: Math.ceil(UPLOAD_MAX_FILE_BYTES / 255) + 64 }, () => block),
    Buffer.from([0]),
  ]);
  // The comment goes before the trailer (the last byte, 0x3B).
  const buffer = Buffer.concat([picture.subarray(0, -1), comment, picture.subarray(-1)]);
  expect(buffer.length).toBeGreaterThan(UPLOAD_MAX_FILE_BYTES);
  return { name, mimeType: 'image/gif', buffer };
}

/** Every preview in `list` has loaded with a size: none shows as a broken image. */
const previewSizes = (list: Locator) =>
  list
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth),
    );

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

async function phonePage(email: string): Promise<Page> {
  const page = await app.newPage(PHONE);
  await signIn(page, email);
  return page;
}

describe('files checked in the browser first, at 390 px', () => {
  it('the payment QR: limits stated; a renamed program and a GIF over the limit refused by name before upload; "required" gone once an image is chosen', async () => {
    const page = await phonePage('gita@demo.test');
    await page.goto('/userVerification');
    const picker = page.getByLabel('Payment QR image');
    await visible(page.getByText(LIMITS));
    expect(await picker.getAttribute('aria-describedby')).toBe(await page.getByText(LIMITS).getAttribute('id'));

    await page.getByRole('button', { name: 'Submit for review' }).click();
    const required = page.getByText('Payment QR image is required', { exact: true });
    await visible(required);

    const requests = countGraphQL(page);
    const chosen = page.getByRole('list', { name: 'Chosen images' });
    await picker.setInputFiles(program('esewa-qr.png'));
    await visible(
      page.getByText('These cannot be opened as PNG, JPEG, WebP or GIF images: esewa-qr.png.', { exact: true }),
    );
    expect(await chosen.count()).toBe(0);
    expect(await required.count()).toBe(0);
    await screenshot(page, 'file-checks-qr-refused-phone');

    await picker.setInputFiles(await hugeGif('animated-qr.gif'));
    await visible(page.getByText('Larger than the 5 MB upload limit: animated-qr.gif.', { exact: true }));
    expect(await chosen.count()).toBe(0);

    await picker.setInputFiles(qrPng('esewa-qr.png'));
    await visible(chosen.getByRole('img', { name: 'esewa-qr.png' }));
    await expect.poll(() => previewSizes(chosen)).toEqual([120]);
    expect(await page.getByText(/cannot be opened|upload limit|Payment QR image is required/).count()).toBe(0);
    // Nothing was sent while the files were judged.
    expect(requests.names).toEqual([]);
    await screenshot(page, 'file-checks-qr-chosen-phone');
  }, 60_000);

  it('product photos: a renamed program among good photos is named under the field and never previewed', async () => {
    const page = await phonePage('admin@demo.test');
    await page.goto('/addProduct');
    const picker = page.getByLabel('Product images');
    await visible(page.getByText(LIMITS));
    const requests = countGraphQL(page);
    await picker.setInputFiles([qrPng('front.png'), program('IMG_2001.jpg')]);
    await visible(
      page.getByText('These cannot be opened as PNG, JPEG, WebP or GIF images: IMG_2001.jpg.', { exact: true }),
    );
    const chosen = page.getByRole('list', { name: 'Chosen images' });
    await expect.poll(() => previewSizes(chosen)).toEqual([120]);
    expect(
      await chosen.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt)),
    ).toEqual(['front.png']);
    expect(requests.names).toEqual([]);
    await screenshot(page, 'file-checks-product-phone');

    // In Nepali, the limits and the refusal in Nepali words and digits.
    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.reload();
    await visible(page.getByText('PNG, JPEG, WebP वा GIF, प्रत्येक ५ MB सम्म; ठूला फोटोहरू तपाईंका लागि आफैं सानो बनाइन्छ।'));
    await page.getByLabel('सामानका तस्बिरहरू').setInputFiles(program('IMG_2002.jpg'));
    await visible(
      page.getByText('यी फाइलहरू PNG, JPEG, WebP वा GIF तस्बिरका रूपमा खोल्न सकिएन: IMG_2002.jpg।', { exact: true }),
    );
    await screenshot(page, 'file-checks-product-ne-phone');
  }, 60_000);
});
