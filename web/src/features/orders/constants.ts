import type { OrderStatus } from '../../gql/graphql.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';

/** The order tabs, with their query-string ids. Texts are catalogue keys (web/src/locales/). */
export const ORDER_TABS = [
  { id: 'all', label: 'orders.tab.all', status: null },
  { id: 'confirmed', label: 'orderStatus.CONFIRMED', status: 'CONFIRMED' },
  { id: 'inProcess', label: 'orderStatus.IN_PROCESS', status: 'IN_PROCESS' },
  { id: 'delivered', label: 'orderStatus.DELIVERED', status: 'DELIVERED' },
  { id: 'returned', label: 'orderStatus.RETURNED', status: 'RETURNED' },
  { id: 'exchanged', label: 'orderStatus.EXCHANGED', status: 'EXCHANGED' },
  { id: 'cancelled', label: 'orderStatus.CANCELLED', status: 'CANCELLED' },
] as const satisfies readonly { id: string; label: MessageKey; status: OrderStatus | null }[];

export type OrderTab = (typeof ORDER_TABS)[number];

export const STATUS_COLOR: Record<OrderStatus, string> = {
  CONFIRMED: 'blue',
  IN_PROCESS: 'purple',
  DELIVERED: 'green',
  RETURNED: 'yellow',
  EXCHANGED: 'cyan',
  CANCELLED: 'red',
};

export function tabOf(status: OrderStatus): OrderTab {
  return ORDER_TABS.find((tab) => tab.status === status) ?? ORDER_TABS[0];
}

/** The order form's fields as its sentences name them, for the server's field problems too. */
export function orderFieldLabels(): Record<string, string> {
  const fields = [
    'productId',
    'quantity',
    'price',
    'customerName',
    'customerPhone',
    'customerLocation',
    'remarks',
  ] as const;
  return Object.fromEntries(fields.map((field) => [field, translate(`orders.field.${field}`)]));
}

export const ORDER_TEXTS = {
  confirmCancel: 'orders.confirmCancel',
  createFailed: 'orders.createFailed',
  updateFailed: 'orders.updateFailed',
  updateError: 'orders.updateError',
  actionFailed: 'orders.actionFailed',
  empty: 'orders.empty',
  exportCsv: 'orders.exportCsv',
  noMatch: 'orders.noMatch',
  search: 'orders.search',
  searchAdmin: 'orders.searchAdmin',
  cannotOrder: 'orders.cannotOrder',
  adminCannotOrder: 'orders.adminCannotOrder',
  negativeCommission: 'orders.negativeCommission',
} as const;
