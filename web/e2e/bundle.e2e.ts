import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PASSWORDS, startApp, type App } from './harness.ts';

/**
 * DESIGN §7: the landing page loads at most 150 KB of gzipped JavaScript and no Apollo Client;
 * the signed-in shell (the dashboard) at most 300 KB.
 */

const KB = 1024;
const LANDING_BUDGET = 150 * KB;
const SHELL_BUDGET = 300 * KB;

/** Markers that only Apollo Client's own code contains (class and error-handler names it keeps). */
const APOLLO_MARKERS = ['ApolloClient', 'InMemoryCache', 'ApolloErrorMessageHandler', 'ApolloContext', '@apollo/client'];

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

interface Script {
  name: string;
  text: string;
  gzip: number;
}

/** Every JavaScript file the page downloads from now on, with its gzipped size. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const entry: Script = { name: url.pathname.split('/').pop()!, text: '', gzip: 0 };
    scripts.push(entry);
    void response.body().then((body) => {
      entry.text = body.toString('utf8');
      entry.gzip = gzipSync(body).length;
    });
  });
  return scripts;
}

async function settle(page: Page, scripts: Script[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => scripts.every((s) => s.gzip > 0)).toBe(true);
}

/**
 * The signed-in frame fetches the screens its sidebar leads to once the page is idle (marked
 * `bikri:preload-routes`): the scripts fetched from then on are not what the screen needed.
 * Answers `scripts` split into the two.
 */
async function splitPreloaded(page: Page, scripts: Script[]): Promise<{ needed: Script[]; preloaded: Script[] }> {
  const later = new Set(
    await page.evaluate(() => {
      const mark = performance.getEntriesByName('bikri:preload-routes')[0];
      if (!mark) return [];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= mark.startTime && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.split('/').pop()!);
    }),
  );
  return { needed: scripts.filter((s) => !later.has(s.name)), preloaded: scripts.filter((s) => later.has(s.name)) };
}

const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(label: string, scripts: Script[]): void {
  const rows = [...scripts].sort((a, b) => b.gzip - a.gzip).map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.name}`);
  console.log(`${label}: ${scripts.length} scripts, ${kb(total(scripts))} gzip\n${rows.join('\n')}`);
}

describe('JavaScript budgets', () => {
  it('keeps the landing page under 150 KB gzip, without Apollo Client, and the signed-in shell under 300 KB', async () => {
    const page = await app.newPage(DESKTOP);
    const journey = recordScripts(page);
    // The page is in the HTML; its session check leaves once it has hydrated, so every script it needs has loaded.
    const hydrated = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SessionProbe'));
    await page.goto('/');
    await hydrated;
    await settle(page, journey);
    const landing = [...journey];
    report('Landing page (/)', landing);

    const apollo = landing.filter((s) => /apollo|useQuery|useMutation/i.test(s.name) || APOLLO_MARKERS.some((m) => s.text.includes(m)));
    expect(apollo.map((s) => s.name)).toEqual([]);
    expect(total(landing)).toBeLessThanOrEqual(LANDING_BUDGET);

    // Signing in from the landing page, without a reload: everything downloaded up to the dashboard.
    await page.locator('header').getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill('sita@demo.test');
    await page.getByLabel('Password').fill(PASSWORDS['sita@demo.test']!);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Total Delivered Orders').waitFor();
    await settle(page, journey);
    const signedIn = await splitPreloaded(page, journey);
    report('Landing → login → dashboard (cumulative)', signedIn.needed);
    report('  then fetched ahead while idle (the sidebar’s screens)', signedIn.preloaded);
    expect(total(signedIn.needed)).toBeLessThanOrEqual(SHELL_BUDGET);

    // The signed-in shell on its own: a returning user opening the dashboard directly.
    const returning = await page.context().newPage();
    const shell = recordScripts(returning);
    await returning.goto('/dashboard');
    await returning.getByText('Total Delivered Orders').waitFor();
    await settle(returning, shell);
    const direct = await splitPreloaded(returning, shell);
    report('Signed-in shell (/dashboard opened directly)', direct.needed);
    report('  then fetched ahead while idle (the sidebar’s screens)', direct.preloaded);
    expect(direct.needed.some((s) => APOLLO_MARKERS.some((m) => s.text.includes(m)))).toBe(true);
    expect(direct.preloaded.length).toBeGreaterThan(0);
    expect(total(direct.needed)).toBeLessThanOrEqual(SHELL_BUDGET);
  });
});
