import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from './dto.ts';
import type { GatewayClient } from './gateway-client.ts';
import { download, expectGatewayError, pngPart, startTestGateway, type TestGateway } from './test-gateway.ts';
import { anyNumber, anyString, stringMatching } from '../../test/matchers.ts';

let gw: TestGateway;
let admin: GatewayClient;
let sita: GatewayClient;
let products: readonly ProductDto[];
const byName = (name: string) => products.find((p) => p.productName === name)!;
const fields = {
  productName: 'Rhododendron Honey',
  price: 1500,
  commissionRate: 12,
  commission: 180,
  description: 'Wild honey from Gorkha.',
};

/**
 * A stand-in with the seed, the admin and Sita signed in and the catalogue as it starts, for the
 * tests of the file or of the describe this is called in; the outer one is back after them.
 */
function useStandIn(): void {
  let outer: [TestGateway, GatewayClient, GatewayClient, readonly ProductDto[]];
  beforeAll(async () => {
    outer = [gw, admin, sita, products];
    gw = await startTestGateway();
    admin = await gw.signIn('admin@demo.test');
    sita = await gw.signIn('sita@demo.test');
    products = await sita.products();
  });
  afterAll(async () => {
    await gw.close();
    [gw, admin, sita, products] = outer;
  });
}

useStandIn();

