import type { Page } from 'playwright-core';

export const HEADLINE = 'Sell products you love. Earn on every delivery.';

/**
 * Opens the landing page and waits until it has hydrated: its session check is sent from an
 * effect, which runs only then. Until then the prerendered page shows but its buttons do nothing.
 */
export async function openLanding(page: Page): Promise<void> {
  const probe = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SessionProbe'));
  await page.goto('/');
  await probe;
}
