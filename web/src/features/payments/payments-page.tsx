import { ListTabs } from '../../components/ui/list-tabs.tsx';
import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { FIRST_PAGE, MORE_PAGE } from '@bikri/schema/lists';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../components/ui/export-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { DateText } from '../../components/ui/date-text.tsx';
import { DataTable, type DataColumn, type PhoneLayout } from '../../components/ui/data-table.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { exportUrl } from '../../lib/export-url.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { paymentItems } from '../../lib/payment-items.ts';
import { useMoreRows } from '../../lib/use-more-rows.ts';
import { PAYMENT_TABS, PAYMENT_TEXTS } from './constants.ts';
import { nextVisitPolicy } from '../../lib/use-visit-fetch-policy.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import {
  PaymentsPageDocument,
  PaymentsPageMoreDocument,
  type PaymentRow_PaymentFragment,
} from './payments.generated.ts';

const paymentColumns = (t: Translate): DataColumn<PaymentRow_PaymentFragment>[] => [
  { key: 'number', label: t('payments.col.number'), width: '48px', render: (_, n) => formatNumber(n + 1) },
  { key: 'date', label: t('payments.col.date'), width: '96px', render: (p) => <DateText iso={p.createdAt} /> },
  {
    key: 'item',
    label: t('payments.col.item'),
    width: 'minmax(140px, 1.4fr)',
    render: (p) => <span className="data-table__wrap">{paymentItems(t, p)}</span>,
  },
  {
    key: 'from',
    label: t('payments.col.from'),
    width: 'minmax(110px, 1fr)',
    render: (p) => <span className="data-table__wrap">{p.user?.name ?? '—'}</span>,
  },
  {
    key: 'amount',
    label: t('payments.col.amount'),
    width: '150px',
    align: 'end',
    render: (p) => formatMoney(p.amount),
  },
];

const paymentKey = (payment: { id: string }) => payment.id;

/** On a phone: the item and amount, then the date and who asked. */
const PHONE: PhoneLayout = {
  columns: 'auto minmax(0, 1fr) auto',
  areas: '"item item amount" "date from from"',
  rowHeight: 64,
};

/** /payment?status= (admin): pending and sent payment requests, newest first, paged by the server. */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = PAYMENT_TABS.find((candidate) => candidate.id === params.get('status')) ?? PAYMENT_TABS[0];
  const t = useT();
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(PaymentsPageDocument, {
    variables: { status: tab.status, first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: nextVisitPolicy,
  });
  const shown = data ?? previousData;
  const more = useMoreRows(data?.payments.pageInfo, (after) =>
    fetchMore({ query: PaymentsPageMoreDocument, variables: { status: tab.status, first: MORE_PAGE, after } }),
  );
  const payments = shown?.payments.edges.map((edge) => edge.node) ?? [];
  const counts = shown?.paymentCounts;
  const columns = useMemo(() => paymentColumns(t), [t]);

  return (
    <Stack gap="5">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <ExportButton href={exportUrl('payments', { status: tab.status })} label={t(PAYMENT_TEXTS.exportCsv)} />
        }
      />
      <ListTabs tabs={PAYMENT_TABS} value={tab.id} onChange={(id) => setParams({ status: id })} counts={counts}>
        {loading && !shown ? (
          <LinesSkeleton />
        ) : error && !data ? (
          <ErrorView message={errorMessage(error, t(PAYMENT_TEXTS.loadFailed))} onRetry={() => void refetch()} />
        ) : payments.length === 0 ? (
          <EmptyView title={t(PAYMENT_TEXTS.empty)} />
        ) : (
          <DataTable
            label={t('payments.table')}
            columns={columns}
            rowHeight={52}
            phone={PHONE}
            minWidth={560}
            rows={payments}
            total={shown!.payments.totalCount}
            getKey={paymentKey}
            more={more}
            what={t('payments.noun')}
            onOpen={(p) => void navigate(`/paymentDetail?paymentId=${encodeURIComponent(p.id)}`)}
          />
        )}
      </ListTabs>
    </Stack>
  );
}
