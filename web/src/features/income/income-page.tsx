import { ListTabs } from '../../components/ui/list-tabs.tsx';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { FIRST_PAGE, MORE_PAGE } from '@bikri/schema/lists';
import { useMemo, useState } from 'react';
import { LuHandCoins } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { DateText } from '../../components/ui/date-text.tsx';
import { DataTable, type DataColumn, type PhoneLayout } from '../../components/ui/data-table.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import type { IncomeStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatCountdown, formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { RECENT_INCOME } from '@bikri/schema/payout';
import { nextVisitPolicy } from '../../lib/use-visit-fetch-policy.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { paymentItems } from '../../lib/payment-items.ts';
import { useMoreRows, type MoreRows } from '../../lib/use-more-rows.ts';
import { useNow } from '../../lib/use-now.ts';
import { INCOME_TABS, INCOME_TEXTS, type IncomeTabId } from './constants.ts';
import {
  IncomePageDocument,
  IncomePaymentsDocument,
  IncomeTabDocument,
  type IncomePayment_PaymentFragment,
  type IncomeRow_IncomeFragment,
} from './income.generated.ts';
import { PayoutRequestDialog } from './payout-request-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

const incomeColumns = (t: Translate): DataColumn<IncomeRow_IncomeFragment>[] => [
  { key: 'number', label: t('income.col.number'), width: '48px', render: (_, n) => formatNumber(n + 1) },
  { key: 'date', label: t('income.col.date'), width: '96px', render: (income) => <DateText iso={income.createdAt} /> },
  {
    key: 'item',
    label: t('income.col.item'),
    width: 'minmax(140px, 1fr)',
    render: (income) => <span className="data-table__wrap">{income.order?.product?.name ?? '—'}</span>,
  },
  {
    key: 'amount',
    label: t('income.col.amount'),
    width: '120px',
    align: 'end',
    render: (income) => formatMoney(income.amount),
  },
];

/** On a phone: the item and amount, then the date. */
const INCOME_PHONE: PhoneLayout = { columns: 'minmax(0, 1fr) auto', areas: '"item amount" "date date"', rowHeight: 64 };

/** When a pending income can be requested: its date and a countdown, or since when it can. */
function RequestableAt({ at }: { at: string | null }) {
  const now = useNow();
  const t = useT();
  if (!at) return <>—</>;
  const countdown = formatCountdown(at, now);
  if (!countdown)
    return (
      <Text as="span" className="data-table__wrap" color="green.700">
        {t(INCOME_TEXTS.requestableSince, { date: formatDate(at) })}
      </Text>
    );
  return (
    <>
      <DateText iso={at} />
      <div className="data-table__muted">{countdown}</div>
    </>
  );
}

/** PENDING also says when each income can be requested (delivery + 7 days, from the server). */
const pendingColumns = (t: Translate): DataColumn<IncomeRow_IncomeFragment>[] => {
  const columns = incomeColumns(t);
  return [
    ...columns.slice(0, -1),
    {
      key: 'requestable',
      label: t(INCOME_TEXTS.requestableColumn),
      width: '150px',
      render: (income) => <RequestableAt at={income.requestableAt ?? null} />,
    },
    ...columns.slice(-1),
  ];
};

/** On a phone the date it can be requested stands in for the date it was earned. */
const PENDING_PHONE: PhoneLayout = {
  columns: 'minmax(0, 1fr) auto',
  areas: '"item amount" "requestable requestable"',
  rowHeight: 76,
};

const paymentColumns = (t: Translate): DataColumn<IncomePayment_PaymentFragment>[] => [
  { key: 'number', label: t('income.col.number'), width: '48px', render: (_, n) => formatNumber(n + 1) },
  {
    key: 'date',
    label: t('income.col.date'),
    width: '96px',
    render: (payment) => <DateText iso={payment.createdAt} />,
  },
  {
    key: 'item',
    label: t('income.col.item'),
    width: 'minmax(140px, 1fr)',
    render: (payment) => (
      <span className="data-table__wrap">
        {/* The state first: a long item summary is cut at its end on a phone. */}
        {payment.status === 'SENT' ? (
          <Badge colorPalette="green">{t('income.sent')}</Badge>
        ) : (
          <Badge colorPalette="yellow">{t('income.pending')}</Badge>
        )}{' '}
        {paymentItems(t, payment)}
      </span>
    ),
  },
  {
    key: 'amount',
    label: t('income.col.amount'),
    width: '120px',
    align: 'end',
    render: (payment) => formatMoney(payment.amount),
  },
];

/** On a phone: the item, its state and the amount, then the date. */
const PAYMENT_PHONE: PhoneLayout = {
  columns: 'minmax(0, 1fr) auto',
  areas: '"item amount" "date date"',
  rowHeight: 64,
};

const rowKey = (row: { id: string }) => row.id;

/** A tab's list, paged by the server: its rows, or a loading, empty or failed state. */
function TabList<T extends { id: string }>({
  label,
  rows,
  total,
  more,
  loading,
  error,
  refetch,
  columns,
  rowHeight,
  phone,
}: {
  label: string;
  rows: readonly T[] | undefined;
  total: number;
  more: MoreRows;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  columns: readonly DataColumn<T>[];
  rowHeight: number;
  phone: PhoneLayout;
}) {
  const t = useT();
  if (loading && !rows) return <LinesSkeleton lines={4} />;
  if (error && !rows) return <ErrorView message={errorMessage(error, t(INCOME_TEXTS.loadFailed))} onRetry={refetch} />;
  if (!rows || rows.length === 0) return <EmptyView title={t('income.empty')} />;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      total={total}
      getKey={rowKey}
      rowHeight={rowHeight}
      phone={phone}
      minWidth={420}
      more={more}
      what={t('income.rows')}
    />
  );
}

