import { useQuery } from '@apollo/client/react';
import { Badge, DataList, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuArrowLeft, LuCheck, LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyView, PageCenter } from '../../components/ui/states.tsx';
import { notifyError } from '../../components/ui/toaster.tsx';
import { errorCode, errorMessage } from '../../lib/errors.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { PRODUCT_TEXTS } from './constants.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { ProductDetailPageDocument } from './product.generated.ts';
import { ShareProduct } from './share-product.tsx';
import { useProductActions } from './use-product-actions.ts';
import { translate, useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { focusOnArrival } from '../../lib/arrival-focus.ts';
import { useScreenTitle } from '../../lib/use-screen-title.ts';
import { Button } from '../../components/ui/button.tsx';

/** /productDetail?productId=: images, description, price in NPR, commission, status. */
export function ProductDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('productId') ?? '';
  const viewer = useViewer();
  const actions = useProductActions();
  const t = useT();
  const needsConnection = useNeedsConnection();
  const { data, loading, error } = useQuery(ProductDetailPageDocument, { variables: { id }, skip: !id });

  useEffect(() => {
    if (error) notifyError(errorMessage(error, translate(PRODUCT_TEXTS.detailError)));
  }, [error]);
  // A product the gateway does not know (deleted since its link was made) is gone, not failing.
  const gone = errorCode(error) === 'NOT_FOUND';
  useScreenTitle(data?.product.name ?? t('products.title'));

  if (!id) return <EmptyView title={t(PRODUCT_TEXTS.detailFailed)} description={t('products.noneChosen')} />;
  if (loading && !data) {
    return (
      <PageCenter>
        <Text color="fg.muted">{t(PRODUCT_TEXTS.detailLoading)}</Text>
      </PageCenter>
    );
  }
  const product = data?.product;
  if (!product) {
    return (
      <EmptyView
        title={t(gone ? 'products.gone' : PRODUCT_TEXTS.detailFailed)}
        action={
          <Button asChild variant="outline">
            <RouterLink to="/products">{t('products.back')}</RouterLink>
          </Button>
        }
      />
    );
  }

  const available = product.status === 'AVAILABLE';
  return (
    <Stack gap="6">
      <Button asChild variant="ghost" alignSelf="start" size="sm">
        <RouterLink to="/products">
          <LuArrowLeft /> {t('products.title')}
        </RouterLink>
      </Button>
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', md: '10' }}
        alignItems="start"
      >
        <ImageCarousel images={product.images} name={product.name} />
        <Stack gap="5">
          <Stack gap="2">
            <Badge colorPalette={available ? 'green' : 'red'} alignSelf="start">
              {available ? t('products.available') : t('products.outOfStock')}
            </Badge>
            <Heading as="h1" size="2xl" ref={focusOnArrival} tabIndex={-1} outline="none">
              {product.name}
            </Heading>
            <Text fontSize="2xl" fontWeight="bold">
              {formatMoney(product.price, 'NPR')}
            </Text>
          </Stack>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('products.commissionRate')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatPercent(product.commissionRate)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('products.commissionLabel')}</DataList.ItemLabel>
              <DataList.ItemValue color="green.700" fontWeight="semibold">
                {formatMoney(product.commission, 'NPR')}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="1">
            <Text fontWeight="semibold">{t('products.description')}</Text>
            <Text color="fg.muted" whiteSpace="pre-line">
              {product.description || t('products.noDescription')}
            </Text>
          </Stack>
          <HStack gap="3">
            {viewer.role === 'ADMIN' ? (
              <Button asChild colorPalette="orange">
                <RouterLink to={`/editProduct?productId=${encodeURIComponent(product.id)}`}>
                  <LuPencil /> {t('products.edit')}
                </RouterLink>
              </Button>
            ) : product.inMyList ? (
              <Button variant="subtle" colorPalette="green" disabled>
                <LuCheck /> {t('products.inMyList')}
              </Button>
            ) : (
              <Button
                colorPalette="orange"
                {...needsConnection(!available)}
                loading={actions.busyId === product.id}
                onClick={() => void actions.addToMyProducts(product.id)}
              >
                {t('products.addToMine')}
              </Button>
            )}
            <ShareProduct product={product} />
          </HStack>
        </Stack>
      </Grid>
    </Stack>
  );
}
