import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import type { ProductStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PRODUCT_TEXTS } from './constants.ts';
import { apiMessage, translate, type MessageKey } from '../../lib/i18n.ts';
import {
  AddToMyProductsDocument,
  DeleteProductDocument,
  RemoveFromMyProductsDocument,
  SetProductStatusDocument,
} from './product-actions.generated.ts';
import { removeProductFromCache } from './product-cache.ts';
import type { ProductCard_ProductFragment } from './products.generated.ts';

/**
 * The product actions with their cache updates: a status toggle updates the product everywhere
 * it is shown; a delete evicts it; the marketer's list gains or loses it — no list refetch.
 */
export function useProductActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [setStatus] = useMutation(SetProductStatusDocument);
  const [remove] = useMutation(DeleteProductDocument, {
    update(cache, { data }) {
      if (data) removeProductFromCache(cache, data.deleteProduct.id);
    },
  });
  const [addToList] = useMutation(AddToMyProductsDocument, {
    update(cache, { data }) {
      if (!data) return;
      const ref = cache.identify(data.addToMyProducts.product);
      cache.modify({
        fields: {
          myProducts: (existing: readonly { __ref: string }[] = [], { toReference }) =>
            existing.some((p) => p.__ref === ref) ? existing : [...existing, toReference(ref!)!],
        },
      });
    },
  });
  const [removeFromList] = useMutation(RemoveFromMyProductsDocument, {
    update(cache, { data }) {
      if (!data) return;
      const ref = cache.identify({ __typename: 'Product', id: data.removeFromMyProducts.product.id });
      cache.modify({
        fields: {
          myProducts: (existing: readonly { __ref: string }[] = []) => existing.filter((p) => p.__ref !== ref),
        },
      });
    },
  });

  async function run(id: string, action: () => Promise<string | undefined>, done: MessageKey): Promise<boolean> {
    if (busyId) return false;
    setBusyId(id);
    try {
      const message = await action();
      if (message) notifySuccess(apiMessage(message, done));
      return true;
    } catch (error) {
      notifyError(errorMessage(error, translate(PRODUCT_TEXTS.actionFailed)));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    toggleStatus: (product: Pick<ProductCard_ProductFragment, 'id' | 'status'>) => {
      const status: ProductStatus = product.status === 'AVAILABLE' ? 'OUT_OF_STOCK' : 'AVAILABLE';
      return run(
        product.id,
        async () => (await setStatus({ variables: { id: product.id, status } })).data?.setProductStatus.message,
        'products.statusChanged',
      );
    },
    deleteProduct: (id: string) =>
      run(id, async () => (await remove({ variables: { id } })).data?.deleteProduct.message, 'products.deleted'),
    addToMyProducts: (id: string) =>
      run(
        id,
        async () => (await addToList({ variables: { productId: id } })).data?.addToMyProducts.message,
        'products.added',
      ),
    removeFromMyProducts: (id: string) =>
      run(
        id,
        async () => (await removeFromList({ variables: { productId: id } })).data?.removeFromMyProducts.message,
        'products.removed',
      ),
  };
}
