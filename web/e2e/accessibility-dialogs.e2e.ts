import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { settled, visible } from './commerce-helpers.ts';
import { DESKTOP, graphqlAs, login, PHONE, startApp, type App } from './harness.ts';
import { rows } from './orders-screen.ts';
import { text } from './texts.ts';

/**
 * axe-core against WCAG 2.1 A and AA on what the menu does not reach: the detail and form screens
 * opened from a list, every dialog and menu open, the verification steps, the shared product page,
 * an order's tracking page and a missing page; at desktop width in English and at phone width in Nepali.
 */

let app: App;
/** Ids of seeded records the screens open. */
let seed: {
  order: string;
  customer: string;
  product: string;
  productName: string;
  user: string;
  payment: string;
  shared: string;
  /** The order's tracking page, asking its customer to confirm. */
  tracking: string;
};

beforeAll(async () => {
  app = await startApp();
  const sita = await graphqlAs(app, 'sita@demo.test');
  const admin = await graphqlAs(app, 'admin@demo.test');
  const { orders } = await sita<{
    orders: { edges: { node: { id: string; customer: { name: string }; trackingUrl: string } }[] };
  }>('query A11yOrder { orders(status: CONFIRMED, first: 1) { edges { node { id customer { name } trackingUrl } } } }');
  const { myProducts } = await sita<{ myProducts: { id: string; name: string; status: string }[] }>(
    'query A11yProducts { myProducts { id name status } }',
  );
  const product = myProducts.find((p) => p.status === 'AVAILABLE')!;
  const { shareProduct } = await sita<{ shareProduct: { id: string } }>(
    'mutation A11yShare($input: ShareProductInput!) { shareProduct(input: $input) { id } }',
    { input: { productId: product.id } },
  );
  const { users } = await admin<{ users: { edges: { node: { id: string; email: string } }[] } }>(
    'query A11yUsers { users(first: 50) { edges { node { id email } } } }',
  );
  const { payments } = await admin<{ payments: { edges: { node: { id: string } }[] } }>(
    'query A11yPayments { payments(status: PENDING, first: 1) { edges { node { id } } } }',
  );
  seed = {
    order: orders.edges[0]!.node.id,
    customer: orders.edges[0]!.node.customer.name,
    product: product.id,
    productName: product.name,
    user: users.edges.find((edge) => edge.node.email === 'ram@demo.test')!.node.id,
    payment: payments.edges[0]!.node.id,
    shared: shareProduct.id,
    tracking: new URL(orders.edges[0]!.node.trackingUrl).pathname,
  };
});
afterAll(() => app.close());

type Locale = 'en' | 'ne';

/** A screen or an open dialog: how to reach it from anywhere, and what shows it is there. */
interface Visit {
  name: string;
  open(page: Page, locale: Locale): Promise<Locator>;
}

const goTo =
  (path: string): Visit['open'] =>
  async (page) => {
    await page.goto(path);
    return page.locator('h1').first();
  };

/** Opens a page, then presses what opens a dialog or menu; answers the dialog or menu. */
const opened =
  (path: string, press: (page: Page, locale: Locale) => Promise<void>, shows: (page: Page) => Locator): Visit['open'] =>
  async (page, locale) => {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await press(page, locale);
    return shows(page);
  };

const button = (within: Page | Locator, name: string) => within.getByRole('button', { name, exact: true });
/** The row of the seeded order in a list of orders. */
const seededRow = (page: Page) => rows(page).filter({ hasText: seed.customer }).first();
const dialogOf = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** Goes through the visits as `email` (signed out when empty) in `locale`; answers what axe finds on each. */
async function violationsOn(
  email: string,
  visits: readonly Visit[],
  viewport: { width: number; height: number },
  locale: Locale,
): Promise<Record<string, unknown[]>> {
  const page = await app.newPage(viewport);
  if (email) await login(page, email);
  await page.addInitScript((chosen) => localStorage.setItem('bikri.locale', chosen), locale);
  const found: Record<string, unknown[]> = {};
  for (const visit of visits) {
    const shown = await visit.open(page, locale);
    await visible(shown);
    await page.waitForLoadState('networkidle');
    await settled(page);
    found[visit.name] = await axeViolations(page);
  }
  await page.context().close();
  return found;
}

const none = (visits: readonly Visit[]) => Object.fromEntries(visits.map((visit) => [visit.name, []]));

