import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from './commerce-helpers.ts';
import { login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { text } from './texts.ts';

/**
 * On a phone, reloading email verification (or coming back from the mail app)
 * sends no new code while the first is recent; the page says when it was sent, in English and
 * Nepali, and the code of the first and only email verifies.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const EMAIL = 'new@demo.test';
const DEVANAGARI = '०१२३४५६७८९';
const inNepali = (digits: string) => digits.replace(/\d/g, (d) => DEVANAGARI[Number(d)]!);

describe('email verification on a phone', () => {
  it('reloads five times, sends one code, shows when, and verifies with the first code', async () => {
    const page = await app.newPage(PHONE);
    await login(page, EMAIL);
    await page.goto('/emailVerification');

    const sentAt = page.getByTestId('code-sent-at');
    await sentAt.waitFor();
    const shown = (await sentAt.textContent())!;
    const time = /(\d\d:\d\d)/.exec(shown)?.[1];
    expect(shown).toBe(text('email.lastSent', { time: time! }));
    await expect.poll(async () => (await app.dev.mailbox(EMAIL)).length).toBe(1);

    for (let reload = 1; reload <= 5; reload += 1) {
      await page.reload();
      await sentAt.waitFor();
      expect(await sentAt.textContent(), `reload ${reload}`).toBe(shown);
    }
    await page.getByRole('button', { name: /^Re-send (in \d+s|Code)$/ }).waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await app.dev.mailbox(EMAIL)).toHaveLength(1);
    await screenshot(page, 'email-verification-reloaded-phone-en');

    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.reload();
    await page.getByText(text('email.lastSent', { time: inNepali(time!) }, 'ne'), { exact: true }).waitFor();
    await screenshot(page, 'email-verification-reloaded-phone-ne');

    const [only] = await app.dev.mailbox(EMAIL);
    expect(await app.dev.mailbox(EMAIL)).toHaveLength(1);
    await page.getByRole('textbox', { name: new RegExp(`^${text('email.code', {}, 'ne')}`) }).fill(only!.code!);
    await page.getByRole('button', { name: text('email.verify', {}, 'ne'), exact: true }).click();
    await toast(page, text('email.verified', {}, 'ne')).waitFor();
    await page.waitForURL('**/userVerification');
  });
});
