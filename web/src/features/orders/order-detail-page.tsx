import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, DataList, Grid, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { OrderDetailPageDocument } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatMoney, formatPercent } from '../../lib/format.ts';
import { STATUS_COLOR, STATUS_LABEL } from './constants.ts';

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel w={{ base: '36', sm: '48' }} flexShrink={0}>
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** /orderDetail?orderId= (spec §2): product, customer, who ordered it, and when. */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('orderId') ?? '';
  const { data, loading, error, refetch } = useQuery(OrderDetailPageDocument, { variables: { id }, skip: !id });
  const order = data?.order;

  if (!id) return <EmptyView title="No order was chosen." />;
  if (loading && !order) return <LinesSkeleton lines={8} />;
  if (!order) return <ErrorView message={errorMessage(error, 'Could not load the order.')} onRetry={() => void refetch()} />;

  return (
    <Stack gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/orders">
            <LuArrowLeft /> Orders
          </RouterLink>
        </Button>
        {order.canEdit && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/editOrder?orderId=${encodeURIComponent(order.id)}`}>
              <LuPencil /> Edit Order
            </RouterLink>
          </Button>
        )}
      </HStack>
      <PageHeader
        title={order.product?.name ?? 'Order'}
        subtitle={
          <Badge colorPalette={STATUS_COLOR[order.status]} size="lg">
            {STATUS_LABEL[order.status]}
          </Badge>
        }
      />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
        <Section
          title="Product details"
          rows={[
            ['Product', order.product?.name ?? '—'],
            ['Quantity', order.quantity],
            ['Product price', order.product ? formatMoney(order.product.price) : '—'],
            ['Order price', formatMoney(order.price)],
            ['Order total', formatMoney(order.totalPrice)],
            ['Product commission rate', order.product ? formatPercent(order.product.commissionRate) : '—'],
            ['Order commission rate', formatPercent(order.commissionRate)],
            ['Base commission', order.product ? formatMoney(order.product.commission) : '—'],
            ['Commission per unit', formatMoney(order.commission)],
            ['Total commission', formatMoney(order.totalCommission)],
            ['Status', STATUS_LABEL[order.status]],
            ['Remarks', order.remarks ?? '—'],
          ]}
        />
        <Stack gap="6">
          <Section title="Customer details" rows={[['Name', order.customer.name], ['Phone', order.customer.phone], ['Location', order.customer.location]]} />
          <Section
            title="Ordered by"
            rows={[
              ['Name', order.owner?.name ?? '—'],
              ['Email', order.owner?.email ?? '—'],
              ['Phone', order.owner?.phone ?? '—'],
              ['Bonus commission', order.owner ? formatPercent(order.owner.bonusCommissionRate) : '—'],
            ]}
          />
          <Section
            title="Timeline"
            rows={[
              ['Created', formatDateTime(order.createdAt)],
              ['Updated', formatDateTime(order.updatedAt)],
              ...(order.deliveredAt ? ([['Delivered', formatDateTime(order.deliveredAt)]] as [string, ReactNode][]) : []),
            ]}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
