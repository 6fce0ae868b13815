import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, HStack, Stack, Tabs, Text, type StackProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { UsersPageDocument, type UserRow_UserFragment } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { STATUS_COLOR, STATUS_TEXT, USER_TABS } from './constants.ts';

function UserBadges({ user, ...props }: { user: UserRow_UserFragment } & StackProps) {
  return (
    <HStack gap="1" flexWrap="wrap" {...props}>
      {user.role === 'ADMIN' && <Badge colorPalette="purple">Admin</Badge>}
      <Badge colorPalette={STATUS_COLOR[user.status]}>{STATUS_TEXT[user.status]}</Badge>
      {user.isUserVerified && <Badge colorPalette="blue">Verified</Badge>}
    </HStack>
  );
}

/** /users?users= (spec §2, admin): every account, filtered by tab over one cached list. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = USER_TABS.find((t) => t.id === params.get('users')) ?? USER_TABS[0];
  const { data, loading, error, refetch } = useQuery(UsersPageDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const users = useMemo(() => (data?.users ?? []).filter((u) => tab.matches(u)), [data, tab]);

  return (
    <Stack gap="5">
      <PageHeader title="Users" subtitle="Check profiles, verify marketers and block abuse." />
      <Tabs.Root value={tab.id} onValueChange={(e) => setParams({ users: e.value })} variant="line" colorPalette="orange">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {USER_TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} flexShrink={0} whiteSpace="nowrap">
              {t.label}
              {data && (
                <Badge size="sm" variant="subtle" ms="1">
                  {data.users.filter((u) => t.matches(u)).length}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {loading && !data ? (
        <LinesSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, 'Could not load the users.')} onRetry={() => void refetch()} />
      ) : users.length === 0 ? (
        <EmptyView title="No users here." />
      ) : (
        <Stack as="ul" gap="0" bg="bg" borderWidth="1px" borderRadius="l3" listStyleType="none" aria-label="Users">
          {users.map((user) => (
            <Box as="li" key={user.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
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
          ))}
        </Stack>
      )}
    </Stack>
  );
}
