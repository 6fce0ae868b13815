/** Tabs and texts of the admin payment screens (spec §2, §8). */
export const PAYMENT_TABS = [
  { id: 'pending', label: 'PENDING', status: 'PENDING' },
  { id: 'sent', label: 'SENT', status: 'SENT' },
] as const;

export const PAYMENT_TEXTS = {
  loadFailed: 'Failed to fetch payment data.',
  empty: 'No payments here.',
  proofTitle: 'Upload Proof ScreenShot',
  proofRequired: 'Choose a screenshot of the transfer.',
  sendFailed: 'Could not mark the payment as sent.',
} as const;
