import { useQuery } from '@apollo/client/react';
import { Box, HStack, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBan, LuBanknote, LuPackageCheck, LuShoppingBag, LuTrendingUp, LuUndo2, LuUsers } from 'react-icons/lu';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorView } from '../../components/ui/states.tsx';
import { DashboardPageDocument } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { DashboardBanner } from './dashboard-banner.tsx';

interface Card {
  label: string;
  value: string;
  icon: IconType;
  color: string;
}

function StatCard({ label, value, icon: Icon, color }: Card) {
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" p="5">
      <HStack justify="space-between" align="start">
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
        </Stat.Root>
        <Box display="grid" placeItems="center" w="10" h="10" borderRadius="lg" bg={`${color}.100`} color={`${color}.700`} fontSize="xl">
          <Icon />
        </Box>
      </HStack>
    </Box>
  );
}

/** /dashboard (spec §2): the account banner and the stat cards, from one request. */
export function DashboardPage() {
  const { data, loading, error, refetch } = useQuery(DashboardPageDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const stats = data?.dashboard;

  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" subtitle={me ? `Namaste, ${me.name.split(' ')[0]}!` : undefined} />
      {me && <DashboardBanner user={me} />}
      {error && !data ? (
        <ErrorView message={errorMessage(error, 'Could not load the dashboard.')} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" aria-busy={loading && !stats}>
          {stats
            ? [
                { label: 'Total Delivered Orders', value: String(stats.totalDeliveredOrders), icon: LuPackageCheck, color: 'green' },
                { label: 'Returned Orders', value: String(stats.returnedOrders), icon: LuUndo2, color: 'yellow' },
                { label: 'Cancelled Orders', value: String(stats.cancelledOrders), icon: LuBan, color: 'red' },
                { label: 'All Orders', value: String(stats.allOrders), icon: LuShoppingBag, color: 'blue' },
                { label: 'Total Sales', value: formatMoney(stats.totalSales), icon: LuBanknote, color: 'teal' },
                { label: 'Life Time Earning', value: formatMoney(stats.lifetimeEarning), icon: LuTrendingUp, color: 'orange' },
                ...(stats.users != null ? [{ label: 'Users', value: String(stats.users), icon: LuUsers, color: 'purple' }] : []),
              ].map((card) => <StatCard key={card.label} {...card} />)
            : Array.from({ length: 6 }, (_, n) => <Skeleton key={n} height="24" borderRadius="l3" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
