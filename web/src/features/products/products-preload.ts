import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/route-data.ts';
import { ProductsPageDocument } from './products.generated.ts';

/** The catalogue, asked for while the page loads (app/router.tsx). */
export function preloadProducts(client: ApolloClient): Promise<unknown> {
  return preloadQuery(client, { query: ProductsPageDocument });
}
