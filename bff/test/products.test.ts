import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, gatewayWrites, png, pngFile, startBff, type FileArg, type GraphQLResult, type Session, type TestBff } from './harness.ts';
import { anyString, stringContaining } from './matchers.ts';

/**
 * The catalogue and the marketer's product list: queries and the admin's product management, as
 * an admin, a marketer and an anonymous visitor. Tests that change products work on products
 * they add themselves; the seeded catalogue is only read (Sita's list is restored where touched).
 */

let bff: TestBff;
let admin: Session;
let sita: Session;
let maya: Session;
const seed: Record<string, string> = {};

const FIELDS = 'id name price commissionRate commission description images status inMyList';
const PRODUCTS = `query { products { ${FIELDS} } }`;
const MY_PRODUCTS = `query { myProducts { ${FIELDS} } }`;
const PRODUCT = `query Product($id: ID!) { product(id: $id) { ${FIELDS} } }`;
const ADD = `mutation AddProduct($input: AddProductInput!) { addProduct(input: $input) { message product { ${FIELDS} } } }`;
const EDIT = `mutation EditProduct($id: ID!, $input: EditProductInput!) { editProduct(id: $id, input: $input) { message product { ${FIELDS} } } }`;
const SET_STATUS = `mutation SetProductStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { message product { ${FIELDS} } } }`;
const DELETE = 'mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) { message id } }';
const ADD_MINE = `mutation AddToMyProducts($productId: ID!) { addToMyProducts(productId: $productId) { message product { ${FIELDS} } } }`;
const REMOVE_MINE = `mutation RemoveFromMyProducts($productId: ID!) { removeFromMyProducts(productId: $productId) { message product { ${FIELDS} } } }`;

interface Product {
  id: string;
  name: string;
  price: number;
  commissionRate: number;
  commission: number;
  description: string;
  images: string[];
  status: 'AVAILABLE' | 'OUT_OF_STOCK';
  inMyList: boolean;
}

const SITA_LIST = ['Pashmina Shawl', 'Himalayan Salt Lamp', 'Dhaka Topi', 'Singing Bowl Set', 'Lokta Paper Journal', 'Yak Wool Socks', 'Ilam Organic Tea 250g', 'Thangka Wall Art'];
const CATALOGUE = [...SITA_LIST, 'Allo Fabric Tote Bag', 'Timur Chilli Pickle', 'Prayer Flag Set', 'Khukuri Keychain'];
const sorted = (names: string[]) => [...names].sort();

async function query<T>(session: Session, document: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await session.gql<T>(document, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
const catalogue = async (as: Session = admin) => (await query<{ products: Product[] }>(as, PRODUCTS)).products;
const mine = async (as: Session = sita) => (await query<{ myProducts: Product[] }>(as, MY_PRODUCTS)).myProducts;

async function download(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  // Gateway images are served by the BFF itself, under /media/ (one origin for the browser), at
  // addresses it signs; a product image's signature has no expiry.
  expect(url).toMatch(/^\/media\/[\w-]{22}\/uploads\//);
  const response = await fetch(new URL(url, bff.url));
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

function expectBadInput(result: GraphQLResult, field: string, message: string) {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.message).toBe(`${field}: ${message}`);
  // The rule each problem names is checked in field-rules.test.ts.
  expect(result.errors![0]!.extensions!.fields).toMatchObject([{ field, message }]);
  expect(result.data ?? null).toBeNull();
}

const textFile = (path: string): FileArg => ({ path, bytes: Buffer.from('not an image at all'), filename: 'notes.txt', type: 'text/plain' });

let added = 0;
/** Adds a product as the admin with one image; answers it. */
async function addProduct(overrides: Record<string, unknown> = {}): Promise<Product> {
  const input = { name: `Test Product ${++added}`, price: 1000, commissionRate: 10, description: 'For a test.', images: [null], ...overrides };
  const result = await admin.upload<{ addProduct: { product: Product } }>(ADD, { input }, [pngFile('input.images.0', `T${added}`)]);
  expect(result.errors).toBeUndefined();
  return result.data!.addProduct.product;
}

/** Sends one real file mapped to several variable paths (the multipart spec allows it). */
async function uploadOneFileAt(session: Session, document: string, variables: Record<string, unknown>, paths: string[]): Promise<GraphQLResult> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: document, variables }));
  form.append('map', JSON.stringify({ 0: paths.map((p) => `variables.${p}`) }));
  form.append('0', new Blob([png('X')], { type: 'image/png' }), 'x.png');
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', cookie: session.cookie! },
    body: form,
  });
  const text = await response.text();
  const parsed = JSON.parse(text) as Pick<GraphQLResult, 'data' | 'errors'>;
  return { status: response.status, data: parsed.data, errors: parsed.errors, headers: response.headers, text };
}

