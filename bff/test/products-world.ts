import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { graphql } from './gql/index.ts';
import type { AddProductInput, ProductFieldsFragment, TypedDocumentString } from './gql/graphql.ts';
import { codeOf, png, pngFile, type FileArg, type GraphQLResult, type Session } from './harness.ts';

/**
 * What the products tests share: one BFF per test file with the seeded catalogue (one of their own
 * for tests that leave products behind), an admin and two marketers signed in, the product fields
 * asked for and helpers to read and add products.
 */

import { admin, bff, maya, sita, useSeededBff } from './world.ts';

export { admin, bff, maya, sita };
export const seed: Record<string, string> = {};

graphql(`
  fragment ProductFields on Product {
    id
    name
    price
    commissionRate
    commission
    description
    images
    status
    inMyList
  }
`);
export const PRODUCTS = graphql(`
  query ProductsCatalogue {
    products {
      ...ProductFields
    }
  }
`);
export const MY_PRODUCTS = graphql(`
  query ProductsMine {
    myProducts {
      ...ProductFields
    }
  }
`);
export const PRODUCT = graphql(`
  query ProductsOne($id: ID!) {
    product(id: $id) {
      ...ProductFields
    }
  }
`);
export const ADD = graphql(`
  mutation ProductsAdd($input: AddProductInput!) {
    addProduct(input: $input) {
      message
      product {
        ...ProductFields
      }
    }
  }
`);
export const EDIT = graphql(`
  mutation ProductsEdit($id: ID!, $input: EditProductInput!) {
    editProduct(id: $id, input: $input) {
      message
      product {
        ...ProductFields
      }
    }
  }
`);
export const SET_STATUS = graphql(`
  mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) {
    setProductStatus(id: $id, status: $status) {
      message
      product {
        ...ProductFields
      }
    }
  }
`);
export const DELETE = graphql(`
  mutation ProductsDelete($id: ID!) {
    deleteProduct(id: $id) {
      message
      id
    }
  }
`);
export const ADD_MINE = graphql(`
  mutation ProductsAddToMine($productId: ID!) {
    addToMyProducts(productId: $productId) {
      message
      product {
        ...ProductFields
      }
    }
  }
`);
export const REMOVE_MINE = graphql(`
  mutation ProductsRemoveFromMine($productId: ID!) {
    removeFromMyProducts(productId: $productId) {
      message
      product {
        ...ProductFields
      }
    }
  }
`);

export type Product = ProductFieldsFragment;

export const SITA_LIST = [
  'Pashmina Shawl',
  'Himalayan Salt Lamp',
  'Dhaka Topi',
  'Singing Bowl Set',
  'Lokta Paper Journal',
  'Yak Wool Socks',
  'Ilam Organic Tea 250g',
  'Thangka Wall Art',
];
export const CATALOGUE = [
  ...SITA_LIST,
  'Allo Fabric Tote Bag',
  'Timur Chilli Pickle',
  'Prayer Flag Set',
  'Khukuri Keychain',
];
export const sorted = (names: string[]) => [...names].sort();

export async function query<R, V>(session: Session, document: TypedDocumentString<R, V>, variables?: V): Promise<R> {
  const result = await session.gql(document, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
export const catalogue = async (as: Session = admin) => (await query(as, PRODUCTS)).products;
export const mine = async (as: Session = sita) => (await query(as, MY_PRODUCTS)).myProducts;

export async function download(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  // Gateway images are served by the BFF itself, under /media/ (one origin for the browser), at
  // addresses it signs; a product image's signature has no expiry.
  expect(url).toMatch(/^\/media\/[\w-]{22}\/uploads\//);
  const response = await fetch(new URL(url, bff.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

export function expectBadInput(result: GraphQLResult, field: string, message: string) {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.message).toBe(`${field}: ${message}`);
  // The rule each problem names is checked in field-rules.test.ts.
  expect(result.errors![0]!.extensions!.fields).toMatchObject([{ field, message }]);
  expect(result.data ?? null).toBeNull();
}

export const textFile = (path: string): FileArg => ({
  path,
  bytes: Buffer.from('not an image at all'),
  filename: 'notes.txt',
  type: 'text/plain',
});

let added = 0;
/** Adds a product as the admin with one image; answers it. */
export async function addProduct(overrides: Partial<AddProductInput> = {}): Promise<Product> {
  const input: AddProductInput = {
    name: `Test Product ${++added}`,
    price: 1000,
    commissionRate: 10,
    description: 'For a test.',
    images: [null],
    ...overrides,
  };
  const result = await admin.upload(ADD, { input }, [pngFile('input.images.0', `T${added}`)]);
  expect(result.errors).toBeUndefined();
  return result.data!.addProduct.product;
}

/** Sends one real file mapped to several variable paths (the multipart spec allows it). */
export async function uploadOneFileAt<R, V>(
  session: Session,
  document: TypedDocumentString<R, V>,
  variables: V,
  paths: string[],
): Promise<GraphQLResult<R>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: String(document), variables }));
  form.append('map', JSON.stringify({ 0: paths.map((p) => `variables.${p}`) }));
  form.append('0', new Blob([png('X')], { type: 'image/png' }), 'x.png');
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', cookie: session.cookie!, 'idempotency-key': randomUUID() },
    body: form,
  });
  const text = await response.text();
  const parsed = JSON.parse(text) as Pick<GraphQLResult<R>, 'data' | 'errors'>;
  return { status: response.status, data: parsed.data, errors: parsed.errors, headers: response.headers, text };
}

/**
 * Starts the BFF with the seed before the tests of the file or of the describe it is called in
 * (for tests that leave products behind), and stops it after them; the outer one is back then.
 */
export function useProductsWorld(): void {
  let outer: Record<string, string>;
  useSeededBff('all');
  beforeAll(async () => {
    outer = { ...seed };
    for (const product of await catalogue()) seed[product.name] = product.id;
  });
  afterAll(() => {
    Object.assign(seed, outer);
  });
}
