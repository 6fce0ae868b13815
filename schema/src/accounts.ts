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

/** What an account's owner has to do next, by the account's state. */
export type AccountStep = 'BLOCKED' | 'UNDER_REVIEW' | 'VERIFY_EMAIL' | 'PROFILE_CHECK';

export interface AccountProgress extends AccountState {
  isEmailVerified: boolean;
}

/**
 * The next step of an account: a blocked account asks an admin, one under review waits, an
 * unverified one verifies its email and then sends the profile check; nothing (null) once it is
 * active and verified. The profile check may be sent only at its step (`PROFILE_CHECK`).
 */
export function nextAccountStep(account: AccountProgress): AccountStep | null {
  if (account.status === 'BLOCKED') return 'BLOCKED';
  if (account.status === 'UNDER_REVIEW') return 'UNDER_REVIEW';
  if (account.isUserVerified) return null;
  return account.isEmailVerified ? 'PROFILE_CHECK' : 'VERIFY_EMAIL';
}
