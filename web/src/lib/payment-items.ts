import { formatNumber } from './format.ts';
import type { Translate } from './i18n.ts';

/** What a payment request needs for `paymentItems`: its orders, and the product of the first. */
export interface PaymentItemsFields {
  orderIds: readonly string[];
  source: { product: { name: string } | null } | null;
}

/**
 * What a payment request pays for, as its lists show it, in the interface's language: the product
 * of its first order and how many orders more ("Pashmina Shawl + 2 more"), or how many orders when
 * that product is gone. The API's `itemSummary` says the same in English only (for the CSV).
 */
export function paymentItems(t: Translate, payment: PaymentItemsFields): string {
  const first = payment.source?.product?.name;
  const count = payment.orderIds.length;
  if (!first) return t('payments.items.orders', { count, shown: formatNumber(count) });
  return count > 1 ? t('payments.items.more', { name: first, count: formatNumber(count - 1) }) : first;
}
