import type { ApolloClient } from '@apollo/client';
import { ProductsPageDocument } from '../../gql/graphql.ts';
import { preloadQuery } from '../../lib/route-data.ts';

/** The catalogue, asked for while the page loads (app/router.tsx). */
export function preloadProducts(client: ApolloClient): Promise<unknown> {
  return preloadQuery(client, { query: ProductsPageDocument });
}
