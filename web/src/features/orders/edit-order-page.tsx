import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { errorMessage, formFailure } from '../../lib/errors.ts';
import { orderFieldLabels, ORDER_TEXTS } from './constants.ts';
import { OrderForm } from './order-form.tsx';
import { orderFields, type OrderFormValues } from './order-fields.ts';
import { apiMessage, useT } from '../../lib/i18n.ts';
import { EditOrderDocument, EditOrderPageDocument } from './order.generated.ts';

/** /editOrder?orderId=: the same form, the product locked, the owner's bonus rate. */
export function EditOrderPage() {
  const [params] = useSearchParams();
  const id = params.get('orderId') ?? '';
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { data, loading, error, refetch } = useQuery(EditOrderPageDocument, { variables: { id }, skip: !id });
  const [editOrder] = useMutation(EditOrderDocument);
  const order = data?.order;
  const t = useT();

  if (!id) return <EmptyView title={t('orders.noneChosen')} />;
  if (loading && !order) return <LinesSkeleton />;
  if (!order) return <ErrorView message={errorMessage(error, t('orders.loadFailed'))} onRetry={() => void refetch()} />;

  const submit = async (values: OrderFormValues) => {
    if (busy) return;
    setBusy(true);
    setServerErrors({});
    try {
      const result = await editOrder({
        variables: {
          id,
          input: orderFields(values),
        },
      });
      notifySuccess(apiMessage(result.data?.editOrder.message ?? t('orders.updated'), 'orders.updated'));
      void navigate('/orders');
    } catch (failure) {
      // Spec §8's lines: a refusal, with its reason when no field shows it, or an exception.
      const { fields, toast } = formFailure(failure, orderFieldLabels(), '');
      setServerErrors(fields);
      if (CombinedGraphQLErrors.is(failure))
        notifyError(t(ORDER_TEXTS.updateFailed), TOAST_MS.info, toast || undefined);
      else notifyError(t(ORDER_TEXTS.updateError), TOAST_MS.info);
      setBusy(false);
    }
  };

  const product = order.product;
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('orders.editTitle')} subtitle={t('orders.editSubtitle', { name: order.customer.name })} />
      {!order.canEdit ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('orders.notEditable')}</Alert.Title>
        </Alert.Root>
      ) : !product ? (
        <EmptyView title={t('orders.productGone')} />
      ) : (
        <Card.Root>
          <Card.Body>
            <OrderForm
              products={[]}
              lockedProduct={product}
              bonusRate={order.owner?.bonusCommissionRate ?? 0}
              initial={{
                productId: product.id,
                quantity: String(order.quantity),
                price: String(order.price),
                customerName: order.customer.name,
                customerPhone: order.customer.phone,
                customerLocation: order.customer.location,
                remarks: order.remarks ?? '',
              }}
              busy={busy}
              serverErrors={serverErrors}
              submitLabel={t('orders.saveChanges')}
              needsConnection
              onSubmit={(v) => void submit(v)}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
