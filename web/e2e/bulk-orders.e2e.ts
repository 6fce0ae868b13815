import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, viewportShot, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, graphqlAs, PHONE, screenshot, useApp, type App } from './harness.ts';
import { openTab, rowById, rows, table } from './orders-screen.ts';
import { text } from './texts.ts';

/**
 * An admin's bulk order actions: rows selected one by one and by Shift+click across pages, a
 * change of 100 orders with one refused in the middle, and every order a search finds selected
 * and cancelled. Each test has a world of its own, with 600 more orders (100 in each status).
 */

let app: App;
useApp((started) => (app = started), 'each');

const bar = (page: Page) => page.getByRole('region', { name: 'Selected orders' });
const report = (page: Page) => page.getByTestId('bulk-report');
const checkbox = (page: Page, id: string) => rowById(page, id).getByRole('checkbox');
/** The report's summary lines. */
const summaryOf = (page: Page) => report(page).getByRole('list').first().getByRole('listitem').allTextContents();

/** The count in a tab's badge. */
async function tabCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${label}\\s*\\d+$`) }).textContent();
  return Number(text!.match(/\d+$/)![0]);
}

/** How many orders of each status the stand-in holds. */
function statusesAtGateway(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const order of app.gateway.store.db.orders) counts[order.status] = (counts[order.status] ?? 0) + 1;
  return counts;
}

async function adminOnOrders(viewport = DESKTOP): Promise<Page> {
  await app.dev.bulkOrders(600);
  const page = await app.newPage(viewport);
  await signIn(page, 'admin@demo.test');
  await page.goto('/orders?order=confirmed');
  await visible(rows(page).first());
  return page;
}

describe('bulk order actions', () => {
  it('change 100 orders selected across pages with Shift+click; one cancelled meanwhile is refused and listed', async () => {
    const page = await adminOnOrders();
    // The admin has looked at In-process before: the tab is in the cache.
    await openTab(page, 'inProcess');
    await visible(rows(page).first());
    await openTab(page, 'confirmed');
    await visible(rows(page).first());
    const confirmedBefore = await tabCount(page, 'Confirmed');
    const inProcessBefore = await tabCount(page, 'In-process');
    const atGateway = statusesAtGateway();
    expect(confirmedBefore).toBe(atGateway.confirmed);

    // The first row, then the hundredth with Shift: the second page loads on the way down.
    const first = (await rows(page).first().getAttribute('data-key'))!;
    await checkbox(page, first).check();
    await visible(bar(page));
    expect(await bar(page).getByText('1 order selected').count()).toBe(1);
    const hundredth = table(page).locator('[role="row"][aria-rowindex="101"]');
    await table(page).evaluate((box) => box.scrollBy(0, 64 * 60));
    await expect
      .poll(
        async () => (await hundredth.count()) > 0 || (await table(page).evaluate((box) => box.scrollBy(0, 64 * 20))),
        { timeout: 15_000 },
      )
      .toBe(true);
    const lastId = (await hundredth.getAttribute('data-key'))!;
    await checkbox(page, lastId).click({ modifiers: ['Shift'] });
    await visible(bar(page).getByText('100 orders selected'));
    await screenshot(page, 'bulk-selected-desktop');

    // Another admin cancels the 50th of them before the change is sent.
    const other = await graphqlAs(app, 'admin@demo.test');
    const listed = await other<{ orders: { edges: { node: { id: string } }[] } }>(
      'query OtherAdminReads { orders(status: CONFIRMED, first: 100) { edges { node { id } } } }',
    );
    const [fiftieth, hundredthId] = [listed.orders.edges[49]!.node.id, listed.orders.edges[99]!.node.id];
    expect(lastId).toBe(hundredthId);
    await other('mutation OtherAdminCancels($id: ID!) { cancelOrder(id: $id) { order { id } } }', { id: fiftieth });

    await bar(page).getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitem', { name: 'In-process', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await visible(question.getByText('Change 100 orders to In-process?'));
    expect(await question.getByText('Now: 100 Confirmed.').count()).toBe(1);
    await viewportShot(page, 'bulk-confirm-desktop');
    const requests = countGraphQL(page);
    await question.getByRole('button', { name: 'Change status' }).click();

    await visible(report(page));
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Not every order changed');
    expect(await summaryOf(page)).toEqual(['99 orders changed to In-process', '1 refused']);
    const refused = report(page).locator('[data-result="REFUSED"]');
    expect(await refused.count()).toBe(1);
    expect(await refused.textContent()).toContain('Refused: a cancelled order cannot change status.');
    expect(await refused.getByRole('link').getAttribute('href')).toBe(`/orderDetail?orderId=${fiftieth}`);
    await screenshot(page, 'bulk-report-desktop');
    // The list on screen is asked again once, whatever the number of orders changed.
    await expect.poll(() => requests.names).toEqual(['ChangeOrdersStatus', 'OrdersPage']);

    // The stand-in agrees with the report.
    const after = statusesAtGateway();
    expect(after.confirmed).toBe(atGateway.confirmed! - 100);
    expect(after.inProcess).toBe(atGateway.inProcess! + 99);
    expect(after.cancelled).toBe(atGateway.cancelled! + 1);

    // The refused order stays selected; the tabs and counts are the server's answer.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await visible(bar(page).getByText('1 order selected'));
    // 99 moved, and the one the other admin cancelled (a live update).
    await expect.poll(() => tabCount(page, 'Confirmed')).toBe(confirmedBefore - 100);
    expect(await tabCount(page, 'In-process')).toBe(inProcessBefore + 99);
    expect(await rowById(page, first).count()).toBe(0);
    await openTab(page, 'inProcess');
    await visible(rowById(page, first));
    // The change itself, the list asked again after it, and the In-process tab asked on its visit.
    expect(requests.names).toEqual(['ChangeOrdersStatus', 'OrdersPage', 'OrdersPage']);
  });

  it('select the whole list on a phone and move it in parts of 200, the progress shown', async () => {
    const page = await adminOnOrders(PHONE);
    await page.goto('/orders?order=all');
    await visible(rows(page).first());
    const atGateway = statusesAtGateway();
    // The stand-in's 60 orders and the 600: 439 of them neither exchanged nor cancelled.
    const total = 660;
    const moving = 439;
    expect(app.gateway.store.db.orders).toHaveLength(total);
    expect(total - atGateway.exchanged! - atGateway.cancelled!).toBe(moving);
    await checkbox(page, (await rows(page).first().getAttribute('data-key'))!).check();
    const selectAll = bar(page).getByRole('button', { name: `Select all ${total} in this list` });
    await selectAll.click();
    await visible(bar(page).getByText(`${total} orders selected`));
    expect(await selectAll.count()).toBe(0);
    await viewportShot(page, 'bulk-selected-phone');

    await bar(page).getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitem', { name: 'Exchanged', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await visible(question.getByText(`Change ${moving} orders to Exchanged?`));
    expect(await question.textContent()).toContain(
      `${total - moving} selected orders already have that status or are cancelled, and are left as they are.`,
    );
    expect(await question.textContent()).toContain(
      `The marketers’ commission on ${atGateway.delivered} delivered orders is removed.`,
    );
    const requests = countGraphQL(page);
    await question.getByRole('button', { name: 'Change status' }).click();
    await visible(bar(page).getByRole('progressbar'));
    await visible(report(page));
    // The gateway refuses the delivered orders whose commission is paid or asked for.
    expect(await summaryOf(page)).toEqual(['434 orders changed to Exchanged', '5 refused']);
    expect(await report(page).locator('[data-result="REFUSED"]').allInnerTexts()).toEqual([
      expect.stringContaining('Refused by the marketplace: The commission of this order is in a payment request'),
      expect.stringContaining('Refused by the marketplace: The commission of this order is in a payment request'),
      expect.stringContaining('Refused by the marketplace: The commission of this order has already been paid'),
      expect.stringContaining('Refused by the marketplace: The commission of this order has already been paid'),
      expect.stringContaining('Refused by the marketplace: The commission of this order has already been paid'),
    ]);
    await expect
      .poll(() => requests.names)
      .toEqual(['ChangeOrdersStatus', 'ChangeOrdersStatus', 'ChangeOrdersStatus', 'OrdersPage']);
    expect(statusesAtGateway().exchanged).toBe(atGateway.exchanged! + 434);
    await viewportShot(page, 'bulk-report-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    // What was left alone or refused stays selected.
    await visible(bar(page).getByText('226 orders selected'));
  });

  it('in Nepali: select every order a search finds and cancel them', async () => {
    const page = await adminOnOrders();
    await page.getByRole('button', { name: text('lang.switchTo', { name: 'नेपाली' }) }).click();
    // The choice is remembered once the Nepali texts are in, as the page switches to them.
    await page.locator('html[lang="ne"]').waitFor({ state: 'attached' });
    await page.goto('/orders?order=all&q=Pokhara');
    await visible(rows(page).first());
    const region = page.getByRole('region', { name: 'छानिएका अर्डरहरू' });
    await checkbox(page, (await rows(page).first().getAttribute('data-key'))!).check();
    await region.getByRole('button', { name: 'यो सूचीका सबै १०१ छान्नुहोस्' }).click();
    await visible(region.getByText('१०१ अर्डर छानिए'));
    await region.getByRole('button', { name: 'अर्डरहरू रद्द गर्नुहोस्' }).click();
    const question = page.getByRole('alertdialog');
    await visible(question.getByText('१०१ अर्डर रद्द गर्ने?'));
    expect(await question.textContent()).toContain('अहिले: १ प्रक्रियामा, १०० डेलिभर भएको।');
    await viewportShot(page, 'bulk-confirm-desktop-ne');
    await question.getByRole('button', { name: 'अर्डरहरू रद्द गर्नुहोस्' }).click();
    await visible(report(page));
    expect(await summaryOf(page)).toEqual(['१०१ अर्डर रद्द भए']);
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('सबै अर्डर बदलिए');
  });
});
