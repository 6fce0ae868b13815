import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import type { DashboardTrendsQuery } from './dashboard.generated.ts';

type Point = DashboardTrendsQuery['dashboardTrends']['points'][number];

/** Orders or earnings per day, a column each. */
export default function DayColumns({
  points,
  field,
  color,
  money,
}: {
  points: readonly Point[];
  field: 'orders' | 'earnings';
  color: string;
  money?: boolean;
}) {
  const chart = useChart({
    data: points.map((point) => ({ day: formatDate(point.start).slice(5), value: point[field] })),
    series: [{ name: 'value', color }],
  });
  // A token as the CSS colour Recharts draws with.
  const paint = (token: string) => chart.color(token) as string;
  return (
    <Chart.Root chart={chart} h="56" aspectRatio="auto">
      {/* Hidden from assistive technology (the same numbers are a table beside it): no keyboard stop of its own either. */}
      <BarChart
        responsive
        accessibilityLayer={false}
        data={chart.data}
        margin={{ left: -12, right: 4 }}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid stroke={paint('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('day')} tickLine={false} axisLine={false} minTickGap={12} fontSize={11} />
        <YAxis
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          fontSize={11}
          tickFormatter={(value: number) => (money ? formatNumber(Math.round(value)) : formatNumber(value))}
        />
        <Tooltip
          cursor={{ fill: paint('bg.muted') }}
          animationDuration={0}
          content={<Chart.Tooltip hideIndicator />}
          formatter={(value) => (money ? formatMoney(Number(value)) : formatNumber(Number(value)))}
        />
        <Bar isAnimationActive={false} dataKey={chart.key('value')} fill={paint(color)} radius={[3, 3, 0, 0]} />
      </BarChart>
    </Chart.Root>
  );
}
