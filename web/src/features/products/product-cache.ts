import type { ApolloCache } from '@apollo/client';

/**
 * Takes a deleted product out of the cached catalogue and marketer's list, then out of the cache.
 * Out of the lists first: an order that still names the product may write it back later.
 */
export function removeProductFromCache(cache: ApolloCache, id: string): void {
  const ref = cache.identify({ __typename: 'Product', id });
  const without = (list: readonly { __ref: string }[] = []) => list.filter((p) => p.__ref !== ref);
  cache.modify({ fields: { products: without, myProducts: without } });
  cache.evict({ id: ref });
  cache.gc();
}