beforeAll(async () => {
  bff = await startBff();
  [admin, sita, maya] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test'), bff.signIn('maya@demo.test')]);
  for (const product of await catalogue()) seed[product.name] = product.id;
});
afterAll(() => bff.close());

describe('products', () => {
  it('lists the whole catalogue for an admin, available and out of stock, never in an admin’s list', async () => {
    const products = await catalogue();
    expect(sorted(products.map((p) => p.name))).toEqual(sorted(CATALOGUE));
    expect(products.filter((p) => p.status === 'OUT_OF_STOCK').map((p) => p.name).sort()).toEqual(['Timur Chilli Pickle', 'Yak Wool Socks']);
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
    expect(forSita.filter((p) => p.inMyList).map((p) => p.name).sort()).toEqual(sorted(SITA_LIST));
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
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1, 'GET /product': 1, 'GET /product/getMyProduct': 1 });
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
    expect(list.find((p) => p.name === 'Pashmina Shawl')).toMatchObject({ id: seed['Pashmina Shawl'], price: 4500, commissionRate: 12, commission: 540, status: 'AVAILABLE' });
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
    const forSita = (await query<{ product: Product }>(sita, PRODUCT, { id: seed['Pashmina Shawl'] })).product;
    expect(forSita).toMatchObject({ id: seed['Pashmina Shawl'], name: 'Pashmina Shawl', price: 4500, commissionRate: 12, commission: 540, status: 'AVAILABLE', inMyList: true });
    expect(forSita.images).toHaveLength(2);
    const flags = (await query<{ product: Product }>(sita, PRODUCT, { id: seed['Prayer Flag Set'] })).product;
    expect(flags).toMatchObject({ name: 'Prayer Flag Set', status: 'AVAILABLE', inMyList: false });
    const forAdmin = (await query<{ product: Product }>(admin, PRODUCT, { id: seed['Pashmina Shawl'] })).product;
    expect(forAdmin).toEqual({ ...forSita, inMyList: false });
    const socks = (await query<{ product: Product }>(maya, PRODUCT, { id: seed['Yak Wool Socks'] })).product;
    expect(socks).toMatchObject({ status: 'OUT_OF_STOCK', inMyList: true });
  });

  it('answers NOT_FOUND with the gateway’s message for an unknown id', async () => {
    const result = await sita.gql(PRODUCT, { id: '000000000000000000000000' });
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('Product not found');
    expect(result.data).toBeNull();
  });

  it('asks anonymous visitors to sign in', async () => {
    expect(codeOf(await bff.anonymous().gql(PRODUCT, { id: seed['Pashmina Shawl'] }))).toBe('UNAUTHENTICATED');
  });
});

