import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdOperation, openStatusSubmenu, signIn, toast, viewportShot, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, PHONE, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const TABS = [
  ['all', 'All orders'],
  ['confirmed', 'Confirmed'],
  ['inProcess', 'In-process'],
  ['delivered', 'Delivered'],
  ['returned', 'Returned'],
  ['exchanged', 'Exchanged'],
  ['cancelled', 'Cancelled'],
] as const;
type TabId = (typeof TABS)[number][0];

const BASE_COLUMNS = ['S.N.', 'Date', 'Product', 'Qty', 'Price', 'Customer'];
/** The customer of the order Sita places in these tests: no seeded order has this name. */
const CUSTOMER = 'Bishnu Adhikari';

const table = (page: Page) => page.getByTestId('orders-table');
const rows = (page: Page) => table(page).locator('[role="row"][data-order-id]');
const rowById = (page: Page, id: string) => table(page).locator(`[role="row"][data-order-id="${id}"]`);
const rowOf = (page: Page, customer: string) => rows(page).filter({ hasText: customer });
const dialog = (page: Page) => page.getByRole('alertdialog');
const actionsMenu = (page: Page) => page.getByRole('menu', { name: 'Order actions' });

async function columns(page: Page): Promise<string[]> {
  await visible(table(page));
  return table(page).getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));
}

/** The cells of a row as text, keyed by column header. */
async function cells(page: Page, row: Locator): Promise<Record<string, string>> {
  const names = await columns(page);
  const values = await row.locator('[role="cell"]').evaluateAll((list) => list.map((c) => c.textContent ?? ''));
  return Object.fromEntries(names.map((name, n) => [name, values[n] ?? '']));
}

async function openTab(page: Page, id: TabId): Promise<void> {
  const label = TABS.find(([tab]) => tab === id)![1];
  await page.getByRole('tab', { name: new RegExp(`^${label}\\s*\\d*$`) }).click();
  await page.waitForURL(new RegExp(`/orders\\?order=${id}(&|$)`));
  await expect.poll(() => selectedTab(page)).toBe(label);
}

async function selectedTab(page: Page): Promise<string> {
  return (await page.getByRole('tab', { selected: true }).textContent())!.replace(/\d+$/, '');
}

/** The value beside `label` in a description list (detail sections, dashboard cards). */
async function described(scope: Page | Locator, label: string): Promise<string> {
  const term = scope.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  await visible(term);
  return term.locator('xpath=following-sibling::dd[1]').innerText();
}

function section(page: Page, title: string): Locator {
  return page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " chakra-card__root ")][1]');
}

async function dashboardCounts(page: Page): Promise<Record<string, string>> {
  const labels = ['Total Delivered Orders', 'Returned Orders', 'Cancelled Orders', 'All Orders', 'Life Time Earning'];
  return Object.fromEntries(await Promise.all(labels.map(async (label) => [label, await described(page, label)] as const)));
}

/** Right-clicks a row and waits for the admin's menu to settle at the pointer. */
async function rightClick(page: Page, row: Locator): Promise<void> {
  await row.click({ button: 'right' });
}

