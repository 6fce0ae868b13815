/** The dashboard banner's texts. */
export const BANNERS = {
  blocked: 'banner.blocked',
  underReview: 'banner.underReview',
  unverified: 'banner.unverified',
} as const;
