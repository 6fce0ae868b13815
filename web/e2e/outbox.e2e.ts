import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickPlace, signIn, toast, visible } from './commerce-helpers.ts';
import { graphqlAs, PASSWORDS, PHONE, screenshot, startApp, type App } from './harness.ts';
import { keptWith } from './kept-cache.ts';
import { text, type TextKey } from './texts.ts';

/**
 * Orders typed without a connection are kept on the phone ("Waiting to send"), editable and
 * removable, and sent when the connection returns and the marketer says yes, each under the
 * Idempotency-Key it got when first submitted: counted at the stand-in, each is placed once
 * however often the connection comes and goes, also while one is being sent. A draft the gateway
 * refuses (its product went out of stock) comes back with the reason; a half-typed order survives
 * a reload.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const waiting = (page: Page) => page.getByTestId('waiting-orders');
const drafts = (page: Page) => waiting(page).locator('li[data-draft-id]');
const ask = (page: Page) => page.getByRole('alertdialog');

/** The orders of every marketer as the stand-in holds them (its REST API, as an admin). */
async function gatewayOrders(): Promise<{ _id: string; customerName: string }[]> {
  const signedIn = await fetch(`${app.gateway.url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: PASSWORDS['admin@demo.test'] }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const answer = await fetch(`${app.gateway.url}/admin/orders`, { headers: { token } });
  return ((await answer.json()) as { orders: { _id: string; customerName: string }[] }).orders;
}

/** An admin takes a product out of stock, through the BFF. */
async function outOfStock(productId: string): Promise<void> {
  const admin = await graphqlAs(app, 'admin@demo.test');
  await admin(
    'mutation Stock($id: ID!) { setProductStatus(id: $id, status: OUT_OF_STOCK) { product { id status } } }',
    { id: productId },
  );
}

/** Sita on a phone, with the service worker in charge and the order form's screen and products loaded once. */
async function marketerPage(): Promise<Page> {
  const page = await app.newPage(PHONE);
  await signIn(page, 'sita@demo.test');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  await page.goto('/orders');
  await page.getByRole('link', { name: text('orders.addNew') }).click();
  await visible(page.getByRole('button', { name: text('orders.add.submit') }));
  return page;
}

/** The products the form offers (value, name), without the "Choose a product" line. */
async function offered(page: Page): Promise<{ id: string; name: string }[]> {
  const options = await page
    .getByLabel(text('orders.field.productId'))
    .locator('option')
    .evaluateAll((list) => list.map((o) => ({ id: (o as HTMLOptionElement).value, name: o.textContent ?? '' })));
  return options.filter((o) => o.id);
}

interface Typed {
  productId: string;
  customer: string;
  phone: string;
  quantity?: string;
}

async function fillOrder(page: Page, order: Typed, locale: 'en' | 'ne' = 'en'): Promise<void> {
  const t = (key: TextKey) => text(key, {}, locale);
  await page.getByLabel(t('orders.field.productId')).selectOption(order.productId);
  await page.getByRole('textbox', { name: t('orders.field.quantity') }).fill(order.quantity ?? '1');
  await page.getByRole('textbox', { name: t('orders.field.customerName') }).fill(order.customer);
  await page.getByRole('textbox', { name: t('orders.field.customerPhone') }).fill(order.phone);
  await pickPlace(page, {
    search: 'pokhara',
    place: locale === 'ne' ? 'पोखरा महानगरपालिका' : 'Pokhara Metropolitan City',
    ward: 6,
    locale,
  });
}

/** Types an order on /addOrder and submits it with the connection off: it waits on the phone. */
async function typeOffline(page: Page, order: Typed, locale: 'en' | 'ne' = 'en'): Promise<void> {
  const t = (key: TextKey) => text(key, {}, locale);
  if (!page.url().endsWith('/addOrder')) await page.getByRole('link', { name: t('orders.addNew') }).click();
  await fillOrder(page, order, locale);
  await page.getByRole('button', { name: t('orders.add.submit') }).click();
  const saved = toast(page, t('outbox.savedOffline')).first();
  await visible(saved);
  await page.waitForURL('**/orders');
  // On a phone the toast lies over the bottom of the screen, where the form's button will be: closed, as a thumb would.
  await saved.getByRole('button').click();
  await visible(drafts(page).filter({ hasText: order.customer }));
}

/** The connection comes back; answers the question it asks. */
async function reconnect(page: Page, count: number, answer: 'send' | 'later'): Promise<void> {
  await page.context().setOffline(false);
  const dialog = ask(page);
  await visible(dialog);
  expect(await dialog.getByRole('heading').textContent()).toBe(
    count === 1 ? 'Send 1 waiting order?' : `Send ${count} waiting orders?`,
  );
  await dialog.getByRole('button', { name: text(answer === 'send' ? 'outbox.ask.send' : 'outbox.ask.later') }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Everything the app keeps in its IndexedDB database, as JSON. */
function keptOnPhone(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('bikri-kept');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const all = open.result.transaction('values', 'readonly').objectStore('values').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(all.result));
          };
        };
      }),
  );
}

/** A full-page screenshot from the top, so the sticky top bar stays where it belongs. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const statusOf = (row: Locator) => row.getByTestId('draft-status').textContent();

describe('orders typed offline', () => {
  it('are placed exactly once each after the connection flaps three times, once while sending; a refused one comes back with the reason', async () => {
    const run = `R${Date.now().toString(36)}`;
    const page = await marketerPage();
    const [product, doomed] = await offered(page);
    expect(doomed).toBeDefined();
    const before = await gatewayOrders();

    await page.context().setOffline(true);
    const started = Date.now();
    for (let n = 1; n <= 5; n++)
      await typeOffline(page, { productId: product!.id, customer: `${run} Customer ${n}`, phone: `984100000${n}` });
    await typeOffline(page, { productId: doomed!.id, customer: `${run} Doomed`, phone: '9841000009' });
    const typing = Date.now() - started;
    expect(await drafts(page).count()).toBe(6);
    expect(await statusOf(drafts(page).first())).toBe(text('outbox.state.waiting'));
    expect(
      await waiting(page)
        .getByRole('button', { name: text('outbox.sendNow') })
        .isDisabled(),
    ).toBe(true);
    await shot(page, 'outbox-waiting-offline-phone');
    // While they wait, the doomed product goes out of stock.
    await outOfStock(doomed!.id);

    // Flap 1: back, "Not now", gone again.
    await reconnect(page, 6, 'later');
    await page.context().setOffline(true);
    await shot(page, 'outbox-after-not-now-phone');

    // Flap 2: back, "Send"; the stand-in reads slowly, and the connection goes once the first
    // order is written there, before its answer is back.
    await app.dev.fault({ mode: 'delay', ms: 2_000, path: '/order/getMyOrders' });
    await page.context().setOffline(false);
    await visible(ask(page));
    await shot(page, 'outbox-ask-phone');
    await ask(page)
      .getByRole('button', { name: text('outbox.ask.send') })
      .click();
    await expect
      .poll(async () => (await app.dev.calls()).byRoute['POST /order/addOrder'] ?? 0, { interval: 50, timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await page.context().setOffline(true);
    const first = drafts(page).first();
    await expect.poll(() => statusOf(first)).toBe(text('outbox.state.maybePlaced'));
    await shot(page, 'outbox-maybe-placed-phone');
    // One that may have been placed is not edited: sending it again says what became of it.
    expect(
      await first.getByRole('button', { name: text('outbox.editFor', { name: `${run} Customer 1` }) }).isDisabled(),
    ).toBe(true);

    // Flap 3: back, "Send"; every one goes, under its first key.
    await app.dev.clearFault();
    await page.context().setOffline(false);
    const dialog = ask(page);
    await visible(dialog);
    const sending = Date.now();
    // A double click sends once.
    await dialog.getByRole('button', { name: text('outbox.ask.send') }).dblclick();
    await expect.poll(() => drafts(page).count(), { timeout: 60_000 }).toBe(1);
    const sent = Date.now() - sending;
    const refused = drafts(page).first();
    expect(await refused.textContent()).toContain(`${run} Doomed`);
    await expect
      .poll(() => statusOf(refused))
      .toBe(
        text('outbox.state.refused', { reason: text('error.outOfStock', { label: text('orders.field.productId') }) }),
      );
    await visible(toast(page, '5 waiting orders placed'));
    await shot(page, 'outbox-refused-phone');

    // At the stand-in: exactly five new orders, one per customer, none for the refused draft.
    const after = await gatewayOrders();
    const known = new Set(before.map((o) => o._id));
    const added = after.filter((o) => !known.has(o._id)).map((o) => o.customerName);
    expect(added.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `${run} Customer ${n}`));
    console.log(
      `Outbox: 6 orders typed offline in ${(typing / 1000).toFixed(1)} s; after 3 flaps (one while sending) the stand-in holds ${added.length} new orders for 5 drafts, ` +
        `${new Set(added).size} distinct, the refused one kept; the last run took ${(sent / 1000).toFixed(1)} s`,
    );

    // Placed ones are in the orders list; the refused one is edited onto an available product and placed.
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await visible(page.getByTestId('orders-table').getByText(`${run} Customer 5`));
    await refused.getByRole('link', { name: text('outbox.editFor', { name: `${run} Doomed` }) }).click();
    await page.waitForURL('**/addOrder?draft=*');
    expect(await page.getByRole('textbox', { name: text('orders.field.customerName') }).inputValue()).toBe(
      `${run} Doomed`,
    );
    expect(await page.getByLabel(text('orders.field.productId')).inputValue()).toBe('');
    await page.getByLabel(text('orders.field.productId')).selectOption(product!.id);
    await page.getByRole('button', { name: text('orders.add.submit') }).click();
    await page.waitForURL('**/orders?order=confirmed');
    await expect.poll(() => drafts(page).count()).toBe(0);
    expect((await gatewayOrders()).filter((o) => o.customerName === `${run} Doomed`)).toHaveLength(1);
  }, 120_000);

  it('in Nepali: kept, edited and removed on the phone; a half-typed order survives a reload until it is cancelled', async () => {
    const ne = (key: TextKey, values?: Record<string, string | number>) => text(key, values, 'ne');
    const run = `N${Date.now().toString(36)}`;
    const page = await marketerPage();
    const [product] = await offered(page);
    await page.getByRole('button', { name: text('lang.switchTo', { name: 'नेपाली' }) }).click();
    await visible(page.getByRole('button', { name: ne('orders.add.submit') }));

    await page.context().setOffline(true);
    await typeOffline(page, { productId: product!.id, customer: `${run} Asha`, phone: '9841000011' }, 'ne');
    await typeOffline(page, { productId: product!.id, customer: `${run} Bikash`, phone: '9841000012' }, 'ne');
    expect(await waiting(page).getByRole('heading').textContent()).toContain(ne('outbox.title'));
    expect(await statusOf(drafts(page).first())).toBe(ne('outbox.state.waiting'));
    await shot(page, 'outbox-waiting-offline-phone-ne');

    // Edit: the form opens with what was typed; saved offline, it keeps waiting with the new quantity.
    await drafts(page)
      .first()
      .getByRole('link', { name: ne('outbox.editFor', { name: `${run} Asha` }) })
      .click();
    const quantity = page.getByRole('textbox', { name: ne('orders.field.quantity') });
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('३');
    await page.getByRole('button', { name: ne('orders.add.submit') }).click();
    await page.waitForURL('**/orders');
    await expect.poll(() => drafts(page).first().textContent()).toContain(`${ne('orders.qtyPrefix')}३`);
    expect(await drafts(page).count()).toBe(2);

    // Remove, after a confirm.
    await drafts(page)
      .nth(1)
      .getByRole('button', { name: ne('outbox.removeFor', { name: `${run} Bikash` }) })
      .click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain(ne('outbox.confirmRemove', { name: `${run} Bikash` }));
    await shot(page, 'outbox-remove-confirm-phone-ne');
    await confirm.getByRole('button', { name: ne('outbox.removeYes') }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => drafts(page).count()).toBe(1);

    // Back online: asked in Nepali, and placed.
    await page.context().setOffline(false);
    await visible(ask(page));
    expect(await ask(page).getByRole('heading').textContent()).toBe(`पठाउन बाँकी १ अर्डर अहिले पठाउने?`);
    await shot(page, 'outbox-ask-phone-ne');
    await ask(page)
      .getByRole('button', { name: ne('outbox.ask.send') })
      .click();
    await expect.poll(() => drafts(page).count(), { timeout: 30_000 }).toBe(0);
    const placed = (await gatewayOrders()).filter((o) => o.customerName.startsWith(run));
    expect(placed.map((o) => o.customerName)).toEqual([`${run} Asha`]);

    // A half-typed order survives a reload, and Cancel forgets it.
    await page.getByRole('link', { name: ne('orders.addNew') }).click();
    await fillOrder(page, { productId: product!.id, customer: `${run} Half typed`, phone: '98410' }, 'ne');
    await expect.poll(() => keptOnPhone(page)).toContain(`"customerPhone":"98410"`);
    await page.reload();
    const name = page.getByRole('textbox', { name: ne('orders.field.customerName') });
    await visible(name);
    expect(await name.inputValue()).toBe(`${run} Half typed`);
    expect(await page.getByRole('textbox', { name: ne('orders.field.customerPhone') }).inputValue()).toBe('98410');
    expect(await page.getByLabel(ne('orders.field.productId')).inputValue()).toBe(product!.id);
    await shot(page, 'outbox-half-typed-reloaded-phone-ne');
    await page.getByRole('link', { name: ne('orders.form.cancel') }).click();
    await page.waitForURL('**/orders');
    await page.getByRole('link', { name: ne('orders.addNew') }).click();
    await visible(name);
    expect(await name.inputValue()).toBe('');
  });

  it('can be typed after a reload with no connection, and signing out asks before it deletes them', async () => {
    const run = `S${Date.now().toString(36)}`;
    const page = await marketerPage();
    const [product] = await offered(page);
    // What the form showed is kept on the phone (persisted-cache.ts) a moment after it loaded.
    await keptWith(page, 'ROOT_QUERY.myProducts');
    await page.context().setOffline(true);
    await page.reload();
    await visible(page.getByRole('button', { name: text('orders.add.submit') }));
    expect((await offered(page)).map((option) => option.id)).toContain(product!.id);
    await typeOffline(page, { productId: product!.id, customer: `${run} Kept`, phone: '9841000021' });
    await reconnect(page, 1, 'later');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: text('shell.logout') }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm);
    expect(await confirm.textContent()).toContain(
      '1 order typed on this phone is still waiting to be sent. Logging out deletes it.',
    );
    await shot(page, 'outbox-logout-confirm-phone');
    await confirm.getByRole('button', { name: text('common.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await drafts(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: text('shell.logout') }).click();
    await visible(confirm);
    await confirm.getByRole('button', { name: text('shell.logout') }).click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => keptOnPhone(page)).toBe('[]');
    expect((await gatewayOrders()).filter((o) => o.customerName.startsWith(run))).toEqual([]);
  });
});
