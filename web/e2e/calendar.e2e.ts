import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../bff/test/read-csv.ts';
import { settled, visible } from './commerce-helpers.ts';
import { DESKTOP, login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { described, section } from './orders-screen.ts';
import { text } from './texts.ts';

/**
 * Dates in Bikram Sambat and AD: BS first in Nepali, AD first in English, the other calendar
 * beside or on hover, the user menu's choice kept, and both calendars in the CSV export. One of
 * Sita's delivered orders and its income are dated at midnight in Nepal on Constitution Day 2082,
 * 3 Asoj 2082 BS = 19 September 2025 (18:15 UTC the day before).
 */

let app: App;
let incomeTab: 'sent' | 'pending';

const PLACED = '2025-09-18T18:15:00.000Z';
/**
 * The order's customer, whom no other order has: a search finds only it (not by the phone, which
 * Sita sees masked 30 days after the delivery, and search finds by what she sees).
 */
const CUSTOMER = 'Sambat Constitution';
/** 8 Asoj 2082 BS, 11:45 in Nepal. */
const DELIVERED = '2025-09-24T06:00:00.000Z';

beforeAll(async () => {
  app = await startApp();
  const db = app.gateway.store.db;
  const sita = db.users.find((user) => user.email === 'sita@demo.test')!;
  const order = db.orders.find(
    (o) => o.orderFrom === sita._id && o.status === 'delivered' && db.incomes.some((income) => income.order === o._id),
  )!;
  const income = db.incomes.find((i) => i.order === order._id)!;
  order.createdAt = PLACED;
  order.deliveredDate = DELIVERED;
  income.createdAt = PLACED;
  order.customerName = CUSTOMER;
  incomeTab = income.status === 'sent' ? 'sent' : 'pending';
});
afterAll(() => app.close());

const dateCell = (page: Page) =>
  page.getByTestId('orders-table').locator('[role="row"][data-key] [data-col="date"] time');

/** Opens the account menu and, once it has finished opening, picks an item. */
async function fromMenu(page: Page, account: string, item: string): Promise<void> {
  await page.getByRole('button', { name: account }).click();
  await visible(page.getByRole('menuitem', { name: item }));
  await settled(page);
  await page.getByRole('menuitem', { name: item }).click();
}

describe('Bikram Sambat in Nepali', () => {
  it('shows BS first on orders, order detail and income, AD beside it, and AD first once chosen in the menu', async () => {
    const page = await app.newPage(PHONE);
    await login(page, 'sita@demo.test');
    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.goto(`/orders?q=${encodeURIComponent(CUSTOMER)}`);
    await visible(dateCell(page));
    expect(await dateCell(page).textContent()).toBe('२०८२-०६-०३');
    expect(await dateCell(page).getAttribute('title')).toBe('२०२५-०९-१९ ई.सं.');
    expect(await dateCell(page).getAttribute('datetime')).toBe(PLACED);
    await screenshot(page, 'calendar-orders-bs-phone-ne');

    await dateCell(page).click();
    await page.waitForURL('**/orderDetail?orderId=*');
    const timeline = section(page, text('detail.timeline', {}, 'ne'));
    expect(await described(timeline, text('detail.created', {}, 'ne'))).toBe('२०८२-०६-०३ ००:०० (२०२५-०९-१९ ई.सं.)');
    await screenshot(page, 'calendar-order-detail-bs-phone-ne');

    await page.goto(`/income?status=${incomeTab}`);
    const incomes = page.getByRole('table', {
      name: text(incomeTab === 'sent' ? 'income.tab.sent' : 'income.tab.pending', {}, 'ne'),
    });
    await visible(incomes.getByRole('row').nth(1));
    const rowsOnThatDay = incomes.getByRole('row').filter({ hasText: '२०८२-०६-०३' });
    expect(await rowsOnThatDay.count()).toBe(1);
    await screenshot(page, 'calendar-income-bs-phone-ne');

    await fromMenu(page, text('menu.account', {}, 'ne'), text('menu.showAd', {}, 'ne'));
    await expect.poll(() => rowsOnThatDay.count()).toBe(0);
    expect(await incomes.getByRole('row').filter({ hasText: '२०२५-०९-१९' }).count()).toBe(1);

    // The choice is this browser's: it holds after a reload.
    await page.goto(`/orders?q=${encodeURIComponent(CUSTOMER)}`);
    await visible(dateCell(page));
    expect(await dateCell(page).textContent()).toBe('२०२५-०९-१९');
    expect(await dateCell(page).getAttribute('title')).toBe('३ असोज २०८२ वि.सं.');
  });
});

describe('AD in English', () => {
  it('shows AD first with the BS day on hover, BS first once chosen, and exports both calendars', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'admin@demo.test');
    await page.goto(`/orders?q=${encodeURIComponent(CUSTOMER)}`);
    await visible(dateCell(page));
    expect(await dateCell(page).textContent()).toBe('2025-09-19');
    expect(await dateCell(page).getAttribute('title')).toBe('3 Asoj 2082 BS');

    await fromMenu(page, 'Account menu', 'Show dates in Bikram Sambat (BS)');
    await expect.poll(() => dateCell(page).textContent()).toBe('2082-06-03');
    expect(await dateCell(page).getAttribute('title')).toBe('2025-09-19 AD');
    await screenshot(page, 'calendar-orders-bs-desktop-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const rows = readCsv((await readFile(await download.path(), 'utf8')).slice(1));
    expect(rows).toHaveLength(1);
    expect(rows[0]!['Placed at (Nepal time)']).toBe('2025-09-19 00:00:00');
    expect(rows[0]!['Placed on (BS)']).toBe('2082-06-03');
    expect(rows[0]!['Delivered at (Nepal time)']).toBe('2025-09-24 11:45:00');
    expect(rows[0]!['Delivered on (BS)']).toBe('2082-06-08');

    await fromMenu(page, 'Account menu', 'Show dates in AD');
    await expect.poll(() => dateCell(page).textContent()).toBe('2025-09-19');
  });
});