describe('the orders list', () => {
  it('has the seven tabs with their ids in ?order=, columns by role and tab, and newest first', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    await visible(page.getByRole('heading', { name: 'Orders', level: 1 }));
    await visible(rows(page).first());
    expect((await page.getByRole('tab').allTextContents()).map((t) => t.replace(/\d+$/, ''))).toEqual(TABS.map(([, label]) => label));
    await expect.poll(() => selectedTab(page)).toBe('All orders');

    // Admin, All orders: Status and Order From, no Action.
    expect(await columns(page)).toEqual([...BASE_COLUMNS, 'Status', 'Remarks', 'Order From', 'Action']);
    const total = Number(await table(page).getAttribute('aria-rowcount')) - 1;
    expect(total).toBe(60);
    const counts = await page.getByRole('tab').allTextContents();
    expect(counts[0]).toBe('All orders60');
    expect(counts.slice(1).reduce((sum, text) => sum + Number(/\d+$/.exec(text)![0]), 0)).toBe(60);
    // Only the rows in view are in the page.
    expect(await rows(page).count()).toBeLessThan(40);
    const dates = await rows(page).evaluateAll((list) => list.map((row) => row.querySelectorAll('[role="cell"]')[1]!.textContent));
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    const owners = new Set(await rows(page).evaluateAll((list) => list.map((row) => row.querySelectorAll('[role="cell"]')[8]!.textContent)));
    expect([...owners].sort()).toEqual(expect.arrayContaining(['Maya Tamang', 'Sita Sharma']));
    await screenshot(page, 'orders-admin-all-desktop');

    for (const [id] of TABS.slice(1)) {
      await openTab(page, id);
      await expect.poll(() => selectedTab(page)).toBe(TABS.find(([tab]) => tab === id)![1]);
      expect(await columns(page)).toEqual([...BASE_COLUMNS, 'Remarks', 'Order From', 'Action']);
      const statuses = await rows(page).evaluateAll((list) => list.length);
      expect(statuses).toBeGreaterThan(0);
    }
    // The status column is only in All orders; each tab lists only its status.
    await openTab(page, 'delivered');
    const deliveredIds = await rows(page).evaluateAll((list) => list.map((row) => row.getAttribute('data-order-id')));
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
    const card = await rows(phone).first().evaluate((row) => {
      const box = (col: string) => row.querySelector(`[data-col="${col}"]`)!.getBoundingClientRect();
      return { productTop: box('product').top, priceTop: box('price').top, customerTop: box('customer').top, right: box('price').right, width: window.innerWidth };
    });
    expect(card.priceTop).toBe(card.productTop);
    expect(card.customerTop).toBeGreaterThan(card.productTop);
    expect(card.right).toBeLessThanOrEqual(card.width);
    await screenshot(phone, 'orders-admin-inprocess-phone');
    await openTab(phone, 'all');
    await visible(rows(phone).first());
    await screenshot(phone, 'orders-admin-all-phone');
  });

  it('fits the admin’s ten columns into a 1280 px window: no sideways scroll, nothing cut', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    await signIn(page, 'admin@demo.test');
    await page.goto('/orders');
    await visible(rows(page).first());
    expect(await columns(page)).toEqual([...BASE_COLUMNS, 'Status', 'Remarks', 'Order From', 'Action']);
    const fit = await table(page).evaluate((t) => {
      const hidden = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      const cells = Array.from(t.querySelectorAll('[role="row"] > *'));
      return {
        sideways: t.scrollWidth - t.clientWidth,
        // A header, a one-line cell cut with an ellipsis, or a wrapping text cut after two lines.
        cut: cells.flatMap((cell) => [cell, ...Array.from(cell.querySelectorAll('.orders-table__wrap, .orders-table__cell'))]).filter(hidden).map((el) => el.textContent),
        headers: Array.from(t.querySelectorAll('[role="columnheader"]')).map((h) => h.getBoundingClientRect().height),
        rows: cells.length,
      };
    });
    expect(fit.sideways).toBe(0);
    expect(fit.cut).toEqual([]);
    expect(fit.rows).toBeGreaterThan(50);
    // One line of header each ("ORDER FROM" included).
    expect(Math.max(...fit.headers)).toBeLessThan(30);
    const owners = await rows(page).evaluateAll((list) => list.map((row) => row.querySelector('[data-col="owner"]')!.textContent));
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
    await expect.poll(async () => (await rows(page).evaluateAll((list) => [...new Set(list.map((r) => r.querySelectorAll('[role="cell"]')[2]!.textContent))]))).toEqual(['Pashmina Shawl']);
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
      .poll(async () => (await rows(page).evaluateAll((list) => [...new Set(list.map((r) => r.querySelectorAll('[role="cell"]')[5]!.firstChild!.textContent))])))
      .toEqual(['Anita Karki']);
    // The search stays while the tabs change, and through a reload.
    await openTab(page, 'delivered');
    expect(await search.inputValue()).toBe('Anita Karki');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Anita Karki');
    const delivered = await rows(page).evaluateAll((list) => list.map((r) => r.querySelectorAll('[role="cell"]')[5]!.firstChild!.textContent));
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((name) => name === 'Anita Karki')).toBe(true);
    await page.reload();
    await visible(rows(page).first());
    expect(await search.inputValue()).toBe('Anita Karki');
    await expect.poll(() => selectedTab(page)).toBe('Delivered');
    expect(await rows(page).count()).toBe(delivered.length);

    // A phone number as people type it, and (for an admin) a marketer's name.
    const phone = (await rows(page).first().locator('[role="cell"]').nth(5).locator('div').nth(1).textContent())!.split(' · ')[0]!;
    await search.fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    await expect.poll(async () => rows(page).evaluateAll((list) => list.map((r) => r.querySelectorAll('[role="cell"]')[5]!.textContent))).toEqual([
      expect.stringContaining(phone),
    ]);
    await openTab(page, 'all');
    await search.fill('maya tamang');
    await expect.poll(async () => [...new Set(await rows(page).evaluateAll((list) => list.map((r) => r.querySelectorAll('[role="cell"]')[8]!.textContent)))]).toEqual(['Maya Tamang']);

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
    const id = (await first.getAttribute('data-order-id'))!;
    const row = await cells(page, first);
    await first.click();
    await page.waitForURL(`**/orderDetail?orderId=${id}`);
    for (const title of ['Product details', 'Customer details', 'Ordered by', 'Timeline']) await visible(page.getByRole('heading', { name: title, exact: true }));
    const product = section(page, 'Product details');
    expect(await described(product, 'Product')).toBe(row.Product);
    expect(await described(product, 'Quantity')).toBe(row.Qty);
    expect(await described(product, 'Order price')).toBe(row.Price);
    expect(await described(product, 'Status')).toBe(row.Status);
    for (const label of ['Product price', 'Product commission rate', 'Order commission rate', 'Base commission', 'Commission per unit', 'Total commission']) {
      expect(await described(product, label)).toMatch(/^(Rs\. [\d,]+\.\d{2}|[\d.]+%)$/);
    }
    expect(row.Customer).toContain(await described(section(page, 'Customer details'), 'Name'));
    expect(await described(section(page, 'Ordered by'), 'Name')).toBe(row['Order From']);
    const timeline = section(page, 'Timeline');
    expect(await described(timeline, 'Created')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await described(timeline, 'Created')).toContain(row.Date);
    expect(await described(timeline, 'Updated')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await screenshot(page, 'order-detail-desktop');

    const phone = await app.newPage(PHONE);
    await signIn(phone, 'admin@demo.test');
    await phone.goto(`/orderDetail?orderId=${id}`);
    await visible(phone.getByRole('heading', { name: 'Timeline', exact: true }));
    await screenshot(phone, 'order-detail-phone');
  });
});

