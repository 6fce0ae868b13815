import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paintPng } from '../../bff/gateway-sim/png.ts';
import { placeOrder, toast, visible } from './commerce-helpers.ts';
import { appHasTheForm, DESKTOP, PHONE, useApp, type App } from './harness.ts';
import {
  expectVisibleFocus,
  focused,
  focusIs,
  highlight,
  htmlLang,
  signInByKeyboard,
  tabsOutOf,
  tabTo,
} from './keyboard-steps.ts';
import { cells, rowOf, rows, selectedTab } from './orders-screen.ts';

/**
 * Every flow by keyboard alone, at desktop width: the tests press keys and only read the page, to
 * see where the focus is (its role and name as a screen reader hears them) and what it shows.
 * Dialogs and menus take the focus, keep it, and give it back; a focused control shows a ring.
 * Each test has a world of its own.
 */

let app: App;
useApp((started) => (app = started), 'each');

const ORDER = {
  product: 'Pashmina Shawl',
  quantity: 1,
  price: 4500,
  customerName: 'Ramesh Thapa',
  customerPhone: '9841234567',
  customerLocation: 'Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu',
};

const value = (page: Page, role: 'combobox' | 'textbox', name: string) =>
  page.getByRole(role, { name, exact: true }).inputValue();
const selectedOption = (page: Page, name: string) =>
  page
    .getByRole('combobox', { name, exact: true })
    .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text);