describe('addProduct', () => {
  it('lists a product with two real images and a commission derived by the server', async () => {
    const images = [pngFile('input.images.0', 'HONEY'), pngFile('input.images.1', 'JAR')];
    expect(images[0]!.bytes.equals(images[1]!.bytes)).toBe(false);
    await bff.dev.resetCalls();
    const result = await admin.upload<{ addProduct: { message: string; product: Product } }>(
      ADD,
      { input: { name: '  Rhododendron Honey ', price: 1500, commissionRate: 12, description: 'Wild honey from Gorkha.', images: [null, null] } },
      images,
    );
    expect(result.errors).toBeUndefined();
    const { message, product } = result.data!.addProduct;
    expect(message).toBe('Product added');
    expect(product).toMatchObject({
      id: anyString,
      name: 'Rhododendron Honey',
      price: 1500,
      commissionRate: 12,
      commission: 180,
      description: 'Wild honey from Gorkha.',
      status: 'AVAILABLE',
      inMyList: false,
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect(product.images).toHaveLength(2);
    for (const [n, url] of product.images.entries()) {
      const served = await download(url);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/png');
      expect(served.bytes.equals(images[n]!.bytes)).toBe(true);
    }
    const listed = (await catalogue(sita)).find((p) => p.id === product.id);
    expect(listed).toEqual(product);
    expect((await query<{ product: Product }>(sita, PRODUCT, { id: product.id })).product).toEqual(product);
  });

  it.each([
    [1234.56, 7.5, 92.59],
    [999.99, 12.5, 125],
    [350, 0, 0],
    [200, 100, 200],
  ])('derives the commission of price %d at %d%% as %d (2 decimals)', async (price, commissionRate, commission) => {
    const product = await addProduct({ price, commissionRate });
    expect(product).toMatchObject({ price, commissionRate, commission });
  });

  it('keeps an empty description as empty text', async () => {
    const product = await addProduct({ description: null });
    expect(product.description).toBe('');
  });

  it('takes no commission from the client: the field does not exist; nothing is written', async () => {
    await bff.dev.resetCalls();
    const result = await admin.upload(ADD, { input: { name: 'Cheat', price: 1500, commissionRate: 12, commission: 1500, images: [null] } }, [pngFile('input.images.0')]);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(/commission/);
    expect(await gatewayWrites(bff)).toBe(0);
  });

  const valid = { name: 'Valid Name', price: 1000, commissionRate: 10, description: 'ok' };
  it.each([
    [{ name: '' }, 'name', 'is required'],
    [{ name: '   ' }, 'name', 'is required'],
    [{ name: 'n'.repeat(121) }, 'name', 'must be at most 120 characters'],
    [{ price: 0 }, 'price', 'must be more than 0'],
    [{ price: -10 }, 'price', 'must be more than 0'],
    [{ price: 100_000_001 }, 'price', 'is too large'],
    [{ commissionRate: 100.5 }, 'commissionRate', 'must be at most 100'],
    [{ commissionRate: -1 }, 'commissionRate', 'must be at least 0'],
    [{ description: 'd'.repeat(5001) }, 'description', 'must be at most 5000 characters'],
  ])('refuses %j naming the field; nothing is written', async (change, field, message) => {
    const before = (await catalogue()).length;
    await bff.dev.resetCalls();
    const result = await admin.upload(ADD, { input: { ...valid, ...change, images: [null] } }, [pngFile('input.images.0')]);
    expectBadInput(result, field, message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await catalogue()).toHaveLength(before);
  });

  it('names every broken field at once', async () => {
    await bff.dev.resetCalls();
    const result = await admin.upload(ADD, { input: { ...valid, name: ' ', price: 0, images: [null] } }, [pngFile('input.images.0')]);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toBe('name: is required; price: must be more than 0');
    expect(result.errors![0]!.extensions!.fields).toEqual([
      { field: 'name', message: 'is required', rule: 'REQUIRED' },
      { field: 'price', message: 'must be more than 0', rule: 'NOT_POSITIVE' },
    ]);
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('needs at least one image; nothing is written', async () => {
    await bff.dev.resetCalls();
    expectBadInput(await admin.gql(ADD, { input: { ...valid, images: [] } }), 'images', 'at least one image is required');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('takes at most 8 images; nothing is written', async () => {
    await bff.dev.resetCalls();
    const nine = Array.from({ length: 9 }, (_, n) => `input.images.${n}`);
    const result = await uploadOneFileAt(admin, ADD, { input: { ...valid, images: nine.map(() => null) } }, nine);
    expectBadInput(result, 'images', 'at most 8 images');
    expect(await gatewayWrites(bff)).toBe(0);
    const eight = nine.slice(0, 8);
    const accepted = await uploadOneFileAt(admin, ADD, { input: { ...valid, name: 'Eight Images', images: eight.map(() => null) } }, eight);
    expect(accepted.errors).toBeUndefined();
    expect((accepted.data as { addProduct: { product: Product } }).addProduct.product.images).toHaveLength(8);
  });

  it('refuses a file that is not an image, naming its position; nothing is written', async () => {
    await bff.dev.resetCalls();
    const first = await admin.upload(ADD, { input: { ...valid, images: [null] } }, [textFile('input.images.0')]);
    expectBadInput(first, 'images[0]', 'must be a PNG, JPEG, GIF or WebP image');
    const second = await admin.upload(ADD, { input: { ...valid, images: [null, null] } }, [pngFile('input.images.0'), textFile('input.images.1')]);
    expectBadInput(second, 'images[1]', 'must be a PNG, JPEG, GIF or WebP image');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses a file that claims to be a PNG but is not, by its content (BAD_USER_INPUT); nothing is sent', async () => {
    const before = (await catalogue()).length;
    const fake: FileArg = { path: 'input.images.0', bytes: Buffer.from('plain text'), filename: 'fake.png', type: 'image/png' };
    await bff.dev.resetCalls();
    const result = await admin.upload(ADD, { input: { ...valid, name: 'Fake Image', images: [null] } }, [fake]);
    expectBadInput(result, 'images[0]', 'must be a PNG, JPEG, GIF or WebP image');
    // Only the session read that every signed-in operation makes reached the gateway.
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1 });
    expect(await catalogue()).toHaveLength(before);
  });

  it('refuses marketers (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED); nothing is written', async () => {
    const before = (await catalogue()).length;
    await bff.dev.resetCalls();
    const marketer = await sita.upload(ADD, { input: { ...valid, images: [null] } }, [pngFile('input.images.0')]);
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.errors![0]!.message).toBe('This is for admins only.');
    expect(marketer.data).toBeNull();
    const anonymous = await bff.anonymous().upload(ADD, { input: { ...valid, images: [null] } }, [pngFile('input.images.0')]);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await catalogue()).toHaveLength(before);
  });
});

describe('editProduct', () => {
  it('changes the fields, re-derives the commission and keeps the images when none are given', async () => {
    const product = await addProduct();
    await bff.dev.resetCalls();
    const result = await admin.gql<{ editProduct: { message: string; product: Product } }>(EDIT, {
      id: product.id,
      input: { name: ' Edited Name ', price: 2000, commissionRate: 15, description: '  New words. ' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editProduct).toEqual({
      message: 'Product updated',
      product: { ...product, name: 'Edited Name', price: 2000, commissionRate: 15, commission: 300, description: 'New words.' },
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await query<{ product: Product }>(sita, PRODUCT, { id: product.id })).product).toMatchObject({ name: 'Edited Name', commission: 300 });
  });

  it('replaces the images when new ones are given', async () => {
    const product = await addProduct();
    const replacement = pngFile('input.images.0', 'NEW');
    const result = await admin.upload<{ editProduct: { product: Product } }>(
      EDIT,
      { id: product.id, input: { name: product.name, price: 800, commissionRate: 12.5, images: [null] } },
      [replacement],
    );
    expect(result.errors).toBeUndefined();
    const edited = result.data!.editProduct.product;
    expect(edited).toMatchObject({ price: 800, commissionRate: 12.5, commission: 100 });
    expect(edited.images).toHaveLength(1);
    expect(edited.images[0]).not.toBe(product.images[0]);
    expect((await download(edited.images[0]!)).bytes.equals(replacement.bytes)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown product', async () => {
    const result = await admin.gql(EDIT, { id: '000000000000000000000000', input: { name: 'X', price: 1, commissionRate: 1 } });
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('Product not found');
  });

  it.each([
    [{ name: ' ' }, 'name', 'is required'],
    [{ price: 0 }, 'price', 'must be more than 0'],
    [{ commissionRate: 101 }, 'commissionRate', 'must be at most 100'],
    [{ commissionRate: -0.5 }, 'commissionRate', 'must be at least 0'],
  ])('refuses %j naming the field; nothing is written', async (change, field, message) => {
    const product = await addProduct();
    await bff.dev.resetCalls();
    const result = await admin.gql(EDIT, { id: product.id, input: { name: 'Fine', price: 10, commissionRate: 10, ...change } });
    expectBadInput(result, field, message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await query<{ product: Product }>(admin, PRODUCT, { id: product.id })).product).toEqual(product);
  });

  it('refuses a new file that is not an image; nothing is written', async () => {
    const product = await addProduct();
    await bff.dev.resetCalls();
    const result = await admin.upload(EDIT, { id: product.id, input: { name: 'Fine', price: 10, commissionRate: 10, images: [null] } }, [textFile('input.images.0')]);
    expectBadInput(result, 'images[0]', 'must be a PNG, JPEG, GIF or WebP image');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses marketers and anonymous visitors; nothing is written', async () => {
    await bff.dev.resetCalls();
    const input = { name: 'Hijack', price: 1, commissionRate: 1 };
    expect(codeOf(await sita.gql(EDIT, { id: seed['Pashmina Shawl'], input }))).toBe('FORBIDDEN');
    expect(codeOf(await bff.anonymous().gql(EDIT, { id: seed['Pashmina Shawl'], input }))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await query<{ product: Product }>(sita, PRODUCT, { id: seed['Pashmina Shawl'] })).product.name).toBe('Pashmina Shawl');
  });
});

describe('setProductStatus', () => {
  it('marks a product out of stock and available again; the answer and the lists show it', async () => {
    const product = await addProduct();
    await query(sita, ADD_MINE, { productId: product.id });
    await bff.dev.resetCalls();
    const out = await admin.gql<{ setProductStatus: { message: string; product: Product } }>(SET_STATUS, { id: product.id, status: 'OUT_OF_STOCK' });
    expect(out.errors).toBeUndefined();
    expect(out.data!.setProductStatus).toEqual({ message: 'Product marked out-of-stock', product: { ...product, status: 'OUT_OF_STOCK' } });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await catalogue(sita)).find((p) => p.id === product.id)).toMatchObject({ status: 'OUT_OF_STOCK', inMyList: true });
    expect((await mine()).find((p) => p.id === product.id)).toMatchObject({ status: 'OUT_OF_STOCK' });

    const back = await admin.gql<{ setProductStatus: { message: string; product: Product } }>(SET_STATUS, { id: product.id, status: 'AVAILABLE' });
    expect(back.data!.setProductStatus).toEqual({ message: 'Product marked available', product: { ...product, status: 'AVAILABLE' } });
    expect((await mine()).find((p) => p.id === product.id)).toMatchObject({ status: 'AVAILABLE' });
    await query(sita, REMOVE_MINE, { productId: product.id });
  });

  it('answers NOT_FOUND for an unknown product and refuses a status outside the enum', async () => {
    expect(codeOf(await admin.gql(SET_STATUS, { id: '000000000000000000000000', status: 'AVAILABLE' }))).toBe('NOT_FOUND');
    await bff.dev.resetCalls();
    expect(codeOf(await admin.gql(SET_STATUS, { id: seed['Pashmina Shawl'], status: 'SOLD_OUT' }))).toBe('BAD_USER_INPUT');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses marketers and anonymous visitors; nothing is written', async () => {
    await bff.dev.resetCalls();
    const marketer = await sita.gql(SET_STATUS, { id: seed['Pashmina Shawl'], status: 'OUT_OF_STOCK' });
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(codeOf(await bff.anonymous().gql(SET_STATUS, { id: seed['Pashmina Shawl'], status: 'OUT_OF_STOCK' }))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await query<{ product: Product }>(sita, PRODUCT, { id: seed['Pashmina Shawl'] })).product.status).toBe('AVAILABLE');
  });
});

