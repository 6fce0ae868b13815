import type { ApolloCache, Reference } from '@apollo/client';
import type { UserFilter, UserStatus } from '../../gql/graphql.ts';
import { adjustCounts, applyListChange, searchesListing, searchOf, type ReadFieldFunction } from '../../lib/connection-cache.ts';
import { matchesUserFilter } from '@bikri/schema/accounts';
import { compareByName } from '@bikri/schema/lists';
import { USER_TABS } from './constants.ts';

interface UserState {
  status: UserStatus;
  isUserVerified: boolean;
}

/** The users list's order: by name, then id (`@bikri/schema/lists`). */
function byName(a: Reference, b: Reference, readField: ReadFieldFunction): number {
  const position = (ref: Reference) => ({ key: readField<string>('name', ref) ?? '', id: readField<string>('id', ref) ?? '' });
  return compareByName(position(a), position(b));
}

/**
 * Moves an account between the cached users tabs after its status changed (verified, blocked…),
 * and adjusts the tab counts, with no request. A searched tab the account is not known to match
 * is dropped and asked for again when next shown.
 */
export function moveUserInLists(cache: ApolloCache, user: { __typename: 'User'; id: string } & UserState, before: UserState): void {
  const matches = searchesListing(cache, 'users', user);
  const known = (search: string) => search === '' || matches.has(search);
  applyListChange(cache, {
    field: 'users',
    edgeType: 'UserEdge',
    node: user,
    compare: byName,
    fit: (args, present) => {
      if (!matchesUserFilter((args.filter as UserFilter | null) ?? 'ALL', user)) return 'out';
      return known(searchOf(args)) || present ? 'in' : 'unknown';
    },
    was: (args) => matchesUserFilter((args.filter as UserFilter | null) ?? 'ALL', before),
  });
  adjustCounts<Record<(typeof USER_TABS)[number]['id'], number>>(cache, 'userCounts', (counts, search) => {
    if (!known(search)) return null;
    const next = { ...counts };
    for (const tab of USER_TABS) next[tab.id] += Number(matchesUserFilter(tab.filter, user)) - Number(matchesUserFilter(tab.filter, before));
    return next;
  });
}
