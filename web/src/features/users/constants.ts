import type { UserFilter, UserStatusAction } from '../../gql/graphql.ts';

/** The users tabs of spec §2 (`?users=`) and the server filter each shows (spec §4). */
export const USER_TABS = [
  { id: 'all', label: 'ALL USERS', filter: 'ALL' },
  { id: 'verified', label: 'VERIFIED', filter: 'VERIFIED' },
  { id: 'underReview', label: 'UNDER REVIEW', filter: 'UNDER_REVIEW' },
  { id: 'notVerified', label: 'NOT-VERIFIED', filter: 'NOT_VERIFIED' },
  { id: 'blocked', label: 'BLOCKED', filter: 'BLOCKED' },
] as const satisfies readonly { id: string; label: string; filter: UserFilter }[];

/** Rows of the first page of the users list, and of each page fetched while scrolling. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

export const USER_TEXTS = {
  search: 'Search name or email',
  exportCsv: 'Export CSV',
  empty: 'No users here.',
  noMatch: 'No users match your search.',
  loadFailed: 'Could not load the users.',
} as const;

export const ACTION_LABEL: Record<UserStatusAction, string> = {
  VERIFY: 'Verify User',
  UNVERIFY: 'Unverify User',
  BLOCK: 'Block User',
  UNBLOCK: 'Unblock User',
};

export const STATUS_TEXT = { ACTIVE: 'Active', UNDER_REVIEW: 'Under review', BLOCKED: 'Blocked' } as const;
export const STATUS_COLOR = { ACTIVE: 'green', UNDER_REVIEW: 'yellow', BLOCKED: 'red' } as const;
