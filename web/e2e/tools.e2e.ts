import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvObjects, parseCsv } from '../../bff/test/csv-parse.ts';
import { DESKTOP, login, screenshot, startApp, type App } from './harness.ts';

/** Issue 11's tools: CSV export for admins, sharing a product, and when income can be withdrawn. */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** Clicks a page's Export CSV button; answers the file's suggested name and its parsed rows. */
async function exportCsv(page: Page): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { name: download.suggestedFilename(), rows: csvObjects(parseCsv(text.slice(1))) };
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
    expect(orders.name).toMatch(/^bikri-orders-delivered-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(orders.rows).toHaveLength(await tabCount(page, /^Delivered/));
    expect(orders.rows.length).toBeGreaterThan(0);
    expect(orders.rows.every((r) => r.Status === 'DELIVERED' && r.Marketer === 'Sita Sharma')).toBe(true);
    await screenshot(page, 'tools-orders-export');

    await page.goto('/users?users=blocked');
    await page.getByRole('tab', { name: /^BLOCKED \d+/ }).waitFor();
    const users = await exportCsv(page);
    expect(users.name).toMatch(/^bikri-users-blocked-/);
    expect(users.rows).toHaveLength(await tabCount(page, /^BLOCKED/));
    expect(users.rows.map((r) => r.Email)).toContain('hari@demo.test');

    await page.goto('/payment?status=sent');
    await page.getByRole('tab', { name: /^SENT \d+/ }).waitFor();
    const payments = await exportCsv(page);
    expect(payments.name).toMatch(/^bikri-payments-sent-/);
    expect(payments.rows).toHaveLength(await tabCount(page, /^SENT/));
    expect(payments.rows.every((r) => r.Status === 'SENT')).toBe(true);
  });

  it('offers no export to a marketer', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'sita@demo.test');
    await page.goto('/orders');
    await page.getByRole('tab', { name: /^All orders \d+/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
  });
});
