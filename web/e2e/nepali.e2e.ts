import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickPlace, toast, visible } from './commerce-helpers.ts';
import { expectNepali, gatewayData } from './english-left.ts';
import { DESKTOP, PASSWORDS, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * The whole marketer flow in Nepali, with no English left on the screens —
 * landing page, login, dashboard, products, My Products, a new order, Orders and My Income —
 * and the choice kept across a reload.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const ne = (key: Parameters<typeof text>[0], values?: Record<string, string | number>) => text(key, values, 'ne');

describe('Nepali interface', () => {
  it('switches to नेपाली and runs the marketer flow with no English left, and keeps the choice on reload', async () => {
    const page = await app.newPage(DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The landing page is English until the visitor chooses, then Nepali without a reload.
    const hydrated = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SessionProbe'),
    );
    await page.goto('/');
    await hydrated;
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const catalogues: string[] = [];
    page.on('response', (response) => catalogues.push(new URL(response.url()).pathname));
    await page.locator('[data-language-switch="ne"]').click();
    await page.getByRole('heading', { level: 1, name: ne('landing.title') }).waitFor();
    expect(
      catalogues.some((path) => /\/public-[\w-]+\.js$/.test(path)),
      'the Nepali catalogue loads when chosen',
    ).toBe(true);
    await expectNepali(page, 'landing');
    expect(await page.title()).toBe(ne('app.title'));

    // Login, in Nepali, with the demo marketer.
    await page
      .locator('header')
      .getByRole('link', { name: ne('nav.login') })
      .click();
    await page.getByRole('heading', { name: ne('auth.login.title') }).waitFor();
    await expectNepali(page, 'login');
    await page.getByLabel(ne('auth.label.email')).fill('sita@demo.test');
    await page.getByLabel(ne('auth.label.password')).fill(PASSWORDS['sita@demo.test']!);
    await page.getByRole('button', { name: ne('auth.login.submit'), exact: true }).click();
    await toast(page, ne('auth.login.success')).waitFor();
    await page.waitForURL('**/dashboard');
    await toast(page, ne('auth.login.success')).waitFor({ state: 'detached' });
    const userData = await gatewayData(page);

    // Dashboard.
    await page.getByText(ne('dashboard.delivered')).waitFor();
    // What "Total Sales" is: money already paid out to her.
    await visible(page.getByText(ne('dashboard.sales.caption'), { exact: true }));
    await expectNepali(page, 'dashboard', userData);
    expect(await page.title()).toBe('ड्यासबोर्ड · Bikri');

    // Products: add one to My Products.
    await page
      .getByRole('navigation', { name: ne('shell.main') })
      .getByRole('link', { name: ne('nav.products') })
      .click();
    await page.waitForURL('**/products');
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: ne('products.addToMine') }) })
      .filter({ hasNot: page.locator('button[disabled]') })
      .first();
    await visible(card);
    const productName = (await card.getAttribute('aria-label'))!;
    await expectNepali(page, 'products', userData);
    await card.getByRole('button', { name: ne('products.addToMine') }).click();
    await toast(page, ne('products.added')).waitFor();
    await visible(
      page
        .getByTestId('product-card')
        .filter({ hasText: productName })
        .getByRole('button', { name: ne('products.inMyList') }),
    );
    await expectNepali(page, 'products-added', userData);

    // My Products lists it.
    await page.getByRole('link', { name: ne('products.mine') }).click();
    await page.waitForURL('**/myProducts');
    await visible(page.getByTestId('product-card').filter({ hasText: productName }));
    await expectNepali(page, 'my-products', userData);

    // A new order for it, on the Add New Order form, with a field error first.
    await page
      .getByRole('navigation', { name: ne('shell.main') })
      .getByRole('link', { name: ne('nav.orders') })
      .click();
    await page.waitForURL('**/orders');
    await page.getByRole('link', { name: ne('orders.addNew') }).click();
    await page.waitForURL('**/addOrder');
    await page.getByLabel(ne('orders.field.productId')).selectOption({ label: productName });
    await page.getByRole('button', { name: ne('orders.add.submit') }).click();
    await page.getByText(ne('orders.form.nameRequired')).waitFor();
    await expectNepali(page, 'add-order-errors', userData);
    const customer = 'सुनिता गुरुङ';
    await page.getByLabel(ne('orders.field.customerName')).fill(customer);
    // A number no Nepali line has is named in Nepali; one with +977 and dashes, in Devanagari, is taken.
    await page.getByLabel(ne('orders.field.customerPhone')).fill('९६४१२३४५६७');
    await page.getByRole('button', { name: ne('orders.add.submit') }).click();
    await page.getByText(ne('orders.form.phoneInvalid')).waitFor();
    await page.getByLabel(ne('orders.field.customerPhone')).fill('+९७७ ९८०-१२३४५६७');
    await pickPlace(page, { search: 'पोखरा', place: 'पोखरा महानगरपालिका', ward: 6, tole: 'लेकसाइड', locale: 'ne' });
    await page
      .getByTestId('preview-total')
      .filter({ hasText: /Rs\. [०-९]/ })
      .waitFor();
    await expectNepali(page, 'add-order', userData);
    await page.getByRole('button', { name: ne('orders.add.submit') }).click();

    // Orders shows it, in the Confirmed tab.
    await toast(page, ne('orders.placed')).waitFor();
    await page.waitForURL('**/orders?order=confirmed');
    const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: customer });
    await visible(row);
    expect(await row.innerText()).toContain(productName);
    // The phone in the interface's digits, as the figures beside it (stored as 9801234567).
    expect(await row.innerText()).toContain('९८०१२३४५६७');
    // The location reads in Nepali; the courier's copy is stored in English (schema/src/address.ts).
    expect(await row.innerText()).toContain('लेकसाइड, वडा नं. ६, पोखरा महानगरपालिका, कास्की');
    await expectNepali(page, 'orders', userData);
    expect(await page.title()).toBe('अर्डरहरू · Bikri');

    // My Income.
    await page
      .getByRole('navigation', { name: ne('shell.main') })
      .getByRole('link', { name: ne('nav.income') })
      .click();
    await page.waitForURL('**/income');
    await page.getByText(ne('income.recent')).first().waitFor();
    await page
      .getByTestId('income-total-income')
      .filter({ hasText: /Rs\. [०-९]/ })
      .waitFor();
    await expectNepali(page, 'income', userData);

    // The choice survives a reload, and the English catalogue of the app is not needed for it.
    await page.reload();
    await page.getByRole('heading', { name: ne('income.title') }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bikri.locale'))).toBe('ne');
    await page
      .getByTestId('income-total-income')
      .filter({ hasText: /Rs\. [०-९]/ })
      .waitFor();
    await expectNepali(page, 'income-reloaded', userData);

    // And back to English from the user menu.
    await page.getByRole('button', { name: ne('menu.account') }).click();
    await page.getByRole('menuitem', { name: new RegExp(ne('menu.language')) }).click();
    await page.getByRole('heading', { name: 'My Income' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
  });
});
