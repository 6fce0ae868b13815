import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, login, PHONE, screenshot, startApp, type App } from './harness.ts';
import { HEADLINE, openLanding } from './landing-helpers.ts';

const STEPS = ['Promote products', 'Order confirmation', 'We deliver', 'Commission'];
const CLAIMS = ['Free registration', 'High commission', 'Time flexibility', 'Free training'];

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** Where the top bar, the sections and every heading sit and how they are drawn, to compare the page without and with its script. */
function layout(page: Page) {
  return page.evaluate(() =>
    // Without JavaScript, Emotion's <style> elements stay where the server put them, between the sections.
    Array.from(document.querySelectorAll<HTMLElement>('header, main > :not(style), h1, h2, h3'), (element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const { fontSize, fontWeight, color, backgroundColor, backgroundImage } = getComputedStyle(element);
      const name = /^H\d$/.test(element.tagName) ? element.innerText : `#${element.id}`;
      return {
        element: `${element.tagName} ${name}`,
        box: [x, y, width, height].map(Math.round),
        fontSize,
        fontWeight,
        color,
        backgroundColor,
        backgroundImage,
      };
    }),
  );
}

/** Distance from the viewport top to a section once the smooth scroll has settled. */
async function sectionTop(page: Page, id: string): Promise<number> {
  let previous = Number.NaN;
  for (let settled = 0; settled < 3;) {
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
    await openLanding(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADLINE);
    await expect.poll(() => page.getByRole('heading', { name: 'How does it work?' }).isVisible()).toBe(true);
    for (const step of STEPS) {
      expect(await page.getByRole('heading', { name: step, exact: true }).isVisible()).toBe(true);
    }
    for (const claim of CLAIMS) {
      expect(await page.getByRole('heading', { name: claim, exact: true }).isVisible()).toBe(true);
    }
    const highlights = page.locator('#highlights');
    for (const figure of ['50+', '2,500+', '9+'])
      expect(await highlights.getByText(figure, { exact: true }).isVisible()).toBe(true);
    for (const label of ['Registrations', 'Orders', 'Brands'])
      expect(await highlights.getByText(label, { exact: true }).isVisible()).toBe(true);
    for (const network of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) {
      expect(await page.getByRole('link', { name: network }).getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(await page.locator('#contact').textContent()).toContain('within 24 hours');
    await screenshot(page, 'landing-desktop');
  });

  it('scrolls to each section with a 128 px offset from the top bar links', async () => {
    const page = await app.newPage(DESKTOP);
    await openLanding(page);
    for (const id of ['about', 'highlights', 'contact']) {
      await page.locator(`header [data-section-link="${id}"]`).click();
      const top = await sectionTop(page, id);
      const atBottom = await page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
      // The last section may sit lower when the page cannot scroll any further.
      if (top !== 128) expect({ id, top, atBottom }).toEqual({ id, top, atBottom: true });
    }
    await page.locator('header [data-section-link="home"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  it('offers the same links in the phone drawer, and Login/Register', async () => {
    const page = await app.newPage(PHONE);
    await openLanding(page);
    await screenshot(page, 'landing-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const label of ['Home', 'About', 'Highlights', 'Contact', 'Login', 'Register']) {
      expect(await drawer.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    await drawer.getByRole('link', { name: 'Highlights' }).click();
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

describe('landing page as the server sends it', () => {
  it("is in the first HTML: hero, steps and claims, with Chakra's styles and no spinner; signed-in addresses get the empty app", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    for (const text of [HEADLINE, ...STEPS, ...CLAIMS]) expect(html).toContain(`>${text}</`);
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">@layer reset/);
    expect(html).not.toMatch(/chakra-spinner|aria-label="Loading"/);
    // No part of it is left for JavaScript to swap in.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('$RC');

    for (const path of ['/dashboard', '/orders?q=shawl']) {
      const shell = await (await fetch(`${app.url}${path}`)).text();
      expect(shell).toContain('<div id="root"></div>');
      expect(shell).not.toContain(HEADLINE);
    }
    // The sign-in pages are prerendered too (sign-in-prerendered.e2e.ts).
    const login = await (await fetch(`${app.url}/login`)).text();
    expect(login).toContain('>Welcome back</h1>');
    expect(login).not.toContain(HEADLINE);
  });

  it('looks the same without JavaScript as with its script', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const scripted = await app.newPage(viewport);
      await openLanding(scripted);
      const still = await app.newPage(viewport, { javaScriptEnabled: false });
      await still.goto('/');
      await screenshot(still, `landing-no-js-${name}`);
      expect(await layout(still)).toEqual(await layout(scripted));
    }
  });

  it('follows its section links and Login without JavaScript', async () => {
    const page = await app.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto('/');
    await page.locator('header [data-section-link="highlights"]').click();
    expect(await sectionTop(page, 'highlights')).toBe(128);
    await page.locator('header').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
  });
});
