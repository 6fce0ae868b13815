import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImages, settled, visible } from './commerce-helpers.ts';
import { englishLeft, gatewayData } from './english-left.ts';
import { graphqlAs, login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { rows } from './orders-screen.ts';
import { text, type TextKey } from './texts.ts';

/**
 * No English left in Nepali beyond the marketer's main flow that nepali.e2e.ts walks:
 * every screen of the admin, and the marketer's detail and form screens, menus and dialogs, at
 * phone width. Only the user's own data and brand names may stay in Latin letters.
 */

let app: App;
/** Ids of seeded records the screens open. */
let seed: {
  order: string;
  customer: string;
  adminProduct: string;
  adminProductName: string;
  user: string;
  userEmail: string;
  payment: string;
  sitaOrder: string;
  sitaCustomer: string;
  sitaProduct: string;
  sitaProductName: string;
};

beforeAll(async () => {
  app = await startApp();
  const sita = await graphqlAs(app, 'sita@demo.test');
  const admin = await graphqlAs(app, 'admin@demo.test');
  type Orders = { orders: { edges: { node: { id: string; canEdit: boolean; customer: { name: string } } }[] } };
  const query =
    'query NeOrders { orders(status: CONFIRMED, first: 20) { edges { node { id canEdit customer { name } } } } }';
  const sitaOrders = (await sita<Orders>(query)).orders.edges
    .filter((edge) => edge.node.canEdit)
    .map((edge) => edge.node);
  const sitaOrder = sitaOrders[0]!;
  // Sita is told of a change an admin made to another of her orders: her notifications hold it.
  await admin('mutation NeStatus($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { message } }', {
    id: sitaOrders[1]!.id,
  });
  const adminOrder = (await admin<Orders>(query)).orders.edges[0]!.node;
  const { myProducts } = await sita<{ myProducts: { id: string; name: string; status: string }[] }>(
    'query NeMine { myProducts { id name status } }',
  );
  const sitaProduct = myProducts.find((p) => p.status === 'AVAILABLE')!;
  const { products } = await admin<{ products: { id: string; name: string }[] }>(
    'query NeProducts { products { id name } }',
  );
  const { users } = await admin<{ users: { edges: { node: { id: string; email: string } }[] } }>(
    'query NeUsers { users(first: 50) { edges { node { id email } } } }',
  );
  const { payments } = await admin<{ payments: { edges: { node: { id: string } }[] } }>(
    'query NePayments { payments(status: PENDING, first: 1) { edges { node { id } } } }',
  );
  seed = {
    order: adminOrder.id,
    customer: adminOrder.customer.name,
    adminProduct: products[0]!.id,
    adminProductName: products[0]!.name,
    user: users.edges.find((edge) => edge.node.email === 'ram@demo.test')!.node.id,
    userEmail: 'ram@demo.test',
    payment: payments.edges[0]!.node.id,
    sitaOrder: sitaOrder.id,
    sitaCustomer: sitaOrder.customer.name,
    sitaProduct: sitaProduct.id,
    sitaProductName: sitaProduct.name,
  };
});
afterAll(() => app.close());

const ne = (key: TextKey, values?: Record<string, string | number>) => text(key, values, 'ne');

/** A screen, or a menu or dialog open on one: how to reach it, waiting until it shows what it loads. */
interface Visit {
  name: string;
  open(page: Page): Promise<void>;
}

/** Opens `path` and waits for `shows` (what the loaded screen holds, never its spinner). */
const screen = (name: string, path: string, shows: (page: Page) => Locator): Visit => ({
  name,
  async open(page) {
    await page.goto(path);
    await visible(shows(page).first());
    // Full-page screenshots show the pictures, not empty frames.
    await loadImages(page);
  },
});

/** Opens a screen, then what `press` opens on it, and waits for `shows`. */
const onScreen = (
  name: string,
  path: string,
  loaded: (page: Page) => Locator,
  press: (page: Page) => Promise<void>,
  shows: (page: Page) => Locator,
): Visit => ({
  name,
  async open(page) {
    await screen(name, path, loaded).open(page);
    await page.waitForLoadState('networkidle');
    await press(page);
    await visible(shows(page).first());
  },
});

const button = (within: Page | Locator, key: TextKey, values?: Record<string, string | number>) =>
  within.getByRole('button', { name: ne(key, values), exact: true });
const heading = (title: string) => (page: Page) => page.getByRole('heading', { name: title, exact: true });

/**
 * Goes through the visits as `email` in Nepali at phone width; answers, for each, the page's
 * language and the English left on it, and saves a screenshot `nepali-<who>-<visit>`.
 */
async function englishOn(
  email: string,
  who: string,
  visits: readonly Visit[],
): Promise<Record<string, { lang: string; english: string[] }>> {
  const page = await app.newPage(PHONE);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page, email);
  const userData = await gatewayData(page);
  await page.addInitScript(() => localStorage.setItem('bikri.locale', 'ne'));
  const found: Record<string, { lang: string; english: string[] }> = {};
  for (const visit of visits) {
    await visit.open(page);
    await page.waitForLoadState('networkidle');
    await settled(page);
    found[visit.name] = {
      lang: await page.evaluate(() => document.documentElement.lang),
      english: await englishLeft(page, userData),
    };
    await screenshot(page, `nepali-${who}-${visit.name.replace(/\W+/g, '-')}`);
  }
  expect(errors, who).toEqual([]);
  await page.context().close();
  return found;
}

