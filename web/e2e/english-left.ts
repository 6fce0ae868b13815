import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './harness.ts';
import { SUPPORT_EMAIL } from '../src/lib/support.ts';

/**
 * Whether a screen in Nepali still shows English: what is left once the user's own
 * data and the brand names are taken out. Shared by the Nepali browser tests.
 */

/**
 * What stays as it is in Nepali: brand and network names, the currency, the support address, the
 * language switch, which names English in English, and the names of file formats, which the
 * Nepali catalogue keeps as the files are named (the image pickers' "PNG, JPEG, WebP वा GIF").
 */
export const BRANDS = [
  'Bikri',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'TikTok',
  'YouTube',
  'eSewa',
  'Khalti',
  'NPR',
  SUPPORT_EMAIL,
  'English',
  'CSV',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
];

/**
 * What the gateway holds that the signed-in user sees as it was entered: names, emails, product
 * names and descriptions, customers and their places, remarks, and for an admin the accounts
 * (names, emails, social profiles, referrers, the reasons of the last decisions) and whom each
 * order and payment request is of. The accounts are asked for only as an admin (a marketer
 * may not read `users`).
 */
export async function gatewayData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const ask = async (query: string): Promise<unknown> => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const { data, errors } = (await response.json()) as { data: unknown; errors?: { message: string }[] };
      if (errors) throw new Error(errors.map((e) => e.message).join('; '));
      return data;
    };
    const { me } = (await ask('{ me { role } }')) as { me: { role: 'ADMIN' | 'USER' } };
    const person = 'name email socialProfileUrl referredBy lastDecision { reason byName }';
    // One request per list: the BFF answers at most 1000 list rows a request.
    const queries = [
      `{ me { ${person} } products { name description } }`,
      '{ orders(first: 1000) { edges { node { remarks customer { name location } product { name } owner { name email } } } } }',
      // Not `itemSummary`, whose "+ 2 more" is the API's English: the screens say it from the catalogues.
      '{ payments(first: 1000) { edges { node { source { product { name } } user { name email } } } } }',
      me.role === 'ADMIN'
        ? `{ users(first: 1000) { edges { node { ${person} } } } }`
        : '{ incomes(first: 1000) { edges { node { order { product { name } } } } } }',
    ];
    const data = await Promise.all(queries.map(ask));
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(data);
    // The dashboard greets the user by first name (the first only: the admin's second is "Admin").
    strings.push((data[0] as { me: { name: string } }).me.name.split(/\s+/)[0]!);
    return strings;
  });
}

/**
 * Runs of 3+ Latin letters outside the allow-list in what the page shows (document.body.innerText)
 * and in what a screen reader reads beside it: the tab's title, labels, image texts, tooltips,
 * placeholders and the names of roles a widget gives itself (a carousel's "slide").
 */
export async function englishLeft(page: Page, userData: readonly string[] = []): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
    const read = Array.from(document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))).flatMap(
      (element) => attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...read].join('\n');
  });
  let rest = shown;
  // Longest first, so that a product name is taken out whole before a shorter one inside it.
  for (const allowed of [...userData, ...BRANDS].filter(Boolean).sort((a, b) => b.length - a.length))
    rest = rest.split(allowed).join(' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

/** The page is in Nepali (`<html lang="ne">`) with no English left; saves a screenshot `nepali-<screen>`. */
export async function expectNepali(page: Page, screen: string, userData?: readonly string[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang), screen).toBe('ne');
  expect(await englishLeft(page, userData), screen).toEqual([]);
  await screenshot(page, `nepali-${screen}`);
}
