import type { UserFilter, UserStatus } from '../gql/graphql.ts';

/** The users-list filters of spec §4, as the BFF applies them (`users(filter)`), for moving rows between tabs in the cache. */
export function matchesUserFilter(filter: UserFilter, user: { status: UserStatus; isUserVerified: boolean }): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'VERIFIED':
      return user.isUserVerified;
    case 'UNDER_REVIEW':
      return user.status === 'UNDER_REVIEW';
    case 'NOT_VERIFIED':
      return !user.isUserVerified && user.status === 'ACTIVE';
    case 'BLOCKED':
      return user.status === 'BLOCKED';
  }
}
