import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paintPng } from '../../bff/gateway-sim/png.ts';
import { holdOperation, loadImages, signIn, toast, viewportShot, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, PHONE, screenshot, useApp, type App } from './harness.ts';
import { card, copiesLoaded, currentSlide, dialog, imagesLoaded, openCardMenu } from './products-screen.ts';

/** Products as an admin: adding with images, loading and unknown products, editing, stock and deleting. */

/**
 * Real PNG files on disk: a person who picks the same file twice gives the browser the same name,
 * size and modification time (buffers would get a new time on every pick).
 */
const files = mkdtempSync(join(tmpdir(), 'bikri-product-images-'));
function png(name: string, text: string, hue: number): string {
  const path = join(files, name);
  writeFileSync(
    path,
    paintPng({ width: 240, height: 240, from: { r: hue, g: 120, b: 60 }, to: { r: 40, g: 60, b: 255 - hue }, text }),
  );
  return path;
}

afterAll(() => rmSync(files, { recursive: true, force: true }));

// Each test changes the catalogue (adds, edits, stocks or deletes a product): a world of its own.
let app: App;
useApp((started) => (app = started), 'each');

describe('products as an admin', () => {
  it('adds a product with two images: previews, duplicates, removal, live commission, progress, toast', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/products');
    await visible(card(page, 'Pashmina Shawl'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // Admins manage, they do not keep a list.
    expect(await page.getByRole('link', { name: 'My Products' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to My Product' }).count()).toBe(0);
    await loadImages(page);
    await screenshot(page, 'products-admin-desktop');

    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL('**/addProduct');
    await visible(page.getByRole('heading', { name: 'Add Product', level: 1 }));

    // Everything required is asked for before anything is sent.
    const requests = countGraphQL(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const problem of [
      'Name is required',
      'Enter a price greater than 0',
      'Enter a rate from 0 to 100',
      'Add at least one image',
    ]) {
      await visible(page.getByText(problem, { exact: true }));
    }
    expect(requests.names).toEqual([]);

    await page.getByLabel('Product name').fill('Rhododendron Honey');
    // A corrected field loses its complaint at once.
    expect(await page.getByText('Name is required').count()).toBe(0);
    expect(await page.getByText('Enter a price greater than 0').count()).toBe(1);
    const commission = page.getByLabel('Commission', { exact: true });
    await page.getByLabel('Price').fill('1250');
    expect(await commission.inputValue()).toBe('');
    await page.getByLabel('Commission rate').fill('16');
    expect(await commission.inputValue()).toBe('Rs. 200.00');
    await page.getByLabel('Commission rate').fill('12.5');
    expect(await commission.inputValue()).toBe('Rs. 156.25');
    await page.getByLabel('Price').fill('1299.99');
    expect(await commission.inputValue()).toBe('Rs. 162.50');
    await page.getByLabel('Price').fill('1250');
    await page
      .getByLabel('Description (optional)')
      .fill('Wild honey from the rhododendron forests of the Annapurna foothills.');

    const picker = page.getByLabel('Product images');
    const chosen = page.getByRole('list', { name: 'Chosen images' });
    const front = png('honey-front.png', 'RH', 200);
    const back = png('honey-back.png', 'AB', 60);
    await picker.setInputFiles([front, back]);
    // Each file is checked (its content, that it opens) before it is shown.
    await visible(chosen.getByRole('img', { name: 'honey-back.png' }));
    expect(await page.getByText('Add at least one image').count()).toBe(0);
    expect(await chosen.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt))).toEqual([
      'honey-front.png',
      'honey-back.png',
    ]);
    expect(await imagesLoaded(chosen.locator('img'))).toEqual([240, 240]);

    await picker.setInputFiles([front]);
    await visible(page.getByText('Already added, skipped: honey-front.png.', { exact: true }));
    expect(await chosen.getByRole('listitem').count()).toBe(2);

    const notes = join(files, 'notes.txt');
    writeFileSync(notes, 'not a picture');
    await picker.setInputFiles([notes]);
    await visible(page.getByText('Only image files can be added (notes.txt).', { exact: true }));
    expect(await chosen.getByRole('listitem').count()).toBe(2);

    await picker.setInputFiles([png('honey-extra.png', 'X', 120)]);
    await visible(chosen.getByRole('img', { name: 'honey-extra.png' }));
    expect(await chosen.getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Remove honey-extra.png' }).click();
    expect(await chosen.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt))).toEqual([
      'honey-front.png',
      'honey-back.png',
    ]);
    await screenshot(page, 'add-product-desktop');

    // Hold the gateway's answer so that the finished upload can be seen, and the list's refresh
    // so that the new card is seen coming from the cache.
    await app.dev.fault({ mode: 'delay', ms: 1500, path: '/admin/addProduct', times: 1 });
    const listRefresh = await holdOperation(page, 'ProductsPage');
    requests.reset();
    const upload = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') && (r.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'),
    );
    await page.getByRole('button', { name: 'Add Product' }).click();
    const progress = page.getByRole('progressbar');
    await visible(progress);
    await visible(page.getByText('Uploading images'));
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByRole('button', { name: /Saving/ }).isDisabled()).toBe(true);

    const answer = (await (await upload).json()) as {
      data: { addProduct: { message: string; product: { id: string; name: string; images: string[] } } };
    };
    expect(answer.data.addProduct.product.name).toBe('Rhododendron Honey');
    expect(answer.data.addProduct.product.images).toHaveLength(2);
    await visible(toast(page, answer.data.addProduct.message));
    expect(answer.data.addProduct.message).toBe('Product added');
    await page.waitForURL('**/products');
    const honey = card(page, 'Rhododendron Honey');
    await visible(honey);
    // Shown from the cache while the list refresh is still held, where the server lists it (last).
    expect(listRefresh.held()).toBe(1);
    expect(await page.getByTestId('product-card').last().getAttribute('aria-label')).toBe('Rhododendron Honey');
    expect(await honey.innerText()).toContain('Price: Rs. 1,250.00');
    expect(await honey.innerText()).toContain('Commission: Rs. 156.25 (12.5% of the price)');
    await honey.scrollIntoViewIfNeeded();
    expect(await copiesLoaded(honey.locator('img'))).toEqual(['?w=320&f=webp']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The upload and the list refresh of the page it went back to.
    expect(requests.names).toEqual(['AddProduct', 'ProductsPage']);
    const refreshed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') && r.request().postData()?.includes('"operationName":"ProductsPage"') === true,
    );
    await listRefresh.release();
    await refreshed;
    expect(await page.getByTestId('product-card').last().getAttribute('aria-label')).toBe('Rhododendron Honey');
    expect(await page.getByTestId('product-card').count()).toBe(13);

    // Its detail page: both images in a carousel that wraps, with buttons, dots and arrow keys.
    await honey.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/productDetail\?productId=\w+$/);
    await visible(page.getByRole('heading', { name: 'Rhododendron Honey', level: 1 }));
    await visible(page.getByText('NPR 1,250.00', { exact: true }));
    await visible(page.getByText('12.5%', { exact: true }));
    await visible(page.getByText('NPR 156.25', { exact: true }));
    await visible(page.getByText('Available', { exact: true }));
    await visible(page.getByText('Wild honey from the rhododendron forests of the Annapurna foothills.'));
    const slides = page.locator('[aria-roledescription="slide"] img');
    expect(await slides.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt))).toEqual([
      'Rhododendron Honey, image 1 of 2',
      'Rhododendron Honey, image 2 of 2',
    ]);
    expect(await copiesLoaded(slides)).toEqual(['?w=640&f=webp', '?w=640&f=webp']);
    await expect.poll(() => currentSlide(page)).toBe('1 of 2');
    const next = page.getByRole('button', { name: /^Next (image|slide)$/ });
    const previous = page.getByRole('button', { name: /^Previous (image|slide)$/ });
    await next.click();
    await expect.poll(() => currentSlide(page)).toBe('2 of 2');
    await next.click();
    await expect.poll(() => currentSlide(page)).toBe('1 of 2');
    await previous.click();
    await expect.poll(() => currentSlide(page)).toBe('2 of 2');
    await previous.click();
    await expect.poll(() => currentSlide(page)).toBe('1 of 2');
    const dots = page.getByRole('button', { name: /^Go to slide \d$/ });
    expect(await dots.count()).toBe(2);
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect.poll(() => currentSlide(page)).toBe('2 of 2');
    expect(await page.getByRole('button', { name: 'Go to slide 2' }).getAttribute('data-current')).not.toBeNull();
    await page.getByRole('button', { name: 'Go to slide 2' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(page)).toBe('1 of 2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(page)).toBe('2 of 2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(page)).toBe('1 of 2');
    await screenshot(page, 'product-detail-desktop');
  });

  it('shows "Loading product details..." while loading, and that a product the gateway does not know is no longer available', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'admin@demo.test');
    await page.goto('/products');
    const href = (await card(page, 'Pashmina Shawl').getByRole('link', { name: 'View Details' }).getAttribute('href'))!;
    await app.dev.fault({ mode: 'delay', ms: 1200, path: '/product/product', times: 1 });
    await page.goto(href);
    await visible(page.getByText('Loading product details...', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Pashmina Shawl', level: 1 }));
    expect(await page.getByText('Loading product details...').count()).toBe(0);
    await visible(page.getByText('NPR 4,500.00', { exact: true }));
    await visible(page.getByText('NPR 540.00', { exact: true }));
    await imagesLoaded(page.locator('[aria-roledescription="slide"] img'));
    await screenshot(page, 'product-detail-phone');

    await page.goto('/productDetail?productId=000000000000000000000000');
    await visible(page.getByText('This product is no longer available.', { exact: true }));
    await visible(toast(page, 'Product not found'));
  });

  it('edits a product from the card menu after confirmation; the edit page survives a reload', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/products');
    const menu = await openCardMenu(page, 'Dhaka Topi');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Edit Product',
      'Mark out of stock',
      'Delete Product',
    ]);
    await menu.getByRole('menuitem', { name: 'Edit Product' }).click();
    await visible(dialog(page));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/editProduct\?productId=\w+$/);
    await visible(page.getByRole('heading', { name: 'Edit Product', level: 1 }));
    expect(await page.getByLabel('Product name').inputValue()).toBe('Dhaka Topi');

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Edit Product', level: 1 }));
    expect(await page.getByLabel('Product name').inputValue()).toBe('Dhaka Topi');
    expect(await page.getByLabel('Price').inputValue()).toBe('650');
    expect(await page.getByLabel('Commission rate').inputValue()).toBe('18');
    expect(await page.getByLabel('Commission', { exact: true }).inputValue()).toBe('Rs. 117.00');
    await visible(page.getByText('Current images (new ones replace them):'));
    await screenshot(page, 'edit-product-desktop');

    await page.getByLabel('Price').fill('700');
    expect(await page.getByLabel('Commission', { exact: true }).inputValue()).toBe('Rs. 126.00');
    const requests = countGraphQL(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Product updated'));
    await page.waitForURL('**/products');
    await expect.poll(() => card(page, 'Dhaka Topi').innerText()).toContain('Price: Rs. 700.00');
    expect(await card(page, 'Dhaka Topi').innerText()).toContain('Commission: Rs. 126.00 (18% of the price)');
    expect(requests.names[0]).toBe('EditProduct');

    const phone = await app.newPage(PHONE);
    await signIn(phone, 'admin@demo.test');
    await phone.goto('/products');
    await visible(card(phone, 'Pashmina Shawl'));
    await loadImages(phone);
    await screenshot(phone, 'products-admin-phone');
    await phone.goto('/addProduct');
    await visible(phone.getByLabel('Product name'));
    await screenshot(phone, 'add-product-phone');
    await card(page, 'Dhaka Topi').getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/productDetail/);
    await page.getByRole('link', { name: 'Edit Product' }).click();
    await page.waitForURL(/\/editProduct\?productId=\w+$/);
    await phone.goto(page.url().replace(app.url, ''));
    await visible(phone.getByRole('heading', { name: 'Edit Product', level: 1 }));
    expect(await phone.getByLabel('Product name').inputValue()).toBe('Dhaka Topi');
    await screenshot(phone, 'edit-product-phone');
  });

  it('toggles stock behind a confirmation; the card and the detail page follow with no refetch', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/products');
    const bowl = card(page, 'Singing Bowl Set');
    // Seen once, so that its detail page is in the cache.
    await bowl.getByRole('link', { name: 'View Details' }).click();
    await visible(page.getByRole('heading', { name: 'Singing Bowl Set', level: 1 }));
    await visible(page.getByText('Available', { exact: true }));
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await page.waitForURL('**/products');
    await visible(bowl);

    const requests = countGraphQL(page);
    let menu = await openCardMenu(page, 'Singing Bowl Set');
    await menu.getByRole('menuitem', { name: 'Mark out of stock' }).click();
    await visible(dialog(page).getByText('Are you sure this product is out-of-stock?', { exact: true }));
    await dialog(page).getByRole('button', { name: 'No' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(requests.names).toEqual([]);
    expect(await bowl.getByText('Out of Stock').count()).toBe(0);

    menu = await openCardMenu(page, 'Singing Bowl Set');
    await menu.getByRole('menuitem', { name: 'Mark out of stock' }).click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await visible(toast(page, 'Product marked out-of-stock'));
    await visible(bowl.getByText('Out of Stock', { exact: true }));
    await bowl.getByRole('link', { name: 'View Details' }).click();
    await visible(page.getByRole('heading', { name: 'Singing Bowl Set', level: 1 }));
    await visible(page.getByText('Out of Stock', { exact: true }));
    expect(await page.getByText('Available', { exact: true }).count()).toBe(0);
    expect(requests.names).toEqual(['SetProductStatus']);

    await page.goBack();
    await visible(bowl.getByText('Out of Stock', { exact: true }));
    requests.reset();
    menu = await openCardMenu(page, 'Singing Bowl Set');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Edit Product', 'Available', 'Delete Product']);
    await menu.getByRole('menuitem', { name: 'Available' }).click();
    await visible(dialog(page).getByText('Are you sure this product is available?', { exact: true }));
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await visible(toast(page, 'Product marked available'));
    await bowl.getByText('Out of Stock').waitFor({ state: 'detached' });
    await bowl.getByRole('link', { name: 'View Details' }).click();
    await visible(page.getByText('Available', { exact: true }));
    expect(requests.names).toEqual(['SetProductStatus']);
  });

  it('deletes a product behind a confirmation; its card goes', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/products');
    const keychain = card(page, 'Khukuri Keychain');
    await visible(keychain);
    const before = await page.getByTestId('product-card').count();
    const requests = countGraphQL(page);
    const menu = await openCardMenu(page, 'Khukuri Keychain');
    await menu.getByRole('menuitem', { name: 'Delete Product' }).click();
    await visible(dialog(page).getByText('Are you sure you want to delete this product?', { exact: true }));
    await viewportShot(page, 'products-delete-confirm-desktop');
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await visible(toast(page, 'Product deleted'));
    await keychain.waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-card').count()).toBe(before - 1);
    expect(requests.names).toEqual(['DeleteProduct']);

    // And it stays gone for everyone.
    const marketer = await app.newPage(DESKTOP);
    await signIn(marketer, 'sita@demo.test');
    await marketer.goto('/products');
    await visible(card(marketer, 'Pashmina Shawl'));
    expect(await card(marketer, 'Khukuri Keychain').count()).toBe(0);
  });
});
