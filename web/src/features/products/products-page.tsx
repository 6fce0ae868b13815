import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPackage, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CardGridSkeleton, EmptyView, ErrorView } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useVisitFetchPolicy } from '../../lib/use-visit-fetch-policy.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { PRODUCT_TEXTS } from './constants.ts';
import type { AdminAction } from './product-actions-button.tsx';
import { ProductCard } from './product-card.tsx';
import { EAGER_CARDS, ProductGrid } from './product-grid.tsx';
import { ProductsPageDocument, type ProductCard_ProductFragment } from './products.generated.ts';
import { useProductActions } from './use-product-actions.ts';
import { useT, type MessageKey } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

const QUESTIONS: Record<AdminAction, (p: ProductCard_ProductFragment) => MessageKey> = {
  edit: () => PRODUCT_TEXTS.confirmEdit,
  delete: () => PRODUCT_TEXTS.confirmDelete,
  toggle: (p) => (p.status === 'AVAILABLE' ? PRODUCT_TEXTS.confirmOutOfStock : PRODUCT_TEXTS.confirmAvailable),
};

/** /products: the catalogue; admins manage it, marketers pick from it. */
export function ProductsPage() {
  const viewer = useViewer();
  const admin = viewer.role === 'ADMIN';
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ProductsPageDocument, {
    fetchPolicy: useVisitFetchPolicy(ProductsPageDocument),
  });
  const actions = useProductActions();
  const t = useT();
  const [pending, setPending] = useState<{ action: AdminAction; product: ProductCard_ProductFragment } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { action, product } = pending;
    if (action === 'edit') {
      setPending(null);
      void navigate(`/editProduct?productId=${encodeURIComponent(product.id)}`);
      return;
    }
    await (action === 'delete' ? actions.deleteProduct(product.id) : actions.toggleStatus(product));
    setPending(null);
  };

  const products = data?.products ?? [];
  return (
    <Stack gap="6">
      <PageHeader
        title={t('products.title')}
        subtitle={admin ? t('products.subtitle.admin') : t('products.subtitle.marketer')}
        actions={
          admin ? (
            <Button asChild colorPalette="orange">
              <RouterLink to="/addProduct">
                <LuPlus /> {t('products.add')}
              </RouterLink>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <RouterLink to="/myProducts">
                <LuPackage /> {t('products.mine')}
              </RouterLink>
            </Button>
          )
        }
      />
      {loading && !data ? (
        <CardGridSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, t('products.failed'))} onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <EmptyView title={t(PRODUCT_TEXTS.empty)} />
      ) : (
        <ProductGrid>
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              mode={admin ? 'admin' : 'marketer'}
              busy={actions.busyId === product.id}
              eager={index < EAGER_CARDS}
              onAdminAction={(action, p) => setPending({ action, product: p })}
              onAdd={(p) => void actions.addToMyProducts(p.id)}
            />
          ))}
        </ProductGrid>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.product.name ?? ''}
        message={pending ? t(QUESTIONS[pending.action](pending.product)) : ''}
        destructive={pending?.action === 'delete'}
        busy={actions.busyId !== null}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
