import { describe, expect, it } from 'vitest';
import { openStatusSubmenu, pickPlace, placeOrder, signIn, toast, viewportShot, visible } from './commerce-helpers.ts';
import { countGraphQL, DESKTOP, PHONE, screenshot, useApp, type App } from './harness.ts';
import {
  actionsMenu,
  BASE_COLUMNS,
  cells,
  columns,
  CUSTOMER,
  dashboardCounts,
  described,
  dialog,
  openTab,
  rightClick,
  rowById,
  rowOf,
  rows,
  section,
  selectedTab,
  table,
} from './orders-screen.ts';

/**
 * An order's life: who may place one, Sita placing it, the admin moving one to delivery, and
 * editing and cancelling by marketer and admin. Each test has a world of its own and places or
 * picks the orders it acts on.
 */

let app: App;
useApp((started) => (app = started), 'each');

describe('an order from placing to delivery', () => {
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

  it('lets Sita place an order with a live commission preview; it tops her list as it opens', async () => {
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
    for (const problem of [
      'Choose a product',
      'Enter a price greater than 0',
      'Customer name is required',
      'Customer phone is required',
      'Customer location is required',
    ]) {
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
    // One rate, with its parts: not read as 14% and a 2% on top.
    expect(await page.getByTestId('preview-rate').textContent()).toBe('14% (12% product + 2% your bonus)');
    expect(await page.getByText('Bonus commission').count()).toBe(0);
    expect(await page.getByTestId('preview-commission').textContent()).toBe('Rs. 630.00');
    await page.getByLabel('Price per unit').fill('4600');
    await page.getByLabel('Quantity').fill('2');
    expect(await page.getByTestId('preview-rate').textContent()).toBe('14% (12% product + 2% your bonus)');
    expect(await page.getByTestId('preview-commission').textContent()).toBe('Rs. 730.00');
    expect(await page.getByTestId('preview-total').textContent()).toBe('Rs. 1,460.00');
    await page.getByLabel('Customer name').fill(CUSTOMER);
    await pickPlace(page, {
      search: 'kathmandu met',
      place: 'Kathmandu Metropolitan City',
      ward: 10,
      tole: 'Baneshwor',
    });
    await page.getByLabel('Remarks (optional)').fill('Gift wrap, please');
    // A phone number that is plainly not one is named under the field; nothing is sent.
    await page.getByLabel('Customer phone').fill('98412-abc');
    await page.getByRole('button', { name: 'Place order' }).click();
    await visible(
      page.getByText('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code', {
        exact: true,
      }),
    );
    expect(requests.names).toEqual([]);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/customerPhone|must be a Nepali/);
    // Ten digits that no Nepali line has (964…) are refused too.
    await page.getByLabel('Customer phone').fill('9641234567');
    await page.getByRole('button', { name: 'Place order' }).click();
    await visible(
      page.getByText('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code', {
        exact: true,
      }),
    );
    expect(requests.names).toEqual([]);
    // With the country code and dashes it is taken, and stored as the mobile's 10 digits.
    await page.getByLabel('Customer phone').fill('+977 984-1234567');
    expect(await page.getByText('Customer name is required').count()).toBe(0);
    expect(
      await page
        .getByText('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code')
        .count(),
    ).toBe(0);
    await screenshot(page, 'add-order-desktop');

    await page.getByRole('button', { name: 'Place order' }).click();
    await visible(toast(page, 'Order placed'));
    // The list opens on the tab the new order is in, as cancelling opens Cancelled, asked for
    // before it opens: the new order is the first row as soon as it shows.
    await page.waitForURL('**/orders?order=confirmed');
    await expect.poll(() => selectedTab(page)).toBe('Confirmed');
    const first = rows(page).first();
    await visible(first);
    const row = await cells(page, first);
    // The price, and what the customer pays for two.
    expect(row).toMatchObject({
      'S.N.': '1',
      Product: 'Pashmina Shawl',
      Qty: '2',
      Price: 'Rs. 4,600.00Total Rs. 9,200.00',
      Remarks: 'Gift wrap, please',
    });
    expect(row.Customer).toBe(`${CUSTOMER}9841234567 · Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu`);
    expect(Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(confirmedBefore + 1);
    const orderId = (await first.getAttribute('data-key'))!;
    expect(await rowOf(page, CUSTOMER).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(requests.names).toEqual(['AddOrder', 'OrdersPage']);
    // All orders asks the server on its visit, and lists it first too.
    await openTab(page, 'all');
    await expect.poll(() => rows(page).first().getAttribute('data-key')).toBe(orderId);
    expect((await cells(page, rows(page).first())).Status).toBe('Confirmed');
    await expect.poll(async () => Number(await table(page).getAttribute('aria-rowcount')) - 1).toBe(before + 1);
    expect(requests.names).toEqual(['AddOrder', 'OrdersPage', 'OrdersPage']);

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
    // A phone's card shows what the customer pays, and its quantity ("Qty" is the card's prefix).
    const card = rowById(phone, orderId);
    expect(await card.locator('[data-col="price"]').innerText()).toBe('Total Rs. 9,200.00');
    expect(await card.locator('[data-col="qty"]').innerText()).toBe('2');
    await screenshot(phone, 'orders-marketer-confirmed-phone');
  });

  it('is moved by the admin Confirmed → In-process → Delivered, one request each, every view following', async () => {
    // 2 Pashmina Shawls at Rs. 4,600: Rs. 1,460 of commission.
    const orderId = await placeOrder(app, 'sita@demo.test', {
      product: 'Pashmina Shawl',
      quantity: 2,
      price: 4600,
      customerName: 'Ramesh Thapa',
      customerPhone: '9841234567',
      customerLocation: 'Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu',
    });
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
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'View Order',
      'Edit Order',
      'Change Order Status',
      'Cancel Order',
    ]);
    const statuses = await openStatusSubmenu(page);
    expect(await statuses.getByRole('menuitem').allInnerTexts()).toEqual([
      'In-process',
      'Delivered',
      'Returned',
      'Exchanged',
    ]);
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
    expect(await next.getByRole('menuitem').allInnerTexts()).toEqual([
      'Confirmed',
      'Delivered',
      'Returned',
      'Exchanged',
    ]);
    await next.getByRole('menuitem', { name: 'Delivered', exact: true }).click();
    await visible(toast(page, 'Order status changed to Delivered'));
    await page.waitForURL('**/orders?order=delivered');
    await expect.poll(() => selectedTab(page)).toBe('Delivered');
    await visible(row);
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus']);
    // Gone from the tabs it left, each asked again on its visit.
    await openTab(page, 'confirmed');
    expect(await rowById(page, orderId).count()).toBe(0);
    await openTab(page, 'all');
    expect((await cells(page, rowById(page, orderId))).Status).toBe('Delivered');
    await page.waitForLoadState('networkidle');
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus', 'OrdersPage', 'OrdersPage']);

    // The detail page, from the cache.
    await rowById(page, orderId).click();
    await page.waitForURL(`**/orderDetail?orderId=${orderId}`);
    expect(await described(section(page, 'Product details'), 'Status')).toBe('Delivered');
    await visible(page.getByText('Delivered', { exact: true }).first());
    expect(await described(section(page, 'Timeline'), 'Delivered')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(\d{1,2} [A-Z][a-z]+ \d{4} BS\)$/,
    );
    expect(await described(section(page, 'Timeline'), 'Updated')).not.toBe('');
    expect(updatedBefore).not.toBe('');
    expect(requests.names).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus', 'OrdersPage', 'OrdersPage']);

    // The dashboard asks the server on its visit, and counts the delivery.
    const cardsAnswered = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"DashboardPage"'),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await cardsAnswered;
    await page.waitForLoadState('networkidle');
    const after = await dashboardCounts(page);
    const money = (text: string) => Number(text.replace(/^Rs\.\s*/, '').replace(/,/g, ''));
    expect(Number(after['Total Delivered Orders'])).toBe(Number(dashboardBefore['Total Delivered Orders']) + 1);
    expect(after['All Orders']).toBe(dashboardBefore['All Orders']);
    expect(after['Cancelled Orders']).toBe(dashboardBefore['Cancelled Orders']);
    expect(money(after['Life Time Earning']!)).toBeCloseTo(money(dashboardBefore['Life Time Earning']!) + 1460, 2);
    console.log(`GraphQL requests from the first status change to the dashboard: ${JSON.stringify(requests.names)}`);
    // (The charts ask for theirs as they come on screen.)
    const asked = () => requests.names.filter((name) => name !== 'DashboardTrends');
    expect(asked()).toEqual(['ChangeOrderStatus', 'ChangeOrderStatus', 'OrdersPage', 'OrdersPage', 'DashboardPage']);
    // Refresh asks again, and the server says the same.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForLoadState('networkidle');
    expect(asked()).toEqual([
      'ChangeOrderStatus',
      'ChangeOrderStatus',
      'OrdersPage',
      'OrdersPage',
      'DashboardPage',
      'DashboardPage',
    ]);
    expect(await dashboardCounts(page)).toEqual(after);

    // Sita sees it delivered: it is no longer in her Confirmed tab.
    const sita = await app.newPage(DESKTOP);
    await signIn(sita, 'sita@demo.test');
    await sita.goto('/orders?order=confirmed');
    await visible(rows(sita).first());
    expect(await rowById(sita, orderId).count()).toBe(0);
    await openTab(sita, 'delivered');
    await visible(rowById(sita, orderId));
  });

  it('lets a marketer edit and cancel only confirmed orders, from the Confirmed tab', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await page.goto('/orders?order=confirmed');
    await visible(rows(page).first());
    expect(await columns(page)).toEqual([...BASE_COLUMNS, 'Remarks', 'Action']);
    await screenshot(page, 'orders-marketer-confirmed-desktop');

    const [editId, cancelId] = await rows(page).evaluateAll((list) =>
      list.slice(0, 2).map((r) => r.getAttribute('data-key')!),
    );
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
    const delivered = rows(page).first();
    await visible(delivered);
    const deliveredId = (await delivered.getAttribute('data-key'))!;
    await delivered.click();
    await page.waitForURL(`**/orderDetail?orderId=${deliveredId}`);
    await visible(page.getByRole('heading', { name: 'Timeline', exact: true }));
    expect(await page.getByRole('link', { name: 'Edit Order' }).count()).toBe(0);
    await page.goto(`/editOrder?orderId=${deliveredId}`);
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
    const id = (await first.getAttribute('data-key'))!;

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

    // The dashboard asks the server on its visit.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect
      .poll(async () => Number((await dashboardCounts(page))['Cancelled Orders']))
      .toBe(Number(before['Cancelled Orders']) + 1);
    expect((await dashboardCounts(page))['All Orders']).toBe(before['All Orders']);
    await page.waitForLoadState('networkidle');
    expect(requests.names.slice(0, 2)).toEqual(['CancelOrder', 'DashboardPage']);
  });
});
