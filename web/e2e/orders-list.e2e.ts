import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, PHONE, screenshot, startApp, type App } from './harness.ts';
import {
  BASE_COLUMNS,
  cells,
  columns,
  described,
  openTab,
  rowById,
  rows,
  section,
  selectedTab,
  SELECT_COLUMN,
  table,
  TABS,
} from './orders-screen.ts';

/** The orders list: tabs, columns by role, the 1280 px fit, server search and an order's detail. */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('the orders list', () => {
  it('has the seven tabs with their ids in ?order=, columns by role and tab, and newest first', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    await visible(page.getByRole('heading', { name: 'Orders', level: 1 }));
    await visible(rows(page).first());
    expect((await page.getByRole('tab').allTextContents()).map((t) => t.replace(/\d+$/, ''))).toEqual(
      TABS.map(([, label]) => label),
    );
    await expect.poll(() => selectedTab(page)).toBe('All orders');

    // Admin, All orders: Status and Order From, no Action.
    expect(await columns(page)).toEqual([SELECT_COLUMN, ...BASE_COLUMNS, 'Status', 'Remarks', 'Order From', 'Action']);
    const total = Number(await table(page).getAttribute('aria-rowcount')) - 1;
    expect(total).toBe(60);
    const counts = await page.getByRole('tab').allTextContents();
    expect(counts[0]).toBe('All orders60');
    expect(counts.slice(1).reduce((sum, text) => sum + Number(/\d+$/.exec(text)![0]), 0)).toBe(60);
    // Only the rows in view are in the page.
    expect(await rows(page).count()).toBeLessThan(40);
    const dates = await rows(page).evaluateAll((list) =>
      list.map((row) => row.querySelector('[data-col="date"]')!.textContent),
    );
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    const owners = new Set(
      await rows(page).evaluateAll((list) => list.map((row) => row.querySelector('[data-col="owner"]')!.textContent)),
    );
    expect([...owners].sort()).toEqual(expect.arrayContaining(['Maya Tamang', 'Sita Sharma']));
    await screenshot(page, 'orders-admin-all-desktop');

    for (const [id] of TABS.slice(1)) {
      await openTab(page, id);
      await expect.poll(() => selectedTab(page)).toBe(TABS.find(([tab]) => tab === id)![1]);
      expect(await columns(page)).toEqual([SELECT_COLUMN, ...BASE_COLUMNS, 'Remarks', 'Order From', 'Action']);
      const statuses = await rows(page).evaluateAll((list) => list.length);
      expect(statuses).toBeGreaterThan(0);
    }
    // The status column is only in All orders; each tab lists only its status.
    await openTab(page, 'delivered');
    const deliveredIds = await rows(page).evaluateAll((list) => list.map((row) => row.getAttribute('data-key')));
    await openTab(page, 'all');
    for (const id of deliveredIds.slice(0, 5)) {
      const row = rowById(page, id!);
      if (await row.count()) expect((await cells(page, row)).Status).toBe('Delivered');
    }
    await openTab(page, 'confirmed');
    await screenshot(page, 'orders-admin-confirmed-desktop');

    // A deep link opens its tab.
    await page.goto('/orders?order=returned');
    await visible(rows(page).first());
    await expect.poll(() => selectedTab(page)).toBe('Returned');

    const phone = await app.newPage(PHONE);
    await signIn(phone, 'admin@demo.test');
    await phone.goto('/orders?order=inProcess');
    await visible(rows(phone).first());
    // On a phone each order is a card that fits the width: nothing to scroll sideways.
    expect(await table(phone).evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    const card = await rows(phone)
      .first()
      .evaluate((row) => {
        const box = (col: string) => row.querySelector(`[data-col="${col}"]`)!.getBoundingClientRect();
        return {
          productTop: box('product').top,
          priceTop: box('price').top,
          customerTop: box('customer').top,
          right: box('price').right,
          width: window.innerWidth,
        };
      });
    expect(card.priceTop).toBe(card.productTop);
    expect(card.customerTop).toBeGreaterThan(card.productTop);
    expect(card.right).toBeLessThanOrEqual(card.width);
    await screenshot(phone, 'orders-admin-inprocess-phone');
    await openTab(phone, 'all');
    await visible(rows(phone).first());
    await screenshot(phone, 'orders-admin-all-phone');
  });

  it('fits the admin’s eleven columns into a 1280 px window: no sideways scroll, nothing cut', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    await signIn(page, 'admin@demo.test');
    await page.goto('/orders');
    await visible(rows(page).first());
    expect(await columns(page)).toEqual([SELECT_COLUMN, ...BASE_COLUMNS, 'Status', 'Remarks', 'Order From', 'Action']);
    const fit = await table(page).evaluate((t) => {
      const hidden = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      const cells = Array.from(t.querySelectorAll('[role="row"] > *'));
      return {
        sideways: t.scrollWidth - t.clientWidth,
        // A header, a one-line cell cut with an ellipsis, or a wrapping text cut after two lines.
        cut: cells
          .flatMap((cell) => [cell, ...Array.from(cell.querySelectorAll('.data-table__wrap, .data-table__cell'))])
          .filter(hidden)
          .map((el) => el.textContent),
        headers: Array.from(t.querySelectorAll('[role="columnheader"]')).map((h) => h.getBoundingClientRect().height),
        rows: cells.length,
      };
    });
    expect(fit.sideways).toBe(0);
    expect(fit.cut).toEqual([]);
    expect(fit.rows).toBeGreaterThan(50);
    // One line of header each ("ORDER FROM" included).
    expect(Math.max(...fit.headers)).toBeLessThan(30);
    const owners = await rows(page).evaluateAll((list) =>
      list.map((row) => row.querySelector('[data-col="owner"]')!.textContent),
    );
    expect(owners).toContain('Sita Sharma');
    await screenshot(page, 'orders-admin-all-1280');
  });

  it('searches on the server by product, customer name or phone, and the marketer; the search is in the address and stays with the tab', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/orders');
    await visible(rows(page).first());
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    const requests = countGraphQL(page);

    await search.pressSequentially('pashmina', { delay: 30 });
    await expect
      .poll(
        async () =>
          await rows(page).evaluateAll((list) => [
            ...new Set(list.map((r) => r.querySelector('[data-col="product"]')!.textContent)),
          ]),
      )
      .toEqual(['Pashmina Shawl']);
    await page.waitForURL(/[?&]q=pashmina(&|$)/);
    // A request once typing paused, not one per key (two when a loaded machine stalls the typing
    // past the 150 ms pause between two keys).
    expect(requests.names.length).toBeLessThanOrEqual(2);
    expect(requests.names.every((name) => name === 'OrdersPage')).toBe(true);
    const pashmina = Number(await table(page).getAttribute('aria-rowcount')) - 1;
    expect(pashmina).toBeGreaterThan(0);
    expect(pashmina).toBeLessThan(60);
    // The tab counts are the search's.
    expect((await page.getByRole('tab').first().textContent())!.replace(/^\D+/, '')).toBe(String(pashmina));

    await search.fill('Anita Karki');
    await expect
      .poll(
        async () =>
          await rows(page).evaluateAll((list) => [
            ...new Set(list.map((r) => r.querySelector('[data-col="customer"]')!.firstChild!.textContent)),
          ]),
      )
      .toEqual(['Anita Karki']);
    // The search stays while the tabs change, and through a reload.
    await openTab(page, 'delivered');
    expect(await search.inputValue()).toBe('Anita Karki');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Anita Karki');
    const delivered = await rows(page).evaluateAll((list) =>
      list.map((r) => r.querySelector('[data-col="customer"]')!.firstChild!.textContent),
    );
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((name) => name === 'Anita Karki')).toBe(true);
    await page.reload();
    await visible(rows(page).first());
    expect(await search.inputValue()).toBe('Anita Karki');
    await expect.poll(() => selectedTab(page)).toBe('Delivered');
    await expect.poll(() => rows(page).count()).toBe(delivered.length);

    // A phone number as people type it, and (for an admin) a marketer's name.
    const phone = (await rows(page).first().locator('[data-col="customer"] div').nth(1).textContent())!.split(
      ' · ',
    )[0]!;
    await search.fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    await expect
      .poll(async () =>
        rows(page).evaluateAll((list) => list.map((r) => r.querySelector('[data-col="customer"]')!.textContent)),
      )
      .toEqual([expect.stringContaining(phone)]);
    await openTab(page, 'all');
    await search.fill('maya tamang');
    await expect
      .poll(async () => [
        ...new Set(
          await rows(page).evaluateAll((list) => list.map((r) => r.querySelector('[data-col="owner"]')!.textContent)),
        ),
      ])
      .toEqual(['Maya Tamang']);

    await search.fill('no such thing');
    await visible(page.getByText('No orders match your search.'));
    await search.fill('');
    await visible(rows(page).first());
    await page.waitForURL(/\/orders\?order=all$/);
    expect(Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(60);
  });

  it('opens an order’s detail from its row: sections and timestamps', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/orders');
    const first = rows(page).first();
    await visible(first);
    const id = (await first.getAttribute('data-key'))!;
    const row = await cells(page, first);
    await first.click();
    await page.waitForURL(`**/orderDetail?orderId=${id}`);
    for (const title of ['Product details', 'Customer details', 'Ordered by', 'Timeline'])
      await visible(page.getByRole('heading', { name: title, exact: true }));
    const product = section(page, 'Product details');
    expect(await described(product, 'Product')).toBe(row.Product);
    expect(await described(product, 'Quantity')).toBe(row.Qty);
    // The row's price is the unit price, followed for more than one by what the customer pays.
    const unit = await described(product, 'Order price');
    expect(row.Price).toBe(row.Qty === '1' ? unit : `${unit}Total ${await described(product, 'Order total')}`);
    expect(await described(product, 'Status')).toBe(row.Status);
    for (const label of [
      'Product price',
      'Product commission rate',
      'Order commission rate',
      'Base commission',
      'Commission per unit',
      'Total commission',
    ]) {
      expect(await described(product, label)).toMatch(/^(Rs\. [\d,]+\.\d{2}|[\d.]+%)$/);
    }
    expect(row.Customer).toContain(await described(section(page, 'Customer details'), 'Name'));
    expect(await described(section(page, 'Ordered by'), 'Name')).toBe(row['Order From']);
    const timeline = section(page, 'Timeline');
    expect(await described(timeline, 'Created')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(\d{1,2} [A-Z][a-z]+ \d{4} BS\)$/,
    );
    expect(await described(timeline, 'Created')).toContain(row.Date);
    expect(await described(timeline, 'Updated')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(\d{1,2} [A-Z][a-z]+ \d{4} BS\)$/,
    );
    await screenshot(page, 'order-detail-desktop');

    const phone = await app.newPage(PHONE);
    await signIn(phone, 'admin@demo.test');
    await phone.goto(`/orderDetail?orderId=${id}`);
    await visible(phone.getByRole('heading', { name: 'Timeline', exact: true }));
    await screenshot(phone, 'order-detail-phone');
  });
});
