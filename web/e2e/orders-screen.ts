import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './commerce-helpers.ts';

/** The orders screen as the browser tests read it: its tabs, table rows and cells, detail sections and menus. */

export const TABS = [
  ['all', 'All orders'],
  ['confirmed', 'Confirmed'],
  ['inProcess', 'In-process'],
  ['delivered', 'Delivered'],
  ['returned', 'Returned'],
  ['exchanged', 'Exchanged'],
  ['cancelled', 'Cancelled'],
] as const;
export type TabId = (typeof TABS)[number][0];

export const BASE_COLUMNS = ['S.N.', 'Date', 'Product', 'Qty', 'Price', 'Customer'];
/** The customer of the order Sita places in these tests: no seeded order has this name. */
export const CUSTOMER = 'Bishnu Adhikari';

export const table = (page: Page) => page.getByTestId('orders-table');
export const rows = (page: Page) => table(page).locator('[role="row"][data-key]');
export const rowById = (page: Page, id: string) => table(page).locator(`[role="row"][data-key="${id}"]`);
export const rowOf = (page: Page, customer: string) => rows(page).filter({ hasText: customer });
export const dialog = (page: Page) => page.getByRole('alertdialog');
export const actionsMenu = (page: Page) => page.getByRole('menu', { name: 'Order actions' });

/** The column headers by name: their text, or the label of the control a header holds (the admin's checkbox). */
export async function columns(page: Page): Promise<string[]> {
  await visible(table(page));
  return table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map((c) => c.textContent || (c.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '')),
    );
}

/** The admin's columns start with a checkbox that selects every row shown. */
export const SELECT_COLUMN = 'Select all orders shown';

/** The cells of a row as text, keyed by column header. */
export async function cells(page: Page, row: Locator): Promise<Record<string, string>> {
  const names = await columns(page);
  const values = await row.locator('[role="cell"]').evaluateAll((list) => list.map((c) => c.textContent ?? ''));
  return Object.fromEntries(names.map((name, n) => [name, values[n] ?? '']));
}

export async function openTab(page: Page, id: TabId): Promise<void> {
  const label = TABS.find(([tab]) => tab === id)![1];
  await page.getByRole('tab', { name: new RegExp(`^${label}\\s*\\d*$`) }).click();
  await page.waitForURL(new RegExp(`/orders\\?order=${id}(&|$)`));
  await expect.poll(() => selectedTab(page)).toBe(label);
}

export async function selectedTab(page: Page): Promise<string> {
  return (await page.getByRole('tab', { selected: true }).textContent())!.replace(/\d+$/, '');
}

/** The value beside `label` in a description list (detail sections, dashboard cards). */
export async function described(scope: Page | Locator, label: string): Promise<string> {
  const term = scope.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  await visible(term);
  return term.locator('xpath=following-sibling::dd[1]').innerText();
}

export function section(page: Page, title: string): Locator {
  return page
    .getByRole('heading', { name: title, exact: true })
    .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " chakra-card__root ")][1]');
}

export async function dashboardCounts(page: Page): Promise<Record<string, string>> {
  const labels = ['Total Delivered Orders', 'Returned Orders', 'Cancelled Orders', 'All Orders', 'Life Time Earning'];
  return Object.fromEntries(
    await Promise.all(labels.map(async (label) => [label, await described(page, label)] as const)),
  );
}

/** Right-clicks a row and waits for the admin's menu to settle at the pointer. */
export async function rightClick(page: Page, row: Locator): Promise<void> {
  await row.click({ button: 'right' });
}
