import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './commerce-helpers.ts';

/** The products screens as the browser tests read them: cards, the grid's columns, images and the card menu. */

export const WIDE = { width: 1600, height: 1000 };

export const card = (page: Page, name: string) => page.locator(`[data-testid="product-card"][aria-label="${name}"]`);
export const dialog = (page: Page) => page.getByRole('alertdialog');

/** The distinct left edges of the product cards: one per grid column. */
export async function columns(page: Page): Promise<number> {
  await visible(page.getByTestId('product-card').first());
  const lefts = await page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** Waits until every image in `locator` has loaded a real picture. */
export async function imagesLoaded(locator: Locator): Promise<number[]> {
  await expect
    .poll(() =>
      locator.evaluateAll((images) =>
        images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  return locator.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
}

/** Waits until every gateway image in `locator` has loaded, and answers the copy each shows (`?w=…&f=…`, see schema/src/media.ts). */
export async function copiesLoaded(locator: Locator): Promise<string[]> {
  await imagesLoaded(locator);
  return locator.evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).currentSrc).search));
}

/**
 * The slide of the product carousel that fills the frame, as "n of m"; none while it scrolls
 * between two (callers poll until the one they expect).
 */
export async function currentSlide(page: Page): Promise<string> {
  return page.evaluate(() => {
    const slides = Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const frame = slides[0]!.parentElement!;
    const left = frame.getBoundingClientRect().left;
    const shown = slides.filter((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
    return shown.length === 1 && shown[0]!.hasAttribute('data-inview')
      ? shown[0]!.getAttribute('aria-label')!
      : `none in frame (${shown.length})`;
  });
}

export async function openCardMenu(page: Page, name: string): Promise<Locator> {
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  const menu = page.getByRole('menu');
  await visible(menu);
  return menu;
}
