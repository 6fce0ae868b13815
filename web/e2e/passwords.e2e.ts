import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, login, openSignInPage, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/** A way back into an account: "Forgot password?" with an emailed code, and a new password from the profile. */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const toast = (page: Page, words: string) => page.getByTestId('toast').filter({ hasText: words });
const fieldError = (page: Page, words: string) => page.locator('form').getByText(words, { exact: true });

async function mailedCode(email: string, mails: number): Promise<string> {
  await expect.poll(async () => (await app.dev.mailbox(email)).length).toBe(mails);
  return (await app.dev.mailbox(email))[0]!.code!;
}

/** A code that is not `code`. */
const wrongCode = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('forgot password', () => {
  it('an admin opening an account whose email is not confirmed is told what the user can do', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'admin@demo.test');
    await page.goto('/users?users=notVerified');
    await page.getByRole('link', { name: /Nabin Shrestha/ }).click();
    await page.waitForURL(/\/userDetail\?user=/);
    const help = page.getByTestId('email-help');
    await help.waitFor();
    expect(await help.textContent()).toBe(
      'Email not confirmed yet' +
        'Only the user can confirm it. Once logged in, they get a new code on the email verification page. If they cannot log in, "Forgot password?" on the login page emails them a code that sets a new password and confirms the email too.',
    );
    await page.goto('/users?users=notVerified');
    await page.getByRole('link', { name: /Gita Rai/ }).click();
    await page.getByText('gita@demo.test').first().waitFor();
    expect(await page.getByTestId('email-help').count()).toBe(0);
  });

  it('an account stuck before email verification gets a code, a wrong one is said under the field, the right one signs in with the new password', async () => {
    const email = 'new@demo.test';
    const page = await app.newPage(DESKTOP);
    await openSignInPage(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgotPassword');
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    // The email typed on the login form comes along.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(page, 'forgot-password-desktop-en');

    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByTestId('code-sent').waitFor();
    expect(await page.getByTestId('code-sent').textContent()).toBe(
      'If an account uses new@demo.test, a code is on its way to it. The code works for 10 minutes. Not there? Check your spam folder.',
    );
    expect(await page.getByRole('button', { name: /^Send another in \d+s$/ }).isDisabled()).toBe(true);
    const code = await mailedCode(email, 1);

    await page.getByLabel('Code from the email').fill(wrongCode(code));
    await page.getByLabel(/^New password[\s*]*$/).fill('new-secret-1');
    await page.getByLabel('Confirm new password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await fieldError(page, 'Code from the email is not right. Check it and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgotPassword');
    await screenshot(page, 'forgot-password-wrong-code-desktop-en');

    // Corrected, the complaint goes at once; sent, the user is signed in.
    await page.getByLabel('Code from the email').fill(code);
    expect(await fieldError(page, 'Code from the email is not right. Check it and try again.').count()).toBe(0);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await toast(page, 'Your password was changed').waitFor();
    await page.waitForURL('**/dashboard');

    // The email is confirmed now: the old password no longer signs in, the new one does.
    const later = await app.newPage(DESKTOP);
    await signInWith(later, email, 'new12345');
    await later.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await signInWith(later, email, 'new-secret-1');
    await later.waitForURL('**/dashboard');
    expect((await app.dev.mailbox(email)).length).toBe(1);
  });

  it('answers an email without an account as one with, sends nothing, and checks the address before sending', async () => {
    const page = await app.newPage(DESKTOP);
    await openSignInPage(page, '/forgotPassword');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await fieldError(page, 'Email is required').waitFor();
    await page.getByLabel('Email').fill('nobody@demo');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await fieldError(page, 'Enter a valid email address').waitFor();

    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    expect(await page.getByTestId('code-sent').textContent()).toBe(
      'If an account uses nobody@example.com, a code is on its way to it. The code works for 10 minutes. Not there? Check your spam folder.',
    );
    expect(await app.dev.mailbox('nobody@example.com')).toEqual([]);
    // Another address can be given.
    await page.getByRole('button', { name: 'Use another email' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.com');
  });

  it('in Nepali on a phone: the same page, its words and its mistakes in Nepali', async () => {
    const page = await app.newPage(PHONE);
    await page.addInitScript(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.goto('/login');
    await page.getByLabel('इमेल').fill('gita@demo.test');
    await page.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' }).click();
    await page.getByRole('heading', { name: 'नयाँ पासवर्ड राख्नुहोस्' }).waitFor();
    await page.getByRole('button', { name: 'मलाई कोड पठाउनुहोस्' }).click();
    expect(await page.getByTestId('code-sent').textContent()).toBe(
      'यदि gita@demo.test मा खाता छ भने त्यहाँ कोड पठाइएको छ। कोड १० मिनेटसम्म चल्छ। आएन भने स्प्याम फोल्डर हेर्नुहोस्।',
    );
    const code = await mailedCode('gita@demo.test', 1);
    await page.getByLabel('इमेलमा आएको कोड').fill(wrongCode(code));
    await page.getByLabel(/^नयाँ पासवर्ड[\s*]*$/).fill('abc');
    await page.getByLabel('नयाँ पासवर्ड फेरि लेख्नुहोस्').fill('abd');
    await page.getByRole('button', { name: 'नयाँ पासवर्ड राख्नुहोस्' }).click();
    await fieldError(page, 'पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ').waitFor();
    await fieldError(page, 'पासवर्ड मिलेन').waitFor();

    await page.getByLabel(/^नयाँ पासवर्ड[\s*]*$/).fill('gita-new-1');
    await page.getByLabel('नयाँ पासवर्ड फेरि लेख्नुहोस्').fill('gita-new-1');
    await page.getByRole('button', { name: 'नयाँ पासवर्ड राख्नुहोस्' }).click();
    await fieldError(page, 'इमेलमा आएको कोड मिलेन। जाँचेर फेरि प्रयास गर्नुहोस्।').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'forgot-password-phone-ne');
  });
});

describe('a new password from the profile', () => {
  it('needs the current password, empties the form, and logs the other device out', async () => {
    const email = 'sita@demo.test';
    const other = await app.newPage(DESKTOP);
    await login(other, email);
    const page = await app.newPage(DESKTOP);
    await login(page, email);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Password' });
    await form.waitFor();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel(/^New password[\s*]*$/).fill('sita-new-1');
    await form.getByLabel('Confirm new password').fill('sita-new-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await fieldError(page, 'Current password is not right. Check it and try again.').waitFor();
    await screenshot(page, 'profile-password-wrong-desktop-en');

    await form.getByLabel('Current password').fill('sita1234');
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed. You were logged out on 1 other device.').waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    expect(await form.getByLabel(/^New password[\s*]*$/).inputValue()).toBe('');

    // The other device's session has ended: it is sent out of the app.
    await other.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    // This one goes on.
    await page.reload();
    await form.waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('in Nepali on a phone', async () => {
    const page = await app.newPage(PHONE);
    await login(page, 'admin@demo.test');
    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.goto('/profile');
    const form = page.getByRole('form', { name: text('profile.password.title', {}, 'ne') });
    await form.waitFor();
    await form.getByRole('button', { name: 'पासवर्ड बदल्नुहोस्' }).click();
    await fieldError(page, 'पासवर्ड आवश्यक छ').first().waitFor();
    await form.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-password-phone-ne');
  });
});
