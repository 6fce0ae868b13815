import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { privateMediaLink } from '../src/media/media-links.ts';
import { graphql } from './gql/index.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { codeOf, startBff, type Session, type TestBff } from './harness.ts';

/**
 * Private images at /media/: payment QR codes (`User.paymentQrUrl`) and transfer proofs
 * (`Payment.proofUrl`) open only at the addresses the BFF gives their owner and admins, signed
 * until a day or two ahead; anything else is a 404 the gateway never hears of. Product images
 * stay public. Sized copies: media.test.ts.
 */

const SECRET = 'test-secret-of-the-media-addresses-0123456789';
const DAY_MS = 86_400_000;

const MY_QR = graphql(`
  query MediaPrivateMyQr {
    me {
      paymentQrUrl
    }
  }
`);
const USER_QR = graphql(`
  query MediaPrivateUserQr($id: ID!) {
    user(id: $id) {
      paymentQrUrl
    }
  }
`);
const PRODUCT_IMAGES = graphql(`
  query MediaPrivateProductImages {
    products {
      images
    }
  }
`);

interface Answer {
  status: number;
  type: string | null;
  cacheControl: string | null;
  bytes: Buffer;
}

let bff: TestBff;
/** Files the stand-in was asked for (its call counter leaves image reads out). */
const filesRead: string[] = [];
let maya: Session;
let sita: Session;
let admin: Session;
let mayaId: string;

