import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paintPng } from '../../bff/gateway-sim/png.ts';
import { text } from './texts.ts';
import {
  countGraphQL,
  DESKTOP,
  login,
  openSignInPage,
  PASSWORDS,
  PHONE,
  screenshot,
  startApp,
  type App,
} from './harness.ts';

/** Spec §4, §5 and §8: register, verify the email, send the profile for review; sign-in errors. */

const KYC_SUCCESS = 'Form Submitted. Your profile is under review. You will be notify soon once its done.';
const UNDER_REVIEW = 'Your profile is under review. You will be notify soon once its done.';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
/** A form's own message: it stays in the form, announced, until the user changes something (no toast). */
const inForm = (page: Page, text: string) => page.locator('form').getByRole('alert').filter({ hasText: text });

/** Takes the same screen at phone width, then goes back to desktop width. */
async function screenshotBoth(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

async function fillRegistration(page: Page, values: { name: string; email: string; password: string }) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel(/^Password\b/).fill(values.password);
  await page.getByLabel('Confirm password').fill(values.password);
}

describe('registration and verification', () => {
  it('registers, verifies the email with the mailed code and sends the profile for review', async () => {
    const email = 'bina.karki@example.com';
    const page = await app.newPage(DESKTOP);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshotBoth(page, 'register');

    await fillRegistration(page, { name: 'Bina Karki', email, password: 'bina-secret-1' });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await toast(page, 'Registration successful').waitFor();
    await page.waitForURL('**/emailVerification');
    const openedAt = Date.now();

    // A code is sent once, on open; resending waits 10 s.
    await page.getByText(`We sent a 6-character code to ${email}.`).waitFor();
    await expect.poll(async () => (await app.dev.mailbox(email)).length).toBe(1);
    const countdown = page.getByRole('button', { name: /^Re-send in \d+s$/ });
    expect(await countdown.isDisabled()).toBe(true);
    await screenshotBoth(page, 'email-verification');

    // A wrong code shows the server's message and keeps the user here.
    const [first] = await app.dev.mailbox(email);
    const wrong = first!.code!.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    await page.getByRole('textbox', { name: /^Verification code/ }).fill(wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await inForm(page, 'The code is invalid or has expired').waitFor();
    expect(await page.getByTestId('toast').filter({ hasText: 'The code is invalid' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/emailVerification');
    await screenshot(page, 'email-verification-wrong-code');

    const resend = page.getByRole('button', { name: 'Re-send Code', exact: true });
    await resend.waitFor({ timeout: 15_000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(9_000);
    expect(await resend.isEnabled()).toBe(true);
    expect(await app.dev.mailbox(email)).toHaveLength(1);

    // A resend mails a new code and starts the 10 s again.
    await resend.click();
    await expect.poll(async () => (await app.dev.mailbox(email)).length).toBe(2);
    await page.getByRole('button', { name: /^Re-send in (10|9)s$/ }).waitFor();
    expect(await countdown.isDisabled()).toBe(true);

    const [latest] = await app.dev.mailbox(email);
    await page.getByRole('textbox', { name: /^Verification code/ }).fill(latest!.code!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await toast(page, 'Email verified').waitFor();
    await page.waitForURL('**/userVerification');

    // The profile form, with a real PNG payment QR chosen through the file input.
    await page.getByRole('heading', { name: 'Verify your account' }).waitFor();
    await screenshotBoth(page, 'user-verification-form');
    await page.getByLabel('Phone').fill('9812345678');
    // In English the date of birth is chosen in AD, and the link may leave out https://.
    const birth = page.getByRole('group', { name: 'Date of birth' });
    await birth.getByText('In AD').waitFor();
    await birth.getByLabel('Year').selectOption('1995');
    await birth.getByLabel('Month').selectOption({ label: 'June' });
    await birth.getByLabel('Day').selectOption('15');
    await page.getByLabel('Social profile link').fill('facebook.com/bina.karki');
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    const qr = paintPng({
      width: 120,
      height: 120,
      from: { r: 20, g: 20, b: 20 },
      to: { r: 90, g: 90, b: 90 },
      text: 'QR',
    });
    await page.locator('input[type="file"]').setInputFiles({ name: 'esewa-qr.png', mimeType: 'image/png', buffer: qr });
    const preview = page.getByRole('list', { name: 'Chosen images' }).getByRole('img', { name: 'esewa-qr.png' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await page.getByLabel('Referred by (optional)').fill('Sita Sharma');
    await screenshot(page, 'user-verification-filled-desktop');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.locator('main').getByText(KYC_SUCCESS, { exact: true }).waitFor();
    const submittedAt = Date.now();
    await screenshot(page, 'user-verification-submitted-desktop');
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(4_500);
    await page
      .getByTestId('account-banner')
      .filter({ hasText: text('banner.underReview') })
      .waitFor();

    // The stand-in holds the profile and the very image that was chosen.
    const user = app.gateway.store.db.users.find((u) => u.email === email)!;
    expect(user).toMatchObject({
      status: 'underReview',
      isEmailVerified: true,
      phone: '9812345678',
      dob: '1995-06-15',
      fb: 'https://facebook.com/bina.karki',
      gender: 'Female',
      referedby: 'Sita Sharma',
    });
    expect(app.gateway.store.files.get(user.payment)?.data.equals(qr)).toBe(true);
  });

  it('shows the under-review notice on /userVerification and returns to the dashboard', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'ram@demo.test');
    await page.goto('/userVerification');
    await page.getByText(UNDER_REVIEW, { exact: true }).waitFor();
    expect(await page.getByLabel('Phone').count()).toBe(0);
    await screenshot(page, 'user-verification-under-review-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'user-verification-under-review-phone');
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page
      .getByTestId('account-banner')
      .filter({ hasText: text('banner.underReview') })
      .waitFor();
  });
});

describe('sign-in errors', () => {
  it('shows the server’s message for a wrong password and lets the user try again', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await screenshot(page, 'login-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'login-phone');
    await page.getByLabel('Email').fill('sita@demo.test');
    await page.getByLabel(/^Password\b/).fill('not-her-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Said in the form, not in a toast that goes: it stays until the password is typed again.
    await inForm(page, 'Invalid email or password').waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
    await screenshot(page, 'login-wrong-password-phone');
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);

    await page.getByLabel(/^Password\b/).fill(PASSWORDS['sita@demo.test']!);
    expect(await inForm(page, 'Invalid email or password').count()).toBe(0);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
  });

  it('keeps a signed-out deep link through the landing and sign-in pages, and opens it after signing in (phone)', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/orders?order=delivered');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('sita@demo.test');
    await page.getByLabel(/^Password\b/).fill(PASSWORDS['sita@demo.test']!);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    expect(new URL(page.url()).search).toBe('?order=delivered');
    await expect.poll(() => page.getByRole('tab', { name: /Delivered/ }).getAttribute('aria-selected')).toBe('true');
    // Once: signing out and in again leads to the dashboard.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Log ?out/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await login(page, 'sita@demo.test');
  });

  it('sends one login however fast the button is pressed', async () => {
    const page = await app.newPage(DESKTOP);
    const graphql = countGraphQL(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('sita@demo.test');
    await page.getByLabel(/^Password\b/).fill(PASSWORDS['sita@demo.test']!);
    const button = page.getByRole('button', { name: 'Login', exact: true });
    // The prerendered form's button waits for the app (sign-in-prerendered.e2e.ts).
    await expect.poll(() => button.isEnabled()).toBe(true);
    // Two clicks and a submit within one task, before React can re-render the button disabled.
    await button.evaluate((element: HTMLButtonElement) => {
      element.click();
      element.click();
      element.form!.requestSubmit();
    });
    await page.waitForURL('**/dashboard');
    await page.getByText('Total Delivered Orders').waitFor();
    expect(graphql.names.filter((name) => name === 'Login')).toHaveLength(1);
  });

  it('names blank and mistyped login fields under them, in plain words, without asking the server', async () => {
    const page = await app.newPage(DESKTOP);
    const graphql = countGraphQL(page);
    await openSignInPage(page, '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    graphql.reset();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'login-blank-desktop');

    await page.getByLabel('Email').fill('sita at demo');
    // Typing clears the field's complaint at once.
    expect(await page.getByText('Email is required').count()).toBe(0);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Enter a valid email address', { exact: true }).waitFor();
    expect(graphql.names).toEqual([]);
    expect(await page.getByTestId('toast').count()).toBe(0);
    // No message speaks the API's field names.
    expect(await page.locator('form').innerText()).not.toMatch(/\b(email|password): /);
  });

  it('catches a mismatched password confirmation and blank fields in the browser', async () => {
    const page = await app.newPage(DESKTOP);
    const graphql = countGraphQL(page);
    await openSignInPage(page, '/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    graphql.reset();
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel(/^Password\b/).fill('asha-secret-1');
    await page.getByLabel('Confirm password').fill('asha-secret-2');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    await page.getByText('Full name is required', { exact: true }).waitFor();
    expect(graphql.names).toEqual([]);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await page.locator('form').innerText()).not.toMatch(/confirmPassword|must match/);
    await screenshot(page, 'register-mismatch-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'register-mismatch-phone');
    expect(app.gateway.store.db.users.some((u) => u.email === 'asha@example.com')).toBe(false);

    // Corrected, the same form registers.
    await page.getByLabel('Full name').fill('Asha Rai');
    await page.getByLabel('Confirm password').fill('asha-secret-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await toast(page, 'Registration successful').waitFor();
    expect(graphql.names).toEqual(['Register']);
  });

  it('after five wrong passwords for an account from one address, says when to try again and asks the gateway nothing', async () => {
    const page = await app.newPage(DESKTOP);
    // Signed-in pages that earlier tests left open may still be loading their screens (2 such
    // calls landed here once in CI): closed, so that what is counted is this sign-in's alone.
    // First, since closing them takes a second or more, and the lock's minute starts at the fifth failure.
    for (const context of app.browser.contexts()) if (context !== page.context()) await context.close();
    await page.goto('/login');
    await page.getByLabel('Email').fill('maya@demo.test');
    const button = page.getByRole('button', { name: 'Login', exact: true });
    for (let n = 0; n < 5; n += 1) {
      await page.getByLabel(/^Password\b/).fill(`guess-${n}`);
      await button.click();
      await inForm(page, 'Invalid email or password').waitFor();
      await expect.poll(() => button.isEnabled()).toBe(true);
    }
    await app.dev.resetCalls();
    // Even the right password waits now.
    await page.getByLabel(/^Password\b/).fill(PASSWORDS['maya@demo.test']!);
    await button.click();
    await inForm(page, 'Too many failed sign-ins. Try again in 1 minute.').waitFor();
    await screenshot(page, 'login-rate-limited');
    expect(new URL(page.url()).pathname).toBe('/login');
    // Whole, so that a failure names the calls made.
    expect(await app.dev.calls()).toEqual({ total: 0, byRoute: {} });
  });

  it('shows the server’s message when the email is taken', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/register');
    await fillRegistration(page, { name: 'Sita Again', email: 'sita@demo.test', password: 'another-secret' });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await inForm(page, 'An account with this email already exists').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(app.gateway.store.db.users.filter((u) => u.email === 'sita@demo.test')).toHaveLength(1);
  });
});
