import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeOrder, signIn, visible } from './commerce-helpers.ts';
import { PHONE, screenshot, useApp, type App } from './harness.ts';
import { rowOf, rows, table, TABS } from './orders-screen.ts';

/** A marketer's orders screen on a 390 px phone, in English and Nepali: the order cards and the tabs. */

let app: App;
useApp((started) => (app = started));

/** No seeded order has these customers. */
const NEAR_TOWN = {
  customerName: 'Bishnu Adhikari',
  customerPhone: '9857012345',
  customerLocation: 'Traffic Chowk, near Bhatbhateni, Ward 4, Butwal Sub-Metropolitan City, Rupandehi',
};
const LONG_WAY = {
  customerName: 'Kamala Gurung',
  customerPhone: '9846054321',
  customerLocation:
    'Upper Lakeside Road, the blue gate behind Hotel Barahi, past the Fewa boat stand and the bakery, ask for the tailor, Ward 6, Pokhara Metropolitan City, Kaski',
};

/** Sita at 390 px with the interface in `locale`, on her orders. */
async function sitaOnPhone(locale: 'en' | 'ne'): Promise<Page> {
  const page = await app.newPage(PHONE);
  await signIn(page, 'sita@demo.test');
  await page.evaluate((chosen) => localStorage.setItem('bikri.locale', chosen), locale);
  await page.goto('/orders');
  await visible(rows(page).first());
  return page;
}

/**
 * The customer cell of a card as shown: its second line's text, whether anything in it is cut
 * (wider or taller than its box: an ellipsis or a clipped line), the card's height and whether
 * the next card starts where it ends.
 */