/** An anonymous GET: no cookie, no token. */
async function get(path: string): Promise<Answer> {
  const response = await fetch(new URL(path, bff.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The stand-in's own bytes of an upload. */
const stored = (name: string) => bff.gateway.store.files.get(name)!.data;

/** When private links made now stop working: the second UTC midnight from now, in Unix seconds. */
const expiry = () => (Math.floor(Date.now() / DAY_MS) + 2) * 86_400;

async function qrOf<V>(
  session: Session,
  document: TypedDocumentString<Record<string, { paymentQrUrl: string | null } | null>, V>,
  variables: V,
): Promise<string> {
  const result = await session.gql(document, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!.paymentQrUrl!;
}

beforeAll(async () => {
  bff = await startBff({ MEDIA_URL_SECRET: SECRET });
  const { files } = bff.gateway.store;
  const read = files.get.bind(files);
  files.get = (name) => {
    filesRead.push(name);
    return read(name);
  };
  [maya, sita, admin] = await Promise.all([
    bff.signIn('maya@demo.test'),
    bff.signIn('sita@demo.test'),
    bff.signIn('admin@demo.test'),
  ]);
  mayaId = (
    await maya.gql(
      graphql(`
        query MediaPrivateMeId {
          me {
            id
          }
        }
      `),
    )
  ).data!.me!.id;
});
afterAll(() => bff.close());

describe('a payment QR code', () => {
  it('is refused to anyone without its signed address, before the gateway is asked', async () => {
    const products = await sita.gql(PRODUCT_IMAGES);
    const productLink = products.data!.products[0]!.images[0]!;
    const productSignature = productLink.split('/')[2]!;
    const mayasSignature = (await qrOf(maya, MY_QR, {})).split('/')[2]!;
    filesRead.splice(0);
    for (const path of [
      '/media/uploads/seed-qr-maya.png',
      '/media/uploads/seed-qr-maya.png?w=160&f=webp',
      // A product image's signature with the QR code's path.
      `/media/${productSignature}/uploads/seed-qr-maya.png`,
      `/media/${productSignature}/uploads/seed-qr-maya.png?w=160`,
      // Maya's own address with the next marketer's file name.
      `/media/${mayasSignature}/uploads/seed-qr-sita.png`,
      `/media/${mayasSignature}/uploads/seed-proof.png`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toMatch(/^application\/json/);
    }
    expect(filesRead).toEqual([]);
  });

  it('opens at the address its owner is given, kept privately until that address expires', async () => {
    const link = await qrOf(maya, MY_QR, {});
    expect(link).toMatch(new RegExp(`^/media/${expiry()}\\.[\\w-]{22}/uploads/seed-qr-maya\\.png$`));
    const original = await get(link);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/png');
    expect(original.bytes.equals(stored('seed-qr-maya.png'))).toBe(true);
    const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(original.cacheControl ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(2 * 86_400);
    // The client's sized copies work unchanged on it, and stay private too.
    const copy = await get(`${link}?w=160&f=webp`);
    expect(copy.status).toBe(200);
    expect(copy.type).toBe('image/webp');
    expect(copy.cacheControl).toMatch(/^private, max-age=\d+, immutable$/);
  });

  it('opens at the address an admin is given', async () => {
    const link = await qrOf(admin, USER_QR, { id: mayaId });
    expect(link).toMatch(new RegExp(`^/media/${expiry()}\\.[\\w-]{22}/uploads/seed-qr-maya\\.png$`));
    const answer = await get(link);
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(stored('seed-qr-maya.png'))).toBe(true);
  });

  it('is never given to another marketer', async () => {
    const other = await sita.gql(USER_QR, { id: mayaId });
    expect(codeOf(other)).toBe('FORBIDDEN');
    expect(other.data).toBeNull();
    // Sita's payments name only Sita.
    const payments = await sita.gql(
      graphql(`
        query MediaPrivatePaymentQrs {
          payments {
            edges {
              node {
                user {
                  paymentQrUrl
                }
              }
            }
          }
        }
      `),
    );
    const links = payments.data!.payments.edges.map((edge) =>
      edge.node.user!.paymentQrUrl!.replace(/^\/media\/[^/]+/, ''),
    );
    expect(links).toEqual(['/uploads/seed-qr-sita.png', '/uploads/seed-qr-sita.png']);
  });

  it('is refused once its address has expired, or with its expiry changed', async () => {
    const threeDaysAgo = privateMediaLink(SECRET, '/media/uploads/seed-qr-maya.png', Date.now() - 3 * DAY_MS);
    const [, , token] = threeDaysAgo.split('/');
    const [, signature] = token!.split('.');
    filesRead.splice(0);
    expect((await get(threeDaysAgo)).status).toBe(404);
    expect((await get(`${threeDaysAgo}?w=160`)).status).toBe(404);
    expect((await get(`/media/${expiry()}.${signature}/uploads/seed-qr-maya.png`)).status).toBe(404);
    expect(filesRead).toEqual([]);
    // Signed now with the same secret, it opens (from the BFF's memory: an earlier test read it).
    expect((await get(privateMediaLink(SECRET, '/media/uploads/seed-qr-maya.png'))).status).toBe(200);
  });
});

describe('a transfer proof', () => {
  it('opens at the address its payee and admins are given, and at no other', async () => {
    const query = graphql(`
      query MediaPrivateSentProofs {
        payments(status: SENT) {
          edges {
            node {
              proofUrl
            }
          }
        }
      }
    `);
    for (const session of [sita, admin]) {
      const result = await session.gql(query);
      const [link] = result.data!.payments.edges.map((edge) => edge.node.proofUrl);
      expect(link).toMatch(new RegExp(`^/media/${expiry()}\\.[\\w-]{22}/uploads/seed-proof\\.png$`));
      const answer = await get(link!);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(stored('seed-proof.png'))).toBe(true);
    }
    const mayas = await maya.gql(query);
    expect(mayas.data!.payments.edges).toEqual([]);
    expect((await get('/media/uploads/seed-proof.png')).status).toBe(404);
  });
});

describe('product images', () => {
  it('stay public: anyone may open them and their copies, and keep them for a year', async () => {
    const result = await sita.gql(PRODUCT_IMAGES);
    const link = result
      .data!.products.flatMap((product) => product.images)
      .find((image) => image.endsWith('/seed-product-1-a.png'))!;
    expect(link).toMatch(/^\/media\/[\w-]{22}\/uploads\/seed-product-1-a\.png$/);
    const original = await get(link);
    expect(original).toMatchObject({
      status: 200,
      type: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(original.bytes.equals(stored('seed-product-1-a.png'))).toBe(true);
    for (const query of ['?w=160', '?w=320&f=webp']) {
      const copy = await get(`${link}${query}`);
      expect(copy.status, query).toBe(200);
      expect(copy.cacheControl, query).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(`${link}?w=320&f=webp`)).type).toBe('image/webp');
    // Without its signature it is refused like any other address.
    expect((await get('/media/uploads/seed-product-1-a.png')).status).toBe(404);
  });
});

describe('MEDIA_URL_SECRET', () => {
  it('must be at least 32 characters when set; unset, each start draws its own', () => {
    expect(() => readConfig({ MEDIA_URL_SECRET: 'short' })).toThrow(
      'Invalid configuration:\n  - MEDIA_URL_SECRET must be at least 32 characters (got 5)',
    );
    expect(readConfig({ MEDIA_URL_SECRET: SECRET }).mediaUrlSecret).toBe(SECRET);
    expect(readConfig({}).mediaUrlSecret).toHaveLength(43);
    expect(readConfig({}).mediaUrlSecret).not.toBe(readConfig({}).mediaUrlSecret);
  });
});
