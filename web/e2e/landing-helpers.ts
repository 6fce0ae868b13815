import type { Page } from 'playwright-core';

export const HEADLINE = 'Sell products you love. Earn on every delivery.';

/**
 * Opens the landing page and waits until its script runs (web/src/prerendered-page.ts), which sends the
 * session check: until then the prerendered page shows, its links work, but its menu button does nothing.
 */
export async function openLanding(page: Page): Promise<void> {
  const probe = page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SessionProbe'),
  );
  await page.goto('/');
  await probe;
}
