import type { UserRow_UserFragment, UserStatusAction } from '../../gql/graphql.ts';

/** The users tabs of spec §2 and their filters (spec §4). */
export const USER_TABS = [
  { id: 'all', label: 'ALL USERS', matches: () => true },
  { id: 'verified', label: 'VERIFIED', matches: (u: UserRow_UserFragment) => u.isUserVerified },
  { id: 'underReview', label: 'UNDER REVIEW', matches: (u: UserRow_UserFragment) => u.status === 'UNDER_REVIEW' },
  { id: 'notVerified', label: 'NOT-VERIFIED', matches: (u: UserRow_UserFragment) => !u.isUserVerified && u.status === 'ACTIVE' },
  { id: 'blocked', label: 'BLOCKED', matches: (u: UserRow_UserFragment) => u.status === 'BLOCKED' },
] as const;

export const ACTION_LABEL: Record<UserStatusAction, string> = {
  VERIFY: 'Verify User',
  UNVERIFY: 'Unverify User',
  BLOCK: 'Block User',
  UNBLOCK: 'Unblock User',
};

export const STATUS_TEXT = { ACTIVE: 'Active', UNDER_REVIEW: 'Under review', BLOCKED: 'Blocked' } as const;
export const STATUS_COLOR = { ACTIVE: 'green', UNDER_REVIEW: 'yellow', BLOCKED: 'red' } as const;
