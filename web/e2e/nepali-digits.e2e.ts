import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickPlace, placeOrder, signIn, toast, visible } from './commerce-helpers.ts';
import { PHONE, screenshot, useApp, type App } from './harness.ts';

/**
 * Numbers typed in Devanagari digits, on a phone. The order form keeps what is
 * typed (no digit dropped), reads it as the server does and places the order; the orders search
 * finds it by phone digits typed in Devanagari and by the customer's location.
 */

let app: App;
useApp((started) => (app = started), 'each');

/** No seeded order has this customer or this place. */
const CUSTOMER = 'Sunita Rai';
const PLACE = 'Ward 5, Damak Municipality, Jhapa';

const rows = (page: Page) => page.getByTestId('orders-table').locator('[role="row"][data-key]');

/** The orders the signed-in user sees with this customer name, as the API answers them. */
async function placedOrders(page: Page, customer: string) {
  return page.evaluate(async (name) => {
    const query = `query($q: String) { orders(first: 100, search: $q) { edges { node { quantity price customer { name phone location } } } } }`;
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { q: name } }),
    });
    const { data } = (await response.json()) as { data: { orders: { edges: { node: unknown }[] } } };
    return data.orders.edges.map((edge) => edge.node);
  }, customer);
}

describe('Devanagari digits on a phone', () => {
  it('are kept in the order form, read as numbers, placed, and found by the orders search', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'sita@demo.test');
    await page.goto('/addOrder');
    await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Pashmina Shawl' });
    const quantity = page.getByLabel('Quantity');
    const price = page.getByLabel('Price per unit');
    const phone = page.getByLabel('Customer phone');

    // Typed key by key, as a Nepali keyboard sends them: nothing is dropped.
    await quantity.fill('');
    await quantity.pressSequentially('२');
    await price.fill('');
    await price.pressSequentially('४६००');
    expect(await quantity.inputValue()).toBe('२');
    expect(await price.inputValue()).toBe('४६००');
    // The preview reads them as 2 and 4600: the figures of the same order typed in ASCII digits
    // (orders-lifecycle.e2e.ts).
    expect(await page.getByTestId('preview-commission').textContent()).toBe('Rs. 730.00');
    expect(await page.getByTestId('preview-total').textContent()).toBe('Rs. 1,460.00');

    await page.getByLabel('Customer name').fill(CUSTOMER);
    await phone.pressSequentially('९८४११२२३३४');
    await pickPlace(page, { search: 'damak', place: 'Damak Municipality', ward: 5 });
    expect(await phone.inputValue()).toBe('९८४११२२३३४');
    await screenshot(page, 'nepali-digits-order-form-phone');

    await page.getByRole('button', { name: 'Place order' }).click();
    expect(
      await page
        .getByText('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code')
        .count(),
    ).toBe(0);
    await visible(toast(page, 'Order placed'));
    await page.waitForURL('**/orders?order=confirmed');
    expect(await placedOrders(page, CUSTOMER)).toEqual([
      { quantity: 2, price: 4600, customer: { name: CUSTOMER, phone: '9841122334', location: PLACE } },
    ]);

    // The search box keeps the Devanagari digits; the server reads them as 0-9.
    await page.goto('/orders?order=all');
    await visible(rows(page).first());
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.pressSequentially('२२३३४', { delay: 30 });
    await expect.poll(async () => (await rows(page).allInnerTexts()).length).toBe(1);
    expect(await rows(page).first().innerText()).toContain(CUSTOMER);
    expect(await search.inputValue()).toBe('२२३३४');
    await screenshot(page, 'nepali-digits-orders-search-phone');

    // By the customer's location too.
    await search.fill('');
    await search.pressSequentially('damak', { delay: 30 });
    await page.waitForURL(/[?&]q=damak(&|$)/);
    await expect.poll(async () => (await rows(page).allInnerTexts()).length).toBe(1);
    expect(await rows(page).first().innerText()).toContain(CUSTOMER);
  });

  it("find an admin the orders by the customer's location, and users by a phone typed in Devanagari digits", async () => {
    // Sita's order for a customer in Damak, placed through the BFF.
    await placeOrder(app, 'sita@demo.test', {
      product: 'Pashmina Shawl',
      quantity: 2,
      price: 4600,
      customerName: CUSTOMER,
      customerPhone: '9841122334',
      customerLocation: PLACE,
    });

    const page = await app.newPage(PHONE);
    await signIn(page, 'admin@demo.test');
    await page.goto('/orders?order=all');
    await visible(rows(page).first());
    await screenshot(page, 'nepali-digits-admin-orders-phone');
    await page.getByRole('searchbox', { name: 'Search orders' }).pressSequentially('Damak', { delay: 30 });
    await expect.poll(async () => (await rows(page).allInnerTexts()).length).toBe(1);
    expect(await rows(page).first().innerText()).toContain(CUSTOMER);

    const sitaPhone = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ users(filter: ALL, first: 100) { edges { node { email phone } } } }' }),
      });
      const { data } = (await response.json()) as {
        data: { users: { edges: { node: { email: string; phone: string } }[] } };
      };
      return data.users.edges.find((edge) => edge.node.email === 'sita@demo.test')!.node.phone;
    });
    const typed = sitaPhone.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
    await page.goto('/users');
    const users = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await visible(users.first());
    await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially(typed, { delay: 20 });
    await expect.poll(async () => (await users.allInnerTexts()).length).toBe(1);
    expect(await users.first().innerText()).toContain('sita@demo.test');
    await screenshot(page, 'nepali-digits-users-search-phone');
  });
});
