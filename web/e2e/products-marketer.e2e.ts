import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImages, signIn, toast, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, PHONE, screenshot, startApp, type App } from './harness.ts';
import { card, columns, copiesLoaded, WIDE } from './products-screen.ts';

/** Products as a marketer: the grid on a phone and a wide desktop, each card, and My Products. */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('products as a marketer', () => {
  it('lays the grid out in one column on a phone and four on a wide desktop', async () => {
    const phone = await app.newPage(PHONE);
    await signIn(phone, 'sita@demo.test');
    await phone.goto('/products');
    expect(await columns(phone)).toBe(1);
    await loadImages(phone);
    await screenshot(phone, 'products-marketer-phone');

    const desktop = await app.newPage(DESKTOP);
    await signIn(desktop, 'sita@demo.test');
    await desktop.goto('/products');
    expect(await columns(desktop)).toBe(4);
    await loadImages(desktop);
    await screenshot(desktop, 'products-marketer-desktop');

    const wide = await app.newPage(WIDE);
    await signIn(wide, 'sita@demo.test');
    await wide.goto('/products');
    expect(await columns(wide)).toBe(4);
    const tops = await wide
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.slice(0, 5).map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  });

  it('shows each card with image, name, price, commission, stock badge and its buttons', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL('**/products');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
    await visible(page.getByRole('heading', { name: 'Products', level: 1 }));

    const shawl = card(page, 'Pashmina Shawl');
    await visible(shawl.getByRole('img', { name: 'Pashmina Shawl' }));
    expect(await copiesLoaded(shawl.locator('img'))).toEqual(['?w=320&f=webp']);
    const text = await shawl.innerText();
    expect(text).toContain('Pashmina Shawl');
    expect(text).toContain('Price: Rs. 4,500.00');
    expect(text).toContain('Commission: Rs. 540.00 (12% of the price)');
    expect(await shawl.getByText('Out of Stock').count()).toBe(0);
    expect(await shawl.getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(
      /^\/productDetail\?productId=\w+$/,
    );
    // Already in her list.
    expect(await shawl.getByRole('button', { name: 'In My Products' }).isDisabled()).toBe(true);

    for (const name of ['Yak Wool Socks', 'Timur Chilli Pickle'])
      await visible(card(page, name).getByText('Out of Stock', { exact: true }));
    expect(await page.getByText('Out of Stock', { exact: true }).count()).toBe(2);
    // Out of stock and not in her list: the add button is there, but disabled.
    expect(
      await card(page, 'Timur Chilli Pickle').getByRole('button', { name: 'Add to My Product' }).isDisabled(),
    ).toBe(true);
    expect(
      await card(page, 'Allo Fabric Tote Bag').getByRole('button', { name: 'Add to My Product' }).isEnabled(),
    ).toBe(true);
    // No admin controls for a marketer.
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add Product' }).count()).toBe(0);

    await shawl.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/productDetail\?productId=\w+$/);
    await visible(page.getByRole('heading', { name: 'Pashmina Shawl', level: 1 }));
    await visible(page.getByText('NPR 4,500.00', { exact: true }));
    expect(await page.getByRole('button', { name: 'In My Products' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit Product' }).count()).toBe(0);
  });

  it('adds a product to My Products and removes it again, with the cards following', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await page.goto('/products');
    const tote = card(page, 'Allo Fabric Tote Bag');
    await visible(tote);
    await page.waitForLoadState('networkidle');
    const requests = countGraphQL(page);
    await tote.getByRole('button', { name: 'Add to My Product' }).click();
    await visible(toast(page, 'Product added to your list'));
    await visible(tote.getByRole('button', { name: 'In My Products' }));
    expect(requests.names).toEqual(['AddToMyProducts']);

    await page.getByRole('link', { name: 'My Products' }).click();
    await page.waitForURL('**/myProducts');
    await visible(page.getByRole('heading', { name: 'My Products', level: 1 }));
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(9);
    const mine = card(page, 'Allo Fabric Tote Bag');
    await visible(mine);
    await visible(mine.getByRole('link', { name: 'View Details' }));
    expect(await mine.getByRole('button', { name: 'Add to My Product' }).count()).toBe(0);
    await loadImages(page);
    await screenshot(page, 'my-products-desktop');

    requests.reset();
    await mine.getByRole('button', { name: 'Remove from My Product' }).click();
    await visible(toast(page, 'Product removed from your list'));
    await mine.waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-card').count()).toBe(8);
    expect(requests.names).toEqual(['RemoveFromMyProducts']);

    await page.getByRole('link', { name: 'All Products' }).click();
    await page.waitForURL('**/products');
    expect(
      await card(page, 'Allo Fabric Tote Bag').getByRole('button', { name: 'Add to My Product' }).isEnabled(),
    ).toBe(true);

    const phone = await app.newPage(PHONE);
    await signIn(phone, 'sita@demo.test');
    await phone.goto('/myProducts');
    await visible(card(phone, 'Pashmina Shawl'));
    await loadImages(phone);
    await screenshot(phone, 'my-products-phone');
  });
});
