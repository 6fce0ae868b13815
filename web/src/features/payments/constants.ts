/** Tabs and texts of the admin payment screens. */
export const PAYMENT_TABS = [
  { id: 'pending', label: 'payments.tab.pending', status: 'PENDING' },
  { id: 'sent', label: 'payments.tab.sent', status: 'SENT' },
] as const;

/** Catalogue keys (web/src/locales/). */
export const PAYMENT_TEXTS = {
  loadFailed: 'payments.loadFailed',
  empty: 'payments.empty',
  exportCsv: 'payments.exportCsv',
  proofTitle: 'payments.proofTitle',
  proofRequired: 'payments.proofRequired',
  sendFailed: 'payments.sendFailed',
} as const;
