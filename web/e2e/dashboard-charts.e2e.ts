import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signIn, viewportShot, visible } from './commerce-helpers.ts';
import { DESKTOP, PHONE, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * The dashboard's charts: after the cards, each with its numbers as a table, read here against
 * the stand-in's orders; per day for an admin (a chunk of their own), per week for a marketer on
 * a phone, in Nepali too.
 */

/** The app's now: 09:45 on Sunday 15 March 2026 in Nepal; its 30 days start on Saturday 14 February. */
const NOW = '2026-03-15T04:00:00.000Z';
const TODAY = '2026-03-15';
const FIRST_OF_30_DAYS = '2026-02-14';

let app: App;
beforeAll(async () => {
  app = await startApp({ now: NOW });
});
afterAll(() => app.close());

const figure = (page: Page, title: string) => page.getByRole('figure', { name: title });

/** A chart's numbers, opened if closed: its rows as text, header row first. */
async function numbers(chart: Locator): Promise<string[][]> {
  if (!(await chart.locator('details').evaluate((details: HTMLDetailsElement) => details.open)))
    await chart.locator('summary').click();
  const table = chart.getByRole('table');
  await visible(table);
  return table
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
}

/** The day in Nepal (UTC+05:45) of an instant, `YYYY-MM-DD`. */
const dayInNepal = (iso: string) => new Date(Date.parse(iso) + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);

/** The stand-in's orders placed in Nepal from `firstDay` on, of one marketer or all. */
function placedSince(firstDay: string, ownerEmail?: string) {
  const owner = ownerEmail ? app.gateway.store.db.users.find((u) => u.email === ownerEmail)!._id : undefined;
  return app.gateway.store.db.orders.filter(
    (order) => (!owner || order.orderFrom === owner) && dayInNepal(order.createdAt) >= firstDay,
  );
}

describe('dashboard charts', () => {
  it('show an admin orders and commission per day, the status mix and the top 5s, each with its numbers', async () => {
    const page = await app.newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, 'admin@demo.test');
    await visible(page.getByText('Total Delivered Orders'));
    const orders = figure(page, 'Orders placed per day');
    await visible(orders.locator('svg').first());
    expect(scripts.some((path) => /\/day-columns-[\w-]+\.js$/.test(path))).toBe(true);

    const perDay = await numbers(orders);
    expect(perDay[0]).toEqual(['Day', 'Orders']);
    expect(perDay).toHaveLength(1 + 30);
    expect(perDay[1]![0]).toBe(FIRST_OF_30_DAYS);
    expect(perDay.at(-1)![0]).toBe(TODAY);
    const placed = placedSince(FIRST_OF_30_DAYS);
    expect(perDay.slice(1).reduce((sum, row) => sum + Number(row[1]), 0)).toBe(placed.length);

    const mix = await numbers(figure(page, text('trends.statusMix')));
    expect(mix.slice(1, 7).map((row) => row[0])).toEqual([
      'Confirmed',
      'In-process',
      'Delivered',
      'Returned',
      'Exchanged',
      'Cancelled',
    ]);
    expect(mix.slice(1, 7).reduce((sum, row) => sum + Number(row[1]), 0)).toBe(placed.length);
    expect(Number(mix[1]![1])).toBe(placed.filter((o) => o.status === 'confirmed').length);

    const products = await numbers(figure(page, 'Top 5 products'));
    expect(products[0]).toEqual(['Name', 'Orders', 'Returned', 'Return rate']);
    expect(products).toHaveLength(1 + 5);
    const counts = products.slice(1).map((row) => Number(row[1]));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const marketers = await numbers(figure(page, 'Top 5 marketers'));
    expect(marketers.slice(1).map((row) => row[0])).toContain('Sita Sharma');
    await orders.scrollIntoViewIfNeeded();
    await viewportShot(page, 'dashboard-charts-admin-desktop');

    // An order placed meanwhile shows in today's row and the mix, with no Refresh.
    const todayBefore = Number(perDay.at(-1)![1]);
    const confirmedBefore = Number(mix[1]![1]);
    await placeOrder(app, 'sita@demo.test', {
      product: 'Pashmina Shawl',
      quantity: 1,
      price: 4500,
      customerName: 'Kiran Thapa',
      customerPhone: '9841122334',
      customerLocation: 'Ward 3, Pokhara Metropolitan City, Kaski',
    });
    await expect.poll(async () => Number((await numbers(orders)).at(-1)![1])).toBe(todayBefore + 1);
    expect(Number((await numbers(figure(page, text('trends.statusMix'))))[1]![1])).toBe(confirmedBefore + 1);

    // 90 days: a row per day, the chart drawn again.
    await page.getByRole('button', { name: '90 days' }).click();
    await expect.poll(async () => (await numbers(figure(page, 'Orders placed per day'))).length).toBe(1 + 90);
  });

  it('show a marketer on a phone, in Nepali, her orders and earnings per week and her return rate, without the column charts’ code', async () => {
    const page = await app.newPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, 'sita@demo.test');
    await page.getByRole('button', { name: text('lang.switchTo', { name: 'नेपाली' }) }).click();
    const weekly = figure(page, 'प्रतिहप्ता राखिएका अर्डर');
    await visible(weekly);
    await visible(figure(page, 'प्रतिहप्ता कमाइ'));
    expect(await figure(page, 'शीर्ष ५ मार्केटर').count()).toBe(0);
    const rows = await numbers(weekly);
    expect(rows[0]).toEqual(['हप्ता सुरु', 'अर्डर']);
    // Weeks from Sunday: the first starts on the Sunday on or before the first of the 30 days
    // (8 February), the last on today (15 March).
    expect(rows.length - 1).toBe(6);
    const digits = (value: string) =>
      Number(value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)).replace(/,/g, ''));
    expect(rows.slice(1).reduce((sum, row) => sum + digits(row[1]!), 0)).toBe(
      placedSince(FIRST_OF_30_DAYS, 'sita@demo.test').length,
    );
    await weekly.locator('summary').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await weekly.scrollIntoViewIfNeeded();
    await viewportShot(page, 'dashboard-charts-marketer-phone-ne');
    expect(scripts.filter((path) => /\/day-columns-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
