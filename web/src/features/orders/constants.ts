import type { OrderStatus } from '../../gql/graphql.ts';

/** The order tabs of spec §2, with their query-string ids. */
export const ORDER_TABS = [
  { id: 'all', label: 'All orders', status: null },
  { id: 'confirmed', label: 'Confirmed', status: 'CONFIRMED' },
  { id: 'inProcess', label: 'In-process', status: 'IN_PROCESS' },
  { id: 'delivered', label: 'Delivered', status: 'DELIVERED' },
  { id: 'returned', label: 'Returned', status: 'RETURNED' },
  { id: 'exchanged', label: 'Exchanged', status: 'EXCHANGED' },
  { id: 'cancelled', label: 'Cancelled', status: 'CANCELLED' },
] as const satisfies readonly { id: string; label: string; status: OrderStatus | null }[];

export type OrderTab = (typeof ORDER_TABS)[number];

/** Rows of the first page of a list, and of each page fetched while scrolling. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

export const STATUS_LABEL: Record<OrderStatus, string> = {
  CONFIRMED: 'Confirmed',
  IN_PROCESS: 'In-process',
  DELIVERED: 'Delivered',
  RETURNED: 'Returned',
  EXCHANGED: 'Exchanged',
  CANCELLED: 'Cancelled',
};

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
export const ORDER_FIELD_LABELS = {
  productId: 'Product',
  quantity: 'Quantity',
  price: 'Price',
  customerName: 'Customer name',
  customerPhone: 'Customer phone',
  customerLocation: 'Customer location',
  remarks: 'Remarks',
} as const;

export const ORDER_TEXTS = {
  confirmCancel: 'Are you sure you want to cancel this order?',
  createFailed: 'Could not place the order. Please try again.',
  updateFailed: 'Failed to update order',
  updateError: 'An error occurred while updating the order',
  actionFailed: 'Something went wrong. Please try again.',
  empty: 'No orders here yet.',
  exportCsv: 'Export CSV',
  noMatch: 'No orders match your search.',
  search: 'Search product, customer name or phone',
  searchAdmin: 'Search product, customer, phone or marketer',
  cannotOrder: 'Only active, verified accounts can place orders.',
  adminCannotOrder: 'Admins cannot place orders.',
  negativeCommission: 'Price is too low: the commission would be negative',
} as const;
