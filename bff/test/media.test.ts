import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { publicMediaLink } from '../src/media/media-links.ts';
import { startGatewayProxy, type GatewayProxy } from './gateway-proxy.ts';
import { graphql } from './gql/index.ts';
import { pngFile, startBff, type TestBff } from './harness.ts';

/**
 * Gateway images at /media/ over HTTP, at the addresses the BFF signs for product images: sized
 * copies (`?w=`, `&f=webp`) made with sharp, refused parameters, cache headers, and what reaches
 * the gateway (counted by a proxy in front of the stand-in, whose own call counter leaves image
 * reads out). Private images and unsigned addresses: media-private.test.ts.
 */

const YEAR = 'public, max-age=31536000, immutable';

/** A photo-like JPEG: a gradient under coarse and fine noise. */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG of noise, which does not compress: about 3 bytes a pixel. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
}

interface Answer {
  status: number;
  type: string | null;
  cacheControl: string | null;
  bytes: Buffer;
}

/** The address `bff` hands out for the product image at `path` (`/media/uploads/<file>`), with its query. */
function signed(bff: TestBff, path: string): string {
  const [url = '', query] = path.split('?');
  return `${publicMediaLink(bff.config.mediaUrlSecret, url)}${query === undefined ? '' : `?${query}`}`;
}

async function get(bff: TestBff, path: string): Promise<Answer> {
  const response = await fetch(new URL(signed(bff, path), bff.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function decoded(answer: Answer): Promise<{ format: string; width: number; height: number }> {
  const { format, width, height } = await sharp(answer.bytes).metadata();
  return { format, width, height };
}

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
  bff.gateway.store.files.put('photo-test.jpg', await photo(1200, 1600), 'image/jpeg');
});
afterAll(() => bff.close());

describe('sized copies', () => {
  it('answers a copy as wide as asked, aspect kept, as WebP or in the original type', async () => {
    const webp = await get(bff, '/media/uploads/photo-test.jpg?w=320&f=webp');
    expect(webp.status).toBe(200);
    expect(webp.type).toBe('image/webp');
    expect(await decoded(webp)).toEqual({ format: 'webp', width: 320, height: 427 });

    const jpeg = await get(bff, '/media/uploads/photo-test.jpg?w=640');
    expect(jpeg.type).toBe('image/jpeg');
    expect(await decoded(jpeg)).toEqual({ format: 'jpeg', width: 640, height: 853 });

    const original = await get(bff, '/media/uploads/photo-test.jpg');
    expect(original.type).toBe('image/jpeg');
    expect(await decoded(original)).toEqual({ format: 'jpeg', width: 1200, height: 1600 });
    expect(original.bytes.equals(bff.gateway.store.files.get('photo-test.jpg')!.data)).toBe(true);
    // The copies are what make the page light.
    expect(webp.bytes.length).toBeLessThan(original.bytes.length / 10);
  });

  it('never makes an image wider than it is: the original comes back as it is when nothing changes', async () => {
    const seed = bff.gateway.store.files.get('seed-product-1-a.png')!.data;
    const same = await get(bff, '/media/uploads/seed-product-1-a.png?w=1280');
    expect(await decoded(same)).toEqual({ format: 'png', width: 400, height: 400 });
    expect(same.bytes.equals(seed)).toBe(true);
    const webp = await get(bff, '/media/uploads/seed-product-1-a.png?w=640&f=webp');
    expect(await decoded(webp)).toEqual({ format: 'webp', width: 400, height: 400 });
  });

  it('turns a photo the way its camera said it was held', async () => {
    // 400×300 as stored, shown 300×400 (EXIF orientation 6: turned a quarter clockwise).
    bff.gateway.store.files.put(
      'turned.jpg',
      await sharp(await photo(400, 300))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    expect(await decoded(await get(bff, '/media/uploads/turned.jpg?w=160&f=webp'))).toEqual({
      format: 'webp',
      width: 160,
      height: 213,
    });
  });

  it('keeps an animation: the WebP copy of a GIF has all its frames', async () => {
    const frames = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c2410c' } })
      .gif()
      .toBuffer();
    const gif = await sharp([frames, await sharp(frames).negate().toBuffer()], { join: { animated: true } })
      .gif()
      .toBuffer();
    bff.gateway.store.files.put('spinner.gif', gif, 'image/gif');
    const copy = await get(bff, '/media/uploads/spinner.gif?w=160&f=webp');
    const { format, width, pages } = await sharp(copy.bytes, { animated: true }).metadata();
    expect({ format, width, pages }).toEqual({ format: 'webp', width: 160, pages: 2 });
  });

  it('answers the original, not kept by the browser, when no copy can be made of it', async () => {
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really a picture'),
    ]);
    bff.gateway.store.files.put('broken.png', broken, 'image/png');
    const answer = await get(bff, '/media/uploads/broken.png?w=320&f=webp');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(answer.cacheControl).toBe('private, no-cache');
    expect(answer.bytes.equals(broken)).toBe(true);
  });

  it('lets anyone keep product images and their copies for a year', async () => {
    for (const path of [
      '/media/uploads/seed-product-2-a.png',
      '/media/uploads/seed-product-2-a.png?w=160',
      '/media/uploads/seed-product-2-a.png?w=160&f=webp',
    ]) {
      const answer = await get(bff, path);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe(YEAR);
    }
  });

  it('keeps the original route’s 404s: unknown files and files that are not images', async () => {
    expect((await get(bff, '/media/uploads/nothing-here.png?w=320')).status).toBe(404);
    expect((await get(bff, '/media/uploads/nothing-here.png')).status).toBe(404);
    expect((await get(bff, '/media/__dev/mailbox?w=320')).status).toBe(404);
  });

  it('gives every upload a file name of its own, even for the same bytes twice', async () => {
    const admin = await bff.signIn('admin@demo.test');
    const add = graphql(`
      mutation MediaAddProduct($input: AddProductInput!) {
        addProduct(input: $input) {
          product {
            images
          }
        }
      }
    `);
    const input = { name: 'Same Photo', price: 100, commissionRate: 10, images: [null] };
    const first = await admin.upload(add, { input }, [pngFile('input.images.0', 'SAME')]);
    const second = await admin.upload(add, { input }, [pngFile('input.images.0', 'SAME')]);
    const [a] = first.data!.addProduct.product.images;
    const [b] = second.data!.addProduct.product.images;
    expect(a).toMatch(/^\/media\/[\w-]{22}\/uploads\/product-[\da-f]{24}\.png$/);
    expect(b).toMatch(/^\/media\/[\w-]{22}\/uploads\/product-[\da-f]{24}\.png$/);
    expect(a).not.toBe(b);
  });
});

