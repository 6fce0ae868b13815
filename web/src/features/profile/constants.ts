import type { AccountStep } from '@bikri/schema/accounts';
import type { MessageKey } from '../../lib/i18n.ts';

/** What to do next, by the account's next step (schema/src/accounts.ts); `NONE` once active and verified. */
export const NEXT_STEP_TEXT: Record<AccountStep | 'NONE', MessageKey> = {
  VERIFY_EMAIL: 'profile.next.verifyEmail',
  PROFILE_CHECK: 'profile.next.profileCheck',
  UNDER_REVIEW: 'profile.next.underReview',
  BLOCKED: 'profile.next.blocked',
  NONE: 'profile.next.none',
};

/** Where a step is done, and its button. */
export const NEXT_STEP_LINK: Partial<Record<AccountStep, { to: string; label: MessageKey }>> = {
  VERIFY_EMAIL: { to: '/emailVerification', label: 'nav.verifyEmail' },
  PROFILE_CHECK: { to: '/userVerification', label: 'nav.verifyAccount' },
};

/** Whether, and how, the profile check's fields can be changed, by the account's next step. */
export const PROFILE_CHECK_NOTE: Record<AccountStep | 'NONE', MessageKey> = {
  VERIFY_EMAIL: 'profile.kyc.afterEmail',
  PROFILE_CHECK: 'profile.kyc.change',
  UNDER_REVIEW: 'profile.kyc.underReview',
  BLOCKED: 'profile.kyc.blocked',
  NONE: 'profile.kyc.approved',
};