describe('deleteProduct', () => {
  it('answers the id; the product leaves the catalogue and Sita’s list, and her past order keeps showing it', async () => {
    const product = await addProduct({ name: 'Doomed Product', price: 500, commissionRate: 10 });
    await query(sita, ADD_MINE, { productId: product.id });
    const placed = await query<{ addOrder: { order: { id: string } } }>(sita, 'mutation A($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }', {
      input: { productId: product.id, quantity: 1, price: 500, customerName: 'Anita Karki', customerPhone: '9841000000', customerLocation: 'Pokhara' },
    });
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

    const order = await query<{ order: { product: Partial<Product> } }>(sita, 'query O($id: ID!) { order(id: $id) { product { id name price status images } } }', { id: placed.addOrder.order.id });
    expect(order.order.product).toEqual({ id: product.id, name: 'Doomed Product', price: 500, status: 'OUT_OF_STOCK', images: [] });
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
    const marketer = await sita.gql(DELETE, { id: seed['Pashmina Shawl'] });
    expect(codeOf(marketer)).toBe('FORBIDDEN');
    expect(marketer.data).toBeNull();
    expect(codeOf(await bff.anonymous().gql(DELETE, { id: seed['Pashmina Shawl'] }))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await catalogue()).map((p) => p.name)).toContain('Pashmina Shawl');
  });
});

