import { mkdirSync } from 'node:fs';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';
import { graphqlAs, login, SCREENSHOTS, type App } from './harness.ts';
import { text } from './texts.ts';

/** Shared steps of the product, order and scale browser tests. */

export async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/**
 * Signs in and waits until the sign-in has fully settled: the app moves to the dashboard once
 * more when the success toast closes (see the report on use-sign-in), and a click made before
 * that would be undone.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await login(page, email);
  await toast(page, 'Login successful').waitFor({ state: 'detached' });
  await page.waitForURL('**/dashboard');
}

/** The operation name of a GraphQL request sent as JSON (multipart bodies are not readable). */
export function operationOf(request: Request): string | undefined {
  return /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
}

/**
 * Holds the answers to one GraphQL operation until `release()`, to see what the page shows from
 * its cache alone before the server has answered.
 */
export async function holdOperation(
  page: Page,
  operationName: string,
): Promise<{ held(): number; release(): Promise<void> }> {
  const waiting: Route[] = [];
  let open = false;
  const handler = async (route: Route) => {
    if (open || operationOf(route.request()) !== operationName) return route.fallback();
    waiting.push(route);
  };
  await page.route('**/graphql', handler);
  return {
    held: () => waiting.length,
    async release() {
      open = true;
      for (const route of waiting.splice(0)) await route.continue();
      await page.unroute('**/graphql', handler);
    },
  };
}

/** Waits until no CSS animation or transition is running (dialogs and menus fade in). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Scrolls through the page so that lazy images load, waits for every image, and scrolls back:
 * full-page screenshots then show pictures rather than empty frames.
 */
export async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Saves what the viewport shows (for open menus and dialogs) under the screenshots folder. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/**
 * With the admin's order menu opening (after a right-click on a row), opens its Change Order
 * Status submenu once both have settled, and answers the submenu.
 */
export async function openStatusSubmenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('menu', { name: 'Order actions' });
  await visible(menu);
  await settled(page);
  await menu.getByRole('menuitem', { name: 'Change Order Status' }).hover();
  // The submenu is named by the item that opens it.
  const statuses = page.getByRole('menu', { name: 'Change Order Status' });
  await visible(statuses);
  await settled(page);
  return statuses;
}

/**
 * Picks a customer's place in the order form with the keyboard, as on a phone: types `search`
 * into the place search, takes the first match (which must be `place`), chooses the ward and
 * types the tole or landmark.
 */
export async function pickPlace(
  page: Page,
  {
    search,
    place,
    ward,
    tole = '',
    locale = 'en',
  }: { search: string; place: string; ward: number; tole?: string; locale?: 'en' | 'ne' },
): Promise<void> {
  const input = page.getByRole('combobox', { name: text('address.localLevel', {}, locale) });
  await input.fill('');
  await input.pressSequentially(search, { delay: 20 });
  await visible(page.getByRole('option', { name: new RegExp(`^${place}`) }).first());
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(place);
  await page.getByRole('combobox', { name: text('address.ward', {}, locale), exact: true }).selectOption(String(ward));
  if (tole) await page.getByRole('textbox', { name: text('address.tole', {}, locale) }).fill(tole);
}

/** What `placeOrder` places: a product of the marketer's list by name, and the order's fields. */
export interface OrderToPlace {
  product: string;
  quantity: number;
  price: number;
  customerName: string;
  customerPhone: string;
  customerLocation: string;
}

/** A marketer places an order through the BFF, for a test to act on; answers its id. */
export async function placeOrder(app: App, email: string, { product, ...fields }: OrderToPlace): Promise<string> {
  const marketer = await graphqlAs(app, email);
  const { myProducts } = await marketer<{ myProducts: { id: string; name: string }[] }>(
    'query TestMyProducts { myProducts { id name } }',
  );
  const input = { productId: myProducts.find((p) => p.name === product)!.id, ...fields };
  const { addOrder } = await marketer<{ addOrder: { order: { id: string } } }>(
    'mutation TestPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }',
    { input },
  );
  return addOrder.order.id;
}
