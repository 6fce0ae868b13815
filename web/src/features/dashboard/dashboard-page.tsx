import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Flex, GridItem, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBan,
  LuBanknote,
  LuPackageCheck,
  LuRefreshCw,
  LuShoppingBag,
  LuTrendingUp,
  LuUndo2,
  LuUsers,
} from 'react-icons/lu';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorView } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useT, type MessageKey } from '../../lib/i18n.ts';
import { useVisitFetchPolicy } from '../../lib/use-visit-fetch-policy.ts';
import { DashboardBanner } from './dashboard-banner.tsx';
import { DashboardPageDocument, DashboardTrendsDocument } from './dashboard.generated.ts';
import { Button } from '../../components/ui/button.tsx';

/** The charts and their library come in a chunk of their own, asked for once the cards are shown. */
const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

interface Card {
  label: MessageKey;
  value: string;
  icon: IconType;
  color: string;
  /** Amounts take a whole row on phones, where two cards side by side would cut them off. */
  wide?: boolean;
  /** What the figure is, under it, where the label alone reads as something else. */
  caption?: MessageKey;
}

function StatCard({ label, value, icon: Icon, color, wide, caption }: Card) {
  const t = useT();
  return (
    <GridItem
      colSpan={{ base: wide ? 2 : 1, sm: 1 }}
      bg="bg"
      borderRadius="l3"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
    >
      <Flex
        direction={{ base: wide ? 'row-reverse' : 'column', sm: 'row-reverse' }}
        justify="space-between"
        align="start"
        gap="3"
      >
        <Box
          display="grid"
          placeItems="center"
          flexShrink={0}
          boxSize={{ base: '8', md: '10' }}
          borderRadius="lg"
          bg={`${color}.100`}
          color={`${color}.700`}
          fontSize={{ base: 'md', md: 'xl' }}
        >
          <Icon />
        </Box>
        <Stat.Root>
          <Stat.Label>{t(label)}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>{value}</Stat.ValueText>
          {caption && <Stat.HelpText as="dd">{t(caption)}</Stat.HelpText>}
        </Stat.Root>
      </Flex>
    </GridItem>
  );
}

/** /dashboard: the account banner and the stat cards, from one request, then the charts. */
export function DashboardPage() {
  // Asked on every visit (showing the last answer meanwhile) and again when a change arrives
  // (lib/ask-again.ts); Refresh asks for it and the charts at once.
  const client = useApolloClient();
  const { data, loading, error, refetch, networkStatus } = useQuery(DashboardPageDocument, {
    fetchPolicy: useVisitFetchPolicy(DashboardPageDocument),
    notifyOnNetworkStatusChange: true,
  });
  const refreshing = networkStatus === NetworkStatus.refetch;
  const me = data?.me;
  const stats = data?.dashboard;
  const admin = me?.role === 'ADMIN';
  const t = useT();

  return (
    <Stack gap="6">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={me ? t('dashboard.greeting', { name: me.name.split(' ')[0]! }) : undefined}
        actions={
          stats && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void client.refetchQueries({ include: [DashboardPageDocument, DashboardTrendsDocument] })}
              loading={refreshing}
              loadingText={t('dashboard.refreshing')}
            >
              <LuRefreshCw /> {t('dashboard.refresh')}
            </Button>
          )
        }
      />
      {me && <DashboardBanner user={me} />}
      {error && !data ? (
        <ErrorView message={errorMessage(error, t('dashboard.failed'))} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 2, xl: 3 }} gap={{ base: '3', md: '4' }} aria-busy={loading && !stats}>
          {stats
            ? (
                [
                  {
                    label: 'dashboard.delivered',
                    value: formatNumber(stats.totalDeliveredOrders),
                    icon: LuPackageCheck,
                    color: 'green',
                  },
                  {
                    label: 'dashboard.returned',
                    value: formatNumber(stats.returnedOrders),
                    icon: LuUndo2,
                    color: 'yellow',
                  },
                  {
                    label: 'dashboard.cancelled',
                    value: formatNumber(stats.cancelledOrders),
                    icon: LuBan,
                    color: 'red',
                  },
                  { label: 'dashboard.all', value: formatNumber(stats.allOrders), icon: LuShoppingBag, color: 'blue' },
                  {
                    label: 'dashboard.sales',
                    value: formatMoney(stats.totalSales),
                    icon: LuBanknote,
                    color: 'teal',
                    wide: true,
                    caption: admin ? 'dashboard.sales.captionAdmin' : 'dashboard.sales.caption',
                  },
                  {
                    label: 'dashboard.lifetime',
                    value: formatMoney(stats.lifetimeEarning),
                    icon: LuTrendingUp,
                    color: 'orange',
                    wide: true,
                    caption: admin ? 'dashboard.lifetime.captionAdmin' : 'dashboard.lifetime.caption',
                  },
                  ...(stats.users != null
                    ? [
                        {
                          label: 'dashboard.users' as const,
                          value: formatNumber(stats.users),
                          icon: LuUsers,
                          color: 'purple',
                          wide: true,
                        },
                      ]
                    : []),
                ] satisfies Card[]
              ).map((card) => <StatCard key={card.label} {...card} />)
            : Array.from({ length: 6 }, (_, n) => <Skeleton key={n} height="24" borderRadius="l3" />)}
        </SimpleGrid>
      )}
      {stats && me && (
        <Suspense fallback={<Skeleton height="64" borderRadius="l3" />}>
          <DashboardCharts admin={admin} />
        </Suspense>
      )}
    </Stack>
  );
}