/** From a screen, Shift+Tab back to a sidebar link and follow it with Enter. */
async function follow(page: Page, link: string, url: string): Promise<void> {
  await tabTo(page, `link ${link}`, { back: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(url);
}

/** An admin's orders, on the Confirmed tab: reached by the sidebar and the tab strip's arrow keys. */
async function adminOnConfirmed(page: Page): Promise<void> {
  await signInByKeyboard(page, 'admin@demo.test');
  await follow(page, 'Orders', '**/orders');
  await visible(rows(page).first());
  await tabTo(page, /^tab All orders/);
  await page.keyboard.press('ArrowRight');
  await page.waitForURL('**/orders?order=confirmed');
  await expect.poll(() => selectedTab(page)).toBe('Confirmed');
  await visible(rowOf(page, 'Ramesh Thapa'));
}

/** The eligible incomes as the payout dialog lists them: item, customer and amount of each row. */
async function incomes(dialog: Locator): Promise<{ item: string; customer: string; amount: string }[]> {
  return dialog
    .getByRole('table', { name: 'Eligible incomes' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const [item, line] = Array.from(tr.children[1]!.querySelectorAll('p'), (p) => p.textContent ?? '');
        return { item: item!, customer: line!.split(' · ')[0]!, amount: tr.lastElementChild!.textContent ?? '' };
      }),
    );
}

describe('keyboard alone', () => {
  it('Sita signs in, places an order and edits it from its row with the keyboard alone', async () => {
    const page = await app.newPage(DESKTOP);
    await signInByKeyboard(page, 'sita@demo.test');
    await follow(page, 'Orders', '**/orders');
    await visible(rows(page).first());
    await tabTo(page, 'link Add New Order');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/addOrder');
    await visible(page.getByRole('combobox', { name: 'Product' }));

    // The form, field after field.
    await tabTo(page, 'combobox Product');
    await expectVisibleFocus(page);
    await page.keyboard.type('Pashmina');
    await expect.poll(() => selectedOption(page, 'Product')).toBe('Pashmina Shawl');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('textbox Quantity');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('textbox Price per unit (Rs.)');
    expect(await value(page, 'textbox', 'Price per unit (Rs.)')).toBe('4500');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4600');
    expect(await page.getByTestId('preview-total').textContent()).toBe('Rs. 1,460.00');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('textbox Customer name');
    await page.keyboard.type('Bishnu Adhikari');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('textbox Customer phone');
    await page.keyboard.type('9841234567');
    expect(await tabTo(page, 'combobox Municipality or rural municipality')).toEqual([
      'combobox Province',
      'combobox District',
      'combobox Municipality or rural municipality',
    ]);
    await expectVisibleFocus(page);
    await page.keyboard.type('kathmandu met', { delay: 20 });
    await visible(page.getByRole('option', { name: /^Kathmandu Metropolitan City/ }).first());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => value(page, 'combobox', 'Municipality or rural municipality'))
      .toBe('Kathmandu Metropolitan City');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('combobox Ward');
    await page.keyboard.type('10');
    await expect.poll(() => selectedOption(page, 'Ward')).toBe('10');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('textbox Tole / landmark');
    await page.keyboard.type('Baneshwor');
    // Enter in a field sends the form.
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Order placed'));
    await page.waitForURL('**/orders?order=confirmed');
    const row = rowOf(page, 'Bishnu Adhikari');
    await visible(row);
    expect(await cells(page, row)).toMatchObject({
      Product: 'Pashmina Shawl',
      Qty: '2',
      Price: 'Rs. 4,600.00Total Rs. 9,200.00',
    });

    // Its row, then the row's Edit button, each showing the focus.
    await tabTo(page, /^row .*Bishnu Adhikari/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Edit order for Bishnu Adhikari');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/editOrder?orderId=*');
    await visible(page.getByRole('textbox', { name: 'Quantity' }));
    await tabTo(page, 'textbox Quantity');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await tabTo(page, 'button Save changes');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Order updated'));
    await page.waitForURL('**/orders');
    await expect.poll(async () => (await cells(page, rowOf(page, 'Bishnu Adhikari'))).Qty).toBe('3');
    expect((await cells(page, rowOf(page, 'Bishnu Adhikari'))).Price).toBe('Rs. 4,600.00Total Rs. 13,800.00');
  });

  it("The admin opens an order's row menu with Shift+F10, moves it with the arrow keys and cancels it through the question", async () => {
    await placeOrder(app, 'sita@demo.test', ORDER);
    const page = await app.newPage(DESKTOP);
    await adminOnConfirmed(page);
    await tabTo(page, /^row .*Ramesh Thapa/, { max: 60 });
    await expectVisibleFocus(page);

    // The menu takes the focus, keeps it, and gives it back to the row on Escape.
    await page.keyboard.press('Shift+F10');
    await focusIs(page, 'menu Order actions');
    expect(await tabsOutOf(page, '[role="menu"]', 2)).toEqual([]);
    await page.keyboard.press('Escape');
    await focusIs(page, /^row .*Ramesh Thapa/);
    expect(await page.getByRole('menu').count()).toBe(0);

    // Again, and into the status submenu with the arrow keys.
    await page.keyboard.press('Shift+F10');
    await focusIs(page, 'menu Order actions');
    await highlight(page, 'Change Order Status');
    await page.keyboard.press('ArrowRight');
    await focusIs(page, 'menu Change Order Status');
    await highlight(page, 'In-process');
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Order status changed to In-process'));
    await page.waitForURL('**/orders?order=inProcess');
    await visible(rowOf(page, 'Ramesh Thapa'));
    // The row went to the In-process tab, and the focus with it.
    await focusIs(page, /^row .*Ramesh Thapa/);

    // The row's ⋮ button opens the same menu; the question before cancelling has the safe answer focused.
    await tabTo(page, 'button Actions for the order of Ramesh Thapa', { max: 60 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await focusIs(page, 'menu Order actions');
    await highlight(page, 'Cancel Order', 'ArrowUp');
    await page.keyboard.press('Enter');
    await focusIs(page, 'button No');
    await expectVisibleFocus(page);
    expect(await tabsOutOf(page, '[role="alertdialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await focusIs(page, 'button Actions for the order of Ramesh Thapa');

    await page.keyboard.press('Enter');
    await highlight(page, 'Cancel Order', 'ArrowUp');
    await page.keyboard.press('Enter');
    await focusIs(page, 'button No');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Yes');
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Order cancelled'));
    await page.waitForURL('**/orders?order=cancelled');
    await visible(rowOf(page, 'Ramesh Thapa'));
    await focusIs(page, /^row .*Ramesh Thapa/);
  });

  it('The admin selects two orders with Space and changes their status with the keyboard', async () => {
    await placeOrder(app, 'sita@demo.test', ORDER);
    await placeOrder(app, 'sita@demo.test', { ...ORDER, customerName: 'Sunita Rai' });
    const page = await app.newPage(DESKTOP);
    await adminOnConfirmed(page);
    const bar = page.getByRole('region', { name: 'Selected orders' });
    // Newest first: Sunita's row, then Ramesh's; each row's checkbox follows the row.
    await tabTo(page, 'checkbox Select order for Sunita Rai', { max: 60 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await visible(bar.getByText('1 order selected'));
    await tabTo(page, 'checkbox Select order for Ramesh Thapa');
    await page.keyboard.press('Space');
    await visible(bar.getByText('2 orders selected'));

    // Back up to the bar above the table, and its menu.
    await tabTo(page, 'button Change status', { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await focusIs(page, 'menu Change status');
    expect(await tabsOutOf(page, '[role="menu"]', 2)).toEqual([]);
    await page.keyboard.press('Escape');
    await focusIs(page, 'button Change status');
    await page.keyboard.press('Enter');
    await focusIs(page, 'menu Change status');
    await highlight(page, 'In-process');
    await page.keyboard.press('Enter');
    await focusIs(page, 'button Go back');
    expect(await page.getByRole('alertdialog').getByRole('heading').textContent()).toBe(
      'Change 2 orders to In-process?',
    );
    expect(await tabsOutOf(page, '[role="alertdialog"]')).toEqual([]);
    await focusIs(page, 'button Go back');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Change status');
    await page.keyboard.press('Enter');
    // The report, then the focus at the list's select-all box, the bar being gone with the selection.
    const report = page.getByRole('dialog', { name: 'All orders changed' });
    await visible(report);
    expect(await report.getByTestId('bulk-report').innerText()).toBe('2 orders changed to In-process');
    await focusIs(page, 'button Close');
    await page.keyboard.press('Enter');
    await expect.poll(() => report.count()).toBe(0);
    await focusIs(page, 'checkbox Select all orders shown');
    expect(await bar.count()).toBe(0);
  });

  it('Sita requests a payout by keyboard, choosing two incomes with Space', async () => {
    const page = await app.newPage(DESKTOP);
    await signInByKeyboard(page, 'sita@demo.test');
    await follow(page, 'My Income', '**/income');
    // The button shows once the income is read.
    await visible(page.getByRole('button', { name: 'Payment Request' }));
    await tabTo(page, 'button Payment Request');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Payment Request' });
    await visible(dialog.getByRole('table', { name: 'Eligible incomes' }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    expect(await tabsOutOf(page, '[role="dialog"]', 8)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await focusIs(page, 'button Payment Request');

    await page.keyboard.press('Enter');
    await visible(dialog.getByRole('table', { name: 'Eligible incomes' }));
    const [first, second] = await incomes(dialog);
    await tabTo(page, /^checkbox /);
    expect(await focused(page)).toBe(`checkbox Select ${first!.item} for ${first!.customer}`);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    expect(await dialog.getByTestId('payout-total').textContent()).toBe(`1 selected · ${first!.amount}`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`checkbox Select ${second!.item} for ${second!.customer}`);
    await page.keyboard.press('Space');
    expect(await dialog.getByTestId('payout-total').textContent()).toMatch(/^2 selected · Rs\. [\d,]+\.\d\d$/);
    await tabTo(page, 'button Request Payment');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Payment request sent successfully!'));
    await page.waitForURL('**/income?status=payment');
    await focusIs(page, 'button Payment Request');
  });

  it('The admin marks a payment sent by keyboard, choosing the proof through the file chooser', async () => {
    const page = await app.newPage(DESKTOP);
    await signInByKeyboard(page, 'admin@demo.test');
    await follow(page, 'Payment', '**/payment');
    await visible(page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1));
    await tabTo(page, /^row .*Sita Sharma/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/paymentDetail?paymentId=*');
    await visible(page.getByRole('button', { name: 'Payment Done' }));
    await tabTo(page, 'button Payment Done');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload proof screenshot' });
    await visible(dialog);
    // The file input, first in the dialog: its button-like label shows the focus.
    await focusIs(page, 'button Proof screenshot');
    await expectVisibleFocus(page);
    expect(await tabsOutOf(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await focusIs(page, 'button Payment Done');

    await page.keyboard.press('Enter');
    await focusIs(page, 'button Proof screenshot');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    const proof = paintPng({
      width: 120,
      height: 200,
      from: { r: 240, g: 240, b: 240 },
      to: { r: 40, g: 160, b: 90 },
      text: 'OK',
    });
    await (await chooser).setFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: proof });
    await visible(dialog.getByRole('img', { name: 'transfer.png' }));
    // Checking the picture kept the focus where it was.
    expect(await focused(page)).toBe('button Proof screenshot');
    expect(await tabTo(page, 'button Done')).toEqual(['button Remove transfer.png', 'button Cancel', 'button Done']);
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Payment marked as sent'));
    await expect.poll(() => dialog.count()).toBe(0);
    // Payment Done is gone: the focus goes to the way back to the payments.
    await focusIs(page, 'link Payments');
  });

  it('Sita switches the language to Nepali and back by keyboard, from the top bar and from the account menu', async () => {
    const page = await app.newPage(DESKTOP);
    await signInByKeyboard(page, 'sita@demo.test');
    await tabTo(page, 'button Switch the language to नेपाली', { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => htmlLang(page)).toBe('ne');
    // The same button, now naming English, keeps the focus.
    await focusIs(page, 'button भाषा English मा बदल्नुहोस्');
    await page.keyboard.press('Enter');
    await expect.poll(() => htmlLang(page)).toBe('en');
    await focusIs(page, 'button Switch the language to नेपाली');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Sita Sharma Account menu');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await focusIs(page, /^menu /);
    expect(await tabsOutOf(page, '[role="menu"]', 2)).toEqual([]);
    await page.keyboard.press('Escape');
    await focusIs(page, 'button Sita Sharma Account menu');
    await page.keyboard.press('Enter');
    await highlight(page, 'Language: नेपाली');
    await page.keyboard.press('Enter');
    await expect.poll(() => htmlLang(page)).toBe('ne');
    await focusIs(page, 'button Sita Sharma खाता मेनु');
    await page.keyboard.press('Enter');
    await highlight(page, 'भाषा: English');
    await page.keyboard.press('Enter');
    await expect.poll(() => htmlLang(page)).toBe('en');
    await focusIs(page, 'button Sita Sharma Account menu');
  });

  it('Sita lands on the heading of each screen when she follows a link, and skips past the top bar with the first Tab of a loaded page', async () => {
    const page = await app.newPage(DESKTOP);
    await signInByKeyboard(page, 'sita@demo.test');
    await follow(page, 'Orders', '**/orders');
    await focusIs(page, 'heading Orders');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
    // On a phone, from the drawer.
    await page.setViewportSize(PHONE);
    await tabTo(page, 'button Open menu', { back: true });
    await page.keyboard.press('Enter');
    await focusIs(page, /^link /);
    await tabTo(page, 'link My Income');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/income');
    await focusIs(page, 'heading My Income');
    await page.setViewportSize(DESKTOP);

    // A page loaded from its address starts at the top: the first Tab reaches the skip link.
    await page.reload();
    // The screen has come: its code is fetched after the page, and until then main holds a spinner.
    await visible(page.getByTestId('income-total-income'));
    expect(await focused(page)).toBe('body');
    // The top bar, then the sidebar, in the order they are seen.
    expect(await tabTo(page, 'link Orders')).toEqual([
      'link Skip to content',
      'link Bikri',
      'button Notifications',
      'button Switch the language to नेपाली',
      'button Sita Sharma Account menu',
      'link Dashboard',
      'link Products',
      'link Orders',
    ]);
    await tabTo(page, 'link Skip to content', { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab is inside the screen, not back in the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
  });

  it('A refused sign-in, pressed on its button, leaves the focus on the button with the error said in the form', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/login');
    await tabTo(page, 'textbox Email');
    await page.keyboard.type('sita@demo.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-her-password');
    await appHasTheForm(page);
    await tabTo(page, 'button Login');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }));
    await focusIs(page, 'button Login');
    await expectVisibleFocus(page);
  });
});
