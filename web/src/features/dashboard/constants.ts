import { SUPPORT_EMAIL } from '../../lib/support.ts';

/** Banner texts of spec §2 (dashboard). */
export const BANNERS = {
  blocked: `Your account has been blocked. Please mail ${SUPPORT_EMAIL} to request unblocking.`,
  underReview: 'Your account is under review. It may take up to 24 hours. You will be notified by email once it is verified.',
  unverified: 'Your account is not verified yet. Proceed to Verify Your Account and fill the form.',
} as const;