describe('addToMyProducts and removeFromMyProducts', () => {
  it('adds an available product and removes it again; inMyList flips in each answer', async () => {
    const flags = seed['Prayer Flag Set']!;
    await bff.dev.resetCalls();
    const addedToList = await sita.gql<{ addToMyProducts: { message: string; product: Product } }>(ADD_MINE, { productId: flags });
    expect(addedToList.errors).toBeUndefined();
    expect(addedToList.data!.addToMyProducts).toMatchObject({ message: 'Product added to your list', product: { id: flags, name: 'Prayer Flag Set', inMyList: true } });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await mine()).map((p) => p.name)).toContain('Prayer Flag Set');
    expect((await mine())).toHaveLength(9);

    const removed = await sita.gql<{ removeFromMyProducts: { message: string; product: Product } }>(REMOVE_MINE, { productId: flags });
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removeFromMyProducts).toMatchObject({ message: 'Product removed from your list', product: { id: flags, inMyList: false } });
    expect(sorted((await mine()).map((p) => p.name))).toEqual(sorted(SITA_LIST));
  });

  it.each([
    ['an out-of-stock product', 'Timur Chilli Pickle', 'This product is out of stock'],
    ['a product already in the list', 'Pashmina Shawl', 'This product is already in your list'],
  ])('shows the gateway’s refusal to add %s (GATEWAY_REJECTED); the list stays', async (_what, name, message) => {
    const result = await sita.gql(ADD_MINE, { productId: seed[name] });
    expect(codeOf(result)).toBe('GATEWAY_REJECTED');
    expect(result.errors![0]!.message).toBe(message);
    expect(result.data).toBeNull();
    expect(sorted((await mine()).map((p) => p.name))).toEqual(sorted(SITA_LIST));
  });

  it('answers NOT_FOUND for an unknown product and for removing one not in the list', async () => {
    const unknown = await sita.gql(ADD_MINE, { productId: '000000000000000000000000' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe('Product not found');
    const notMine = await sita.gql(REMOVE_MINE, { productId: seed['Prayer Flag Set'] });
    expect(codeOf(notMine)).toBe('NOT_FOUND');
    expect(notMine.errors![0]!.message).toBe('This product is not in your list');
  });

  it('refuses admins (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED); nothing is written', async () => {
    await bff.dev.resetCalls();
    for (const document of [ADD_MINE, REMOVE_MINE]) {
      const asAdmin = await admin.gql(document, { productId: seed['Prayer Flag Set'] });
      expect(codeOf(asAdmin)).toBe('FORBIDDEN');
      expect(asAdmin.errors![0]!.message).toBe('This is for marketers only.');
      expect(codeOf(await bff.anonymous().gql(document, { productId: seed['Prayer Flag Set'] }))).toBe('UNAUTHENTICATED');
    }
    expect(await gatewayWrites(bff)).toBe(0);
  });
});
