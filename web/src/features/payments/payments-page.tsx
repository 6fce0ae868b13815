import { useQuery } from '@apollo/client/react';
import { Badge, Box, Stack, Table, Tabs } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { PaymentsPageDocument } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { PAYMENT_TABS, PAYMENT_TEXTS } from './constants.ts';

/** /payment?status= (spec §2, admin): pending and sent payment requests, newest first. */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = PAYMENT_TABS.find((t) => t.id === params.get('status')) ?? PAYMENT_TABS[0];
  const { data, loading, error, refetch } = useQuery(PaymentsPageDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const payments = useMemo(() => (data?.payments ?? []).filter((p) => p.status === tab.status), [data, tab.status]);

  return (
    <Stack gap="5">
      <PageHeader title="Payment" subtitle="Payout requests from marketers." />
      <Tabs.Root value={tab.id} onValueChange={(e) => setParams({ status: e.value })} variant="line" colorPalette="orange">
        <Tabs.List>
          {PAYMENT_TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} flexShrink={0}>
              {t.label}
              {data && (
                <Badge size="sm" variant="subtle" ms="1">
                  {data.payments.filter((p) => p.status === t.status).length}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {loading && !data ? (
        <LinesSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, PAYMENT_TEXTS.loadFailed)} onRetry={() => void refetch()} />
      ) : payments.length === 0 ? (
        <EmptyView title={PAYMENT_TEXTS.empty} />
      ) : (
        <Box overflowX="auto" bg="bg" borderWidth="1px" borderRadius="l3">
          <Table.Root size="md" interactive aria-label="Payments">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12">#</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader>From</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Commission Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments.map((payment, n) => (
                <Table.Row
                  key={payment.id}
                  cursor="pointer"
                  tabIndex={0}
                  onClick={() => navigate(`/paymentDetail?paymentId=${encodeURIComponent(payment.id)}`)}
                  onKeyDown={(e) => e.key === 'Enter' && navigate(`/paymentDetail?paymentId=${encodeURIComponent(payment.id)}`)}
                >
                  <Table.Cell>{n + 1}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(payment.createdAt)}</Table.Cell>
                  <Table.Cell>{payment.itemSummary}</Table.Cell>
                  <Table.Cell>{payment.user?.name ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(payment.amount)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
