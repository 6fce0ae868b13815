import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { startGatewaySim, type RunningGatewaySim } from '../../bff/gateway-sim/app.ts';
import { freePort } from '../../bff/test/processes.ts';
import { readConfig } from '../../bff/src/config.ts';
import { createServer, type BffServer } from '../../bff/src/server.ts';
import { signInOnce } from '../../bff/src/gateway/sign-in-once.ts';
import { trustedRequest } from '../../bff/test/trusted.ts';
import { devControls, PASSWORDS, type DevControls } from '../../bff/src/gateway/test-gateway.ts';

/**
 * Browser-test harness: a fresh stand-in gateway, the real BFF in production mode serving the
 * built web app (as `npm start` does), and Debian's Chromium driven by playwright-core.
 */

export const SCREENSHOTS = fileURLToPath(new URL('./.artifacts/screenshots', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What every test's Chromium runs with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** The stand-in and the BFF serving the production build, without a browser. */
export interface Site {
  url: string;
  gateway: RunningGatewaySim;
  close(): Promise<void>;
}

/** The site with a Playwright Chromium for the tests' pages. */
export interface App extends Site {
  dev: DevControls;
  browser: Browser;
  /**
   * A fresh browser context (its own cookies) and page; `javaScriptEnabled: false` to see the page
   * as the server sends it, `hasTouch` for a touch screen (taps, no hover); the pages ask for
   * reduced motion unless `reducedMotion` says otherwise.
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { javaScriptEnabled?: boolean; hasTouch?: boolean; reducedMotion?: 'reduce' | 'no-preference' },
  ): Promise<Page>;
  close(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  const gateway = await startGatewaySim();
  // Production needs its public address before it starts: the port is chosen first.
  const port = await freePort();
  // The production timeout (10 s), and more: the stand-in runs in this process, beside the
  // browser, and a pause of this machine's (seconds, seen in CI) must not read as a gateway that
  // did not answer. No browser test waits on a gateway timeout.
  const config = readConfig({
    NODE_ENV: 'production',
    GATEWAY_URL: gateway.url,
    // The stand-in's admin, as `npm start` signs it in for the tracking pages' gateway reads.
    GATEWAY_SERVICE_TOKEN: await signInOnce(gateway.url, 20_000, 'admin@demo.test', PASSWORDS['admin@demo.test']!),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: inject('webDist'),
    GATEWAY_TIMEOUT_MS: '20000',
  });
  const server: BffServer = await createServer(config, gateway.url);
  const url = await server.listen(port, '127.0.0.1');
  return {
    url,
    gateway,
    async close() {
      await server.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await gateway.close();
    },
  };
}

/** How an app starts: `now`, the moment the stand-in, the BFF and every page take as now, from where the clock runs on. */
export interface AppOptions {
  now?: string;
}

/**
 * Runs in the page before its scripts: its Date runs `offsetMs` ahead of the machine's, as this
 * process's does (Playwright's clock times its install by this process's Date, so cannot).
 */
function shiftDate(offsetMs: number): void {
  const MachineDate = Date;
  globalThis.Date = class extends MachineDate {
    constructor(...args: unknown[]) {
      super(...((args.length > 0 ? args : [MachineDate.now() + offsetMs]) as [number]));
    }
    static override now() {
      return MachineDate.now() + offsetMs;
    }
  } as DateConstructor;
}

export async function startApp({ now }: AppOptions = {}): Promise<App> {
  if (now) {
    // The stand-in and the BFF run in this process: only their Date moves; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(now));
  }
  const site = await startSite();
  const { url, gateway } = site;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  return {
    url,
    gateway,
    dev: devControls(gateway.url),
    browser,
    async newPage(viewport = DESKTOP, options = {}) {
      const context = await browser.newContext({ viewport, baseURL: url, reducedMotion: 'reduce', ...options });
      context.setDefaultTimeout(10_000);
      if (now) await context.addInitScript(shiftDate, Date.now() - vi.getRealSystemTime());
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await site.close();
      if (now) vi.useRealTimers();
    },
  };
}

const inUse: App[] = [];

/**
 * Starts an app of its own for the tests of the file or of the describe this is called in (with
 * `each`, for each test) and hands it to `set`; after them, the enclosing one is handed back. A
 * test that writes to the stand-in runs in a world of its own, so no other test reads what it wrote.
 */
export function useApp(set: (app: App) => void, per: 'all' | 'each' = 'all', options: AppOptions = {}): void {
  (per === 'all' ? beforeAll : beforeEach)(async () => {
    const app = await startApp(options);
    inUse.push(app);
    set(app);
  });
  (per === 'all' ? afterAll : afterEach)(async () => {
    await inUse.pop()?.close();
    const outer = inUse.at(-1);
    if (outer) set(outer);
  });
}

/**
 * Opens a sign-in page (`/login`, `/register`, `/forgotPassword`) as a person starts on one: a tap
 * in its first field, which starts the app on the prerendered page (web/src/prerendered-page.ts);
 * resolves once the app has taken the form over (its submit button is enabled).
 */
export async function openSignInPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('form input').first().focus();
  await appHasTheForm(page);
}

/** Resolves once the app has taken a prerendered sign-in form over: its submit button is enabled, as a person sees it. */
export async function appHasTheForm(page: Page): Promise<void> {
  await page.locator('form button[type="submit"]:not([disabled])').waitFor();
}

/** Signs in through the login form and waits for the dashboard. */
export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORDS[email]!);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** A signed-in session's cookie value, from the web client's login mutation (by its id), for a browser that has not opened any page. */
export async function sessionToken(app: Pick<App, 'url'>, email: string): Promise<string> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trustedRequest('Login', { input: { email, password: PASSWORDS[email] } })),
  });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('session='));
  if (!cookie) throw new Error(`no session cookie for ${email}: ${response.status} ${await response.text()}`);
  return cookie.slice('session='.length, cookie.indexOf(';'));
}

