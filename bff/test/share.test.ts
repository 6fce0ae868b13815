import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, startBff, type Session, type TestBff } from './harness.ts';
import { BROWSER_ENCODINGS, decoded, rawRequest } from './raw-http.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * Shared product pages: a marketer makes a link (`shareProduct`), anyone opens `/p/<id>` with no
 * account and no gateway call, and WhatsApp or Facebook read its preview from the HTML.
 */

const SHARE = graphql(`
  mutation ShareMakeLink($input: ShareProductInput!) {
    shareProduct(input: $input) {
      id
      url
      price
      phone
      expiresAt
    }
  }
`);
const STOCK = graphql(`
  mutation ShareSetStock($id: ID!, $status: ProductStatus!) {
    setProductStatus(id: $id, status: $status) {
      product {
        id
        status
      }
    }
  }
`);

let bff: TestBff;
let sita: Session;
let admin: Session;
let productId: string;
let productName: string;

beforeAll(async () => {
  bff = await startBff();
  [sita, admin] = await Promise.all([bff.signIn('sita@demo.test'), bff.signIn('admin@demo.test')]);
  const product = dbOf(bff).products.find((p) => p.status === 'available' && p.images.length > 0)!;
  productId = product._id;
  productName = product.productName;
});
afterAll(() => bff.close());

const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('shareProduct and /p/<id>', () => {
  it('opens for anyone, without asking the gateway, with the price chosen, the sharer’s name and phone, and preview tags', async () => {
    const shared = await sita.gql(SHARE, { input: { productId, price: 4999, phone: '९८४११२२३३४' } });
    expect(shared.errors).toBeUndefined();
    const link = shared.data!.shareProduct;
    expect(link.url).toMatch(new RegExp(`^${bff.url}/p/[A-Za-z0-9_-]{22}$`));
    expect(link).toMatchObject({ price: 4999, phone: '9841122334' });

    await bff.dev.resetCalls();
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect((await bff.dev.calls()).total).toBe(0);
    expect(meta(html, 'og:title')).toBe(`${productName} — Rs. 4,999.00`);
    expect(meta(html, 'og:url')).toBe(link.url);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${bff.url}/media/[A-Za-z0-9_-]+/.+\\?w=640$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('Sold by Sita Sharma');
    expect(html).toContain('href="https://wa.me/9779841122334?text=');
    expect(html).toContain('href="tel:+9779841122334"');
    // Nothing else of the marketer: no email, no id.
    const record = userByEmail(bff, 'sita@demo.test');
    expect(html).not.toContain(record.email);
    expect(html).not.toContain(record._id);
    // The preview image opens without a session.
    expect((await fetch(meta(html, 'og:image')!)).status).toBe(200);
    // A phone's browser gets the page compressed.
    const wire = await rawRequest(link.url, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(wire.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'content-length': String(wire.body.length),
    });
    expect(wire.body.length).toBeLessThan(html.length / 2);
    expect(decoded(wire)).toBe(html);
  });

  it('keeps one link per marketer and product: sharing again refreshes its price and language', async () => {
    const first = (await sita.gql(SHARE, { input: { productId } })).data!.shareProduct;
    const again = (await sita.gql(SHARE, { input: { productId, price: 5200, language: 'NE' } })).data!.shareProduct;
    expect(again.id).toBe(first.id);
    const html = await (await fetch(again.url)).text();
    expect(html).toContain('<html lang="ne">');
    expect(meta(html, 'og:title')).toBe(`${productName} — Rs. ५,२००.००`);
    expect(html).toContain('WhatsApp मा अर्डर गर्नुहोस्');
    const maya = await bff.signIn('maya@demo.test');
    const hers = (await maya.gql(SHARE, { input: { productId } })).data!.shareProduct;
    expect(hers.id).not.toBe(first.id);
  });

  it('says the product is no longer available once an admin takes it out of stock, and offers it again when back', async () => {
    const link = (await sita.gql(SHARE, { input: { productId } })).data!.shareProduct;
    expect((await admin.gql(STOCK, { id: productId, status: 'OUT_OF_STOCK' })).errors).toBeUndefined();
    let html = await (await fetch(link.url)).text();
    expect(html).toContain('This product is no longer available.');
    expect(html).not.toContain('wa.me');
    // A product out of stock cannot be shared.
    expect(codeOf(await sita.gql(SHARE, { input: { productId } }))).toBe('BAD_USER_INPUT');
    expect((await admin.gql(STOCK, { id: productId, status: 'AVAILABLE' })).errors).toBeUndefined();
    html = await (await fetch(link.url)).text();
    expect(html).toContain('Order on WhatsApp');
  });

  it('refuses a price that would take the commission below zero, a bad phone, and a visitor without a session', async () => {
    const low = await sita.gql(SHARE, { input: { productId, price: 1 } });
    expect(low.errors![0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'price', message: 'is too low: the commission would be negative' }],
      },
    });
    const phone = await sita.gql(SHARE, { input: { productId, phone: 'call me' } });
    expect(phone.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'phone', message: 'must be a Nepali mobile or landline number' }],
    });
    expect(codeOf(await bff.anonymous().gql(SHARE, { input: { productId } }))).toBe('UNAUTHENTICATED');
  });

  it('answers an unknown or malformed link with a page that says so (404), escaping nothing into it', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '<script>', '..%2F..%2Fetc']) {
      const page = await fetch(`${bff.url}/p/${id}`);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('This link does not lead to a product any more.');
      expect(html).not.toContain('<script>');
    }
  });
});
