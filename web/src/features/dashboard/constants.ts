/** Banner texts of spec §2 (dashboard). */
export const BANNERS = {
  blocked: 'banner.blocked',
  underReview: 'banner.underReview',
  unverified: 'banner.unverified',
} as const;
