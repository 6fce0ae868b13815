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

/** Why an account may not act on the business yet, by name in the API (`extensions.reason` of FORBIDDEN). */
export type AccountRefusal = 'ACCOUNT_BLOCKED' | 'ACCOUNT_UNDER_REVIEW' | 'ACCOUNT_NOT_VERIFIED' | 'EMAIL_NOT_VERIFIED';

const REFUSAL: Record<AccountStep, AccountRefusal> = {
  BLOCKED: 'ACCOUNT_BLOCKED',
  UNDER_REVIEW: 'ACCOUNT_UNDER_REVIEW',
  VERIFY_EMAIL: 'EMAIL_NOT_VERIFIED',
  PROFILE_CHECK: 'ACCOUNT_NOT_VERIFIED',
};

/** What holds an account back from acting on the business: the step it is at; null once it is active and verified. */
export function accountRefusal(account: AccountProgress): AccountRefusal | null {
  const step = nextAccountStep(account);
  return step === null ? null : REFUSAL[step];
}

/**
 * Who may act on the business (place and edit orders, share and list products, ask for payouts):
 * marketers whose account nothing holds back (`accountRefusal`).
 */
export const canPlaceOrders = (account: AccountProgress & { role: RoleName }): boolean =>
  account.role === 'USER' && accountRefusal(account) === null;

/** What an admin can do to an account (the API's `UserStatusAction`). */
export type AccountAction = 'VERIFY' | 'UNVERIFY' | 'BLOCK' | 'UNBLOCK';

/**
 * Whether an action needs a reason: a refusal (rejecting a profile, blocking an account) tells
 * the user why; an approval (verifying, unblocking) may say nothing.
 */
export const REASON_NEEDED: Record<AccountAction, boolean> = {
  VERIFY: false,
  UNVERIFY: true,
  BLOCK: true,
  UNBLOCK: false,
};

/** The longest reason an admin may give. */
export const REASON_MAX_LENGTH = 500;
