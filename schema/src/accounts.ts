/** A user's role and account status by their names in the API. */
export type RoleName = 'ADMIN' | 'USER';
export type AccountStatusName = 'ACTIVE' | 'UNDER_REVIEW' | 'BLOCKED';

/** The users list's filters (its tabs) by their names in the API. */
export type UserFilterName = 'ALL' | 'VERIFIED' | 'UNDER_REVIEW' | 'NOT_VERIFIED' | 'BLOCKED';

export interface AccountState {
  status: AccountStatusName;
  /** Whether the profile check (KYC) passed. */
  isUserVerified: boolean;
}

/**
 * Which users a filter of the users list holds: verified ones (whatever their status), those
 * under review, active ones not yet verified, blocked ones, or all.
 */
export function matchesUserFilter(filter: UserFilterName, account: AccountState): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'VERIFIED':
      return account.isUserVerified;
    case 'UNDER_REVIEW':
      return account.status === 'UNDER_REVIEW';
    case 'NOT_VERIFIED':
      return !account.isUserVerified && account.status === 'ACTIVE';
    case 'BLOCKED':
      return account.status === 'BLOCKED';
  }
}

/** Who may place orders: marketers whose account is active and whose profile check passed. */
export const canPlaceOrders = (account: AccountState & { role: RoleName }): boolean =>
  account.role === 'USER' && account.status === 'ACTIVE' && account.isUserVerified;