async function customerCell(row: Locator) {
  return row.evaluate((card) => {
    const cell = card.querySelector('[data-col="customer"]')!;
    const cut = [cell, ...Array.from(cell.querySelectorAll('*'))].filter(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    const box = card.getBoundingClientRect();
    const next = Array.from(card.parentElement!.children).find((other) => other.getBoundingClientRect().top > box.top);
    return {
      line: cell.children[1]!.textContent,
      cut: cut.map((el) => el.textContent),
      inCard: cell.getBoundingClientRect().bottom <= box.bottom,
      meetsNext: next ? Math.abs(next.getBoundingClientRect().top - box.bottom) <= 1 : null,
      height: Math.round(box.height),
    };
  });
}

/** The strip's mask (computed) as it fades out its end, its start, or both. */
const FADE = {
  end: 'linear-gradient(to right, rgb(0, 0, 0), rgb(0, 0, 0) calc(100% - 32px), rgba(0, 0, 0, 0))',
  start: 'linear-gradient(to right, rgba(0, 0, 0, 0), rgb(0, 0, 0) 32px, rgb(0, 0, 0))',
  both: 'linear-gradient(to right, rgba(0, 0, 0, 0), rgb(0, 0, 0) 32px, rgb(0, 0, 0) calc(100% - 32px), rgba(0, 0, 0, 0))',
};

/** Whether a tab lies inside its strip, clear of the strip's fades (32 px). */
async function clearOfFades(tab: Locator): Promise<boolean> {
  return tab.evaluate((element, fade) => {
    const list = element.parentElement!;
    const mask = getComputedStyle(list).maskImage;
    const [strip, box] = [list.getBoundingClientRect(), element.getBoundingClientRect()];
    const start = mask === fade.start || mask === fade.both ? 32 : 0;
    const end = mask === fade.end || mask === fade.both ? 32 : 0;
    return box.left >= strip.left + start - 1 && box.right <= strip.right - end + 1;
  }, FADE);
}

describe('the orders screen on a phone', () => {
  it('shows a customer’s whole location in the order card, however long, in English and Nepali', async () => {
    await placeOrder(app, 'sita@demo.test', { product: 'Pashmina Shawl', quantity: 1, price: 4500, ...NEAR_TOWN });
    await placeOrder(app, 'sita@demo.test', { product: 'Pashmina Shawl', quantity: 1, price: 4500, ...LONG_WAY });

    const lines = {
      en: [`9857012345 · ${NEAR_TOWN.customerLocation}`, `9846054321 · ${LONG_WAY.customerLocation}`],
      // In Nepali the picked part of a location reads in Nepali; the tole line as it was typed.
      ne: [
        '९८५७०१२३४५ · Traffic Chowk, near Bhatbhateni, वडा नं. ४, बुटवल उपमहानगरपालिका, रुपन्देही',
        '९८४६०५४३२१ · Upper Lakeside Road, the blue gate behind Hotel Barahi, past the Fewa boat stand and the bakery, ask for the tailor, वडा नं. ६, पोखरा महानगरपालिका, कास्की',
      ],
    };
    for (const locale of ['en', 'ne'] as const) {
      const page = await sitaOnPhone(locale);
      const nearTown = await customerCell(rowOf(page, NEAR_TOWN.customerName));
      const longWay = await customerCell(rowOf(page, LONG_WAY.customerName));
      expect([nearTown.line, longWay.line], locale).toEqual(lines[locale]);
      // Nothing cut, the cards as tall as their lines: none runs into the next.
      for (const card of [nearTown, longWay]) {
        expect(card.cut, locale).toEqual([]);
        expect(card.inCard, locale).toBe(true);
        expect(card.meetsNext, locale).toBe(true);
      }
      expect(longWay.height, locale).toBeGreaterThan(nearTown.height);
      // A card with a short location keeps the three-line height.
      expect((await customerCell(rows(page).nth(2))).height, locale).toBe(108);
      expect(await table(page).evaluate((t) => t.scrollWidth <= t.clientWidth), locale).toBe(true);
      await screenshot(page, `orders-phone-locations-${locale}`);
    }
  });

  it('shows every tab’s label whole: the strip scrolls sideways and fades out at an end with more tabs beyond, in English and Nepali', async () => {
    const labels = {
      en: TABS.map(([, label]) => label),
      ne: ['सबै अर्डर', 'पुष्टि भएको', 'प्रक्रियामा', 'डेलिभर भएको', 'फिर्ता भएको', 'साटिएको', 'रद्द भएको'],
    };
    for (const locale of ['en', 'ne'] as const) {
      const page = await sitaOnPhone(locale);
      const tabs = page.getByRole('tab');
      const strip = page.getByRole('tablist');
      // Each label in one piece in its tab, its count beside it, none cut or ellipsized.
      await expect
        .poll(() =>
          tabs.evaluateAll((list) => list.map((tab) => /^(\D+?)[\d०-९,]+$/.exec(tab.textContent)?.[1] ?? null)),
        )
        .toEqual(labels[locale]);
      expect(
        await tabs.evaluateAll((list) =>
          list.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent),
        ),
        locale,
      ).toEqual([]);

      // At rest the strip ends in the middle of a tab: that end fades out, the start does not.
      expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth), locale).toBe(true);
      const mask = async () => [locale, await strip.evaluate((list) => getComputedStyle(list).maskImage)];
      await expect.poll(mask).toEqual([locale, FADE.end]);
      await screenshot(page, `orders-phone-tabs-${locale}`);
      // Swiped to its end, the start fades instead.
      await strip.evaluate((list) => (list.scrollLeft = list.scrollWidth));
      await expect.poll(mask).toEqual([locale, FADE.start]);

      // Each tab, chosen, is shown whole inside the strip and clear of its fades.
      for (const [n, label] of labels[locale].entries()) {
        await tabs.nth(n).click();
        await expect
          .poll(async () => [label, await tabs.nth(n).getAttribute('aria-selected'), await clearOfFades(tabs.nth(n))])
          .toEqual([label, 'true', true]);
      }
      // A tab in the middle leaves more tabs beyond both ends.
      await tabs.nth(3).click();
      await expect.poll(mask).toEqual([locale, FADE.both]);
    }
  });
});
