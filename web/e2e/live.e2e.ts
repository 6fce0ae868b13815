import type { Locator, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStatusSubmenu, signIn, toast, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, screenshot, startApp, type App } from './harness.ts';

/**
 * Live updates between two browsers: what the admin does shows on the marketer's open
 * screens within a second, with no reload and, where the client can work it out, no request.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const orderRow = (page: Page, id: string) => page.getByTestId('orders-table').locator(`[role="row"][data-key="${id}"]`);
const rupees = (text: string | null) => Number((text ?? '').replace(/^\s*(Rs\.|NPR)\s*/, '').replace(/,/g, ''));

/** Every tab's label and count, e.g. { Confirmed: 12, … }. */
async function tabCounts(page: Page): Promise<Record<string, number>> {
  const texts = await page.getByRole('tab').allTextContents();
  return Object.fromEntries(texts.map((text) => [text.replace(/\d+$/, ''), Number(/\d+$/.exec(text)?.[0] ?? NaN)]));
}

/** The value beside `label` in a description list (the dashboard's cards). */
async function described(page: Page, label: string): Promise<string> {
  const term = page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  await visible(term);
  return term.locator('xpath=following-sibling::dd[1]').innerText();
}

/** The live socket a page opens to /graphql, once it is open. */
function liveSocket(page: Page): Promise<WebSocket> {
  return page.waitForEvent('websocket', { predicate: (ws) => ws.url().endsWith('/graphql') });
}

/** Right-click an order row as the admin and choose a status from the submenu. */
async function changeStatus(page: Page, row: Locator, status: string): Promise<void> {
  await row.click({ button: 'right' });
  const statuses = await openStatusSubmenu(page);
  await statuses.getByRole('menuitem', { name: status, exact: true }).click();
}

