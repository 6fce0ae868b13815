import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { service } from './compose.ts';
import { graphql } from './gql/index.ts';
import { startBff, type TestBff } from './harness.ts';
import { decoded, rawRequest } from './raw-http.ts';
import { dbOf } from './stand-in-data.ts';

/**
 * The absolute links the BFF makes (a shared page's address, its Open Graph tags, its WhatsApp
 * text) start with `PUBLIC_URL`, else with the address it listens on: never with what a request
 * says its host is.
 */

const SHARE = graphql(`
  mutation PublicUrlShare($input: ShareProductInput!) {
    shareProduct(input: $input) {
      id
      url
    }
  }
`);
const LOGIN = graphql(`
  mutation PublicUrlLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        id
      }
    }
  }
`);

/** Headers a visitor may send to pass off another site as this one. */
const SPOOFED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Signs Sita in and shares an available product with a photo, every request claiming another host; answers the link and its page. */
async function shareWithSpoofedHost(bff: TestBff): Promise<{ url: string; html: string }> {
  const json = { ...SPOOFED, 'content-type': 'application/json' };
  const login = await rawRequest(
    `${bff.url}/graphql`,
    json,
    JSON.stringify({ query: String(LOGIN), variables: { input: { email: 'sita@demo.test', password: 'sita1234' } } }),
  );
  const cookie = /session=[^;]+/.exec(login.headers['set-cookie']!)![0];
  const productId = dbOf(bff).products.find((p) => p.status === 'available' && p.images.length > 0)!._id;
  const shared = await rawRequest(
    `${bff.url}/graphql`,
    { ...json, cookie },
    JSON.stringify({ query: String(SHARE), variables: { input: { productId, phone: '9841234567' } } }),
  );
  const { url, id } = (JSON.parse(decoded(shared)) as { data: { shareProduct: { url: string; id: string } } }).data
    .shareProduct;
  const html = decoded(await rawRequest(`${bff.url}/p/${id}`, SPOOFED));
  return { url, html };
}

const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
const whatsAppText = (html: string) => decodeURIComponent(/href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/.exec(html)![1]!);

describe('links without PUBLIC_URL (outside production)', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('start with the address the BFF listens on, whatever Host the requests name', async () => {
    const { url, html } = await shareWithSpoofedHost(bff);
    expect(url).toMatch(new RegExp(`^${bff.url}/p/[A-Za-z0-9_-]{22}$`));
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${bff.url}/media/`));
    expect(meta(html, 'twitter:image')).toMatch(new RegExp(`^${bff.url}/media/`));
    expect(whatsAppText(html)).toMatch(new RegExp(`: ${url}$`));
    expect(html).not.toContain('evil.example');
  });
});

describe('links with PUBLIC_URL', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ PUBLIC_URL: 'https://bikri.example' });
  });
  afterAll(() => bff.close());

  it('start with it, whatever Host the requests name', async () => {
    const { url, html } = await shareWithSpoofedHost(bff);
    expect(url).toMatch(/^https:\/\/bikri\.example\/p\/[A-Za-z0-9_-]{22}$/);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/bikri\.example\/media\//);
    expect(whatsAppText(html)).toMatch(new RegExp(`: ${url}$`));
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain(bff.url);
  });
});

describe('PUBLIC_URL', () => {
  const production = { NODE_ENV: 'production', GATEWAY_URL: 'https://api.example.com' };

  it('is required in production, unless DEMO_MODE=true, which links to where it listens', () => {
    expect(() => readConfig(production)).toThrow(/PUBLIC_URL is required in production/);
    expect(readConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).publicUrl).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
    expect(readConfig({ ...production, PUBLIC_URL: 'https://bikri.example' }).publicUrl).toBe('https://bikri.example');
  });

  it('is an http(s) origin: written in full, with no path, query, fragment or credentials', () => {
    expect(readConfig({ ...production, PUBLIC_URL: ' HTTPS://Bikri.Example:443/ ' }).publicUrl).toBe(
      'https://bikri.example',
    );
    expect(readConfig({ ...production, PUBLIC_URL: 'http://localhost:4000' }).publicUrl).toBe('http://localhost:4000');
    for (const wrong of [
      'bikri.example',
      'ftp://bikri.example',
      'https://bikri.example/shop',
      'https://bikri.example/?a=1',
      'https://bikri.example/#top',
      'https://me:pw@bikri.example',
    ]) {
      expect(() => readConfig({ ...production, PUBLIC_URL: wrong }), wrong).toThrow(
        `PUBLIC_URL must be an http(s) URL with no path or query, such as https://bikri.example (got "${wrong}")`,
      );
    }
  });

  it('is set in docker-compose.yml to the address the proxy publishes', () => {
    const environment = service('bff').environment!;
    expect(environment.PUBLIC_URL).toBe('http://localhost:4000');
    expect(service('proxy').ports).toEqual(['4000:80']);
    expect(readConfig(environment).publicUrl).toBe('http://localhost:4000');
  });
});
