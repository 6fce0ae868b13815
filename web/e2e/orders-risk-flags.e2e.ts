import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, visible } from './commerce-helpers.ts';
import { DESKTOP, graphqlAs, PHONE, screenshot, useApp, type App } from './harness.ts';
import { rowById, rows, table } from './orders-screen.ts';
import { text } from './texts.ts';

/**
 * An admin's risk flags: the seed's three flagged orders (bff/gateway-sim/seed.ts
 * `flagSomeOrders`) through the Flagged filter, with their badges on the list and their reasons
 * on the order page, on a laptop in English and on a 390 px phone in Nepali; marketers see none.
 */

let app: App;
useApp((started) => (app = started));

/** The flagged orders, newest first: the likely duplicate, Maya's own phone, the phone with a return. */
let flagged: { duplicate: string; ownPhone: string; returns: string; earlier: string };

beforeAll(async () => {
  const admin = await graphqlAs(app, 'admin@demo.test');
  type Answer = {
    orders: { edges: { node: { id: string; riskFlags: { kind: string; orderId: string | null }[] } }[] };
  };
  const { orders } = await admin<Answer>(
    'query RiskE2e { orders(flagged: true, first: 10) { edges { node { id riskFlags { kind orderId } } } } }',
  );
  const [duplicate, ownPhone, returns] = orders.edges.map((edge) => edge.node);
  expect([duplicate, ownPhone, returns].map((order) => order!.riskFlags.map((flag) => flag.kind))).toEqual([
    ['LIKELY_DUPLICATE'],
    ['OWN_PHONE'],
    ['RETURNS_BEFORE'],
  ]);
  flagged = {
    duplicate: duplicate!.id,
    ownPhone: ownPhone!.id,
    returns: returns!.id,
    earlier: duplicate!.riskFlags[0]!.orderId!,
  };
});

const badge = (row: ReturnType<typeof rowById>) => row.getByRole('img', { name: /^(Risk flags|जोखिम संकेत):/ });

describe('risk flags', () => {
  it('an admin on a laptop filters to flagged orders, reads each badge, and the reasons on the order page', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await page.goto('/orders');
    await visible(rows(page).first());
    const filter = page.getByRole('button', { name: text('orders.risk.filter') });
    expect(await filter.getAttribute('aria-pressed')).toBe('false');
    await filter.click();
    await page.waitForURL(/flagged=1/);
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => rows(page).evaluateAll((list) => list.map((row) => row.dataset.key)))
      .toEqual([flagged.duplicate, flagged.ownPhone, flagged.returns]);
    // The tabs count the flagged orders.
    await expect.poll(() => page.getByRole('tab', { name: /^All orders/ }).textContent()).toBe('All orders3');
    const duplicateBadge = badge(rowById(page, flagged.duplicate));
    expect(await duplicateBadge.textContent()).toBe(text('orders.risk.short.likelyDuplicate'));
    expect(await duplicateBadge.getAttribute('aria-label')).toBe(
      `Risk flags: ${text('orders.risk.reason.likelyDuplicate')}`,
    );
    expect(await badge(rowById(page, flagged.ownPhone)).textContent()).toBe(text('orders.risk.short.ownPhone'));
    expect(await badge(rowById(page, flagged.returns)).getAttribute('aria-label')).toBe(
      'Risk flags: This phone has 1 earlier order returned or cancelled.',
    );
    // The table still fits the laptop without sideways scrolling.
    expect(await table(page).evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    await screenshot(page, 'orders-risk-flagged-desktop');

    // A tab keeps the filter: no confirmed order of these was returned before.
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await page.waitForURL(/order=confirmed/);
    expect(page.url()).toMatch(/flagged=1/);
    await expect.poll(() => rows(page).count()).toBe(2);
    // The export writes what the list shows (its file: bff/test/orders-risk-flags.test.ts).
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/export/orders.csv?status=CONFIRMED&flagged=true',
    );

    await rowById(page, flagged.duplicate).click();
    await page.waitForURL(/orderDetail/);
    const flags = page.getByRole('heading', { name: text('orders.risk.title'), level: 2 });
    await visible(flags);
    await visible(page.getByText(text('orders.risk.reason.likelyDuplicate')));
    await screenshot(page, 'orders-risk-detail-desktop');
    await page.getByRole('link', { name: text('orders.risk.earlierOrder') }).click();
    await page.waitForURL(new RegExp(`orderId=${flagged.earlier}`));
    await visible(page.getByRole('heading', { name: 'Timeline', level: 2 }));
    // The earlier order itself has no flag.
    expect(await flags.count()).toBe(0);
  });

  it('an admin on a 390 px phone in Nepali sees the flagged cards and the reasons on the order page', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, 'admin@demo.test');
    await page.evaluate(() => localStorage.setItem('bikri.locale', 'ne'));
    await page.goto('/orders?flagged=1');
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(
      await page.getByRole('button', { name: text('orders.risk.filter', {}, 'ne') }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await badge(rowById(page, flagged.returns)).textContent()).toBe(
      text('orders.risk.short.returnsBefore', {}, 'ne'),
    );
    // Each card fits the phone's width.
    expect(await table(page).evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    await screenshot(page, 'orders-risk-flagged-phone-ne');

    await rowById(page, flagged.returns).click();
    await page.waitForURL(/orderDetail/);
    await visible(page.getByRole('heading', { name: text('orders.risk.title', {}, 'ne'), level: 2 }));
    await visible(page.getByText('यो फोनबाट पहिले फिर्ता वा रद्द भएका अर्डर: १।'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'orders-risk-detail-phone-ne');
  });

  it('a marketer sees no filter and no flag, not even on her flagged orders', async () => {
    const page = await app.newPage(DESKTOP);
    await signIn(page, 'sita@demo.test');
    await page.goto('/orders');
    await visible(rowById(page, flagged.duplicate));
    expect(await page.getByRole('button', { name: text('orders.risk.filter') }).count()).toBe(0);
    expect(
      await table(page)
        .getByRole('img', { name: /^Risk flags:/ })
        .count(),
    ).toBe(0);
    await page.goto(`/orderDetail?orderId=${flagged.duplicate}`);
    await visible(page.getByRole('heading', { name: 'Timeline', level: 2 }));
    expect(await page.getByRole('heading', { name: text('orders.risk.title') }).count()).toBe(0);
  });
});
