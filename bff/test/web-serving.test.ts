import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startBff, type TestBff } from './harness.ts';

/**
 * In production the BFF serves the built web app (README "Run it"): the landing page prerendered
 * at `/` (web/prerender.ts writes it into index.html) and the empty app, shell.html, at every
 * other address, so that a deep link or a reload opens its own screen.
 */

const LANDING = '<!doctype html><div id="root" data-prerendered="/"><h1>Sell products</h1></div>';
const SHELL = '<!doctype html><div id="root"></div>';

let dist: string;
let bff: TestBff;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bikri-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), LANDING);
  writeFileSync(join(dist, 'shell.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'export {};');
  bff = await startBff({ NODE_ENV: 'production', DEMO_MODE: 'true', WEB_DIST: dist });
});
afterAll(async () => {
  await bff.close();
  rmSync(dist, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; type: string; cache: string; text: string }> {
  const response = await fetch(`${bff.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    text: await response.text(),
  };
}

describe('serving the web app in production', () => {
  it('answers the prerendered landing page at /, with or without a query', async () => {
    for (const path of ['/', '/?utm_source=facebook']) {
      const page = await get(path);
      expect(page).toMatchObject({ status: 200, text: LANDING });
      expect(page.type).toMatch(/^text\/html/);
    }
  });

  it('answers the empty app at every other address, deep links and unknown ones included', async () => {
    for (const path of ['/login', '/dashboard', '/orders?q=shawl', '/orderDetail?id=42', '/no/such/page']) {
      const page = await get(path);
      expect({ path, status: page.status, text: page.text }).toEqual({ path, status: 200, text: SHELL });
      expect(page.type).toMatch(/^text\/html/);
    }
  });

  it('serves the hashed built files cached for a year, and leaves /graphql and /healthz alone', async () => {
    const script = await get('/assets/index-abc.js');
    expect(script).toMatchObject({ status: 200, text: 'export {};', cache: 'public, max-age=31536000, immutable' });
    expect(script.type).toMatch(/javascript/);
    expect((await get('/healthz')).status).toBe(200);
    const answer = await bff.anonymous().gql(
      graphql(`
        query WebServingMe {
          me {
            id
          }
        }
      `),
    );
    expect(answer.data).toEqual({ me: null });
  });

  it('says how to build the app when the build is missing or predates the prerendered landing page', async () => {
    rmSync(join(dist, 'shell.html'));
    const stale = await startBff({ NODE_ENV: 'production', DEMO_MODE: 'true', WEB_DIST: dist });
    try {
      const page = await fetch(`${stale.url}/`).then((response) => response.text());
      expect(page).toContain('run <code>npm run build</code>');
    } finally {
      await stale.close();
      writeFileSync(join(dist, 'shell.html'), SHELL);
    }
  });
});
