import { beforeEach, expect } from 'vitest';
import { graphql } from './gql/index.ts';
import type { ListsPageQuery, ListsPageQueryVariables, ListsRowFragment } from './gql/graphql.ts';
import { codeOf, nodes, type GraphQLResult, type Session } from './harness.ts';
import { dbOf } from './stand-in-data.ts';

/**
 * What the list tests share: one BFF per test file with the seed, an admin and a marketer signed
 * in, the orders page asked for and helpers to walk its pages and place orders. Each test's
 * gateway calls are counted from its start.
 */

import { admin, bff, sita, useSeededBff } from './world.ts';

export { admin, bff, sita };

export type Row = ListsRowFragment;
graphql(`
  fragment ListsRow on Order {
    id
    createdAt
    status
    customer {
      name
      phone
    }
    product {
      name
    }
    owner {
      name
    }
  }
`);
export const PAGE = graphql(`
  query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {
    orders(first: $first, after: $after, status: $status, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          ...ListsRow
        }
      }
    }
  }
`);
export const COUNTS = graphql(`
  query ListsCounts($search: String) {
    orderCounts(search: $search) {
      all
      confirmed
      inProcess
      delivered
      returned
      exchanged
      cancelled
    }
  }
`);

export async function page(as: Session, variables: ListsPageQueryVariables): Promise<ListsPageQuery['orders']> {
  const result = await as.gql(PAGE, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.orders;
}

/** Every row of a list, one page of `size` after another, following `endCursor`. */
export async function walk(
  as: Session,
  size: number,
  variables: ListsPageQueryVariables = {},
): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const next = await page(as, { ...variables, first: size, after });
    pages += 1;
    rows.push(...nodes(next));
    expect(next.pageInfo.hasPreviousPage).toBe(after !== null);
    if (!next.pageInfo.hasNextPage) return { rows, pages };
    after = next.pageInfo.endCursor;
  }
}

export const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
/** The spec's order (newest first) with the id breaking ties, computed from the stand-in's records. */
export const newestFirst = <T extends { _id: string; createdAt: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a._id < b._id ? 1 : -1));

export const ADD = graphql(`
  mutation ListsAddOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
      }
    }
  }
`);
export async function placeFor(customerName: string, customerPhone = '9841000000'): Promise<string> {
  const product = dbOf(bff).products.find((p) => p.productName === 'Pashmina Shawl')!;
  const result = await sita.gql(ADD, {
    input: {
      productId: product._id,
      quantity: 1,
      price: product.price,
      customerName,
      customerPhone,
      customerLocation: 'Kathmandu',
    },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.addOrder.order.id;
}

export function expectBadInput(result: GraphQLResult, field: string) {
  expect(codeOf(result)).toBe('BAD_USER_INPUT');
  expect(result.errors![0]!.extensions!.fields?.[0]?.field).toBe(field);
  expect(result.data ?? null).toBeNull();
}

/** Starts the BFF with the seed before the file's tests, and stops it after them. */
export function useListsWorld(): void {
  useSeededBff('all');
  beforeEach(() => bff.dev.resetCalls());
}
