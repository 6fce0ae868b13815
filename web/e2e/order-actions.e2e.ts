import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, signIn, toast, viewportShot, visible } from './commerce-helpers.ts';
import { PHONE, startApp, type App } from './harness.ts';

/**
 * An admin's order actions on a 390 px touch screen (no right click, no hover): from the order's
 * own page, from each row's ⋮ button, and by a long press on a row; a move that takes a
 * marketer's commission back says so before it is made.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const table = (page: Page) => page.getByTestId('orders-table');
const rows = (page: Page) => table(page).locator('[role="row"][data-key]');
const dialog = (page: Page) => page.getByRole('alertdialog');
const actionsMenu = (page: Page) => page.getByRole('menu', { name: 'Order actions' });
const statusBadge = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');

async function adminOnPhone(): Promise<Page> {
  const page = await app.newPage(PHONE, { hasTouch: true });
  await signIn(page, 'admin@demo.test');
  return page;
}

/** The id of the first order of a tab, with its row. */
async function firstOf(page: Page, tab: string): Promise<{ id: string; row: Locator }> {
  await page.goto(`/orders?order=${tab}`);
  const row = rows(page).first();
  await visible(row);
  const id = (await row.getAttribute('data-key'))!;
  return { id, row: table(page).locator(`[role="row"][data-key="${id}"]`) };
}

describe('order actions on a touch screen', () => {
  it('changes an order’s status and cancels it from the order’s own page', async () => {
    const page = await adminOnPhone();
    const { id, row } = await firstOf(page, 'confirmed');
    await row.tap();
    await page.waitForURL(`**/orderDetail?orderId=${id}`);
    await visible(page.getByRole('button', { name: 'Cancel Order' }));
    await page.getByRole('button', { name: 'Change Order Status' }).tap();
    const menu = page.getByRole('menu');
    await visible(menu);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'In-process',
      'Delivered',
      'Returned',
      'Exchanged',
    ]);
    await viewportShot(page, 'order-detail-status-menu-phone');
    await menu.getByRole('menuitem', { name: 'In-process', exact: true }).tap();
    await visible(toast(page, 'Order status changed to In-process'));
    // The toast sits at the bottom: it covers neither the page's title nor the top bar, where the
    // language switch is one tap away.
    const [toastBox, title] = await Promise.all([
      toast(page, 'Order status changed').boundingBox(),
      page.getByRole('heading', { level: 1 }).boundingBox(),
    ]);
    expect(toastBox!.y).toBeGreaterThan(title!.y + title!.height);
    expect(await page.locator('header [data-language-switch="ne"]').isVisible()).toBe(true);
    await expect.poll(() => statusBadge(page).innerText()).toBe('In-process');
    expect(new URL(page.url()).pathname).toBe('/orderDetail');

    await page.getByRole('button', { name: 'Cancel Order' }).tap();
    await visible(dialog(page).getByText('Are you sure you want to cancel this order?', { exact: true }));
    await dialog(page).getByRole('button', { name: 'Yes' }).tap();
    await visible(toast(page, 'Order cancelled'));
    await expect.poll(() => statusBadge(page).innerText()).toBe('Cancelled');
    // Nothing more to do to a cancelled order.
    expect(await page.getByRole('button', { name: 'Change Order Status' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });

  it('says a delivered order’s commission is removed before moving it back, from the row’s ⋮ button', async () => {
    const page = await adminOnPhone();
    const { id, row } = await firstOf(page, 'delivered');
    const commission = await page.evaluate(async (orderId) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query($id: ID!) { order(id: $id) { totalCommission } }',
          variables: { id: orderId },
        }),
      });
      return ((await response.json()) as { data: { order: { totalCommission: number } } }).data.order.totalCommission;
    }, id);
    await row.getByRole('button', { name: /^Actions for the order of / }).tap();
    await visible(actionsMenu(page));
    await settled(page);
    await actionsMenu(page).getByRole('menuitem', { name: 'Change Order Status' }).tap();
    const statuses = page.getByRole('menu', { name: 'Change Order Status' });
    await visible(statuses);
    await statuses.getByRole('menuitem', { name: 'Returned', exact: true }).tap();
    const amount = `Rs. ${commission.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await visible(
      dialog(page).getByText(
        `Move this delivered order to Returned? The marketer’s commission of ${amount} for it is removed.`,
        { exact: true },
      ),
    );
    await viewportShot(page, 'orders-leave-delivered-dialog-phone');
    await dialog(page).getByRole('button', { name: 'Yes' }).tap();
    await page.waitForURL('**/orders?order=returned');
    await visible(table(page).locator(`[role="row"][data-key="${id}"]`));
  });

  it('opens the row’s menu on a long press, without opening the order', async () => {
    const page = await adminOnPhone();
    const { row } = await firstOf(page, 'inProcess');
    const box = (await row.boundingBox())!;
    const at = { clientX: box.x + 40, clientY: box.y + 20, pointerType: 'touch', isPrimary: true, bubbles: true };
    await row.dispatchEvent('pointerdown', at);
    await page.waitForTimeout(700);
    await row.dispatchEvent('pointerup', at);
    await row.dispatchEvent('click', at);
    await visible(actionsMenu(page));
    expect(await actionsMenu(page).getByRole('menuitem').allInnerTexts()).toEqual([
      'View Order',
      'Edit Order',
      'Change Order Status',
      'Cancel Order',
    ]);
    expect(new URL(page.url()).pathname).toBe('/orders');
    await viewportShot(page, 'orders-long-press-menu-phone');
  });
});
