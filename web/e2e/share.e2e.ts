import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, signIn, viewportShot, visible } from './commerce-helpers.ts';
import { PHONE, screenshot, startApp, type App } from './harness.ts';

/**
 * Sharing a product so that it reaches a customer: a marketer on a 390 px phone makes a link at
 * her price, and a customer with no account opens it, sees the product and can order from her by
 * WhatsApp or a call; the page's HTML carries the preview WhatsApp and Facebook show.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const card = (page: Page, name: string) => page.locator(`[data-testid="product-card"][aria-label="${name}"]`);
const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('a shared product', () => {
  it('reaches a signed-out customer at the marketer’s price, with a preview and ways to order', async () => {
    const sita = await app.newPage(PHONE, { hasTouch: true });
    await signIn(sita, 'sita@demo.test');
    await sita.goto('/products');
    const pashmina = card(sita, 'Pashmina Shawl');
    await visible(pashmina);
    // The card's buttons and the share icon stay on one line.
    const [first, icon] = await Promise.all([
      pashmina.getByRole('link', { name: 'View Details' }).boundingBox(),
      pashmina.getByRole('button', { name: 'Share Pashmina Shawl' }).boundingBox(),
    ]);
    expect(Math.abs(first!.y - icon!.y)).toBeLessThan(8);

    await pashmina.getByRole('button', { name: 'Share Pashmina Shawl' }).tap();
    const dialog = sita.getByRole('dialog', { name: 'Share Pashmina Shawl' });
    await visible(dialog);
    const price = dialog.getByLabel(/Your selling price/);
    expect(await price.inputValue()).toBe('4500');
    // Her profile's phone, until she changes it.
    await expect.poll(() => dialog.getByLabel(/Phone for orders/).inputValue()).toMatch(/^98\d{8}$/);
    await price.fill('४९९९');
    await dialog.getByRole('button', { name: 'Create link' }).tap();
    const linkBox = dialog.getByLabel('Link to share');
    await visible(linkBox);
    const url = await linkBox.inputValue();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{22}$/);
    expect(await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    await settled(sita);
    await viewportShot(sita, 'share-dialog-phone');

    // The preview the messaging apps read, from the HTML the server sends.
    const html = await (await fetch(url)).text();
    expect(meta(html, 'og:title')).toBe('Pashmina Shawl — Rs. 4,999.00');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);

    // A customer on another phone, with no account.
    const customer = await app.newPage(PHONE, { hasTouch: true });
    await customer.goto(url);
    await visible(customer.getByRole('heading', { level: 1, name: 'Pashmina Shawl' }));
    await visible(customer.getByText('Rs. 4,999.00', { exact: true }));
    await visible(customer.getByText('Sold by Sita Sharma'));
    expect(await customer.getByRole('link', { name: 'Order on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/97798\d{8}\?text=/,
    );
    expect(await customer.getByRole('link', { name: /^Call to order/ }).getAttribute('href')).toMatch(
      /^tel:\+97798\d{8}$/,
    );
    await customer.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    );
    await screenshot(customer, 'shared-product-phone');
  });
});