/**
 * Signs `email` in through the login mutation and answers a function that sends GraphQL to the
 * BFF with that session, for a test to set up what its pages then look at; it answers the data
 * and throws on any error.
 */
export async function graphqlAs(
  app: App,
  email: string,
): Promise<<T>(query: string, variables?: Record<string, unknown>) => Promise<T>> {
  const cookie = `session=${await sessionToken(app, email)}`;
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    // A mutation with a key of its own, as the web client sends every one.
    const key: Record<string, string> = /^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {};
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...key },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: T | null; errors?: { message: string }[] };
    if (answer.errors || !answer.data) throw new Error(`GraphQL as ${email}: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
}

/** Puts a signed-in session into a browser context without going through the pages, so nothing of the app is in its cache yet. */
export async function addSession(app: App, context: BrowserContext, email: string): Promise<void> {
  await context.addCookies([
    {
      name: 'session',
      value: await sessionToken(app, email),
      url: app.url,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
}

/**
 * Network conditions for a page, as Chromium's DevTools emulate them; the page's
 * `navigator.connection` reports them too (a fast one as 4g at 10 Mbps).
 */
export const NETWORK = {
  /** An admin's office connection. */
  fast: {
    offline: false,
    latency: 2,
    downloadThroughput: (100 * 1024 * 1024) / 8,
    uploadThroughput: (50 * 1024 * 1024) / 8,
  },
  /** Lighthouse's "slow 4G": a marketer's phone on mobile data. */
  slow4g: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
} as const;

/**
 * Emulates `conditions`, and with `saveData` the browser's data saver. Chromium's DevTools
 * emulation throttles the requests, but `navigator.connection` goes on reporting Chromium's own
 * estimate of the real network (1.3-1.6 Mbps on this machine, whatever is emulated): the pages
 * opened from here on are told the emulated conditions instead, as the Network Information API
 * words them (bandwidth in Mbps, round trip in ms, the effective type by its thresholds).
 */
export async function emulateNetwork(
  page: Page,
  conditions: (typeof NETWORK)[keyof typeof NETWORK],
  options: { saveData?: boolean } = {},
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  if (options.saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await page.addInitScript(reportConnection, connectionInfo(conditions, options.saveData === true));
}

export interface ConnectionInfo {
  downlink: number;
  rtt: number;
  effectiveType: string;
  saveData: boolean;
}

/** `conditions` as the Network Information API words them. */
export function connectionInfo(conditions: (typeof NETWORK)[keyof typeof NETWORK], saveData = false): ConnectionInfo {
  const rtt = conditions.latency;
  return {
    downlink: Math.round(((conditions.downloadThroughput * 8) / 1_000_000) * 100) / 100,
    rtt,
    effectiveType: rtt >= 2000 ? 'slow-2g' : rtt >= 1400 ? '2g' : rtt >= 270 ? '3g' : '4g',
    saveData,
  };
}

/** Runs in the page before its own scripts: `navigator.connection` reports `info`. */
export function reportConnection(info: ConnectionInfo): void {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => Object.assign(new EventTarget(), info),
  });
}

/** Saves a full-page screenshot under e2e/.artifacts/screenshots/<name>.png, once opening menus and drawers have finished animating. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/**
 * What pages ask for on their own schedule, whatever screen is open: the bell's unread count and
 * inbox (once the first screen is idle, and after live events) and the dashboard's charts (after
 * its cards). `inbox.e2e.ts` and `dashboard-charts.e2e.ts` test them.
 */
const ON_THEIR_OWN = new Set(['InboxUnread', 'InboxPage', 'DashboardTrends']);

/** Counts the GraphQL requests a page sends for what a test does, by operation name (not those `ON_THEIR_OWN`). */
export function countGraphQL(page: Page): { names: string[]; reset(): void } {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postData() ?? '';
    const match = /"operationName":"(\w+)"/.exec(body) ?? /name="operations"[\s\S]*?"operationName":"(\w+)"/.exec(body);
    const name = match?.[1] ?? 'unknown';
    if (!ON_THEIR_OWN.has(name)) names.push(name);
  });
  return { names, reset: () => void names.splice(0) };
}

export { PASSWORDS };
