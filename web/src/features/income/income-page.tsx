import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Stat, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHandCoins } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PagedTable, type PagedColumn } from '../../components/ui/paged-table.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import {
  IncomePageDocument,
  IncomePaymentsDocument,
  IncomeTabDocument,
  type IncomePayment_PaymentFragment,
  type IncomeRow_IncomeFragment,
  type IncomeStatus,
} from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatCountdown, formatDate, formatMoney } from '../../lib/format.ts';
import { useMoreRows, type MoreRows } from '../../lib/use-more-rows.ts';
import { useNow } from '../../lib/use-now.ts';
import { FIRST_PAGE, INCOME_TABS, INCOME_TEXTS, MORE_PAGE, type IncomeTabId } from './constants.ts';
import { PayoutRequestDialog } from './payout-request-dialog.tsx';

const INCOME_COLUMNS: PagedColumn<IncomeRow_IncomeFragment>[] = [
  { label: '#', width: '48px', render: (_, n) => n + 1 },
  { label: 'Date', width: '96px', render: (income) => formatDate(income.createdAt) },
  { label: 'Item', width: 'minmax(140px, 1fr)', render: (income) => income.order?.product?.name ?? '—' },
  { label: 'Amount', width: '120px', align: 'end', render: (income) => formatMoney(income.amount) },
];

