import { ORDER_STATUS } from '@bikri/schema/order-status';
import { useQuery } from '@apollo/client/react';
import { Badge, Card, Grid, Heading, HStack, Menu, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { LuArrowLeft, LuBan, LuChevronDown, LuPencil, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DateText } from '../../components/ui/date-text.tsx';
import { Details } from '../../components/ui/details.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatMoney, formatNumber, formatPercent, formatLocation, formatPhone } from '../../lib/format.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { statusChoicesOf, useOrderStatusFlow } from './order-status-flow.tsx';
import { OrderDetailPageDocument } from './order.generated.ts';
import { RiskFlagsCard } from './risk-flags.tsx';
import { StatusChoices } from './status-choices.tsx';
import { CustomerTracking } from './customer-tracking.tsx';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { Button } from '../../components/ui/button.tsx';

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Details rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /orderDetail?orderId=: product, customer, who ordered it, and when; and what may be
 * done to it, as buttons a thumb reaches: edit, cancel and, for an admin, change its status.
 */
export function OrderDetailPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('orderId') ?? '';
  const { data, loading, error, refetch } = useQuery(OrderDetailPageDocument, { variables: { id }, skip: !id });
  const order = data?.order;
  const t = useT();
  const needsConnection = useNeedsConnection();
  const admin = useViewer().role === 'ADMIN';
  const flow = useOrderStatusFlow(null);

  // `&cancel=1` (a customer's decline in the inbox): the cancellation asks at once, once.
  const cancelAsked = params.get('cancel') === '1';
  const askedToCancel = useRef(false);
  useEffect(() => {
    if (!cancelAsked || !order || askedToCancel.current) return;
    askedToCancel.current = true;
    if (order.canCancel) flow.request(order, 'CANCELLED');
    setParams(
      (current) => {
        current.delete('cancel');
        return current;
      },
      { replace: true },
    );
  }, [cancelAsked, order, flow, setParams]);

  if (!id) return <EmptyView title={t('orders.noneChosen')} />;
  if (loading && !order) return <LinesSkeleton lines={8} />;
  if (!order) return <ErrorView message={errorMessage(error, t('orders.loadFailed'))} onRetry={() => void refetch()} />;
  const choices = statusChoicesOf(order);

  return (
    <Stack gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/orders">
            <LuArrowLeft /> {t('orders.title')}
          </RouterLink>
        </Button>
        <HStack gap="2" flexWrap="wrap">
          {admin && choices.length > 0 && (
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button size="sm" variant="outline" {...needsConnection()} loading={flow.busyId === order.id}>
                  <LuRefreshCw /> {t('menu.changeStatus')} <LuChevronDown />
                </Button>
              </Menu.Trigger>
              <StatusChoices order={order} onChoose={(status) => flow.request(order, status)} />
            </Menu.Root>
          )}
          {order.canEdit && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/editOrder?orderId=${encodeURIComponent(order.id)}`}>
                <LuPencil /> {t('menu.editOrder')}
              </RouterLink>
            </Button>
          )}
          {order.canCancel && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              {...needsConnection(flow.busyId !== null)}
              onClick={() => flow.request(order, 'CANCELLED')}
            >
              <LuBan /> {t('menu.cancelOrder')}
            </Button>
          )}
        </HStack>
      </HStack>
      {flow.dialog}
      <PageHeader
        title={order.product?.name ?? t('orders.order')}
        subtitle={
          <Badge colorPalette={ORDER_STATUS[order.status].color} size="lg">
            {t(ORDER_STATUS[order.status].label)}
          </Badge>
        }
      />
      <RiskFlagsCard flags={order.riskFlags} />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
        <Section
          title={t('detail.productDetails')}
          rows={[
            [t('detail.product'), order.product?.name ?? '—'],
            [t('detail.quantity'), formatNumber(order.quantity)],
            [t('detail.productPrice'), order.product ? formatMoney(order.product.price) : '—'],
            [t('detail.orderPrice'), formatMoney(order.price)],
            [t('detail.orderTotal'), formatMoney(order.totalPrice)],
            [t('detail.productRate'), order.product ? formatPercent(order.product.commissionRate) : '—'],
            [t('detail.orderRate'), formatPercent(order.commissionRate)],
            [t('detail.baseCommission'), order.product ? formatMoney(order.product.commission) : '—'],
            [t('detail.perUnit'), formatMoney(order.commission)],
            [t('detail.totalCommission'), formatMoney(order.totalCommission)],
            [t('detail.status'), t(ORDER_STATUS[order.status].label)],
            [t('detail.remarks'), order.remarks ?? '—'],
          ]}
        />
        <Stack gap="6">
          <CustomerTracking order={order} />
          <Section
            title={t('detail.customerDetails')}
            rows={[
              [t('detail.name'), order.customer.name],
              [t('detail.phone'), formatPhone(order.customer.phone)],
              [t('detail.location'), formatLocation(order.customer)],
            ]}
          />
          <Section
            title={t('detail.orderedBy')}
            rows={[
              [t('detail.name'), order.owner?.name ?? '—'],
              [t('detail.email'), order.owner?.email ?? '—'],
              [t('detail.phone'), order.owner?.phone ? formatPhone(order.owner.phone) : '—'],
              [t('detail.bonus'), order.owner ? formatPercent(order.owner.bonusCommissionRate) : '—'],
            ]}
          />
          <Section
            title={t('detail.timeline')}
            rows={[
              [t('detail.created'), <DateText iso={order.createdAt} withTime both />],
              [t('detail.updated'), <DateText iso={order.updatedAt} withTime both />],
              ...(order.deliveredAt
                ? ([[t('detail.delivered'), <DateText iso={order.deliveredAt} withTime both />]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
            ]}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
