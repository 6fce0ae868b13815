import { ListTabs } from '../../components/ui/list-tabs.tsx';
import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { FIRST_PAGE, MORE_PAGE } from '@bikri/schema/lists';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccountStatusBadge } from '../../components/ui/account-details.tsx';
import { InfiniteList } from '../../components/ui/infinite-list.tsx';
import { ExportButton } from '../../components/ui/export-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { exportUrl } from '../../lib/export-url.ts';
import { useMoreRows } from '../../lib/use-more-rows.ts';
import { useAppliedSearch } from '../../lib/use-search-param.ts';
import { USER_TABS, USER_TEXTS } from './constants.ts';
import { nextVisitPolicy } from '../../lib/use-visit-fetch-policy.ts';
import { useT } from '../../lib/i18n.ts';
import { UsersPageDocument, UsersPageMoreDocument, type UserRow_UserFragment } from './users.generated.ts';

function UserBadges({ user, ...props }: { user: UserRow_UserFragment } & StackProps) {
  const t = useT();
  return (
    <HStack gap="1" flexWrap="wrap" {...props}>
      {user.role === 'ADMIN' && <Badge colorPalette="purple">{t('role.admin')}</Badge>}
      <AccountStatusBadge status={user.status} />
      {user.isUserVerified && <Badge colorPalette="blue">{t('userStatus.verified')}</Badge>}
    </HStack>
  );
}

/** /users?users=&q= (admin): every account, by filter tab and search, paged by the server. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = USER_TABS.find((candidate) => candidate.id === params.get('users')) ?? USER_TABS[0];
  const t = useT();
  const applied = useAppliedSearch();
  const variables = { filter: tab.filter, search: applied || null };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(UsersPageDocument, {
    variables: { ...variables, first: FIRST_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: nextVisitPolicy,
  });
  const shown = data ?? previousData;
  const more = useMoreRows(data?.users.pageInfo, (after) =>
    fetchMore({ query: UsersPageMoreDocument, variables: { ...variables, first: MORE_PAGE, after } }),
  );
  const users = shown?.users.edges.map((edge) => edge.node) ?? [];
  const counts = shown?.userCounts;
  const setTab = (id: string) => setParams(applied ? { users: id, q: applied } : { users: id });

  return (
    <Stack gap="5">
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={<ExportButton href={exportUrl('users', variables)} label={t(USER_TEXTS.exportCsv)} />}
      />
      <ListTabs tabs={USER_TABS} value={tab.id} onChange={setTab} counts={counts}>
        <SearchField
          label={t('users.searchLabel')}
          placeholder={t(USER_TEXTS.search)}
          busy={loading && shown !== undefined}
        />
        {loading && !shown ? (
          <LinesSkeleton />
        ) : error && !data ? (
          <ErrorView message={errorMessage(error, t(USER_TEXTS.loadFailed))} onRetry={() => void refetch()} />
        ) : users.length === 0 ? (
          <EmptyView title={t(applied ? USER_TEXTS.noMatch : USER_TEXTS.empty)} />
        ) : (
          <Box bg="bg" borderWidth="1px" borderRadius="l3" overflow="hidden">
            <InfiniteList
              as="ul"
              items={users}
              getKey={(user) => user.id}
              estimateSize={65}
              more={more}
              what={t('users.noun')}
              listProps={{ 'aria-label': t('users.list'), 'aria-busy': more.loading || undefined }}
              renderItem={(user) => (
                <Box borderBottomWidth="1px">
                  <RouterLink to={`/userDetail?user=${encodeURIComponent(user.id)}`}>
                    <HStack px="4" py="3" gap="3" _hover={{ bg: 'bg.muted' }}>
                      <Avatar.Root size="sm" colorPalette="orange">
                        <Avatar.Fallback name={user.name} />
                      </Avatar.Root>
                      <Stack gap="0" flex="1" minW="0">
                        <Text fontWeight="medium" truncate>
                          {user.name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {user.email}
                        </Text>
                        <UserBadges user={user} display={{ base: 'flex', md: 'none' }} mt="1" />
                      </Stack>
                      <UserBadges user={user} display={{ base: 'none', md: 'flex' }} />
                      <LuChevronRight />
                    </HStack>
                  </RouterLink>
                </Box>
              )}
            />
          </Box>
        )}
      </ListTabs>
    </Stack>
  );
}
