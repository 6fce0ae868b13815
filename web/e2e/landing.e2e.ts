import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, login, PHONE, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** Distance from the viewport top to a section once the smooth scroll has settled. */
async function sectionTop(page: Page, id: string): Promise<number> {
  let previous = Number.NaN;
  for (let settled = 0; settled < 3; ) {
    await page.waitForTimeout(120);
    const y = await page.evaluate(() => window.scrollY);
    settled = y === previous ? settled + 1 : 0;
    previous = y;
  }
  return page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id);
}

describe('landing page', () => {
  it('shows the hero, the four steps, the highlights and figures, social links and contact', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sell products you love. Earn on every delivery.');
    await expect.poll(() => page.getByRole('heading', { name: 'How does it work?' }).isVisible()).toBe(true);
    for (const step of ['Promote products', 'Order confirmation', 'We deliver', 'Commission']) {
      expect(await page.getByRole('heading', { name: step, exact: true }).isVisible()).toBe(true);
    }
    for (const claim of ['Free registration', 'High commission', 'Time flexibility', 'Free training']) {
      expect(await page.getByRole('heading', { name: claim, exact: true }).isVisible()).toBe(true);
    }
    const highlights = page.locator('#highlights');
    for (const figure of ['50+', '2,500+', '9+']) expect(await highlights.getByText(figure, { exact: true }).isVisible()).toBe(true);
    for (const label of ['Registrations', 'Orders', 'Brands']) expect(await highlights.getByText(label, { exact: true }).isVisible()).toBe(true);
    for (const network of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) {
      expect(await page.getByRole('link', { name: network }).getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(await page.locator('#contact').textContent()).toContain('within 24 hours');
    await screenshot(page, 'landing-desktop');
  });

  it('scrolls to each section with a 128 px offset from the top bar links', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const id of ['about', 'highlights', 'contact']) {
      await page.locator(`header [data-section-link="${id}"]`).click();
      const top = await sectionTop(page, id);
      const atBottom = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
      // The last section may sit lower when the page cannot scroll any further.
      if (top !== 128) expect({ id, top, atBottom }).toEqual({ id, top, atBottom: true });
    }
    await page.locator('header [data-section-link="home"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  it('offers the same links in the phone drawer, and Login/Register', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'landing-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const label of ['Home', 'About', 'Highlights', 'Contact', 'Login', 'Register']) {
      expect(await drawer.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Highlights' }).click();
    expect(await sectionTop(page, 'highlights')).toBe(128);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    const page = await app.newPage(DESKTOP);
    await login(page, 'sita@demo.test');
    await page.goto('/');
    await page.waitForURL('**/dashboard');
  });
});
