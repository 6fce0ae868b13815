import { useQuery } from '@apollo/client/react';
import { Alert, Card, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { useKeptForm } from '../../lib/use-kept-form.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { ORDER_TEXTS } from './constants.ts';
import { OrderForm } from './order-form.tsx';
import { EMPTY_ORDER, type OrderFormValues } from './order-fields.ts';
import { OrderFormProductsDocument } from './order.generated.ts';
import { useOutbox } from './outbox-store.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * /addOrder: active, verified marketers order one of their available products.
 * What is typed is kept on the phone until it is placed or cancelled. `?draft=<id>` edits an
 * order waiting on the phone instead.
 */
export function AddOrderPage() {
  const viewer = useViewer();
  const t = useT();
  const draftId = useSearchParams()[0].get('draft');
  const { data, loading, error, refetch } = useQuery(OrderFormProductsDocument, {
    skip: !viewer.canPlaceOrders,
    fetchPolicy: 'cache-and-network',
  });
  const outbox = useOutbox(viewer.id);
  const typed = useKeptForm<OrderFormValues>(viewer.id, 'add-order', EMPTY_ORDER);
  const place = usePlaceOrder(viewer.id, typed.forget);

  if (!viewer.canPlaceOrders) {
    return (
      <Stack gap="6" maxW="2xl">
        <PageHeader title={t('orders.addNew')} />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {t(viewer.role === 'ADMIN' ? ORDER_TEXTS.adminCannotOrder : ORDER_TEXTS.cannotOrder)}
          </Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const draft = draftId ? outbox.drafts.find((d) => d.id === draftId) : undefined;
  const products = (data?.myProducts ?? []).filter((p) => p.status === 'AVAILABLE');
  const header = draftId ? (
    <PageHeader title={t('outbox.editTitle')} subtitle={t('outbox.editSubtitle')} />
  ) : (
    <PageHeader title={t('orders.addNew')} subtitle={t('orders.add.subtitle')} />
  );

  // A waiting order that may have been placed is not changed: sending it again says what became of it.
  if (draftId && outbox.loaded && !place.busy && (!draft || draft.maybePlaced)) {
    return (
      <Stack gap="6" maxW="3xl">
        {header}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{draft ? t('outbox.editLocked') : t('outbox.notFound')}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to="/orders">{t('outbox.backToOrders')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  const ready = draftId ? outbox.loaded : typed.ready;
  // A product no longer available in the list is chosen again.
  const initial = draft
    ? {
        ...draft.values,
        productId: products.some((p) => p.id === draft.values.productId) ? draft.values.productId : '',
      }
    : (typed.saved ?? EMPTY_ORDER);
  const submit = (values: OrderFormValues) =>
    void place.submit(values, products.find((p) => p.id === values.productId)?.name ?? draft?.productName ?? '', draft);

  return (
    <Stack gap="6" maxW="3xl">
      {header}
      {(loading && !data) || !ready ? (
        <LinesSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, t('orders.productsFailed'))} onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <EmptyView
          title={t('orders.add.noProducts')}
          description={t('orders.add.noProductsHint')}
          action={
            <Button asChild colorPalette="orange">
              <RouterLink to="/products">{t('orders.add.browse')}</RouterLink>
            </Button>
          }
        />
      ) : (
        <Card.Root>
          <Card.Body>
            <OrderForm
              key={draft?.id ?? 'new'}
              products={products}
              initial={initial}
              bonusRate={viewer.bonusCommissionRate}
              busy={place.busy}
              serverErrors={place.serverErrors}
              submitLabel={t('orders.add.submit')}
              onSubmit={submit}
              onValuesChange={draft ? undefined : typed.keep}
              onCancel={draft ? undefined : () => void typed.forget()}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
