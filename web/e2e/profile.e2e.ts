import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImages, settled, signIn, visible } from './commerce-helpers.ts';
import { DESKTOP, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * Your Profile, opened from the user menu: the account as the stand-in seeds it
 * (bff/gateway-sim/seed.ts), what to do next in each state, and who changes what.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** Opens Your Profile from the account menu, in the language the page shows. */
async function openProfile(page: Page, locale: 'en' | 'ne' = 'en'): Promise<void> {
  await page.getByRole('button', { name: text('menu.account', {}, locale) }).click();
  const item = page.getByRole('menuitem', { name: text('menu.profile', {}, locale) });
  // The menu's code loads on this first press; pick the item once the menu has opened.
  await visible(item);
  await settled(page);
  await item.click();
  await page.waitForURL('**/profile');
  await visible(page.getByRole('heading', { level: 1, name: text('menu.profile', {}, locale) }));
  await visible(page.getByTestId('next-step'));
}

/** A section's label and value pairs, as shown. */
async function pairs(section: Locator): Promise<Record<string, string>> {
  await visible(section.locator('dt').first());
  const items = await section
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map(
        (row) => [row.querySelector('dt')!.textContent.trim(), row.querySelector('dd')!.textContent.trim()] as const,
      ),
    );
  return Object.fromEntries(items);
}

const region = (page: Page, key: 'profile.account' | 'profile.kycTitle', locale: 'en' | 'ne' = 'en') =>
  page.getByRole('region', { name: text(key, {}, locale) });

