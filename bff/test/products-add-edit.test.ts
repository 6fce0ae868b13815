import { describe, expect, it } from 'vitest';
import { codeOf, gatewayWrites, pngFile, type FileArg } from './harness.ts';
import { anyString } from './matchers.ts';
import {
  ADD,
  addProduct,
  admin,
  bff,
  catalogue,
  download,
  EDIT,
  expectBadInput,
  PRODUCT,
  query,
  seed,
  sita,
  textFile,
  uploadOneFileAt,
  useProductsWorld,
} from './products-world.ts';

/** Adding and editing products with their images, as an admin; refused for marketers and anonymous visitors, with nothing written. */
useProductsWorld();

describe('addProduct', () => {
  it('lists a product with two real images and a commission derived by the server', async () => {
    const images = [pngFile('input.images.0', 'HONEY'), pngFile('input.images.1', 'JAR')];
    expect(images[0]!.bytes.equals(images[1]!.bytes)).toBe(false);
    await bff.dev.resetCalls();
    const result = await admin.upload(
      ADD,
      {
        input: {
          name: '  Rhododendron Honey ',
          price: 1500,
          commissionRate: 12,
          description: 'Wild honey from Gorkha.',
          images: [null, null],
        },
      },
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
    expect((await query(sita, PRODUCT, { id: product.id })).product).toEqual(product);
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
    // The field does not exist in the input type: sent as it is.
    const result = await admin.rawUpload(
      String(ADD),
      { input: { name: 'Cheat', price: 1500, commissionRate: 12, commission: 1500, images: [null] } },
      [pngFile('input.images.0')],
    );
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
    const result = await admin.upload(ADD, { input: { ...valid, ...change, images: [null] } }, [
      pngFile('input.images.0'),
    ]);
    expectBadInput(result, field, message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await catalogue()).toHaveLength(before);
  });

  it('names every broken field at once', async () => {
    await bff.dev.resetCalls();
    const result = await admin.upload(ADD, { input: { ...valid, name: ' ', price: 0, images: [null] } }, [
      pngFile('input.images.0'),
    ]);
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
    expectBadInput(
      await admin.gql(ADD, { input: { ...valid, images: [] } }),
      'images',
      'at least one image is required',
    );
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('takes at most 8 images; nothing is written', async () => {
    await bff.dev.resetCalls();
    const nine = Array.from({ length: 9 }, (_, n) => `input.images.${n}`);
    const result = await uploadOneFileAt(admin, ADD, { input: { ...valid, images: nine.map(() => null) } }, nine);
    expectBadInput(result, 'images', 'at most 8 images');
    expect(await gatewayWrites(bff)).toBe(0);
    const eight = nine.slice(0, 8);
    const accepted = await uploadOneFileAt(
      admin,
      ADD,
      { input: { ...valid, name: 'Eight Images', images: eight.map(() => null) } },
      eight,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.addProduct.product.images).toHaveLength(8);
  });

  it('refuses a file that is not an image, naming its position; nothing is written', async () => {
    await bff.dev.resetCalls();
    const first = await admin.upload(ADD, { input: { ...valid, images: [null] } }, [textFile('input.images.0')]);
    expectBadInput(first, 'images[0]', 'must be a PNG, JPEG, GIF or WebP image');
    const second = await admin.upload(ADD, { input: { ...valid, images: [null, null] } }, [
      pngFile('input.images.0'),
      textFile('input.images.1'),
    ]);
    expectBadInput(second, 'images[1]', 'must be a PNG, JPEG, GIF or WebP image');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses a file that claims to be a PNG but is not, by its content (BAD_USER_INPUT); nothing is sent', async () => {
    const before = (await catalogue()).length;
    const fake: FileArg = {
      path: 'input.images.0',
      bytes: Buffer.from('plain text'),
      filename: 'fake.png',
      type: 'image/png',
    };
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
    const anonymous = await bff
      .anonymous()
      .upload(ADD, { input: { ...valid, images: [null] } }, [pngFile('input.images.0')]);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(await catalogue()).toHaveLength(before);
  });
});

describe('editProduct', () => {
  it('changes the fields, re-derives the commission and keeps the images when none are given', async () => {
    const product = await addProduct();
    await bff.dev.resetCalls();
    const result = await admin.gql(EDIT, {
      id: product.id,
      input: { name: ' Edited Name ', price: 2000, commissionRate: 15, description: '  New words. ' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editProduct).toEqual({
      message: 'Product updated',
      product: {
        ...product,
        name: 'Edited Name',
        price: 2000,
        commissionRate: 15,
        commission: 300,
        description: 'New words.',
      },
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await query(sita, PRODUCT, { id: product.id })).product).toMatchObject({
      name: 'Edited Name',
      commission: 300,
    });
  });

  it('replaces the images when new ones are given', async () => {
    const product = await addProduct();
    const replacement = pngFile('input.images.0', 'NEW');
    const result = await admin.upload(
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
    const result = await admin.gql(EDIT, {
      id: '000000000000000000000000',
      input: { name: 'X', price: 1, commissionRate: 1 },
    });
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
    const result = await admin.gql(EDIT, {
      id: product.id,
      input: { name: 'Fine', price: 10, commissionRate: 10, ...change },
    });
    expectBadInput(result, field, message);
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await query(admin, PRODUCT, { id: product.id })).product).toEqual(product);
  });

  it('refuses a new file that is not an image; nothing is written', async () => {
    const product = await addProduct();
    await bff.dev.resetCalls();
    const result = await admin.upload(
      EDIT,
      { id: product.id, input: { name: 'Fine', price: 10, commissionRate: 10, images: [null] } },
      [textFile('input.images.0')],
    );
    expectBadInput(result, 'images[0]', 'must be a PNG, JPEG, GIF or WebP image');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses marketers and anonymous visitors; nothing is written', async () => {
    await bff.dev.resetCalls();
    const input = { name: 'Hijack', price: 1, commissionRate: 1 };
    expect(codeOf(await sita.gql(EDIT, { id: seed['Pashmina Shawl']!, input }))).toBe('FORBIDDEN');
    expect(codeOf(await bff.anonymous().gql(EDIT, { id: seed['Pashmina Shawl']!, input }))).toBe('UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await query(sita, PRODUCT, { id: seed['Pashmina Shawl']! })).product.name).toBe('Pashmina Shawl');
  });
});
