import type { UserFilter, UserStatusAction } from '../../gql/graphql.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** The users tabs (`?users=`) and the server filter each shows. */
export const USER_TABS = [
  { id: 'all', label: 'users.tab.all', filter: 'ALL' },
  { id: 'verified', label: 'users.tab.verified', filter: 'VERIFIED' },
  { id: 'underReview', label: 'users.tab.underReview', filter: 'UNDER_REVIEW' },
  { id: 'notVerified', label: 'users.tab.notVerified', filter: 'NOT_VERIFIED' },
  { id: 'blocked', label: 'users.tab.blocked', filter: 'BLOCKED' },
] as const satisfies readonly { id: string; label: MessageKey; filter: UserFilter }[];

/** Catalogue keys (web/src/locales/). */
export const USER_TEXTS = {
  search: 'users.search',
  exportCsv: 'users.exportCsv',
  empty: 'users.empty',
  noMatch: 'users.noMatch',
  loadFailed: 'users.loadFailed',
} as const;

export const ACTION_LABEL: Record<UserStatusAction, MessageKey> = {
  VERIFY: 'userAction.VERIFY',
  UNVERIFY: 'userAction.UNVERIFY',
  BLOCK: 'userAction.BLOCK',
  UNBLOCK: 'userAction.UNBLOCK',
};

/** What an admin's last decision on an account was, as its page says it. */
export const DECISION_LABEL: Record<UserStatusAction, MessageKey> = {
  VERIFY: 'user.decision.VERIFY',
  UNVERIFY: 'user.decision.UNVERIFY',
  BLOCK: 'user.decision.BLOCK',
  UNBLOCK: 'user.decision.UNBLOCK',
};
