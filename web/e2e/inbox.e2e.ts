import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeOrder, signIn, viewportShot, visible } from './commerce-helpers.ts';
import { DESKTOP, graphqlAs, PHONE, screenshot, useApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * The bell's inbox: an entry arrives live when something that concerns the user happens, the
 * unread count shows on the bell, and it survives a reload and a sign-in elsewhere until it is
 * read. Each test has a world of its own.
 */

let app: App;
useApp((started) => (app = started), 'each');

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Notifications|सूचनाहरू)/ });
const inbox = (page: Page) => page.getByTestId('inbox');

/** The count the bell shows, if its digits are drawn inside its badge. */
const drawnCount = (page: Page) =>
  bell(page)
    .getByTestId('bell-count')
    .evaluate((badge) => {
      const range = document.createRange();
      range.selectNodeContents(badge);
      const [text, box] = [range.getBoundingClientRect(), badge.getBoundingClientRect()];
      const inside =
        text.top >= box.top && text.bottom <= box.bottom && text.left >= box.left && text.right <= box.right;
      return inside ? badge.textContent : `${badge.textContent} drawn outside its badge`;
    });
const entries = (page: Page) => inbox(page).getByRole('listitem');

/** The id, customer and product of one of Sita's confirmed orders, from the stand-in. */
function sitasConfirmedOrder() {
  const { db } = app.gateway.store;
  const sita = db.users.find((u) => u.email === 'sita@demo.test')!;
  const order = db.orders.find((o) => o.orderFrom === sita._id && o.status === 'confirmed')!;
  const product = db.products.find((p) => p._id === order.product)!;
  return { id: order._id, customer: order.customerName, product: product.productName };
}

describe('the notification inbox', () => {
  it('tells a marketer live that the admin moved her order; the entry stays unread through a reload and on another device until she opens it', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');

    const order = sitasConfirmedOrder();
    const admin = await graphqlAs(app, 'admin@demo.test');
    await admin(
      'mutation InboxAdminMoves($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id } } }',
      { id: order.id },
    );
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    // Screen readers are told, through a status region, that it arrived.
    expect(await page.getByTestId('unread-announcer').textContent()).toBe('New notification: 1 unread');
    expect(await page.getByTestId('unread-announcer').getAttribute('role')).toBe('status');

    expect(await drawnCount(page)).toBe('1');
    await page.reload();
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    await bell(page).click();
    await visible(inbox(page));
    const sentence = `Your order for ${order.customer} (${order.product}) is now In-process.`;
    await visible(entries(page).first());
    expect(await entries(page).count()).toBe(1);
    expect(await entries(page).first().innerText()).toContain(sentence);
    expect(await entries(page).first().getAttribute('data-read')).toBeNull();
    await screenshot(page, 'inbox-marketer-desktop');

    // Signed in on a phone too: the same entry, unread.
    const phone = await app.newPage(PHONE);
    await signIn(phone, 'sita@demo.test');
    await expect.poll(() => bell(phone).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    // Unread on arrival is not news.
    expect(await phone.getByTestId('unread-announcer').textContent()).toBe('');

    // Opening it leads to the order and marks it read, here and on the phone after a reload.
    await entries(page).first().getByRole('link').click();
    await page.waitForURL(`**/orderDetail?orderId=${order.id}`);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    await phone.reload();
    await bell(phone).click();
    await visible(entries(phone).first());
    expect(await entries(phone).first().getAttribute('data-read')).toBe('');
    expect(await bell(phone).getAttribute('aria-label')).toBe('Notifications');

    // Nobody else has it.
    const maya = await app.newPage(DESKTOP);
    await signIn(maya, 'maya@demo.test');
    await bell(maya).click();
    await visible(inbox(maya).getByText('No notifications yet.'));
  });

  it('tells the admins of a new order, in Nepali on a phone, and marks all read', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'admin@demo.test');
    await page.getByRole('button', { name: text('lang.switchTo', { name: 'नेपाली' }) }).click();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('सूचनाहरू');

    await placeOrder(app, 'sita@demo.test', {
      product: 'Pashmina Shawl',
      quantity: 1,
      price: 4500,
      customerName: 'Gopal Karki',
      customerPhone: '9841234560',
      customerLocation: 'Ward 3, Pokhara Metropolitan City, Kaski',
    });
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe('सूचनाहरू, १ नपढिएका');
    expect(await drawnCount(page)).toBe('१');
    await bell(page).click();
    await visible(entries(page).first());
    expect(await entries(page).first().innerText()).toContain(
      'Sita Sharma बाट Gopal Karki (Pashmina Shawl) को नयाँ अर्डर।',
    );
    await viewportShot(page, 'inbox-admin-phone-ne');

    await inbox(page).getByRole('button', { name: 'सबै पढिएको बनाउनुहोस्' }).click();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('सूचनाहरू');
    expect(await entries(page).first().getAttribute('data-read')).toBe('');
  });
});
