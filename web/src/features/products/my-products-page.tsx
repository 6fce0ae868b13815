import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { LuLayoutGrid } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CardGridSkeleton, EmptyView, ErrorView } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { PRODUCT_TEXTS } from './constants.ts';
import { ProductCard } from './product-card.tsx';
import { EAGER_CARDS, ProductGrid } from './product-grid.tsx';
import { MyProductsPageDocument } from './products.generated.ts';
import { useProductActions } from './use-product-actions.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

/** /myProducts: the marketer's list. */
export function MyProductsPage() {
  const { data, loading, error, refetch } = useQuery(MyProductsPageDocument, { fetchPolicy: 'cache-and-network' });
  const actions = useProductActions();
  const t = useT();
  const products = data?.myProducts ?? [];
  const allProducts = (
    <Button asChild variant="outline">
      <RouterLink to="/products">
        <LuLayoutGrid /> {t('products.all')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader title={t('products.mine')} subtitle={t('products.mySubtitle')} actions={allProducts} />
      {loading && !data ? (
        <CardGridSkeleton count={4} />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, t('products.myFailed'))} onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <EmptyView title={t(PRODUCT_TEXTS.myEmpty)} />
      ) : (
        <ProductGrid>
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              mode="myList"
              busy={actions.busyId === product.id}
              eager={index < EAGER_CARDS}
              onRemove={(p) => void actions.removeFromMyProducts(p.id)}
            />
          ))}
        </ProductGrid>
      )}
    </Stack>
  );
}
