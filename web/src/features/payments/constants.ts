/** Tabs and texts of the admin payment screens (spec §2, §8). */
export const PAYMENT_TABS = [
  { id: 'pending', label: 'payments.tab.pending', status: 'PENDING' },
  { id: 'sent', label: 'payments.tab.sent', status: 'SENT' },
] as const;

/** Rows of the first page of the payments list, and of each page fetched while scrolling. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

/** Catalogue keys (web/src/locales/). */
export const PAYMENT_TEXTS = {
  loadFailed: 'payments.loadFailed',
  empty: 'payments.empty',
  exportCsv: 'payments.exportCsv',
  proofTitle: 'payments.proofTitle',
  proofRequired: 'payments.proofRequired',
  sendFailed: 'payments.sendFailed',
} as const;
