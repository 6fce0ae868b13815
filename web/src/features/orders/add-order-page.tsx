import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { AddOrderDocument, OrderFormProductsDocument } from '../../gql/graphql.ts';
import { errorMessage, formFailure } from '../../lib/errors.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { orderFieldLabels, ORDER_TEXTS, tabOf } from './constants.ts';
import { moveOrderInDashboard, moveOrderInLists } from './order-cache.ts';
import { OrderForm, orderFields, type OrderFormValues } from './order-form.tsx';
import { apiMessage, useT } from '../../lib/i18n.ts';

const EMPTY: OrderFormValues = { productId: '', quantity: '1', price: '', customerName: '', customerPhone: '', customerLocation: '', remarks: '' };

/** /addOrder (spec §2, §5): active, verified marketers order one of their available products. */
export function AddOrderPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const t = useT();
  const { data, loading, error, refetch } = useQuery(OrderFormProductsDocument, { skip: !viewer.canPlaceOrders, fetchPolicy: 'cache-and-network' });
  const [addOrder] = useMutation(AddOrderDocument, {
    update(cache, { data: result }) {
      if (!result) return;
      moveOrderInLists(cache, result.addOrder.order, null);
      moveOrderInDashboard(cache, null, 'CONFIRMED', 0);
    },
  });

  if (!viewer.canPlaceOrders) {
    return (
      <Stack gap="6" maxW="2xl">
        <PageHeader title={t('orders.addNew')} />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t(viewer.role === 'ADMIN' ? ORDER_TEXTS.adminCannotOrder : ORDER_TEXTS.cannotOrder)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const products = (data?.myProducts ?? []).filter((p) => p.status === 'AVAILABLE');
  const submit = async (values: OrderFormValues) => {
    if (busy) return;
    setBusy(true);
    setServerErrors({});
    try {
      const result = await addOrder({
        variables: {
          input: { productId: values.productId, ...orderFields(values) },
        },
      });
      notifySuccess(apiMessage(result.data?.addOrder.message ?? t('orders.placed'), 'orders.placed'));
      // The tab the new order is in, as cancelling opens Cancelled.
      void navigate(`/orders?order=${tabOf('CONFIRMED').id}`);
    } catch (failure) {
      const { fields, toast } = formFailure(failure, orderFieldLabels(), t(ORDER_TEXTS.createFailed));
      setServerErrors(fields);
      if (toast) notifyError(toast, TOAST_MS.orderError);
      setBusy(false);
    }
  };

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('orders.addNew')} subtitle={t('orders.add.subtitle')} />
      {loading && !data ? (
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
            <OrderForm products={products} initial={EMPTY} bonusRate={viewer.bonusCommissionRate} busy={busy} serverErrors={serverErrors} submitLabel={t('orders.add.submit')} onSubmit={(v) => void submit(v)} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