const clean = (visits: readonly Visit[]) =>
  Object.fromEntries(visits.map((visit) => [visit.name, { lang: 'ne', english: [] }]));

describe('no English left in Nepali at phone width', () => {
  it('on every screen of the admin, with the order menus and the block dialog open', async () => {
    const orderDetail = `/orderDetail?orderId=${seed.order}`;
    const seededRow = (page: Page) => rows(page).filter({ hasText: seed.customer }).first();
    const visits: Visit[] = [
      screen('dashboard', '/dashboard', (page) => page.getByRole('figure', { name: ne('trends.topMarketers') })),
      screen('products', '/products', (page) => page.getByTestId('product-card')),
      screen('add product', '/addProduct', (page) => page.getByLabel(ne('productForm.name'))),
      screen('edit product', `/editProduct?productId=${seed.adminProduct}`, (page) =>
        page.locator(`input[value="${seed.adminProductName}"]`),
      ),
      screen('orders', '/orders', (page) => rows(page)),
      screen('order detail', orderDetail, (page) => page.getByText(seed.customer)),
      onScreen(
        'order row menu',
        '/orders?order=confirmed',
        seededRow,
        (page) => button(seededRow(page), 'orders.actionsFor', { name: seed.customer }).click(),
        (page) => page.getByRole('menu'),
      ),
      onScreen(
        'status menu',
        orderDetail,
        (page) => page.getByText(seed.customer),
        (page) => button(page, 'menu.changeStatus').click(),
        (page) => page.getByRole('menu'),
      ),
      screen('users', '/users', (page) => page.getByRole('list', { name: ne('users.list') }).getByRole('listitem')),
      onScreen(
        'user block dialog',
        `/userDetail?user=${seed.user}`,
        (page) => page.getByText(seed.userEmail),
        (page) => button(page, 'userAction.BLOCK').click(),
        (page) => page.getByRole('dialog', { name: ne('userAction.BLOCK') }),
      ),
      screen('payments', '/payment', (page) =>
        page
          .getByRole('table', { name: ne('payments.table') })
          .getByRole('row')
          .nth(1),
      ),
      screen('payment detail', `/paymentDetail?paymentId=${seed.payment}`, (page) =>
        page
          .getByRole('table', { name: ne('payment.ordersPaid') })
          .getByRole('row')
          .nth(1),
      ),
      screen('profile', '/profile', (page) => page.getByText('admin@demo.test')),
    ];
    expect(await englishOn('admin@demo.test', 'admin', visits)).toEqual(clean(visits));
  });

  it('on the marketer’s detail and form screens, the payout request, the account menu and the notifications', async () => {
    const visits: Visit[] = [
      screen('order detail', `/orderDetail?orderId=${seed.sitaOrder}`, (page) => page.getByText(seed.sitaCustomer)),
      screen('edit order', `/editOrder?orderId=${seed.sitaOrder}`, (page) =>
        page.locator(`input[value="${seed.sitaCustomer}"]`),
      ),
      screen('product detail', `/productDetail?productId=${seed.sitaProduct}`, heading(seed.sitaProductName)),
      screen('profile', '/profile', (page) => page.getByText('sita@demo.test')),
      onScreen(
        'payout request',
        '/income',
        (page) => page.getByTestId('income-total-income').filter({ hasText: /Rs\. [०-९]/ }),
        (page) => button(page, 'income.request').click(),
        (page) =>
          page
            .getByRole('table', { name: ne('payout.table') })
            .getByRole('row')
            .nth(1),
      ),
      onScreen(
        'account menu',
        '/dashboard',
        (page) => page.getByText(ne('dashboard.delivered')),
        (page) => page.getByRole('button', { name: new RegExp(ne('menu.account')) }).click(),
        (page) => page.getByRole('menu'),
      ),
      onScreen(
        'notifications',
        '/dashboard',
        (page) => page.getByText(ne('dashboard.delivered')),
        (page) => page.getByRole('button', { name: new RegExp(`^${ne('shell.notifications')}`) }).click(),
        (page) => page.getByRole('list', { name: ne('shell.notifications') }).getByRole('listitem'),
      ),
    ];
    expect(await englishOn('sita@demo.test', 'sita', visits)).toEqual(clean(visits));
  });
});