describe('an order from placing to delivery', () => {
  let orderId = '';

  it('offers Add New Order only to active, verified marketers', async () => {
    const gita = await app.newPage(DESKTOP);
    await signIn(gita, 'gita@demo.test');
    await gita.goto('/orders');
    await visible(gita.getByRole('heading', { name: 'Orders', level: 1 }));
    await visible(gita.getByText('No orders here yet.'));
    expect(await gita.getByRole('link', { name: 'Add New Order' }).count()).toBe(0);
    await gita.goto('/addOrder');
    await visible(gita.getByText('Only active, verified accounts can place orders.'));
    expect(await gita.getByRole('button', { name: 'Place order' }).count()).toBe(0);

    const admin = await app.newPage(DESKTOP);
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/orders');
    await visible(rows(admin).first());
    expect(await admin.getByRole('link', { name: 'Add New Order' }).count()).toBe(0);
    await admin.goto('/addOrder');
    await visible(admin.getByText('Admins cannot place orders.'));
  });

  it('lets Sita place an order with a live commission preview; it tops her list at once', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await visible(rows(page).first());
    // Her own orders only, without the Order From column.
    expect(await columns(page)).toEqual([...BASE_COLUMNS, 'Status', 'Remarks']);
    const before = Number(await table(page).getAttribute('aria-rowcount')) - 1;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(60);
    await screenshot(page, 'orders-marketer-all-desktop');
    const phone = await app.newPage(PHONE);
    await signIn(phone, 'sita@demo.test');
    await phone.goto('/orders');
    await visible(rows(phone).first());
    await screenshot(phone, 'orders-marketer-all-phone');
    await openTab(page, 'confirmed');
    await visible(rows(page).first());
    // The list shown is the Confirmed tab's once it holds as many rows as its badge says (until
    // it has loaded, the tab it came from stays on screen).
    const confirmedBefore = Number((await page.getByRole('tab', { selected: true }).textContent())!.match(/\d+$/)![0]);
    await expect.poll(async () => Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(confirmedBefore);

    await page.getByRole('link', { name: 'Add New Order' }).click();
    await page.waitForURL('**/addOrder');
    const product = page.getByRole('combobox', { name: 'Product' });
    await visible(product);
    // Her available products only: Yak Wool Socks is out of stock, the rest are not in her list.
    expect((await product.locator('option').allTextContents()).slice(1)).toEqual([
      'Pashmina Shawl',
      'Himalayan Salt Lamp',
      'Dhaka Topi',
      'Singing Bowl Set',
      'Lokta Paper Journal',
      'Ilam Organic Tea 250g',
      'Thangka Wall Art',
    ]);

    const requests = countGraphQL(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    for (const problem of ['Choose a product', 'Enter a price greater than 0', 'Customer name is required', 'Customer phone is required', 'Customer location is required']) {
      await visible(page.getByText(problem, { exact: true }));
    }
    expect(requests.names).toEqual([]);

    await product.selectOption({ label: 'Pashmina Shawl' });
    expect(await page.getByLabel('Price per unit').inputValue()).toBe('4500');
    // A price too low for any commission: no negative money, and the reason said once.
    await page.getByLabel('Price per unit').fill('10');
    expect(await page.getByTestId('preview-commission').textContent()).toBe('—');
    expect(await page.getByTestId('preview-total').textContent()).toBe('—');
    expect(await page.getByText('Price is too low: the commission would be negative', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Place order' }).click();
    expect(await page.getByText(/too low/).count()).toBe(1);
    await screenshot(page, 'add-order-price-too-low-desktop');
    // A quantity that is not a whole number of at least 1: the per-unit figure, no total.
    await page.getByLabel('Price per unit').fill('4500');
    await page.getByLabel('Quantity').fill('-3');
    expect(await page.getByTestId('preview-commission').textContent()).toBe('Rs. 630.00');
    expect(await page.getByTestId('preview-total').textContent()).toBe('—');
    expect(await page.getByText(/too low/).count()).toBe(0);
    await page.getByLabel('Quantity').fill('1');
    expect(await page.getByTestId('preview-total').textContent()).toBe('Rs. 630.00');
    expect(requests.names).toEqual([]);
    expect(await page.getByTestId('preview-rate').textContent()).toBe('14%');
    expect(await page.getByTestId('preview-bonus').textContent()).toBe('2%');
    expect(await page.getByTestId('preview-commission').textContent()).toBe('Rs. 630.00');
    await page.getByLabel('Price per unit').fill('4600');
    await page.getByLabel('Quantity').fill('2');
    expect(await page.getByTestId('preview-rate').textContent()).toBe('14%');
    expect(await page.getByTestId('preview-commission').textContent()).toBe('Rs. 730.00');
    expect(await page.getByTestId('preview-total').textContent()).toBe('Rs. 1,460.00');
    await page.getByLabel('Customer name').fill(CUSTOMER);
    await page.getByLabel('Customer location').fill('Baneshwor, Kathmandu');
    await page.getByLabel('Remarks (optional)').fill('Gift wrap, please');
    // A phone number that is plainly not one is named under the field; nothing is sent.
    await page.getByLabel('Customer phone').fill('98412-abc');
    await page.getByRole('button', { name: 'Place order' }).click();
    await visible(page.getByText('Enter a valid phone number', { exact: true }));
    expect(requests.names).toEqual([]);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/customerPhone|must be a valid/);
    await page.getByLabel('Customer phone').fill('9841234567');
    expect(await page.getByText('Customer name is required').count()).toBe(0);
    expect(await page.getByText('Enter a valid phone number').count()).toBe(0);
    await screenshot(page, 'add-order-desktop');

    const listRefresh = await holdOperation(page, 'OrdersPage');
    await page.getByRole('button', { name: 'Place order' }).click();
    await visible(toast(page, 'Order placed'));
    // The list opens on the tab the new order is in, as cancelling opens Cancelled.
    await page.waitForURL('**/orders?order=confirmed');
    await expect.poll(() => selectedTab(page)).toBe('Confirmed');
    // From the cache, while the list refresh is held: the new order is the first row.
    const first = rows(page).first();
    await visible(first);
    expect(listRefresh.held()).toBe(1);
    const row = await cells(page, first);
    expect(row).toMatchObject({ 'S.N.': '1', Product: 'Pashmina Shawl', Qty: '2', Price: 'Rs. 4,600.00', Remarks: 'Gift wrap, please' });
    expect(row.Customer).toBe(`${CUSTOMER}9841234567 · Baneshwor, Kathmandu`);
    expect(Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(confirmedBefore + 1);
    orderId = (await first.getAttribute('data-order-id'))!;
    expect((await rowOf(page, CUSTOMER).count())).toBe(1);
    await listRefresh.release();
    await page.waitForLoadState('networkidle');
    expect(await rows(page).first().getAttribute('data-order-id')).toBe(orderId);
    expect(requests.names).toEqual(['AddOrder', 'OrdersPage']);
    // All orders, already in the cache, lists it first too, with no request.
    await openTab(page, 'all');
    await expect.poll(() => rows(page).first().getAttribute('data-order-id')).toBe(orderId);
    expect((await cells(page, rows(page).first())).Status).toBe('Confirmed');
    expect(Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(before + 1);
    expect(requests.names).toEqual(['AddOrder', 'OrdersPage']);

    await first.click();
    await page.waitForURL(`**/orderDetail?orderId=${orderId}`);
    const details = section(page, 'Product details');
    expect(await described(details, 'Order price')).toBe('Rs. 4,600.00');
    expect(await described(details, 'Order total')).toBe('Rs. 9,200.00');
    expect(await described(details, 'Product price')).toBe('Rs. 4,500.00');
    expect(await described(details, 'Product commission rate')).toBe('12%');
    expect(await described(details, 'Order commission rate')).toBe('14%');
    expect(await described(details, 'Base commission')).toBe('Rs. 540.00');
    expect(await described(details, 'Commission per unit')).toBe('Rs. 730.00');
    expect(await described(details, 'Total commission')).toBe('Rs. 1,460.00');
    expect(await described(section(page, 'Ordered by'), 'Email')).toBe('sita@demo.test');

    // Nobody else sees it.
    const maya = await app.newPage(DESKTOP);
    await signIn(maya, 'maya@demo.test');
    await maya.goto('/orders');
    await visible(rows(maya).first());
    await maya.getByRole('searchbox', { name: 'Search orders' }).fill(CUSTOMER);
    await visible(maya.getByText('No orders match your search.'));

    await phone.goto('/addOrder');
    await phone.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Dhaka Topi' });
    await screenshot(phone, 'add-order-phone');
    await phone.goto('/orders?order=confirmed');
    await visible(rows(phone).first());
    await screenshot(phone, 'orders-marketer-confirmed-phone');
  });

  it('is moved by the admin Confirmed → In-process → Delivered, one request each, every view following', async () => {
    expect(orderId).not.toBe('');
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    const dashboardBefore = await dashboardCounts(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await openTab(page, 'confirmed');
    // The admin looks at the order first, so its detail page is in the cache.
    await rowById(page, orderId).click();
    await page.waitForURL(`**/orderDetail?orderId=${orderId}`);
    expect(await described(section(page, 'Product details'), 'Status')).toBe('Confirmed');
    const updatedBefore = await described(section(page, 'Timeline'), 'Updated');
    await page.goBack();
    await page.waitForURL('**/orders?order=confirmed');
    const row = rowById(page, orderId);
    await visible(row);
    await page.waitForLoadState('networkidle');

    await rightClick(page, row);
    const menu = actionsMenu(page);
    await visible(menu);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['View Order', 'Edit Order', 'Change Order Status', 'Cancel Order']);
    const statuses = await openStatusSubmenu(page);
    expect(await statuses.getByRole('menuitem').allInnerTexts()).toEqual(['In-process', 'Delivered', 'Returned', 'Exchanged']);
    await viewportShot(page, 'orders-context-menu-desktop');

    const requests = countGraphQL(page);
    await statuses.getByRole('menuitem', { name: 'In-process', exact: true }).click();
    await visible(toast(page, 'Order status changed to In-process'));
    await page.waitForURL('**/orders?order=inProcess');
    await expect.poll(() => selectedTab(page)).toBe('In-process');
    await visible(row);
    expect(requests.names).toEqual(['ChangeOrderStatus']);

    // The submenu leaves out the status the order now has.
    await rightClick(page, row);
    const next = await openStatusSubmenu(page);
    expect(await next.getByRole('menuitem').allInnerTexts()).toEqual(['Confirmed', 'Delivered', 'Returned', 'Exchanged']);
    await next.getByRole('menuitem', { name: 'Delivered', exact: true }).click();
    await visible(toast(page, 'Order status changed to Delivered'));
    await page.waitForURL('**/orders?order=delivered');
    await expect.poll(() => selectedTab(page)).toBe('Delivered');
    await visible(row);
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus']);
    // Gone from the tabs it left.
    await openTab(page, 'confirmed');
    expect(await rowById(page, orderId).count()).toBe(0);
    await openTab(page, 'all');
    expect((await cells(page, rowById(page, orderId))).Status).toBe('Delivered');

    // The detail page, from the cache.
    await rowById(page, orderId).click();
    await page.waitForURL(`**/orderDetail?orderId=${orderId}`);
    expect(await described(section(page, 'Product details'), 'Status')).toBe('Delivered');
    await visible(page.getByText('Delivered', { exact: true }).first());
    expect(await described(section(page, 'Timeline'), 'Delivered')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await described(section(page, 'Timeline'), 'Updated')).not.toBe('');
    expect(updatedBefore).not.toBe('');
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus']);

    // The dashboard, from the cache: no request at all.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const after = await dashboardCounts(page);
    const money = (text: string) => Number(text.replace(/^Rs\.\s*/, '').replace(/,/g, ''));
    expect(Number(after['Total Delivered Orders'])).toBe(Number(dashboardBefore['Total Delivered Orders']) + 1);
    expect(after['All Orders']).toBe(dashboardBefore['All Orders']);
    expect(after['Cancelled Orders']).toBe(dashboardBefore['Cancelled Orders']);
    expect(money(after['Life Time Earning']!)).toBeCloseTo(money(dashboardBefore['Life Time Earning']!) + 1460, 2);
    await page.waitForLoadState('networkidle');
    console.log(`GraphQL requests from the first status change to the dashboard: ${JSON.stringify(requests.names)}`);
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus']);
    // Refresh asks the server, which agrees with the cache.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForLoadState('networkidle');
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus', 'DashboardPage']);
    expect(await dashboardCounts(page)).toEqual(after);
  });

  it('lets a marketer edit and cancel only confirmed orders, from the Confirmed tab', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await page.goto('/orders?order=confirmed');
    await visible(rows(page).first());
    expect(await columns(page)).toEqual([...BASE_COLUMNS, 'Remarks', 'Action']);
    await screenshot(page, 'orders-marketer-confirmed-desktop');
    // Her delivered order is no longer in her Confirmed tab.
    expect(await rowById(page, orderId).count()).toBe(0);

    const [editId, cancelId] = await rows(page).evaluateAll((list) => list.slice(0, 2).map((r) => r.getAttribute('data-order-id')!));
    const editRow = rowById(page, editId!);
    const customer = (await editRow.locator('[role="cell"]').nth(5).locator('div').first().textContent())!;
    await editRow.getByRole('button', { name: `Edit order for ${customer}` }).click();
    await page.waitForURL(`**/editOrder?orderId=${editId}`);
    await visible(page.getByRole('heading', { name: 'Edit Order', level: 1 }));
    const product = page.getByRole('combobox', { name: 'Product' });
    expect(await product.isDisabled()).toBe(true);
    expect(await product.locator('option').count()).toBe(1);
    await page.reload();
    await visible(page.getByLabel('Customer name'));
    expect(await page.getByLabel('Customer name').inputValue()).toBe(customer);
    await screenshot(page, 'edit-order-desktop');
    const phone = await app.newPage(PHONE);
    await signIn(phone, 'sita@demo.test');
    await phone.goto(`/editOrder?orderId=${editId}`);
    await visible(phone.getByLabel('Customer name'));
    await screenshot(phone, 'edit-order-phone');
    await page.getByLabel('Quantity').fill('3');
    await page.getByLabel('Remarks (optional)').fill('Deliver after 5 pm');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Order updated'));
    await page.waitForURL('**/orders');
    await openTab(page, 'confirmed');
    await expect.poll(async () => (await cells(page, rowById(page, editId!))).Qty).toBe('3');
    expect((await cells(page, rowById(page, editId!))).Remarks).toBe('Deliver after 5 pm');

    const cancelRow = rowById(page, cancelId!);
    const cancelCustomer = (await cancelRow.locator('[role="cell"]').nth(5).locator('div').first().textContent())!;
    const requests = countGraphQL(page);
    await cancelRow.getByRole('button', { name: `Cancel order for ${cancelCustomer}` }).click();
    await visible(dialog(page).getByText('Are you sure you want to cancel this order?', { exact: true }));
    await viewportShot(page, 'orders-cancel-confirm-desktop');
    await dialog(page).getByRole('button', { name: 'No' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(requests.names).toEqual([]);
    await visible(cancelRow);
    await cancelRow.getByRole('button', { name: `Cancel order for ${cancelCustomer}` }).click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await visible(toast(page, 'Order cancelled'));
    await page.waitForURL('**/orders?order=cancelled');
    await visible(rowById(page, cancelId!));
    expect(requests.names).toEqual(['CancelOrder']);

    // No context menu for a marketer: the browser's own menu stays.
    await rightClick(page, rowById(page, cancelId!));
    expect(await actionsMenu(page).count()).toBe(0);
    // A delivered order can be neither edited nor cancelled by her.
    await openTab(page, 'delivered');
    await rowById(page, orderId).click();
    await page.waitForURL(`**/orderDetail?orderId=${orderId}`);
    await visible(page.getByRole('heading', { name: 'Timeline', exact: true }));
    expect(await page.getByRole('link', { name: 'Edit Order' }).count()).toBe(0);
    await page.goto(`/editOrder?orderId=${orderId}`);
    await visible(page.getByText('This order can no longer be edited.'));
  });

  it('lets the admin edit any open order and cancel it; cancelled orders have no menu', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    const before = await dashboardCounts(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await openTab(page, 'inProcess');
    const first = rows(page).first();
    await visible(first);
    const id = (await first.getAttribute('data-order-id'))!;

    await rightClick(page, first);
    await actionsMenu(page).getByRole('menuitem', { name: 'View Order' }).click();
    await page.waitForURL(`**/orderDetail?orderId=${id}`);
    expect(await described(section(page, 'Product details'), 'Status')).toBe('In-process');
    await page.goBack();
    await page.waitForURL('**/orders?order=inProcess');

    await rightClick(page, rowById(page, id));
    await actionsMenu(page).getByRole('menuitem', { name: 'Edit Order' }).click();
    await page.waitForURL(`**/editOrder?orderId=${id}`);
    expect(await page.getByRole('combobox', { name: 'Product' }).isDisabled()).toBe(true);
    await page.getByLabel('Remarks (optional)').fill('Customer asked for a call');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Order updated'));
    await page.waitForURL('**/orders');
    await openTab(page, 'inProcess');
    await expect.poll(async () => (await cells(page, rowById(page, id))).Remarks).toBe('Customer asked for a call');

    await page.waitForLoadState('networkidle');
    const requests = countGraphQL(page);
    await rightClick(page, rowById(page, id));
    await actionsMenu(page).getByRole('menuitem', { name: 'Cancel Order' }).click();
    await visible(dialog(page).getByText('Are you sure you want to cancel this order?', { exact: true }));
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await visible(toast(page, 'Order cancelled'));
    await page.waitForURL('**/orders?order=cancelled');
    await visible(rowById(page, id));
    expect(requests.names).toEqual(['CancelOrder']);

    await rightClick(page, rowById(page, id));
    await page.waitForTimeout(300);
    expect(await actionsMenu(page).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const after = await dashboardCounts(page);
    expect(Number(after['Cancelled Orders'])).toBe(Number(before['Cancelled Orders']) + 1);
    expect(after['All Orders']).toBe(before['All Orders']);
    expect(requests.names).toEqual(['CancelOrder']);
  });
});
