/** Tabs, texts and sizes of the income screen (spec §2, §5, §8, §9). */
export const INCOME_TABS = [
  { id: 'sent', label: 'RECEIVED' },
  { id: 'pending', label: 'PENDING' },
  { id: 'payment', label: 'PAYMENT' },
] as const;

export type IncomeTabId = (typeof INCOME_TABS)[number]['id'];

/** Rows of the first page of a tab's list, and of each page fetched while scrolling. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

export const INCOME_TEXTS = {
  loadFailed: 'Failed to fetch income data.',
  paymentsFailed: 'Failed to fetch payment data.',
  noEligible: 'No pending incomes older than 7 days.',
  requestableColumn: 'Requestable',
  /** A pending income whose 7 days are over (it may be in a request already). */
  requestableSince: (date: string) => `since ${date}`,
  /** When nothing is requestable yet: which income unlocks next, and when. */
  nextUnlocks: (date: string, countdown: string, what: string) => `The next one unlocks on ${date} (${countdown}): ${what}.`,
  requestSent: 'Payment request sent successfully!',
  requestFailed: 'Payment request failed',
} as const;
