import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { codeOf, gatewayWrites } from './harness.ts';
import { stringContaining } from './matchers.ts';
import {
  ADD_MINE,
  addProduct,
  admin,
  bff,
  CATALOGUE,
  catalogue,
  DELETE,
  download,
  maya,
  mine,
  MY_PRODUCTS,
  PRODUCT,
  PRODUCTS,
  query,
  REMOVE_MINE,
  seed,
  SET_STATUS,
  sita,
  SITA_LIST,
  sorted,
  useProductsWorld,
} from './products-world.ts';

/**
 * The catalogue and the marketer's product list as an admin, a marketer and an anonymous
 * visitor: reading, My Products, stock status and deletion. Tests that change products work on
 * products they add themselves; the seeded catalogue is only read (Sita's list is restored where
 * touched), and a product left behind is left on a BFF of its own.
 */
useProductsWorld();

describe('products', () => {
  it('lists the whole catalogue for an admin, available and out of stock, never in an admin’s list', async () => {
    const products = await catalogue();
    expect(sorted(products.map((p) => p.name))).toEqual(sorted(CATALOGUE));
    expect(
      products
        .filter((p) => p.status === 'OUT_OF_STOCK')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Timur Chilli Pickle', 'Yak Wool Socks']);
    expect(products.every((p) => p.inMyList === false)).toBe(true);
    expect(products.find((p) => p.name === 'Pashmina Shawl')).toMatchObject({
      price: 4500,
      commissionRate: 12,
      commission: 540,
      description: stringContaining('pashmina'),
      status: 'AVAILABLE',
    });
    for (const product of products) expect(product.images).toHaveLength(2);
  });

  it('marks inMyList for each marketer’s own list', async () => {
    const forSita = await catalogue(sita);
    expect(
      forSita
        .filter((p) => p.inMyList)
        .map((p) => p.name)
        .sort(),
    ).toEqual(sorted(SITA_LIST));
    const forMaya = await catalogue(maya);
    expect(forMaya.filter((p) => p.inMyList)).toHaveLength(9);
    expect(forMaya.find((p) => p.name === 'Pashmina Shawl')!.inMyList).toBe(false);
    expect(forMaya.find((p) => p.name === 'Prayer Flag Set')!.inMyList).toBe(true);
  });

  it('serves the image URLs as real PNGs', async () => {
    const [shawl] = (await catalogue()).filter((p) => p.name === 'Pashmina Shawl');
    for (const url of shawl!.images) {
      const image = await download(url);
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/png');
      expect(image.bytes.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('reads the list and the viewer’s list once, however many products ask inMyList', async () => {
    await bff.dev.resetCalls();
    await catalogue(sita);
    expect((await bff.dev.calls()).byRoute).toEqual({
      'GET /user': 1,
      'GET /product': 1,
      'GET /product/getMyProduct': 1,
    });
  });

  it('asks anonymous visitors to sign in', async () => {
    const result = await bff.anonymous().gql(PRODUCTS);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });
});

describe('myProducts', () => {
  it('lists Sita’s 8 products, each inMyList, with the seeded values', async () => {
    const list = await mine();
    expect(sorted(list.map((p) => p.name))).toEqual(sorted(SITA_LIST));
    expect(list.every((p) => p.inMyList)).toBe(true);
    expect(list.find((p) => p.name === 'Pashmina Shawl')).toMatchObject({
      id: seed['Pashmina Shawl'],
      price: 4500,
      commissionRate: 12,
      commission: 540,
      status: 'AVAILABLE',
    });
    expect(list.find((p) => p.name === 'Yak Wool Socks')).toMatchObject({ status: 'OUT_OF_STOCK', inMyList: true });
  });

  it('is each marketer’s own: Maya’s differs, an admin’s is empty', async () => {
    const forMaya = await mine(maya);
    expect(forMaya).toHaveLength(9);
    expect(forMaya.map((p) => p.name)).not.toContain('Pashmina Shawl');
    expect(await mine(admin)).toEqual([]);
  });

  it('asks anonymous visitors to sign in', async () => {
    expect(codeOf(await bff.anonymous().gql(MY_PRODUCTS))).toBe('UNAUTHENTICATED');
  });
});

describe('product(id)', () => {
  it('answers one product with inMyList for the viewer', async () => {
    const forSita = (await query(sita, PRODUCT, { id: seed['Pashmina Shawl']! })).product;
    expect(forSita).toMatchObject({
      id: seed['Pashmina Shawl'],
      name: 'Pashmina Shawl',
      price: 4500,
      commissionRate: 12,
      commission: 540,
      status: 'AVAILABLE',
      inMyList: true,
    });
    expect(forSita.images).toHaveLength(2);
    const flags = (await query(sita, PRODUCT, { id: seed['Prayer Flag Set']! })).product;
    expect(flags).toMatchObject({ name: 'Prayer Flag Set', status: 'AVAILABLE', inMyList: false });
    const forAdmin = (await query(admin, PRODUCT, { id: seed['Pashmina Shawl']! })).product;
    expect(forAdmin).toEqual({ ...forSita, inMyList: false });
    const socks = (await query(maya, PRODUCT, { id: seed['Yak Wool Socks']! })).product;
    expect(socks).toMatchObject({ status: 'OUT_OF_STOCK', inMyList: true });
  });

  it('answers NOT_FOUND with the gateway’s message for an unknown id', async () => {
    const result = await sita.gql(PRODUCT, { id: '000000000000000000000000' });
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('Product not found');
    expect(result.data).toBeNull();
  });

  it('asks anonymous visitors to sign in', async () => {
    expect(codeOf(await bff.anonymous().gql(PRODUCT, { id: seed['Pashmina Shawl']! }))).toBe('UNAUTHENTICATED');
  });
});

describe('setProductStatus', () => {
  // Its product stays in the catalogue: on a BFF of its own, so the others read the seed's.
  useProductsWorld();

  it('marks a product out of stock and available again; the answer and the lists show it', async () => {
    const product = await addProduct();
    await query(sita, ADD_MINE, { productId: product.id });
    await bff.dev.resetCalls();
    const out = await admin.gql(SET_STATUS, { id: product.id, status: 'OUT_OF_STOCK' });
    expect(out.errors).toBeUndefined();
    expect(out.data!.setProductStatus).toEqual({
      message: 'Product marked out-of-stock',
      product: { ...product, status: 'OUT_OF_STOCK' },
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await catalogue(sita)).find((p) => p.id === product.id)).toMatchObject({
      status: 'OUT_OF_STOCK',
      inMyList: true,
    });
    expect((await mine()).find((p) => p.id === product.id)).toMatchObject({ status: 'OUT_OF_STOCK' });

    const back = await admin.gql(SET_STATUS, { id: product.id, status: 'AVAILABLE' });
    expect(back.data!.setProductStatus).toEqual({
      message: 'Product marked available',
      product: { ...product, status: 'AVAILABLE' },
    });
    expect((await mine()).find((p) => p.id === product.id)).toMatchObject({ status: 'AVAILABLE' });
    await query(sita, REMOVE_MINE, { productId: product.id });
  });

  it('answers NOT_FOUND for an unknown product and refuses a status outside the enum', async () => {
    expect(codeOf(await admin.gql(SET_STATUS, { id: '000000000000000000000000', status: 'AVAILABLE' }))).toBe(
      'NOT_FOUND',
    );
    await bff.dev.resetCalls();
    // A status outside the enum cannot be typed: sent as it is.
    expect(codeOf(await admin.raw(String(SET_STATUS), { id: seed['Pashmina Shawl'], status: 'SOLD_OUT' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses marketers and anonymous visitors; nothing is written', async () => {
    await bff.dev.resetCalls();
    const marketer = await sita.gql(SET_STATUS, { id: seed['Pashmina Shawl']!, status: 'OUT_OF_STOCK' });
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(codeOf(await bff.anonymous().gql(SET_STATUS, { id: seed['Pashmina Shawl']!, status: 'OUT_OF_STOCK' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await query(sita, PRODUCT, { id: seed['Pashmina Shawl']! })).product.status).toBe('AVAILABLE');
  });
});

describe('deleteProduct', () => {
  it('answers the id; the product leaves the catalogue and Sita’s list, and her past order keeps showing it', async () => {
    const product = await addProduct({ name: 'Doomed Product', price: 500, commissionRate: 10 });
    await query(sita, ADD_MINE, { productId: product.id });
    const placed = await query(
      sita,
      graphql(`
        mutation ProductsPlaceOrder($input: AddOrderInput!) {
          addOrder(input: $input) {
            order {
              id
            }
          }
        }
      `),
      {
        input: {
          productId: product.id,
          quantity: 1,
          price: 500,
          customerName: 'Anita Karki',
          customerPhone: '9841000000',
          customerLocation: 'Pokhara',
        },
      },
    );
    expect((await mine()).map((p) => p.id)).toContain(product.id);

    await bff.dev.resetCalls();
    const result = await admin.gql(DELETE, { id: product.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ deleteProduct: { message: 'Product deleted', id: product.id } });
    expect(await gatewayWrites(bff)).toBe(1);

    expect((await catalogue()).map((p) => p.id)).not.toContain(product.id);
    expect((await mine()).map((p) => p.id)).not.toContain(product.id);
    expect(sorted((await mine()).map((p) => p.name))).toEqual(sorted(SITA_LIST));
    expect(codeOf(await sita.gql(PRODUCT, { id: product.id }))).toBe('NOT_FOUND');

    const order = await query(
      sita,
      graphql(`
        query ProductsOrderProduct($id: ID!) {
          order(id: $id) {
            product {
              id
              name
              price
              status
              images
            }
          }
        }
      `),
      { id: placed.addOrder.order.id },
    );
    expect(order.order.product).toEqual({
      id: product.id,
      name: 'Doomed Product',
      price: 500,
      status: 'OUT_OF_STOCK',
      images: [],
    });
  });

  it('answers NOT_FOUND for an unknown or already deleted product', async () => {
    const product = await addProduct();
    await query(admin, DELETE, { id: product.id });
    const again = await admin.gql(DELETE, { id: product.id });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.errors![0]!.message).toBe('Product not found');
    expect(codeOf(await admin.gql(DELETE, { id: '000000000000000000000000' }))).toBe('NOT_FOUND');
  });

  it('refuses marketers and anonymous visitors; nothing is written', async () => {
    await bff.dev.resetCalls();
    const marketer = await sita.gql(DELETE, { id: seed['Pashmina Shawl']! });
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.data).toBeNull();
    expect(codeOf(await bff.anonymous().gql(DELETE, { id: seed['Pashmina Shawl']! }))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await catalogue()).map((p) => p.name)).toContain('Pashmina Shawl');
  });
});

describe('addToMyProducts and removeFromMyProducts', () => {
  it('adds an available product and removes it again; inMyList flips in each answer', async () => {
    const flags = seed['Prayer Flag Set']!;
    await bff.dev.resetCalls();
    const addedToList = await sita.gql(ADD_MINE, { productId: flags });
    expect(addedToList.errors).toBeUndefined();
    expect(addedToList.data!.addToMyProducts).toMatchObject({
      message: 'Product added to your list',
      product: { id: flags, name: 'Prayer Flag Set', inMyList: true },
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await mine()).map((p) => p.name)).toContain('Prayer Flag Set');
    expect(await mine()).toHaveLength(9);

    const removed = await sita.gql(REMOVE_MINE, { productId: flags });
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removeFromMyProducts).toMatchObject({
      message: 'Product removed from your list',
      product: { id: flags, inMyList: false },
    });
    expect(sorted((await mine()).map((p) => p.name))).toEqual(sorted(SITA_LIST));
  });

  it.each([
    ['an out-of-stock product', 'Timur Chilli Pickle', 'This product is out of stock'],
    ['a product already in the list', 'Pashmina Shawl', 'This product is already in your list'],
  ])('shows the gateway’s refusal to add %s (GATEWAY_REJECTED); the list stays', async (_what, name, message) => {
    const result = await sita.gql(ADD_MINE, { productId: seed[name]! });
    expect(codeOf(result)).toBe('GATEWAY_REJECTED');
    expect(result.errors![0]!.message).toBe(message);
    expect(result.data).toBeNull();
    expect(sorted((await mine()).map((p) => p.name))).toEqual(sorted(SITA_LIST));
  });

  it('answers NOT_FOUND for an unknown product and for removing one not in the list', async () => {
    const unknown = await sita.gql(ADD_MINE, { productId: '000000000000000000000000' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe('Product not found');
    const notMine = await sita.gql(REMOVE_MINE, { productId: seed['Prayer Flag Set']! });
    expect(codeOf(notMine)).toBe('NOT_FOUND');
    expect(notMine.errors![0]!.message).toBe('This product is not in your list');
  });

  it('refuses admins (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED); nothing is written', async () => {
    await bff.dev.resetCalls();
    const documents: TypedDocumentString<unknown, { productId: string }>[] = [ADD_MINE, REMOVE_MINE];
    for (const document of documents) {
      const asAdmin = await admin.gql(document, { productId: seed['Prayer Flag Set']! });
      expect(codeOf(asAdmin)).toBe('FORBIDDEN');
      expect(asAdmin.errors![0]!.message).toBe('This is for marketers only.');
      expect(codeOf(await bff.anonymous().gql(document, { productId: seed['Prayer Flag Set']! }))).toBe(
        'UNAUTHENTICATED',
      );
    }
    expect(await gatewayWrites(bff)).toBe(0);
  });
});