/** Nothing sticks out sideways at phone width. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('Your Profile', () => {
  it('a verified marketer sees her seeded details in English and Nepali on a phone, and that an admin changes them', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'sita@demo.test');
    await openProfile(page);

    expect(await page.getByTestId('next-step').textContent()).toBe(
      text('profile.nextTitle') + text('profile.next.none'),
    );
    expect(await pairs(region(page, 'profile.account'))).toEqual({
      Name: 'Sita Sharma',
      Email: 'sita@demo.test',
      Role: 'Marketer',
      Status: 'Active',
      'Email verified': 'Yes',
      'User verified': 'Yes',
      'Bonus commission': '2%',
    });
    expect(await page.getByTestId('name-email-note').textContent()).toBe(
      text('profile.nameEmail', { email: 'support@bikri.com.np' }),
    );
    const check = region(page, 'profile.kycTitle');
    expect(await pairs(check)).toEqual({
      Phone: '9842234567',
      'Date of birth': '1996-04-12 (30 Chaitra 2052 BS)',
      Gender: 'Female',
      'Social profile': 'https://facebook.com/sita.demo',
    });
    expect(await check.getByRole('link', { name: 'https://facebook.com/sita.demo' }).getAttribute('href')).toBe(
      'https://facebook.com/sita.demo',
    );
    const qr = check.getByRole('img', { name: 'Payment QR of Sita Sharma' });
    await loadImages(page);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await qr.getAttribute('src')).toMatch(/^\/media\/\d+\.[\w-]+\/uploads\/seed-qr-sita\.png/);
    // Approved: nothing to send, and whom to ask.
    expect(await page.getByTestId('profile-check-note').textContent()).toBe(
      text('profile.kyc.approved', { email: 'support@bikri.com.np' }),
    );
    expect(await page.getByRole('link', { name: text('nav.verifyAccount') }).count()).toBe(0);
    await fitsWidth(page);
    await screenshot(page, 'profile-sita-phone-en');

    await page.getByRole('button', { name: text('menu.account') }).click();
    await page.getByRole('menuitem', { name: /^Language/ }).click();
    await visible(page.getByRole('heading', { level: 1, name: text('menu.profile', {}, 'ne') }));
    expect(await pairs(region(page, 'profile.account', 'ne'))).toEqual({
      नाम: 'Sita Sharma',
      इमेल: 'sita@demo.test',
      भूमिका: 'बिक्रेता',
      स्थिति: 'सक्रिय',
      'इमेल प्रमाणित': 'हो',
      'प्रयोगकर्ता प्रमाणित': 'हो',
      'बोनस कमिसन': '२%',
    });
    expect(await pairs(region(page, 'profile.kycTitle', 'ne'))).toEqual({
      फोन: '९८४२२३४५६७',
      'जन्म मिति': '२०५२-१२-३० (१९९६-०४-१२ ई.सं.)',
      लिङ्ग: 'महिला',
      'सामाजिक सञ्जाल प्रोफाइल': 'https://facebook.com/sita.demo',
    });
    expect(await page.getByTestId('next-step').textContent()).toBe(
      text('profile.nextTitle', {}, 'ne') + text('profile.next.none', {}, 'ne'),
    );
    expect(await page.getByTestId('name-email-note').textContent()).toBe(
      text('profile.nameEmail', { email: 'support@bikri.com.np' }, 'ne'),
    );
    expect(await page.getByTestId('profile-check-note').textContent()).toBe(
      text('profile.kyc.approved', { email: 'support@bikri.com.np' }, 'ne'),
    );
    await fitsWidth(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-sita-phone-ne');

    // The page reads the same after a reload at its own address.
    await page.reload();
    await visible(page.getByTestId('next-step'));
    expect((await pairs(region(page, 'profile.kycTitle', 'ne')))['फोन']).toBe('९८४२२३४५६७');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'profile-sita-desktop-ne');
  });

  it('a marketer who has not sent the profile check is told so, with what sending it does, and follows it', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'gita@demo.test');
    await openProfile(page);
    const next = page.getByTestId('next-step');
    expect(await next.textContent()).toContain(text('profile.next.profileCheck'));
    expect(await pairs(region(page, 'profile.kycTitle'))).toEqual({
      Phone: '—',
      'Date of birth': '—',
      Gender: '—',
      'Social profile': '—',
    });
    expect(await region(page, 'profile.kycTitle').getByText(text('zoom.none')).isVisible()).toBe(true);
    expect(await page.getByTestId('profile-check-note').textContent()).toBe(text('profile.kyc.change'));
    expect((await pairs(region(page, 'profile.account')))['User verified']).toBe('No');
    await fitsWidth(page);
    await screenshot(page, 'profile-gita-phone-en');

    await next.getByRole('link', { name: text('nav.verifyAccount') }).click();
    await page.waitForURL('**/userVerification');
    await visible(page.getByRole('heading', { level: 1, name: text('verify.title') }));
    await visible(page.getByRole('button', { name: text('verify.submit') }));
  });

  it('a marketer whose email is not verified is sent to verify it first', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'new@demo.test');
    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.reload();
    await openProfile(page, 'ne');
    const next = page.getByTestId('next-step');
    expect(await next.textContent()).toContain(text('profile.next.verifyEmail', {}, 'ne'));
    expect(await page.getByTestId('profile-check-note').textContent()).toBe(text('profile.kyc.afterEmail', {}, 'ne'));
    expect((await pairs(region(page, 'profile.account', 'ne')))['इमेल प्रमाणित']).toBe('होइन');
    await fitsWidth(page);
    await screenshot(page, 'profile-new-phone-ne');

    await next.getByRole('link', { name: text('nav.verifyEmail', {}, 'ne') }).click();
    await page.waitForURL('**/emailVerification');
    await visible(page.getByRole('heading', { level: 1, name: text('email.title', {}, 'ne') }));
  });

  it('under review and blocked accounts are told to wait or whom to mail, with nothing to send', async () => {
    for (const [email, next, note] of [
      ['ram@demo.test', 'profile.next.underReview', 'profile.kyc.underReview'],
      ['hari@demo.test', 'profile.next.blocked', 'profile.kyc.blocked'],
    ] as const) {
      const page = await app.newPage(PHONE);
      await signIn(page, email);
      await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
      await page.reload();
      await openProfile(page, 'ne');
      expect(await page.getByTestId('next-step').textContent()).toBe(
        text('profile.nextTitle', {}, 'ne') + text(next, { email: 'support@bikri.com.np' }, 'ne'),
      );
      expect(await page.getByTestId('profile-check-note').textContent()).toBe(text(note, {}, 'ne'));
      expect(await page.getByRole('link', { name: text('nav.verifyAccount', {}, 'ne') }).count()).toBe(0);
      await fitsWidth(page);
      await screenshot(page, `profile-${email.split('@')[0]}-phone-ne`);
    }
  });

  it('an admin sees theirs: name, email, role and state, no bonus, payout QR or profile check', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await openProfile(page);
    expect(await pairs(region(page, 'profile.account'))).toEqual({
      Name: 'Bikri Admin',
      Email: 'admin@demo.test',
      Role: 'Admin',
      Status: 'Active',
    });
    expect(await region(page, 'profile.kycTitle').count()).toBe(0);
    expect(await page.getByRole('img', { name: /Payment QR/ }).count()).toBe(0);
    expect(await page.getByTestId('next-step').textContent()).toBe(
      text('profile.nextTitle') + text('profile.next.none'),
    );
    expect(await page.getByTestId('name-email-note').textContent()).toBe(
      text('profile.nameEmail', { email: 'support@bikri.com.np' }),
    );
    await screenshot(page, 'profile-admin-desktop-en');
  });
});