/** When a pending income can be requested: its date and a countdown, or since when it can. */
function RequestableAt({ at }: { at: string | null }) {
  const now = useNow();
  if (!at) return <>—</>;
  const countdown = formatCountdown(at, now);
  if (!countdown) return <Text color="green.700" whiteSpace="nowrap">{INCOME_TEXTS.requestableSince(formatDate(at))}</Text>;
  return (
    <Stack gap="0">
      <Text>{formatDate(at)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {countdown}
      </Text>
    </Stack>
  );
}

/** PENDING also says when each income can be requested (delivery + 7 days, from the server). */
const PENDING_COLUMNS: PagedColumn<IncomeRow_IncomeFragment>[] = [
  ...INCOME_COLUMNS.slice(0, -1),
  { label: INCOME_TEXTS.requestableColumn, width: '150px', render: (income) => <RequestableAt at={income.requestableAt ?? null} /> },
  ...INCOME_COLUMNS.slice(-1),
];

const PAYMENT_COLUMNS: PagedColumn<IncomePayment_PaymentFragment>[] = [
  { label: '#', width: '48px', render: (_, n) => n + 1 },
  { label: 'Date', width: '96px', render: (payment) => formatDate(payment.createdAt) },
  {
    label: 'Item',
    width: 'minmax(140px, 1fr)',
    render: (payment) => (
      <HStack gap="2" flexWrap="wrap">
        <Text>{payment.itemSummary}</Text>
        {payment.status === 'SENT' ? <Badge colorPalette="green">Sent</Badge> : <Badge colorPalette="yellow">Pending</Badge>}
      </HStack>
    ),
  },
  { label: 'Amount', width: '120px', align: 'end', render: (payment) => formatMoney(payment.amount) },
];

/** A tab's list, paged by the server: its rows, or a loading, empty or failed state. */
function TabList<T extends { id: string }>({ label, rows, total, more, loading, error, refetch, columns }: {
  label: string;
  rows: readonly T[] | undefined;
  total: number;
  more: MoreRows;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  columns: readonly PagedColumn<T>[];
}) {
  if (loading && !rows) return <LinesSkeleton lines={4} />;
  if (error && !rows) return <ErrorView message={errorMessage(error, INCOME_TEXTS.loadFailed)} onRetry={refetch} />;
  if (!rows || rows.length === 0) return <EmptyView title="Nothing here yet." />;
  return <PagedTable label={label} columns={columns} rows={rows} total={total} getKey={(row) => row.id} more={more} what="rows" minWidth="420px" />;
}

/** RECEIVED and PENDING: the marketer's incomes of that status. */
function IncomeTabList({ status, label }: { status: IncomeStatus; label: string }) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(IncomeTabDocument, {
    variables: { status, first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const shown = data ?? previousData;
  const more = useMoreRows(data?.incomes.pageInfo, (after) => fetchMore({ variables: { status, first: MORE_PAGE, after } }));
  return (
    <TabList
      label={label}
      rows={shown?.incomes.edges.map((edge) => edge.node)}
      total={shown?.incomes.totalCount ?? 0}
      more={more}
      loading={loading}
      error={error}
      refetch={() => void refetch()}
      columns={status === 'PENDING' ? PENDING_COLUMNS : INCOME_COLUMNS}
    />
  );
}

/** PAYMENT: the marketer's payment requests, pending and sent. */
function PaymentTabList({ label }: { label: string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(IncomePaymentsDocument, {
    variables: { first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const more = useMoreRows(data?.payments.pageInfo, (after) => fetchMore({ variables: { first: MORE_PAGE, after } }));
  return (
    <TabList
      label={label}
      rows={data?.payments.edges.map((edge) => edge.node)}
      total={data?.payments.totalCount ?? 0}
      more={more}
      loading={loading}
      error={error ? new Error(INCOME_TEXTS.paymentsFailed) : undefined}
      refetch={() => void refetch()}
      columns={PAYMENT_COLUMNS}
    />
  );
}

/** /income?status= (spec §2, marketers): totals, recent income, the three tabs and payout requests. */
export function IncomePage() {
  const [params, setParams] = useSearchParams();
  const tab: IncomeTabId = INCOME_TABS.find((t) => t.id === params.get('status'))?.id ?? 'sent';
  const [requesting, setRequesting] = useState(false);
  const { data, loading, error, refetch } = useQuery(IncomePageDocument, { fetchPolicy: 'cache-and-network' });
  const income = data?.income;

  const tabLabel = INCOME_TABS.find((t) => t.id === tab)!.label;

  return (
    <Stack gap="6">
      <PageHeader
        title="My Income"
        subtitle="Commission on delivered orders. Request a payout once a delivery is 7 days old."
        actions={
          <Button colorPalette="orange" onClick={() => setRequesting(true)}>
            <LuHandCoins /> Payment Request
          </Button>
        }
      />
      {loading && !income ? (
        <LinesSkeleton />
      ) : error && !income ? (
        <ErrorView message={errorMessage(error, INCOME_TEXTS.loadFailed)} onRetry={() => void refetch()} />
      ) : income ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {[
              { label: 'Total income', value: income.totalIncome },
              { label: 'Pending', value: income.pendingAmount },
              { label: 'Received', value: income.receivedAmount },
            ].map((card) => (
              <Box key={card.label} bg="bg" borderWidth="1px" borderRadius="l3" p="5">
                <Stat.Root>
                  <Stat.Label>{card.label}</Stat.Label>
                  <Stat.ValueText fontSize="2xl" data-testid={`income-${card.label.toLowerCase().replace(' ', '-')}`}>
                    {formatMoney(card.value)}
                  </Stat.ValueText>
                </Stat.Root>
              </Box>
            ))}
          </SimpleGrid>
          <Card.Root>
            <Card.Header>
              <Text fontWeight="semibold">Recent income</Text>
            </Card.Header>
            <Card.Body pt="2">
              {income.recent.length === 0 ? (
                <Text color="fg.muted">No payments received yet.</Text>
              ) : (
                <Stack gap="2" as="ul" listStyleType="none" aria-label="Recent income">
                  {income.recent.map((r) => (
                    <HStack as="li" key={r.id} justify="space-between" gap="3">
                      <Stack gap="0" minW="0">
                        <Text truncate>{r.order?.product?.name ?? '—'}</Text>
                        <Text color="fg.muted" fontSize="sm">
                          {formatDate(r.createdAt)}
                        </Text>
                      </Stack>
                      <Text fontWeight="semibold" color="green.700" whiteSpace="nowrap">
                        {formatMoney(r.amount)}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
          <Tabs.Root value={tab} onValueChange={(e) => setParams({ status: e.value })} variant="line" colorPalette="orange">
            <Tabs.List>
              {INCOME_TABS.map((t) => (
                <Tabs.Trigger key={t.id} value={t.id} flexShrink={0}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          {tab === 'payment' ? <PaymentTabList label={tabLabel} /> : <IncomeTabList status={tab === 'sent' ? 'SENT' : 'PENDING'} label={tabLabel} />}
        </>
      ) : null}
      <PayoutRequestDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        onRequested={() => {
          setRequesting(false);
          setParams({ status: 'payment' });
        }}
      />
    </Stack>
  );
}