function marketerVisits(): Visit[] {
  return [
    { name: 'order detail', open: goTo(`/orderDetail?orderId=${seed.order}`) },
    { name: 'edit order', open: goTo(`/editOrder?orderId=${seed.order}`) },
    { name: 'product detail', open: goTo(`/productDetail?productId=${seed.product}`) },
    {
      name: 'share dialog',
      open: opened(
        '/products',
        (page, locale) =>
          button(page, text('share.product', { name: seed.productName }, locale))
            .first()
            .click(),
        dialogOf,
      ),
    },
    {
      name: 'cancel question',
      open: opened(
        '/orders?order=confirmed',
        (page, locale) =>
          button(page, text('orders.cancelFor', { name: seed.customer }, locale))
            .first()
            .click(),
        (page) => page.getByRole('alertdialog'),
      ),
    },
    {
      name: 'payout request dialog',
      open: opened('/income', (page, locale) => button(page, text('income.request', {}, locale)).click(), dialogOf),
    },
    {
      name: 'account menu',
      open: opened(
        '/dashboard',
        (page, locale) => page.getByRole('button', { name: new RegExp(text('menu.account', {}, locale)) }).click(),
        (page) => page.getByRole('menu'),
      ),
    },
    {
      name: 'notifications',
      open: opened(
        '/dashboard',
        (page, locale) =>
          page.getByRole('button', { name: new RegExp(`^${text('shell.notifications', {}, locale)}`) }).click(),
        dialogOf,
      ),
    },
  ];
}

function adminVisits(): Visit[] {
  return [
    { name: 'order detail', open: goTo(`/orderDetail?orderId=${seed.order}`) },
    { name: 'edit product', open: goTo(`/editProduct?productId=${seed.product}`) },
    { name: 'user detail', open: goTo(`/userDetail?user=${seed.user}`) },
    { name: 'payment detail', open: goTo(`/paymentDetail?paymentId=${seed.payment}`) },
    {
      name: 'status menu',
      open: opened(
        `/orderDetail?orderId=${seed.order}`,
        (page, locale) => button(page, text('menu.changeStatus', {}, locale)).click(),
        (page) => page.getByRole('menu'),
      ),
    },
    {
      name: 'cancel question',
      open: opened(
        `/orderDetail?orderId=${seed.order}`,
        (page, locale) => button(page, text('menu.cancelOrder', {}, locale)).click(),
        (page) => page.getByRole('alertdialog'),
      ),
    },
    {
      name: 'row menu',
      open: opened(
        '/orders?order=confirmed',
        (page, locale) => button(seededRow(page), text('orders.actionsFor', { name: seed.customer }, locale)).click(),
        (page) => page.getByRole('menu').first(),
      ),
    },
    {
      name: 'bulk change question',
      open: opened(
        '/orders?order=confirmed',
        async (page, locale) => {
          await seededRow(page).getByRole('checkbox').check();
          await button(page, text('orders.bulk.changeStatus', {}, locale)).click();
          await page.getByRole('menuitem', { name: text('orderStatus.IN_PROCESS', {}, locale), exact: true }).click();
        },
        (page) => page.getByRole('alertdialog'),
      ),
    },
    {
      name: 'block dialog',
      open: opened(
        `/userDetail?user=${seed.user}`,
        (page, locale) => button(page, text('userAction.BLOCK', {}, locale)).click(),
        dialogOf,
      ),
    },
    {
      name: 'proof dialog',
      open: opened(
        `/paymentDetail?paymentId=${seed.payment}`,
        (page, locale) => button(page, text('payment.done', {}, locale)).click(),
        dialogOf,
      ),
    },
  ];
}

const PUBLIC: Visit[] = [
  { name: 'shared product', open: async (page) => (await page.goto(`/p/${seed.shared}`), page.locator('h1')) },
  {
    name: 'tracking page',
    open: async (page, locale) => (await page.goto(`${seed.tracking}?lang=${locale}`), page.locator('h1')),
  },
  { name: 'missing page', open: goTo('/no-such-screen') },
];

describe.each([
  ['desktop, English', DESKTOP, 'en'],
  ['phone, Nepali', PHONE, 'ne'],
] as const)('no WCAG 2.1 AA violation beyond the menu (%s)', (_, viewport, locale) => {
  it('on the public pages and the verification steps', async () => {
    expect(await violationsOn('', PUBLIC, viewport, locale)).toEqual(none(PUBLIC));
    const emailStep = [{ name: 'email verification', open: goTo('/emailVerification') }];
    expect(await violationsOn('new@demo.test', emailStep, viewport, locale)).toEqual(none(emailStep));
    const kycStep = [{ name: 'user verification', open: goTo('/userVerification') }];
    expect(await violationsOn('gita@demo.test', kycStep, viewport, locale)).toEqual(none(kycStep));
  });

  it('as a marketer, with each dialog and menu open', async () => {
    const visits = marketerVisits();
    expect(await violationsOn('sita@demo.test', visits, viewport, locale)).toEqual(none(visits));
  });

  it('as an admin, with each dialog and menu open', async () => {
    const visits = adminVisits();
    expect(await violationsOn('admin@demo.test', visits, viewport, locale)).toEqual(none(visits));
  });
});