/** RECEIVED and PENDING: the marketer's incomes of that status. */
function IncomeTabList({ status, label }: { status: IncomeStatus; label: string }) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(IncomeTabDocument, {
    variables: { status, first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: nextVisitPolicy,
  });
  const shown = data ?? previousData;
  const t = useT();
  const more = useMoreRows(data?.incomes.pageInfo, (after) =>
    fetchMore({ variables: { status, first: MORE_PAGE, after } }),
  );
  const columns = useMemo(() => (status === 'PENDING' ? pendingColumns(t) : incomeColumns(t)), [status, t]);
  return (
    <TabList
      label={label}
      rows={shown?.incomes.edges.map((edge) => edge.node)}
      total={shown?.incomes.totalCount ?? 0}
      more={more}
      loading={loading}
      error={error}
      refetch={() => void refetch()}
      columns={columns}
      rowHeight={status === 'PENDING' ? 64 : 52}
      phone={status === 'PENDING' ? PENDING_PHONE : INCOME_PHONE}
    />
  );
}

/** PAYMENT: the marketer's payment requests, pending and sent. */
function PaymentTabList({ label }: { label: string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(IncomePaymentsDocument, {
    variables: { first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: nextVisitPolicy,
  });
  const more = useMoreRows(data?.payments.pageInfo, (after) => fetchMore({ variables: { first: MORE_PAGE, after } }));
  const t = useT();
  const columns = useMemo(() => paymentColumns(t), [t]);
  return (
    <TabList
      label={label}
      rows={data?.payments.edges.map((edge) => edge.node)}
      total={data?.payments.totalCount ?? 0}
      more={more}
      loading={loading}
      error={error ? new Error(t(INCOME_TEXTS.paymentsFailed)) : undefined}
      refetch={() => void refetch()}
      columns={columns}
      rowHeight={52}
      phone={PAYMENT_PHONE}
    />
  );
}

/** /income?status= (marketers): totals, recent income, the three tabs and payout requests. */
export function IncomePage() {
  const [params, setParams] = useSearchParams();
  const tab: IncomeTabId = INCOME_TABS.find((candidate) => candidate.id === params.get('status'))?.id ?? 'sent';
  const [requesting, setRequesting] = useState(false);
  const { data, loading, error, refetch } = useQuery(IncomePageDocument, { fetchPolicy: 'cache-and-network' });
  const income = data?.income;
  const t = useT();
  const needsConnection = useNeedsConnection();

  const tabLabel = t(INCOME_TABS.find((candidate) => candidate.id === tab)!.label);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('income.title')}
        subtitle={t('income.subtitle')}
        actions={
          <Button colorPalette="orange" {...needsConnection()} onClick={() => setRequesting(true)}>
            <LuHandCoins /> {t('income.request')}
          </Button>
        }
      />
      {loading && !income ? (
        <LinesSkeleton />
      ) : error && !income ? (
        <ErrorView message={errorMessage(error, t(INCOME_TEXTS.loadFailed))} onRetry={() => void refetch()} />
      ) : income ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {[
              { id: 'total-income', label: t('income.total'), value: income.totalIncome },
              { id: 'pending', label: t('income.pendingAmount'), value: income.pendingAmount },
              { id: 'received', label: t('income.received'), value: income.receivedAmount },
            ].map((card) => (
              <Box key={card.id} bg="bg" borderWidth="1px" borderRadius="l3" p="5">
                <Stat.Root>
                  <Stat.Label>{card.label}</Stat.Label>
                  <Stat.ValueText fontSize="2xl" data-testid={`income-${card.id}`}>
                    {formatMoney(card.value)}
                  </Stat.ValueText>
                </Stat.Root>
              </Box>
            ))}
          </SimpleGrid>
          <Card.Root>
            <Card.Header gap="0.5">
              <Text fontWeight="semibold">{t('income.recent')}</Text>
              <Text fontSize="sm" color="fg.muted" data-testid="recent-income-hint">
                {t('income.recentHint', { count: formatNumber(RECENT_INCOME) })}
              </Text>
            </Card.Header>
            <Card.Body pt="2">
              {income.recent.length === 0 ? (
                <Text color="fg.muted">{t('income.noRecent')}</Text>
              ) : (
                <Stack gap="2" as="ul" listStyleType="none" aria-label={t('income.recent')}>
                  {income.recent.map((r) => (
                    <HStack as="li" key={r.id} justify="space-between" gap="3">
                      <Stack gap="0" minW="0">
                        <Text truncate>{r.order?.product?.name ?? '—'}</Text>
                        <Text color="fg.muted" fontSize="sm">
                          <DateText iso={r.createdAt} />
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
          <ListTabs tabs={INCOME_TABS} value={tab} onChange={(id) => setParams({ status: id })} gap="6">
            {tab === 'payment' ? (
              <PaymentTabList label={tabLabel} />
            ) : (
              <IncomeTabList status={tab === 'sent' ? 'SENT' : 'PENDING'} label={tabLabel} />
            )}
          </ListTabs>
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
