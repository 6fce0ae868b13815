/** Tabs, texts and sizes of the income screen. */
export const INCOME_TABS = [
  { id: 'sent', label: 'income.tab.sent' },
  { id: 'pending', label: 'income.tab.pending' },
  { id: 'payment', label: 'income.tab.payment' },
] as const;

export type IncomeTabId = (typeof INCOME_TABS)[number]['id'];

/** Catalogue keys (web/src/locales/). */
export const INCOME_TEXTS = {
  loadFailed: 'income.loadFailed',
  paymentsFailed: 'income.paymentsFailed',
  noEligible: 'income.noEligible',
  requestableColumn: 'income.requestableColumn',
  /** A pending income whose 7 days are over (it may be in a request already): `{date}`. */
  requestableSince: 'income.requestableSince',
  /** When nothing is requestable yet: which income unlocks next, and when (`{date}`, `{countdown}`, `{what}`). */
  nextUnlocks: 'income.nextUnlocks',
  requestSent: 'income.requestSent',
  requestFailed: 'income.requestFailed',
} as const;
