import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paintPng } from '../../bff/gateway-sim/png.ts';
import { visible } from './commerce-helpers.ts';
import { login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * The profile form (/userVerification) as a marketer fills it on a phone in Nepali: the date of
 * birth in Bikram Sambat, a link typed without https://, and each field's error gone as soon as
 * that field is put right.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const ne = (key: Parameters<typeof text>[0], values?: Record<string, string | number>) => text(key, values, 'ne');
const required = (label: Parameters<typeof text>[0]) => ne('verify.required', { label: ne(label) });

/** The error shown under a field of the form, or under the date of birth's group. */
const errorOf = (page: Page, shown: string) => page.locator('form').getByText(shown, { exact: true });

describe('the profile form in Nepali on a phone', () => {
  it('takes a Bikram Sambat birthday and a link without https://, and clears each error as its field is put right', async () => {
    const page = await app.newPage(PHONE);
    await login(page, 'gita@demo.test');
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.goto('/userVerification');
    await visible(page.getByRole('heading', { level: 1, name: ne('verify.title') }));

    // Sent empty: every required field says so.
    const submit = page.getByRole('button', { name: ne('verify.submit') });
    await submit.click();
    for (const label of ['verify.phone', 'verify.dob', 'verify.social', 'verify.gender', 'verify.qr'] as const)
      await visible(errorOf(page, required(label)));

    // Each error goes with its own field's change, before the next submit; the others stay.
    await page.getByLabel(ne('verify.phone')).fill('9812345678');
    await errorOf(page, required('verify.phone')).waitFor({ state: 'detached' });
    await visible(errorOf(page, required('verify.social')));

    // The date of birth in BS, with Devanagari digits and BS month names: 30 Chaitra 2052.
    const birth = page.getByRole('group', { name: ne('verify.dob') });
    await visible(birth.getByText(ne('verify.dobInBs')));
    await birth.getByLabel(ne('verify.dobYear')).selectOption({ label: '२०५२' });
    await visible(errorOf(page, required('verify.dob')));
    await birth.getByLabel(ne('verify.dobMonth')).selectOption({ label: 'चैत' });
    await birth.getByLabel(ne('verify.dobDay')).selectOption({ label: '३०' });
    await errorOf(page, required('verify.dob')).waitFor({ state: 'detached' });
    // Chaitra 2052 has 30 days.
    expect(await birth.getByLabel(ne('verify.dobDay')).locator('option').last().textContent()).toBe('३०');

    // A name alone is not a link: refused before sending, in Nepali; the page without https:// is.
    await page.getByLabel(ne('verify.social')).fill('gita');
    await page.getByLabel(ne('verify.gender')).selectOption({ label: ne('gender.FEMALE') });
    const qr = paintPng({
      width: 120,
      height: 120,
      from: { r: 20, g: 20, b: 20 },
      to: { r: 90, g: 90, b: 90 },
      text: 'QR',
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'khalti-qr.png', mimeType: 'image/png', buffer: qr });
    await visible(page.getByRole('list').getByRole('img', { name: 'khalti-qr.png' }));
    await submit.click();
    await visible(errorOf(page, ne('error.format.link', { example: 'facebook.com/your.page' })));
    await page.getByLabel(ne('verify.social')).fill('facebook.com/gita.sells');
    await errorOf(page, ne('error.format.link', { example: 'facebook.com/your.page' })).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-form-filled-phone-ne');

    await submit.click();
    await visible(page.locator('main').getByText(ne('verify.kycSuccess'), { exact: true }));
    const user = app.gateway.store.db.users.find((u) => u.email === 'gita@demo.test')!;
    expect(user).toMatchObject({
      status: 'underReview',
      phone: '9812345678',
      dob: '1996-04-12',
      fb: 'https://facebook.com/gita.sells',
      gender: 'Female',
    });
  });
});
