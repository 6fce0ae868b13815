import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paintPng } from '../../bff/gateway-sim/png.ts';
import { countGraphQL, DESKTOP, graphqlAs, login, PHONE, screenshot, useApp, type App } from './harness.ts';
import { text } from './texts.ts';

/** Users administration, income, payout requests and payments. */

let app: App;
useApp((started) => (app = started));

/** The rupee amount in a text like "9 selected · Rs. 1,23,456.50"; throws when there is none. */
function rupees(text: string | null): number {
  const match = /Rs\.\s*([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

const TAB_IDS: Record<string, string> = {
  'ALL USERS': 'all',
  VERIFIED: 'verified',
  'UNDER REVIEW': 'underReview',
  'NOT-VERIFIED': 'notVerified',
  BLOCKED: 'blocked',
};

/** Opens a users tab and answers its rows once the list shows that tab. */
async function usersInTab(page: Page, tab: string): Promise<string[]> {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.waitForURL(new RegExp(`users=${TAB_IDS[tab]}$`));
  const count = Number(
    (await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).textContent())?.replace(/\D/g, '') ?? 0,
  );
  const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  if (count === 0) {
    await page.getByText('No users here.').waitFor();
    return [];
  }
  await expect.poll(() => rows.count()).toBe(count);
  return rows.allTextContents();
}

async function chooseReason(page: Page, action: string, reason: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('users administration', () => {
  it('lists users by the spec’s tabs and query values; gita shows under NOT-VERIFIED', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'admin@demo.test');
    await page.goto('/users');
    await page.getByRole('list', { name: 'Users' }).waitFor();
    const all = await page.getByRole('list', { name: 'Users' }).getByRole('listitem').allTextContents();
    expect(all.some((row) => row.includes('Sita Sharma') && row.includes('sita@demo.test'))).toBe(true);
    expect(all).toHaveLength(7);
    await screenshot(page, 'users-desktop');

    const notVerified = await usersInTab(page, 'NOT-VERIFIED');
    expect(page.url()).toMatch(/\/users\?users=notVerified$/);
    expect(notVerified.some((row) => row.includes('Gita Rai'))).toBe(true);
    expect(notVerified.some((row) => row.includes('Ram Thapa'))).toBe(false);
    expect((await usersInTab(page, 'UNDER REVIEW')).map((r) => r.includes('Ram Thapa'))).toEqual([true]);
    expect(page.url()).toMatch(/users=underReview$/);
    expect((await usersInTab(page, 'BLOCKED')).some((r) => r.includes('Hari Gurung'))).toBe(true);
    expect(page.url()).toMatch(/users=blocked$/);
    const verified = await usersInTab(page, 'VERIFIED');
    expect(page.url()).toMatch(/users=verified$/);
    expect(verified.some((r) => r.includes('Sita Sharma'))).toBe(true);
    expect(verified.some((r) => r.includes('Gita Rai'))).toBe(false);

    await page.goto('/users?users=notVerified');
    await page.getByRole('link', { name: /Gita Rai/ }).click();
    await page.waitForURL(/\/userDetail\?user=/);
    await page.getByText('gita@demo.test').first().waitFor();
    expect(await page.getByRole('button', { name: 'Verify User', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Block User' }).isVisible()).toBe(true);
  });

  describe('changing a user', () => {
    // 02:00 on 15 March 2026 in Nepal (UTC+05:45), still the 14th in UTC: each decision's day.
    useApp((started) => (app = started), 'each', { now: '2026-03-14T20:15:00Z' });

    it('verifies ram without a reason: the detail changes at once, the tabs on the next visit, and his banner is gone on his next visit', async () => {
      const page = await app.newPage(DESKTOP);
      await login(page, 'admin@demo.test');
      // The admin has looked at the tabs ram leaves and joins: both are in the cache.
      await page.goto('/users?users=verified');
      expect((await usersInTab(page, 'VERIFIED')).some((r) => r.includes('Ram Thapa'))).toBe(false);
      const verifiedBefore = (await usersInTab(page, 'VERIFIED')).length;
      expect((await usersInTab(page, 'UNDER REVIEW')).map((r) => r.includes('Ram Thapa'))).toEqual([true]);
      await page.getByRole('link', { name: /Ram Thapa/ }).click();
      await page.waitForURL(/\/userDetail\?user=/);
      await page.getByRole('button', { name: 'Verify User', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Reject Profile' }).isVisible()).toBe(true);
      expect(await page.getByText('ram@demo.test').first().isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /Enlarge Payment QR of Ram Thapa/ }).isVisible()).toBe(true);
      await screenshot(page, 'user-detail-desktop');
      // The QR opens full size in a dialog whose code comes with its first opening.
      await page.getByRole('button', { name: /Enlarge Payment QR of Ram Thapa/ }).click();
      const zoomed = page.getByRole('dialog', { name: 'Payment QR of Ram Thapa' });
      await zoomed.getByRole('img', { name: 'Payment QR of Ram Thapa' }).waitFor();
      await screenshot(page, 'user-detail-qr-zoomed-desktop');
      await page.keyboard.press('Escape');
      await zoomed.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Verify User', exact: true }).click();
      // An approval needs no reason: the field says it is optional, and Confirm sends at once.
      const dialog = page.getByRole('dialog', { name: 'Verify User' });
      expect(await dialog.getByLabel('Reason (optional)').inputValue()).toBe('');
      const requests = countGraphQL(page);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Profile verified' }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Verify User', exact: true }).count()).toBe(0);
      expect(await page.locator('dl').getByText('Active', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId('last-decision').innerText()).toBe(
        'Last decision: Profile verified, 2026-03-15 by Bikri Admin\nNo reason given',
      );
      expect(requests.names).toEqual(['SetUserStatus']);

      // Back on the list, which asks the server on every visit: the tabs and their counts are its answer.
      const answered = page.waitForResponse((response) =>
        (response.request().postData() ?? '').includes('"operationName":"UsersPage"'),
      );
      await page.getByRole('link', { name: 'Users' }).first().click();
      await answered;
      expect(await usersInTab(page, 'UNDER REVIEW')).toEqual([]);
      const verifiedAfter = await usersInTab(page, 'VERIFIED');
      expect(verifiedAfter.some((r) => r.includes('Ram Thapa'))).toBe(true);
      expect(verifiedAfter).toHaveLength(verifiedBefore + 1);
      // Nothing was asked again while no list was on screen.
      expect(requests.names[0]).toBe('SetUserStatus');
      expect(new Set(requests.names.slice(1))).toEqual(new Set(['UsersPage']));

      const ram = await app.newPage(DESKTOP);
      await login(ram, 'ram@demo.test');
      await ram.getByText('Total Delivered Orders').waitFor();
      expect(await ram.getByTestId('account-banner').count()).toBe(0);
    });

    it('rejects ram’s profile only with a reason, which he reads on his profile in Nepali', async () => {
      const page = await app.newPage(DESKTOP);
      await login(page, 'admin@demo.test');
      await page.goto('/users?users=underReview');
      await page.getByRole('link', { name: /Ram Thapa/ }).click();
      await page.getByRole('button', { name: 'Reject Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject Profile' });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.getByText('A reason is required').waitFor();
      await dialog.getByLabel('Reason').fill('The QR image is blurred');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('last-decision').getByText('Reason: The QR image is blurred').waitFor();
      expect(await page.getByTestId('last-decision').innerText()).toBe(
        'Last decision: Profile rejected, 2026-03-15 by Bikri Admin\nReason: The QR image is blurred',
      );
      await screenshot(page, 'user-detail-rejected-desktop');

      const ram = await app.newPage(PHONE);
      await login(ram, 'ram@demo.test');
      await ram.waitForURL('**/dashboard');
      await ram.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
      await ram.goto('/profile');
      const reason = ram.getByTestId('refusal-reason');
      await reason.waitFor();
      expect(await reason.innerText()).toBe(text('profile.rejected', { reason: 'The QR image is blurred' }, 'ne'));
      await screenshot(ram, 'profile-rejected-phone-ne');
    });

    it('unblocks hari without a reason and blocks him again only with one, which the page then shows', async () => {
      const page = await app.newPage(DESKTOP);
      await login(page, 'admin@demo.test');
      await page.goto('/users?users=blocked');
      await page.getByRole('link', { name: /Hari Gurung/ }).click();
      await page.getByRole('button', { name: 'Unblock User' }).waitFor();
      await page.getByRole('button', { name: 'Unblock User' }).click();
      await page.getByRole('dialog', { name: 'Unblock User' }).getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('button', { name: 'Block User' }).waitFor();
      expect(await page.locator('dl').getByText('Active', { exact: true }).isVisible()).toBe(true);
      await chooseReason(page, 'Block User', 'Fake orders again');
      await page.getByRole('button', { name: 'Unblock User' }).waitFor();
      expect(await page.locator('dl').getByText('Blocked', { exact: true }).isVisible()).toBe(true);
      await page.getByTestId('last-decision').getByText('Reason: Fake orders again').waitFor();
      // Shown again on the next visit, and to hari on his profile.
      await page.reload();
      await page.getByTestId('last-decision').getByText('Reason: Fake orders again').waitFor();
      const hari = await app.newPage(PHONE);
      await login(hari, 'hari@demo.test');
      await hari.goto('/profile');
      expect(await hari.getByTestId('refusal-reason').innerText()).toBe('Reason: Fake orders again');
    });
  });

  it('sends a marketer who opens /users, /userDetail or /payment to the dashboard, and an admin who opens /income', async () => {
    const sita = await app.newPage(DESKTOP);
    await login(sita, 'sita@demo.test');
    for (const path of [
      '/users',
      '/users?users=blocked',
      '/userDetail?user=x',
      '/payment',
      '/paymentDetail?paymentId=x',
    ]) {
      await sita.goto(path);
      await sita.waitForURL('**/dashboard');
    }
    const admin = await app.newPage(DESKTOP);
    await login(admin, 'admin@demo.test');
    await admin.goto('/income');
    await admin.waitForURL('**/dashboard');
  });
});

describe('income, payout requests and payments', () => {
  useApp((started) => (app = started), 'each');

  it('sita sees her totals, recent income and tabs, and requests a payout of her eligible incomes', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'sita@demo.test');
    await page.goto('/income');
    await page.getByTestId('income-total-income').waitFor();
    expect(page.url()).toMatch(/\/income$/);
    await page.getByRole('tab', { name: 'RECEIVED', selected: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Recent income' }).getByRole('listitem').count()).toBe(3);
    // Recent income is what was paid out, not what was delivered lately: the card says so.
    expect(await page.getByTestId('recent-income-hint').innerText()).toBe(
      'The last 3 commissions paid out to you, by delivery date',
    );
    await page.getByRole('table', { name: 'RECEIVED' }).waitFor();
    expect(await page.getByRole('table', { name: 'RECEIVED' }).getByRole('row').count()).toBe(4);
    await page.getByRole('tab', { name: 'PENDING' }).click();
    await page.waitForURL(/status=pending/);
    await page.getByRole('tab', { name: 'PAYMENT' }).click();
    await page.waitForURL(/status=payment/);
    await page.getByRole('table', { name: 'PAYMENT' }).waitFor();
    const paymentsBefore = await page.getByRole('table', { name: 'PAYMENT' }).getByRole('row').count();
    expect(paymentsBefore).toBe(3);
    await screenshot(page, 'income-desktop');

    await page.getByRole('button', { name: 'Payment Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Request' });
    const rows = dialog.getByRole('table', { name: 'Eligible incomes' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(10);
    await dialog.getByRole('button', { name: 'Select All', exact: true }).click();
    expect(await dialog.getByTestId('payout-total').textContent()).toMatch(/^9 selected · Rs\. /);
    await dialog.getByRole('button', { name: 'Unselect All' }).click();
    expect(await dialog.getByTestId('payout-total').textContent()).toBe('0 selected · Rs. 0.00');
    expect(await dialog.getByRole('button', { name: 'Request Payment' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Select All', exact: true }).click();
    const requested = rupees(await dialog.getByTestId('payout-total').textContent());
    const amounts = (
      await rows.evaluateAll((trs) => trs.slice(1).map((tr) => tr.lastElementChild?.textContent ?? ''))
    ).map(rupees);
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100).toBe(requested);
    await screenshot(page, 'payout-request-desktop');

    const requests = countGraphQL(page);
    await dialog.getByRole('button', { name: 'Request Payment' }).click();
    await page.getByText('Payment request sent successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/status=payment/);
    await expect
      .poll(() => page.getByRole('table', { name: 'PAYMENT' }).getByRole('row').count())
      .toBe(paymentsBefore + 1);
    expect(await page.getByRole('table', { name: 'PAYMENT' }).getByRole('row').nth(1).textContent()).toContain(
      'Pending',
    );
    // The PAYMENT tab and the totals are the server's answers after the request.
    expect(requests.names[0]).toBe('RequestPayout');
    expect(requests.names).toContain('IncomePayments');
    expect(requests.names).toContain('IncomePage');

    await page.getByRole('button', { name: 'Payment Request' }).click();
    await page
      .getByRole('dialog', { name: 'Payment Request' })
      .getByText('No pending incomes older than 7 days.')
      .waitFor();
  });

  it('the admin marks it paid with a proof image; sita then sees it under RECEIVED with new totals', async () => {
    const sitaApi = await graphqlAs(app, 'sita@demo.test');
    const { eligiblePayouts } = await sitaApi<{ eligiblePayouts: { id: string }[] }>(
      'query SitaEligible { eligiblePayouts { id } }',
    );
    expect(eligiblePayouts).toHaveLength(9);
    const asked = await sitaApi<{ requestPayout: { payment: { amount: number } } }>(
      'mutation SitaRequests($ids: [ID!]!) { requestPayout(orderIds: $ids) { payment { amount } } }',
      {
        ids: eligiblePayouts.map(({ id }) => id),
      },
    );
    const requested = asked.requestPayout.payment.amount;
    const sitaBefore = await app.newPage(DESKTOP);
    await login(sitaBefore, 'sita@demo.test');
    await sitaBefore.goto('/income');
    await sitaBefore.getByTestId('income-received').waitFor();
    const receivedBefore = rupees(await sitaBefore.getByTestId('income-received').textContent());
    const pendingBefore = rupees(await sitaBefore.getByTestId('income-pending').textContent());

    const page = await app.newPage(DESKTOP);
    await login(page, 'admin@demo.test');
    await page.goto('/payment');
    await page.getByRole('tab', { name: /^PENDING/, selected: true }).waitFor();
    const table = page.getByRole('table', { name: 'Payments' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      '#',
      'Date',
      'Item',
      'From',
      'Commission Amount',
    ]);
    const first = table.getByRole('row').nth(1);
    expect(await first.textContent()).toContain('Sita Sharma');
    expect(rupees(await first.getByRole('cell').last().textContent())).toBe(requested);
    await screenshot(page, 'payments-desktop');
    await first.click();
    await page.waitForURL(/\/paymentDetail\?paymentId=/);
    await page.reload();
    await page.getByRole('button', { name: 'Payment Done' }).waitFor();
    expect(await page.getByText('sita@demo.test').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Orders paid' }).getByRole('row').count()).toBe(10);
    await screenshot(page, 'payment-detail-desktop');

    await page.getByRole('button', { name: 'Payment Done' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload proof screenshot', exact: true });
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await dialog.getByText('Choose a screenshot of the transfer.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Payment Done' }).click();
    const proof = paintPng({
      width: 120,
      height: 200,
      from: { r: 240, g: 240, b: 240 },
      to: { r: 40, g: 160, b: 90 },
      text: 'OK',
    });
    await dialog
      .getByLabel('Proof screenshot')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: proof });
    await dialog.getByRole('img', { name: 'transfer.png' }).waitFor();
    await screenshot(page, 'payment-proof-dialog-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Payment marked as sent').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Payment Done' }).count()).toBe(0);
    expect(await page.getByText('Proof of payment').isVisible()).toBe(true);

    await page.goto('/payment?status=sent');
    await page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('table', { name: 'Payments' }).getByRole('row').count()).toBe(3);

    const sita = await app.newPage(DESKTOP);
    await login(sita, 'sita@demo.test');
    await sita.goto('/income?status=sent');
    await sita.getByRole('table', { name: 'RECEIVED' }).waitFor();
    expect(rupees(await sita.getByTestId('income-received').textContent())).toBeCloseTo(receivedBefore + requested, 2);
    expect(rupees(await sita.getByTestId('income-pending').textContent())).toBeCloseTo(pendingBefore - requested, 2);
    // A virtualized table: its row count says how many rows it holds, the page has those in view.
    expect(await sita.getByRole('table', { name: 'RECEIVED' }).getAttribute('aria-rowcount')).toBe(String(4 + 9));
    await sita.getByRole('tab', { name: 'PAYMENT' }).click();
    expect(await sita.getByRole('table', { name: 'PAYMENT' }).getByRole('row').nth(1).textContent()).toContain('Sent');
  });
});

/** A table that fits a phone's width: it does not scroll sideways, so no column is cut off. */
async function fitsWidth(page: Page, name: string): Promise<void> {
  const table = page.getByRole('table', { name });
  await table.getByRole('row').nth(1).waitFor();
  expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth), name).toBe(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    name,
  ).toBe(0);
}

describe('phone screens', () => {
  it('renders users, user detail, income and payments at phone width, every table fitting it', async () => {
    const admin = await app.newPage(PHONE);
    await login(admin, 'admin@demo.test');
    for (const [path, name] of [
      ['/users', 'users-phone'],
      ['/payment?status=sent', 'payments-phone'],
    ] as const) {
      await admin.goto(path);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      await admin.waitForLoadState('networkidle');
      await screenshot(admin, name);
    }
    await admin.goto('/payment?status=sent');
    await fitsWidth(admin, 'Payments');
    await admin.goto('/users?users=blocked');
    await admin.getByRole('link', { name: /Hari Gurung/ }).click();
    await admin.getByRole('button', { name: 'Unblock User' }).waitFor();
    await screenshot(admin, 'user-detail-phone');
    await admin.goto('/payment?status=sent');
    await admin.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1).click();
    await admin.getByText('Proof of payment').waitFor();
    await screenshot(admin, 'payment-detail-phone');

    const sita = await app.newPage(PHONE);
    await login(sita, 'sita@demo.test');
    await sita.goto('/income');
    await sita.getByTestId('income-total-income').waitFor();
    await fitsWidth(sita, 'RECEIVED');
    // Income opens at its top: keeping the chosen tab in view moves the tab strip, not the page.
    await sita.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await sita.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(sita, 'income-phone');
    for (const tab of ['PENDING', 'PAYMENT']) {
      await sita.getByRole('tab', { name: tab }).click();
      await fitsWidth(sita, tab);
      await screenshot(sita, `income-${tab.toLowerCase()}-phone`);
    }
    await sita.getByRole('button', { name: 'Payment Request' }).click();
    const dialog = sita.getByRole('dialog', { name: 'Payment Request' });
    const first = dialog.getByRole('table', { name: 'Eligible incomes' }).getByRole('row').nth(1);
    await first.waitFor();
    await screenshot(sita, 'payout-request-phone');
    // A row is a few short lines (was 4 columns, 137 px and more): the item, its customer and quantity,
    // when it was delivered; the amount and the date each on one line.
    const lines = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    };
    expect(await first.getByRole('cell').last().evaluate(lines)).toBe(1);
    expect(await first.innerText()).toMatch(/\nDelivered \d{4}-\d{2}-\d{2}\n/);
    expect(await first.evaluate((row) => row.getBoundingClientRect().height)).toBeLessThanOrEqual(100);
    await fitsWidth(sita, 'Eligible incomes');
  });
});