describe('live updates', () => {
  it("moves the marketer's order between tabs, and updates the counts, dashboard and income, when the admin delivers it", async () => {
    // Sita has three tabs open: Orders (Confirmed), the dashboard and her income.
    const orders = await app.newPage(DESKTOP);
    const ordersSocket = liveSocket(orders);
    await signIn(orders, 'sita@demo.test');
    await ordersSocket;
    await main(orders).getByRole('link', { name: 'Orders' }).click();
    await orders.getByRole('tab', { name: /^Confirmed/ }).click();
    await orders.waitForURL('**/orders?order=confirmed');
    const first = orders.getByTestId('orders-table').locator('[role="row"][data-key]').first();
    await visible(first);
    const orderId = (await first.getAttribute('data-key'))!;
    const countsBefore = await tabCounts(orders);

    const dashboard = await orders.context().newPage();
    await dashboard.goto('/dashboard');
    const deliveredBefore = Number(await described(dashboard, 'Total Delivered Orders'));
    const earningBefore = rupees(await described(dashboard, 'Life Time Earning'));

    const income = await orders.context().newPage();
    await income.goto('/income');
    await income.getByTestId('income-pending').waitFor();
    const pendingBefore = rupees(await income.getByTestId('income-pending').textContent());

    for (const page of [orders, dashboard, income]) await page.waitForLoadState('networkidle');
    const ordersRequests = countGraphQL(orders);
    const dashboardRequests = countGraphQL(dashboard);
    const incomeRequests = countGraphQL(income);

    // The admin delivers it from their own Orders screen.
    const admin = await app.newPage(DESKTOP);
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/orders?order=confirmed');
    const adminRow = orderRow(admin, orderId);
    await visible(adminRow);
    // What delivery earns her: the order's commission × quantity, from the stand-in's records.
    const record = app.gateway.store.db.orders.find((o) => o._id === orderId)!;
    const commission = Math.round(record.commission * record.qty * 100) / 100;

    const askedAgain = orders.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"OrdersPage"'),
    );
    const gone = orders.waitForFunction((id) => !document.querySelector(`[data-key="${id}"]`), orderId, {
      polling: 'raf',
      timeout: 5_000,
    });
    const answered = admin.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"ChangeOrderStatus"'),
    );
    await changeStatus(admin, adminRow, 'Delivered');
    await answered;
    const answeredAt = Date.now();
    await gone;
    const movedAfter = Date.now() - answeredAt;
    console.log(`the order left Sita's Confirmed tab ${movedAfter} ms after the admin's change was answered`);
    expect(movedAfter).toBeLessThan(1_000);
    await visible(toast(admin, 'Order status changed to Delivered'));

    // The tabs' counts are asked again, once: the server's answer.
    await expect
      .poll(() => tabCounts(orders), { timeout: 2_000 })
      .toEqual({
        ...countsBefore,
        Confirmed: countsBefore.Confirmed! - 1,
        Delivered: countsBefore.Delivered! + 1,
      });
    await screenshot(orders, 'live-orders-after-delivery');
    await orders.waitForLoadState('networkidle');
    expect(ordersRequests.names).toEqual(['OrdersPage']);
    // What asking again costs a phone: one small compressed answer.
    const asked = await askedAgain;
    const bytes = (await asked.request().sizes()).responseBodySize;
    console.log(
      `the Orders screen asked again once: ${bytes} bytes over the wire (${asked.headers()['content-encoding'] ?? 'identity'}, ${countsBefore.Confirmed} orders in the tab)`,
    );
    expect(bytes).toBeLessThan(8_000);

    // The dashboard's cards are asked again too.
    await expect
      .poll(async () => Number(await described(dashboard, 'Total Delivered Orders')), { timeout: 2_000 })
      .toBe(deliveredBefore + 1);
    expect(rupees(await described(dashboard, 'Life Time Earning'))).toBeCloseTo(earningBefore + commission, 2);

    // And the income screen's figures.
    await expect
      .poll(async () => rupees(await income.getByTestId('income-pending').textContent()), { timeout: 2_000 })
      .toBeCloseTo(pendingBefore + commission, 2);

    for (const page of [dashboard, income]) await page.waitForLoadState('networkidle');
    // Its cards once (and its charts, when they are on screen).
    expect(dashboardRequests.names.filter((name) => name !== 'DashboardTrends')).toEqual(['DashboardPage']);
    expect(incomeRequests.names.every((name) => ['IncomePage', 'IncomeTab', 'EligiblePayouts'].includes(name))).toBe(
      true,
    );
    console.log(
      `requests after the event: orders ${JSON.stringify(ordersRequests.names)}, dashboard ${JSON.stringify(dashboardRequests.names)}, income ${JSON.stringify(incomeRequests.names)}`,
    );

    // The order is in her Delivered tab.
    await orders.getByRole('tab', { name: /^Delivered/ }).click();
    await visible(orderRow(orders, orderId));
  });

  it('resubscribes after the socket drops and catches up, without losing the page', async () => {
    const sita = await app.newPage(DESKTOP);
    const sockets: WebSocket[] = [];
    sita.on('websocket', (ws) => {
      if (ws.url().endsWith('/graphql')) sockets.push(ws);
    });
    // The socket goes through a route the test can cut, as a lost network would.
    const routes: { close(): Promise<void> }[] = [];
    await sita.routeWebSocket(/\/graphql$/, (ws) => {
      ws.connectToServer();
      routes.push(ws);
    });
    await signIn(sita, 'sita@demo.test');
    await sita.goto('/orders?order=confirmed');
    const first = sita.getByTestId('orders-table').locator('[role="row"][data-key]').first();
    await visible(first);
    const orderId = (await first.getAttribute('data-key'))!;
    await expect.poll(() => routes.length).toBeGreaterThan(0);

    await routes.at(-1)!.close();
    const requests = countGraphQL(sita);
    // graphql-ws reconnects (1–2 s for the first retry) and the page asks for what it shows again.
    await expect.poll(() => routes.length, { timeout: 5_000 }).toBe(2);
    await expect.poll(() => requests.names, { timeout: 5_000 }).toContain('OrdersPage');
    await visible(first);

    const admin = await app.newPage(DESKTOP);
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/orders?order=confirmed');
    await visible(orderRow(admin, orderId));
    const gone = sita.waitForFunction((id) => !document.querySelector(`[data-key="${id}"]`), orderId, {
      timeout: 5_000,
    });
    await changeStatus(admin, orderRow(admin, orderId), 'In-process');
    await gone;
    expect(sockets.length).toBeGreaterThanOrEqual(1);
  });

  it("ends a marketer's session as soon as the admin blocks them: the server closes their live socket, their page signs out at once, and signed in again they see why; sign-out closes the socket too", async () => {
    const maya = await app.newPage(DESKTOP);
    const socket = liveSocket(maya);
    await signIn(maya, 'maya@demo.test');
    const ws = await socket;
    await maya.getByText('Total Delivered Orders').waitFor();
    expect(await maya.getByTestId('account-banner').count()).toBe(0);
    const closedByServer = new Promise<number>((resolve) => ws.on('close', () => resolve(Date.now())));

    const admin = await app.newPage(DESKTOP);
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/users?users=verified');
    await admin.getByRole('link', { name: /Maya Tamang/ }).click();
    await admin.getByRole('button', { name: 'Block User', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Block User' });
    await dialog.getByLabel('Reason').fill('Live update test');
    const answered = admin.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"SetUserStatus"'),
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await answered;
    const answeredAt = Date.now();
    const closedAfter = (await closedByServer) - answeredAt;
    console.log(`the blocked marketer's live socket closed ${closedAfter} ms after the admin's block was answered`);
    expect(closedAfter).toBeLessThan(1_000);

    // Her session has ended: her page leaves the dashboard by itself, and signed in again she sees the banner.
    await maya.waitForURL((url) => url.pathname !== '/dashboard', { timeout: 3_000 });
    console.log(
      `the blocked marketer's page left the dashboard ${Date.now() - answeredAt} ms after the admin's block was answered`,
    );
    const again = liveSocket(maya);
    await signIn(maya, 'maya@demo.test');
    const ws2 = await again;
    await maya.getByTestId('account-banner').waitFor();
    expect(await maya.getByTestId('account-banner').innerText()).toMatch(/blocked/i);
    await screenshot(maya, 'live-blocked-banner');

    // Signing out closes the socket before the app leaves.
    const closed = new Promise<number>((resolve) => ws2.on('close', () => resolve(Date.now())));
    const loggedOut = maya.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"Logout"'),
    );
    await maya.getByRole('button', { name: 'Account menu' }).click();
    await maya.getByRole('menuitem', { name: /Log ?out/i }).click();
    await loggedOut;
    const outAt = Date.now();
    expect((await closed) - outAt).toBeLessThan(1_000);
  });
});
