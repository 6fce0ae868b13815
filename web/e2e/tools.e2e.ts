import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../bff/test/read-csv.ts';
import { DESKTOP, login, screenshot, startApp, type App } from './harness.ts';

/** Tools: CSV export for admins, sharing a product, and when income can be withdrawn. */

/** 19:00 on 14 March 2026 in Nepal (UTC+05:45), for the stand-in, the BFF and the pages. */
const NOW = '2026-03-14T13:15:00Z';

let app: App;
beforeAll(async () => {
  app = await startApp({ now: NOW });
});
afterAll(() => app.close());

/** Clicks a page's Export CSV button; answers the file's suggested name and its parsed rows. */
async function exportCsv(page: Page): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { name: download.suggestedFilename(), rows: readCsv(text.slice(1)) };
}

/** The count on a tab's badge, e.g. "Delivered 12" → 12. */
async function tabCount(page: Page, name: RegExp): Promise<number> {
  return Number((await page.getByRole('tab', { name }).textContent())?.replace(/\D/g, ''));
}

describe('CSV export', () => {
  it('downloads the orders of the current tab and search, the users of a filter and the payments of a tab', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'admin@demo.test');

    await page.goto('/orders?order=delivered&q=sita');
    await page.getByRole('tab', { name: /^Delivered \d+/ }).waitFor();
    const orders = await exportCsv(page);
    expect(orders.name).toBe('bikri-orders-delivered-2026-03-14.csv');
    expect(orders.rows).toHaveLength(await tabCount(page, /^Delivered/));
    expect(orders.rows.length).toBeGreaterThan(0);
    expect(
      orders.rows.every(
        (r) => r.Status === 'Delivered' && r['Status code'] === 'DELIVERED' && r.Marketer === 'Sita Sharma',
      ),
    ).toBe(true);
    await screenshot(page, 'tools-orders-export');

    await page.goto('/users?users=blocked');
    await page.getByRole('tab', { name: /^BLOCKED \d+/ }).waitFor();
    const users = await exportCsv(page);
    expect(users.name).toBe('bikri-users-blocked-2026-03-14.csv');
    expect(users.rows).toHaveLength(await tabCount(page, /^BLOCKED/));
    expect(users.rows.map((r) => r.Email)).toContain('hari@demo.test');

    await page.goto('/payment?status=sent');
    await page.getByRole('tab', { name: /^SENT \d+/ }).waitFor();
    const payments = await exportCsv(page);
    expect(payments.name).toBe('bikri-payments-sent-2026-03-14.csv');
    expect(payments.rows).toHaveLength(await tabCount(page, /^SENT/));
    expect(payments.rows.every((r) => r.Status === 'Sent' && r['Status code'] === 'SENT')).toBe(true);
  });

  it('offers no export to a marketer', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'sita@demo.test');
    await page.goto('/orders');
    await page.getByRole('tab', { name: /^All orders \d+/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
  });
});

const DAY = 86_400_000;

