import { ORDER_STATUS } from '@bikri/schema/order-status';
import { useQuery } from '@apollo/client/react';
import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import { Box, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorView } from '../../components/ui/states.tsx';
import type { TrendRange } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { useT, type MessageKey } from '../../lib/i18n.ts';
import { DashboardTrendsDocument, type DashboardTrendsQuery } from './dashboard.generated.ts';
import './dashboard-charts.css';
import { Button } from '../../components/ui/button.tsx';

/** Column charts per day (admins): Recharts, in a chunk of its own that marketers never load. */
const DayColumns = lazy(() => import('./day-columns.tsx'));

type Trends = DashboardTrendsQuery['dashboardTrends'];
type Top = Trends['topProducts'][number];

const RANGES: readonly { range: TrendRange; label: MessageKey }[] = [
  { range: 'LAST_30_DAYS', label: 'trends.last30' },
  { range: 'LAST_90_DAYS', label: 'trends.last90' },
];

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value * 100));

/** A chart with its title, and the same numbers as a table for whoever cannot see the chart. */
function ChartCard({
  title,
  chart,
  head,
  rows,
}: {
  title: string;
  chart: ReactNode;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  const t = useT();
  return (
    <Box as="figure" m="0" bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }} minW="0">
      <Heading as="figcaption" size="sm" mb="3">
        {title}
      </Heading>
      <div aria-hidden="true">{chart}</div>
      <details className="dashboard-charts__numbers">
        <summary>{t('trends.showNumbers')}</summary>
        <table aria-label={title}>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, n) =>
                  n === 0 ? (
                    <th key={n} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={n}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Box>
  );
}

/** Horizontal bars with their values: top products, marketers, the status mix. */
function Bars({ data, palette, money }: { data: BarListData[]; palette: string; money?: boolean }) {
  // A light bar, so the name written on it stays readable.
  const chart = useChart<BarListData>({ data, series: [{ name: 'name', color: `${palette}.muted` }] });
  return (
    <BarList.Root chart={chart}>
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value valueFormatter={money ? formatMoney : formatNumber} />
      </BarList.Content>
    </BarList.Root>
  );
}

function TopCard({ title, top }: { title: string; top: readonly Top[] }) {
  const t = useT();
  return (
    <ChartCard
      title={title}
      chart={
        top.length > 0 ? (
          <Bars data={top.map((item) => ({ name: item.name, value: item.orders }))} palette="teal" />
        ) : (
          <Text color="fg.muted">{t('trends.none')}</Text>
        )
      }
      head={[t('trends.col.name'), t('trends.col.orders'), t('trends.col.returned'), t('trends.col.returnRate')]}
      rows={top.map((item) => [
        item.name,
        formatNumber(item.orders),
        formatNumber(item.returned),
        rate(item.returnRate),
      ])}
    />
  );
}

/** Orders or earnings over the range: a column per day, or a bar per week (a handful, read best as a list). */
function OverTime({
  trends,
  field,
  palette,
  money,
}: {
  trends: Trends;
  field: 'orders' | 'earnings';
  palette: string;
  money?: boolean;
}) {
  if (trends.per === 'DAY') {
    return (
      <Suspense fallback={<Skeleton height="48" />}>
        <DayColumns points={trends.points} field={field} color={`${palette}.solid`} money={money} />
      </Suspense>
    );
  }
  return (
    <Bars
      data={trends.points.map((point) => ({ name: formatDate(point.start), value: point[field] }))}
      palette={palette}
      money={money}
    />
  );
}

/**
 * The dashboard's charts, asked for after its cards: orders and delivered commission per day (per
 * week for a marketer) over 30 or 90 days, where the orders placed then are now, the return rate,
 * and for an admin the top products and marketers. Each chart has its numbers as a table.
 */
export default function DashboardCharts({ admin }: { admin: boolean }) {
  const t = useT();
  const [range, setRange] = useState<TrendRange>('LAST_30_DAYS');
  const per = admin ? 'DAY' : 'WEEK';
  // Asked on every visit and range, showing the last answer meanwhile (lib/ask-again.ts).
  const { data, previousData, error, refetch } = useQuery(DashboardTrendsDocument, {
    variables: { range, per },
    fetchPolicy: 'cache-and-network',
  });
  const trends = (data ?? previousData)?.dashboardTrends;
  const when = per === 'DAY' ? t('trends.col.day') : t('trends.col.week');

  return (
    <Stack as="section" gap="4" aria-labelledby="trends-title" data-testid="dashboard-charts">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading id="trends-title" size="md">
          {t('trends.title')}
        </Heading>
        <HStack gap="1" role="group" aria-label={t('trends.range')}>
          {RANGES.map((item) => (
            <Button
              key={item.range}
              size="xs"
              variant={range === item.range ? 'solid' : 'outline'}
              aria-pressed={range === item.range}
              onClick={() => setRange(item.range)}
            >
              {t(item.label)}
            </Button>
          ))}
        </HStack>
      </HStack>
      {error && !trends ? (
        <ErrorView message={errorMessage(error, t('trends.failed'))} onRetry={() => void refetch()} />
      ) : !trends ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Skeleton height="64" borderRadius="l3" />
          <Skeleton height="64" borderRadius="l3" />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy={data === undefined}>
          <ChartCard
            title={t(per === 'DAY' ? 'trends.ordersPerDay' : 'trends.ordersPerWeek')}
            chart={<OverTime trends={trends} field="orders" palette="blue" />}
            head={[when, t('trends.col.orders')]}
            rows={trends.points.map((point) => [formatDate(point.start), formatNumber(point.orders)])}
          />
          <ChartCard
            title={t(per === 'DAY' ? 'trends.earningsPerDay' : 'trends.earningsPerWeek')}
            chart={<OverTime trends={trends} field="earnings" palette="green" money />}
            head={[when, t('trends.col.delivered'), t('trends.col.earnings')]}
            rows={trends.points.map((point) => [
              formatDate(point.start),
              formatNumber(point.delivered),
              formatMoney(point.earnings),
            ])}
          />
          <ChartCard
            title={t('trends.statusMix')}
            chart={
              <Stack gap="3">
                <Text fontSize="sm">{t('trends.returnRate', { rate: rate(trends.returnRate) })}</Text>
                <Bars
                  data={trends.statusMix.map((share) => ({
                    name: t(ORDER_STATUS[share.status].label),
                    value: share.count,
                  }))}
                  palette="orange"
                />
              </Stack>
            }
            head={[t('trends.col.status'), t('trends.col.orders')]}
            rows={[
              ...trends.statusMix.map((share) => [t(ORDER_STATUS[share.status].label), formatNumber(share.count)]),
              [t('trends.col.returnRate'), rate(trends.returnRate)],
            ]}
          />
          {admin && <TopCard title={t('trends.topProducts')} top={trends.topProducts} />}
          {admin && trends.topMarketers && <TopCard title={t('trends.topMarketers')} top={trends.topMarketers} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