describe('the bounds', () => {
  it('are whole numbers, read once like every setting', () => {
    expect(readConfig({}).mediaCacheBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({}).mediaTransforms).toBe(2);
    expect(() => readConfig({ MEDIA_CACHE_MB: 'lots', MEDIA_TRANSFORMS: '0' })).toThrow(
      'Invalid configuration:\n  - MEDIA_CACHE_MB must be a whole number from 0 to 4096 (got "lots")\n  - MEDIA_TRANSFORMS must be a whole number from 1 to 64 (got "0")',
    );
  });
});

describe('what reaches the gateway', () => {
  let proxy: GatewayProxy;
  let counted: TestBff;
  let small: TestBff;
  const reads = (path: string) => proxy.seen.filter((call) => call === `GET ${path}`).length;

  beforeAll(async () => {
    proxy = await startGatewayProxy(() => false);
    counted = await startBff({ GATEWAY_URL: proxy.url });
    small = await startBff({ GATEWAY_URL: proxy.url, MEDIA_CACHE_MB: '1' });
    // Both BFFs read through the proxy from the first one's stand-in.
    proxy.target = counted.gateway.url;
    counted.gateway.store.files.put('crowd.jpg', await photo(1600, 1200), 'image/jpeg');
    counted.gateway.store.files.put('noise-a.png', await noisePng(600, 450), 'image/png');
    counted.gateway.store.files.put('noise-b.png', await noisePng(600, 450), 'image/png');
  });
  afterAll(async () => {
    await small.close();
    await counted.close();
    await proxy.close();
  });

  it('refuses any other width, format or parameter with a 400 naming it, before asking the gateway', async () => {
    await counted.dev.resetCalls();
    proxy.seen.splice(0);
    const refusals: [string, string, string][] = [
      ['?w=500', 'w', 'must be one of 160, 320, 480, 640, 960, 1280'],
      ['?w=320&w=640', 'w', 'must be one of 160, 320, 480, 640, 960, 1280'],
      ['?f=webp', 'w', 'is required with f; must be one of 160, 320, 480, 640, 960, 1280'],
      ['?w=320&f=avif', 'f', 'must be webp, or left out for the original type'],
      ['?w=320&quality=90', 'quality', 'is not a parameter of images; use w and f'],
    ];
    for (const [query, field, message] of refusals) {
      const response = await fetch(`${counted.url}${signed(counted, `/media/uploads/crowd.jpg${query}`)}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({
        errors: [
          {
            message: `${field}: ${message}`,
            extensions: { code: 'BAD_USER_INPUT', fields: [{ field, message, rule: 'REFUSED' }] },
          },
        ],
      });
    }
    expect(proxy.seen).toEqual([]);
    expect((await counted.dev.calls()).total).toBe(0);
  });

  it('makes a copy once for requests that ask for it together, then answers it from memory', async () => {
    proxy.seen.splice(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(counted, '/media/uploads/crowd.jpg?w=480&f=webp')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.bytes.toString('base64'))).size).toBe(1);
    expect(await decoded(answers[0]!)).toEqual({ format: 'webp', width: 480, height: 360 });
    expect(reads('/uploads/crowd.jpg')).toBe(1);

    expect((await get(counted, '/media/uploads/crowd.jpg?w=480&f=webp')).status).toBe(200);
    expect(reads('/uploads/crowd.jpg')).toBe(1);
    // Another width is another copy, made from the original kept in memory.
    expect(await decoded(await get(counted, '/media/uploads/crowd.jpg?w=160&f=webp'))).toEqual({
      format: 'webp',
      width: 160,
      height: 120,
    });
    expect(reads('/uploads/crowd.jpg')).toBe(1);
  });

  it('keeps no more than its bound: with 1 MB, a second large copy pushes the first out', async () => {
    proxy.seen.splice(0);
    const a = await get(small, '/media/uploads/noise-a.png?w=640');
    const b = await get(small, '/media/uploads/noise-b.png?w=640');
    // Each fits the bound, both together do not.
    for (const answer of [a, b]) expect(answer.bytes.length).toBeGreaterThan(600_000);
    for (const answer of [a, b]) expect(answer.bytes.length).toBeLessThan(1024 * 1024);
    expect(reads('/uploads/noise-a.png')).toBe(1);
    expect(reads('/uploads/noise-b.png')).toBe(1);

    await get(small, '/media/uploads/noise-b.png?w=640');
    expect(reads('/uploads/noise-b.png')).toBe(1);
    await get(small, '/media/uploads/noise-a.png?w=640');
    expect(reads('/uploads/noise-a.png')).toBe(2);
  });
});
