import { ListTabs } from '../../components/ui/list-tabs.tsx';
import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { FIRST_PAGE, MORE_PAGE } from '@bikri/schema/lists';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../components/ui/export-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PagedTable, type PagedColumn } from '../../components/ui/paged-table.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { PaymentsPageDocument, PaymentsPageMoreDocument, type PaymentRow_PaymentFragment } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { exportUrl } from '../../lib/export-url.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { useMoreRows } from '../../lib/use-more-rows.ts';
import { PAYMENT_TABS, PAYMENT_TEXTS } from './constants.ts';
import { useT, type Translate } from '../../lib/i18n.ts';

const columns = (t: Translate): PagedColumn<PaymentRow_PaymentFragment>[] => [
  { label: t('payments.col.number'), width: '48px', phone: false, render: (_, n) => formatNumber(n + 1) },
  { label: t('payments.col.date'), width: '96px', phone: '5.25rem', render: (p) => formatDate(p.createdAt) },
  { label: t('payments.col.item'), width: 'minmax(140px, 1.4fr)', phone: '1.2fr', render: (p) => p.itemSummary },
  { label: t('payments.col.from'), width: 'minmax(110px, 1fr)', phone: '1fr', render: (p) => p.user?.name ?? '—' },
  { label: t('payments.col.amount'), width: '150px', phone: '6.5rem', align: 'end', render: (p) => formatMoney(p.amount) },
];

/** /payment?status= (admin): pending and sent payment requests, newest first, paged by the server. */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = PAYMENT_TABS.find((candidate) => candidate.id === params.get('status')) ?? PAYMENT_TABS[0];
  const t = useT();
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
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={<ExportButton href={exportUrl('payments', { status: tab.status })} label={t(PAYMENT_TEXTS.exportCsv)} />}
      />
      <ListTabs tabs={PAYMENT_TABS} value={tab.id} onChange={(id) => setParams({ status: id })} counts={counts} />
      {loading && !shown ? (
        <LinesSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, t(PAYMENT_TEXTS.loadFailed))} onRetry={() => void refetch()} />
      ) : payments.length === 0 ? (
        <EmptyView title={t(PAYMENT_TEXTS.empty)} />
      ) : (
        <PagedTable
          label={t('payments.table')}
          columns={columns(t)}
          rows={payments}
          total={shown!.payments.totalCount}
          getKey={(p) => p.id}
          more={more}
          what={t('payments.noun')}
          onOpen={(p) => void navigate(`/paymentDetail?paymentId=${encodeURIComponent(p.id)}`)}
        />
      )}
    </Stack>
  );
}
