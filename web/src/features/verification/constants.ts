/** Texts (catalogue keys, web/src/locales/) and timings of the verification screens. */
export const RESEND_WAIT_SECONDS = 10;
export const UNDER_REVIEW_TEXT = 'verify.underReview';
export const KYC_SUCCESS_TEXT = 'verify.kycSuccess';
export const KYC_FAILURE_TEXT = 'verify.kycFailure';
/** After a successful profile submission, the dashboard follows after this long. */
export const KYC_REDIRECT_MS = 5000;
export const BACK_TO_DASHBOARD_TEXT = 'verify.back';
/** When the profile is already under review, the dashboard follows after this long. */
export const UNDER_REVIEW_REDIRECT_MS = 3000;
export const GENDERS = [
  { value: 'MALE', label: 'gender.MALE' },
  { value: 'FEMALE', label: 'gender.FEMALE' },
  { value: 'OTHER', label: 'gender.OTHER' },
] as const;
