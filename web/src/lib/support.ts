/** Where users reach the support team (landing contact section, blocked-account banner). */
export const SUPPORT_EMAIL = 'support@bikri.com.np';
