import { useQuery } from '@apollo/client/react';
import { Badge, Stack, Tabs } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../components/ui/export-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PagedTable, type PagedColumn } from '../../components/ui/paged-table.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { PaymentsPageDocument, PaymentsPageMoreDocument, type PaymentRow_PaymentFragment } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { exportUrl } from '../../lib/export-url.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useMoreRows } from '../../lib/use-more-rows.ts';
import { FIRST_PAGE, MORE_PAGE, PAYMENT_TABS, PAYMENT_TEXTS } from './constants.ts';

const COLUMNS: PagedColumn<PaymentRow_PaymentFragment>[] = [
  { label: '#', width: '48px', render: (_, n) => n + 1 },
  { label: 'Date', width: '96px', render: (p) => formatDate(p.createdAt) },
  { label: 'Item', width: 'minmax(140px, 1.4fr)', render: (p) => p.itemSummary },
  { label: 'From', width: 'minmax(110px, 1fr)', render: (p) => p.user?.name ?? '—' },
  { label: 'Commission Amount', width: '150px', align: 'end', render: (p) => formatMoney(p.amount) },
];

/** /payment?status= (spec §2, admin): pending and sent payment requests, newest first, paged by the server. */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = PAYMENT_TABS.find((t) => t.id === params.get('status')) ?? PAYMENT_TABS[0];
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(PaymentsPageDocument, {
    variables: { status: tab.status, first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const shown = data ?? previousData;
  const more = useMoreRows(data?.payments.pageInfo, (after) => fetchMore({ query: PaymentsPageMoreDocument, variables: { status: tab.status, first: MORE_PAGE, after } }));
  const payments = shown?.payments.edges.map((edge) => edge.node) ?? [];
  const counts = shown?.paymentCounts;

  return (
    <Stack gap="5">
      <PageHeader
        title="Payment"
        subtitle="Payout requests from marketers."
        actions={<ExportButton href={exportUrl('payments', { status: tab.status })} label={PAYMENT_TEXTS.exportCsv} />}
      />
      <Tabs.Root value={tab.id} onValueChange={(e) => setParams({ status: e.value })} variant="line" colorPalette="orange">
        <Tabs.List>
          {PAYMENT_TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} flexShrink={0}>
              {t.label}
              {counts && (
                <Badge size="sm" variant="subtle" ms="1">
                  {counts[t.id]}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {loading && !shown ? (
        <LinesSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, PAYMENT_TEXTS.loadFailed)} onRetry={() => void refetch()} />
      ) : payments.length === 0 ? (
        <EmptyView title={PAYMENT_TEXTS.empty} />
      ) : (
        <PagedTable
          label="Payments"
          columns={COLUMNS}
          rows={payments}
          total={shown!.payments.totalCount}
          getKey={(p) => p.id}
          more={more}
          what="payments"
          onOpen={(p) => void navigate(`/paymentDetail?paymentId=${encodeURIComponent(p.id)}`)}
        />
      )}
    </Stack>
  );
}
