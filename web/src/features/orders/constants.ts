import { ORDER_STATUSES } from '@bikri/schema/order-status';
import type { CustomerConfirmation, OrderStatus } from '../../gql/graphql.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';

/** One tab of the orders screen: its query-string id, its catalogue key (web/src/locales/) and its status. */
export interface OrderTab {
  id: 'all' | (typeof ORDER_STATUSES)[number]['tab'];
  label: MessageKey;
  status: OrderStatus | null;
}

/** The order tabs: every order, then one per status of the shared status table, in its order. */
export const ORDER_TABS: readonly [OrderTab, ...OrderTab[]] = [
  { id: 'all', label: 'orders.tab.all', status: null },
  ...ORDER_STATUSES.map((status): OrderTab => ({ id: status.tab, label: status.label, status: status.name })),
];

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

/** How a customer's answer on the tracking page shows: its words and its badge's colour palette. */
export const CUSTOMER_CONFIRMATION: Record<CustomerConfirmation, { label: MessageKey; color: string }> = {
  CONFIRMED: { label: 'customerConfirmation.CONFIRMED', color: 'green' },
  DECLINED: { label: 'customerConfirmation.DECLINED', color: 'red' },
  NOT_ASKED: { label: 'customerConfirmation.NOT_ASKED', color: 'gray' },
};