describe('GET /product', () => {
  it('lists the catalogue with the spec fields and loadable images', async () => {
    expect(products).toHaveLength(12);
    for (const product of products) {
      expect(product).toMatchObject({
        _id: anyString,
        productName: anyString,
        price: anyNumber,
        commissionRate: anyNumber,
        commission: anyNumber,
        status: stringMatching(/^(available|out-of-stock)$/),
      });
      expect(product.images!.length).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.status === 'out-of-stock').length).toBeGreaterThan(0);
    // Links to the gateway's own files are rewritten for the BFF's /media/ route (one origin).
    expect(products[0]!.images![0]).toMatch(/^\/media\/uploads\/[\w.-]+\.png$/);
    const image = await download(products[0]!.images![0]!, gw.sim.url);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(image.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('needs a token', async () => {
    await expectGatewayError(gw.anonymous.products(), 'UNAUTHENTICATED');
  });
});

describe('GET /product/product?id=', () => {
  it('answers one product', async () => {
    const shawl = byName('Pashmina Shawl');
    expect(await sita.product(shawl._id)).toEqual(shawl);
  });

  it('answers the server message when it does not exist', async () => {
    await expectGatewayError(sita.product('000000000000000000000000'), 'NOT_FOUND', /Product not found/);
  });
});

describe('my products', () => {
  it('lists, adds and removes, with the rules', async () => {
    const mine = await sita.myProducts();
    expect(mine.length).toBe(8);
    const flags = byName('Prayer Flag Set');
    expect(mine.some((p) => p._id === flags._id)).toBe(false);
    expect((await sita.addMyProduct(flags._id)).message).toMatch(/added/);
    expect((await sita.myProducts()).some((p) => p._id === flags._id)).toBe(true);
    await expectGatewayError(sita.addMyProduct(flags._id), 'REJECTED', /already in your list/);
    await expectGatewayError(sita.addMyProduct(byName('Timur Chilli Pickle')._id), 'REJECTED', /out of stock/);
    await expectGatewayError(sita.addMyProduct('000000000000000000000000'), 'NOT_FOUND');
    expect((await sita.removeMyProduct(flags._id)).message).toMatch(/removed/);
    expect((await sita.myProducts()).length).toBe(8);
    await expectGatewayError(sita.removeMyProduct(flags._id), 'NOT_FOUND', /not in your list/);
  });

  it('admins keep no list', async () => {
    expect(await admin.myProducts()).toEqual([]);
    await expectGatewayError(admin.addMyProduct(byName('Dhaka Topi')._id), 'FORBIDDEN');
  });
});

describe('admin product management', () => {
  // These add, edit, toggle and delete products (one in Sita's list): on a stand-in of their own,
  // so the catalogue and the lists the other tests read stay the seed's.
  useStandIn();

  it('adds a product with real images that are served back', async () => {
    const front = pngPart('productImages', 'RH', 'front.png');
    const back = pngPart('productImages', 'BK', 'back.png');
    expect((await admin.addProduct(fields, [front, back])).message).toMatch(/added/);
    const added = (await admin.products()).find((p) => p.productName === fields.productName)!;
    expect(added).toMatchObject({ ...fields, status: 'available' });
    expect(added.images).toHaveLength(2);
    const [a, b] = await Promise.all(added.images!.map((url) => download(url, gw.sim.url)));
    expect(a!.bytes.equals(front.bytes)).toBe(true);
    expect(b!.bytes.equals(back.bytes)).toBe(true);
  });

  it('refuses a product without images, with a bad field, or with a file that is not an image', async () => {
    const count = (await admin.products()).length;
    await expectGatewayError(
      admin.addProduct({ ...fields, productName: 'No Image' }, []),
      'REJECTED',
      /at least one image/,
    );
    await expectGatewayError(
      admin.addProduct({ ...fields, price: -1 }, [pngPart('productImages')]),
      'REJECTED',
      /price must be greater than 0/,
    );
    await expectGatewayError(
      admin.addProduct({ ...fields, productName: '' }, [pngPart('productImages')]),
      'REJECTED',
      /productName is required/,
    );
    const text = {
      field: 'productImages',
      filename: 'a.txt',
      mimeType: 'text/plain',
      open: () => Readable.from([Buffer.from('x')]),
    };
    await expectGatewayError(admin.addProduct(fields, [text]), 'REJECTED', /only PNG/);
    expect((await admin.products()).length).toBe(count);
  });

  it('edits fields, keeping the images unless new ones are sent', async () => {
    const topi = byName('Dhaka Topi');
    await admin.editProduct(
      topi._id,
      {
        productName: 'Palpali Dhaka Topi',
        price: 700,
        commissionRate: 18,
        commission: 126,
        description: 'Hand-loomed.',
      },
      [],
    );
    const edited = await admin.product(topi._id);
    expect(edited).toMatchObject({
      productName: 'Palpali Dhaka Topi',
      price: 700,
      commission: 126,
      images: topi.images,
    });
    await admin.editProduct(topi._id, { ...fields, productName: 'Palpali Dhaka Topi' }, [
      pngPart('productImages', 'NEW'),
    ]);
    const replaced = await admin.product(topi._id);
    expect(replaced.images).toHaveLength(1);
    expect(replaced.images![0]).not.toBe(topi.images![0]);
    await expectGatewayError(admin.editProduct('000000000000000000000000', fields, []), 'NOT_FOUND');
  });

  it('toggles availability', async () => {
    const lamp = byName('Himalayan Salt Lamp');
    await admin.changeProductStatus(lamp._id, 'out-of-stock');
    expect((await sita.product(lamp._id)).status).toBe('out-of-stock');
    await admin.changeProductStatus(lamp._id, 'available');
    expect((await sita.product(lamp._id)).status).toBe('available');
    await expectGatewayError(
      admin.changeProductStatus(lamp._id, 'gone'),
      'REJECTED',
      /status must be available or out-of-stock/,
    );
  });

  it('deletes a product from the catalogue and from every list', async () => {
    const journal = byName('Lokta Paper Journal');
    expect((await sita.myProducts()).some((p) => p._id === journal._id)).toBe(true);
    await admin.deleteProduct(journal._id);
    expect((await admin.products()).some((p) => p._id === journal._id)).toBe(false);
    expect((await sita.myProducts()).some((p) => p._id === journal._id)).toBe(false);
    await expectGatewayError(admin.product(journal._id), 'NOT_FOUND');
    await expectGatewayError(admin.deleteProduct(journal._id), 'NOT_FOUND');
  });

  it('is for admins only', async () => {
    const tea = byName('Ilam Organic Tea 250g');
    await expectGatewayError(sita.changeProductStatus(tea._id, 'out-of-stock'), 'FORBIDDEN');
    await expectGatewayError(sita.deleteProduct(tea._id), 'FORBIDDEN');
    await expectGatewayError(sita.addProduct(fields, [pngPart('productImages')]), 'FORBIDDEN');
    await expectGatewayError(sita.editProduct(tea._id, fields, []), 'FORBIDDEN');
    expect((await sita.product(tea._id)).status).toBe('available');
  });
});
