/** Texts and timings of the verification screens (spec §4, §8, §9). */
export const RESEND_WAIT_SECONDS = 10;
export const UNDER_REVIEW_TEXT = 'Your profile is under review. You will be notify soon once its done.';
export const KYC_SUCCESS_TEXT = 'Form Submitted. Your profile is under review. You will be notify soon once its done.';
export const KYC_FAILURE_TEXT = 'Something went wrong. Please try again.';
/** After a successful profile submission, the dashboard follows after this long. */
export const KYC_REDIRECT_MS = 5000;
export const BACK_TO_DASHBOARD_TEXT = 'Taking you back to your dashboard…';
/** When the profile is already under review, the dashboard follows after this long. */
export const UNDER_REVIEW_REDIRECT_MS = 3000;
export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
] as const;