describe('when can I withdraw', () => {
  it('shows each pending income’s date and countdown, and the payout modal says when the next one unlocks', async () => {
    const db = app.gateway.store.db;
    const sita = db.users.find((u) => u.email === 'sita@demo.test')!;
    const requested = new Set(db.payments.flatMap((p) => p.orders));
    const waiting = db.orders.filter(
      (o) =>
        o.orderFrom === sita._id &&
        o.status === 'delivered' &&
        !requested.has(o._id) &&
        db.incomes.some((i) => i.order === o._id && i.status === 'pending'),
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const [soon, later] = waiting;
    // One unlocks in 5.5 hours (00:30 on the 15th in Nepal, still the 14th in UTC), one in 3.5 days
    // (07:00 on the 18th); nothing else of Sita's unlocks before the first.
    await app.dev.backdateDelivery(soon!._id, 7 - 5.5 / 24);
    await app.dev.backdateDelivery(later!._id, 3.5);
    const unlocksAt = (order: { deliveredDate: string | null }) => Date.parse(order.deliveredDate!) + 7 * DAY;
    const others = waiting.slice(2).filter((o) => unlocksAt(o) > Date.now());
    expect(others.every((o) => unlocksAt(o) > unlocksAt(soon!))).toBe(true);
    const productName = (order: { product: string }) => db.products.find((p) => p._id === order.product)!.productName;

    const page = await app.newPage(DESKTOP);
    await login(page, 'sita@demo.test');
    await page.goto('/income?status=pending');
    const table = page.getByRole('table', { name: 'PENDING' });
    await table.getByRole('columnheader', { name: 'Requestable' }).waitFor();
    const soonRow = table.getByRole('row').filter({ hasText: 'in 5 hours' });
    await expect.poll(() => soonRow.count()).toBe(1);
    expect(await soonRow.textContent()).toContain(productName(soon!));
    expect(await soonRow.textContent()).toContain('2026-03-15');
    const laterRow = table.getByRole('row').filter({ hasText: 'in 3 days' }).filter({ hasText: '2026-03-18' });
    expect(await laterRow.count()).toBeGreaterThanOrEqual(1);
    // Incomes whose 7 days are over say since when.
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: /since \d{4}-\d{2}-\d{2}/ })
        .count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'tools-income-requestable');

    // Request everything requestable now; then nothing is, and the modal says what unlocks next.
    await page.getByRole('button', { name: 'Payment Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Request' });
    await dialog.getByRole('table', { name: 'Eligible incomes' }).waitFor();
    await dialog.getByRole('button', { name: 'Select All', exact: true }).click();
    await dialog.getByRole('button', { name: 'Request Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Payment Request' }).click();
    await dialog.getByText('No pending incomes older than 7 days.').waitFor();
    const amount = db.incomes.find((i) => i.order === soon!._id)!.amount;
    const formatted = `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
    await dialog
      .getByText(`The next one unlocks on 2026-03-15 (in 5 hours): ${productName(soon!)}, ${formatted}.`)
      .waitFor();
    await screenshot(page, 'tools-payout-next-unlock');
  });
});

interface SharedCall {
  title?: string;
  text?: string;
  url?: string;
}

describe('sharing a product', () => {
  /** An available product of the seed, with what its share caption must say. */
  function sharedProduct() {
    const product = app.gateway.store.db.products.find((p) => p.status === 'available' && p.images.length > 0)!;
    const price = `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(product.price)}`;
    return { id: product._id, name: product.productName, caption: `${product.productName} — ${price}` };
  }

  /** Opens the share dialog of the product's card and makes the link; answers the dialog and the link. */
  async function makeLink(page: Page, name: string) {
    await page.getByRole('button', { name: `Share ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${name}` });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByLabel('Link to share');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${app.url}/p/[A-Za-z0-9_-]{22}$`));
    return { dialog, url };
  }

  it('hands the public page’s link to the Web Share API, from the card and the detail page', async () => {
    const product = sharedProduct();
    const page = await app.newPage(DESKTOP);
    // A device with Web Share; the call is recorded instead of opening a sheet.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push({ title: data.title, text: data.text, url: data.url });
          return Promise.resolve();
        },
      });
    });
    const shared = () => page.evaluate(() => (window as unknown as { __shared: SharedCall[] }).__shared);

    await login(page, 'sita@demo.test');
    await page.goto('/products');
    const { dialog, url } = await makeLink(page, product.name);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(async () => (await shared()).length).toBe(1);
    expect((await shared())[0]).toEqual({ title: product.name, text: product.caption, url });
    await page.keyboard.press('Escape');

    // The same link from the detail page: one link per marketer and product.
    await page.goto(`/productDetail?productId=${product.id}`);
    expect((await makeLink(page, product.name)).url).toBe(url);
  });

  it('offers WhatsApp, Facebook and copying the link without Web Share', async () => {
    const product = sharedProduct();
    const page = await app.newPage(DESKTOP);
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await login(page, 'sita@demo.test');
    await page.goto('/products');
    const { dialog, url } = await makeLink(page, product.name);
    expect(await dialog.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    const whatsApp = dialog.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${product.caption} ${url}`)}`,
    );
    expect(await whatsApp.getAttribute('target')).toBe('_blank');
    expect(await dialog.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await screenshot(page, 'tools-share-dialog');
  });
});
