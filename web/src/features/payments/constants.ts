/** Tabs and texts of the admin payment screens (spec §2, §8). */
export const PAYMENT_TABS = [
  { id: 'pending', label: 'PENDING', status: 'PENDING' },
  { id: 'sent', label: 'SENT', status: 'SENT' },
] as const;

/** Rows of the first page of the payments list, and of each page fetched while scrolling. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

export const PAYMENT_TEXTS = {
  loadFailed: 'Failed to fetch payment data.',
  empty: 'No payments here.',
  exportCsv: 'Export CSV',
  proofTitle: 'Upload Proof ScreenShot',
  proofRequired: 'Choose a screenshot of the transfer.',
  sendFailed: 'Could not mark the payment as sent.',
} as const;
