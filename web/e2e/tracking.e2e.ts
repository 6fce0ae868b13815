import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, settled, signIn, toast, viewportShot, visible } from './commerce-helpers.ts';
import { DESKTOP, emulateNetwork, NETWORK, PHONE, screenshot, startApp, type App } from './harness.ts';

/**
 * An order's tracking page, end to end: the marketer sends its link on WhatsApp from the order's
 * page, in the customer's language; the customer, on a phone over slow mobile data with no
 * account, reads it in Nepali and confirms; the marketer's order page shows the answer live. A
 * decline reaches the marketer's inbox with a way to cancel the order.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const ORDER = {
  product: 'Dhaka Topi',
  quantity: 2,
  price: 750,
  customerName: 'Anita Karki',
  customerPhone: '9841234567',
  customerLocation: 'Lalitpur',
};

describe('a tracking link', () => {
  it('goes from the marketer to the customer on WhatsApp, who confirms on a slow phone in Nepali', async () => {
    const orderId = await placeOrder(app, 'sita@demo.test', ORDER);
    const sita = await app.newPage(DESKTOP);
    await signIn(sita, 'sita@demo.test');
    await sita.goto(`/orderDetail?orderId=${orderId}`);
    const card = sita.getByTestId('customer-tracking');
    await visible(card);
    await visible(card.getByText('Customer not yet asked'));
    await card.getByLabel('Message language').selectOption('ne');
    const whatsApp = card.getByRole('link', { name: 'Send to customer on WhatsApp' });
    const href = (await whatsApp.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/9779841234567\?text=/);
    const message = decodeURIComponent(href.split('?text=')[1]!);
    expect(message).toMatch(
      /^नमस्ते Anita Karki! तपाईंको Dhaka Topi \(परिमाण २\) को अर्डर भयो। डेलिभरीमा Rs\. १,५००\.०० तिर्नुहोस्। यहाँ हेर्नुहोस् र पुष्टि गर्नुहोस्: http:\/\/127\.0\.0\.1:\d+\/t\/[A-Za-z0-9_-]{22}\?lang=ne$/,
    );
    const url = message.slice(message.lastIndexOf('http'));

    // The customer: another phone, no account, slow mobile data, the link from the message.
    const customer = await app.newPage(PHONE, { hasTouch: true });
    await emulateNetwork(customer, NETWORK.slow4g);
    await customer.goto(url);
    await visible(customer.getByRole('heading', { level: 1, name: 'तपाईंको अर्डर' }));
    await visible(customer.getByText('Dhaka Topi', { exact: true }));
    await visible(customer.getByText('परिमाण: २'));
    await visible(customer.getByText('Rs. १,५००.००', { exact: true }));
    await visible(customer.getByText(/^Sita Sharma ·/));
    expect(await customer.getByText('Lalitpur').count()).toBe(0);
    await screenshot(customer, 'tracking-page-ne-phone');
    await customer.getByRole('button', { name: 'हो, म डेलिभरीमा Rs. १,५००.०० तिर्नेछु' }).tap();
    await visible(customer.getByRole('status').getByText('धन्यवाद। तपाईंको जवाफ बिक्रेतालाई पठाइयो।'));
    await visible(customer.getByText('तपाईंले पुष्टि गर्नुभयो'));
    expect(await customer.getByRole('button').count()).toBe(0);
    await screenshot(customer, 'tracking-page-ne-phone-confirmed');

    // Back on the marketer's page, without a reload.
    await visible(card.getByText('Customer confirmed'));
    await settled(sita);
    await viewportShot(sita, 'order-detail-tracking-desktop');
    // The card now offers the link to follow the order, still without a reload: the page asks nothing more.
    await visible(card.getByText("Send your customer this order's page: they can follow it.", { exact: true }));
    await card.getByLabel('Message language').selectOption('en');
    expect(decodeURIComponent((await whatsApp.getAttribute('href'))!.split('?text=')[1]!)).toBe(
      `Hello Anita Karki! Follow your order of Dhaka Topi (quantity 2) here: ${url.replace('lang=ne', 'lang=en')}`,
    );
  });

  it('brings a decline to the marketer’s inbox, with a way to cancel the order', async () => {
    const orderId = await placeOrder(app, 'sita@demo.test', { ...ORDER, customerName: 'Bimala Rai' });
    const sita = await app.newPage(PHONE, { hasTouch: true });
    await signIn(sita, 'sita@demo.test');
    await sita.goto(`/orderDetail?orderId=${orderId}`);
    const open = sita.getByRole('link', { name: "Open the customer's page" });
    await visible(open);
    const url = (await open.getAttribute('href'))!;

    const customer = await app.newPage(PHONE, { hasTouch: true });
    await customer.goto(url);
    await customer.getByRole('button', { name: 'No, I do not want it' }).tap();
    await visible(customer.getByText('Declined by you'));

    await visible(sita.getByText('Customer declined'));
    await sita.getByRole('button', { name: /Notifications|unread/ }).tap();
    await visible(sita.getByText('Bimala Rai declined the order of Dhaka Topi.'));
    await sita.getByRole('link', { name: 'Cancel this order' }).tap();
    const dialog = sita.getByRole('alertdialog');
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Yes' }).tap();
    await visible(toast(sita, 'Order cancelled'));
  });

  it('lets an admin list the orders whose customer confirmed', async () => {
    const admin = await app.newPage(DESKTOP);
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/orders?order=confirmed');
    await visible(admin.getByRole('table').getByText('Customer confirmed').first());
    await admin.getByRole('combobox', { name: "Customer's answer" }).selectOption('CONFIRMED');
    await expect.poll(() => new URL(admin.url()).searchParams.get('answer')).toBe('CONFIRMED');
    const table = admin.getByRole('table');
    await visible(table.getByText('Anita Karki'));
    await expect.poll(() => table.getByText('Customer not yet asked').count()).toBe(0);
    await settled(admin);
    await viewportShot(admin, 'orders-customer-confirmed-admin-desktop');
  });
});
