import type { RoleName } from './accounts.ts';

/** An order's status by its name in the API. */
export type OrderStatusName = 'CONFIRMED' | 'IN_PROCESS' | 'DELIVERED' | 'RETURNED' | 'EXCHANGED' | 'CANCELLED';

/** Every status, in the order the screens list them. */
export const ORDER_STATUS_NAMES: readonly OrderStatusName[] = [
  'CONFIRMED',
  'IN_PROCESS',
  'DELIVERED',
  'RETURNED',
  'EXCHANGED',
  'CANCELLED',
];

/**
 * Where an admin may move an order with a status change: any status but its own and CANCELLED
 * (cancelling is an action of its own); a cancelled order moves nowhere.
 */
export function statusChoices(from: OrderStatusName): OrderStatusName[] {
  if (from === 'CANCELLED') return [];
  return ORDER_STATUS_NAMES.filter((status) => status !== 'CANCELLED' && status !== from);
}

/** Whether a move takes back the commission its owner earned: leaving DELIVERED, cancelling included. */
export const takesBackCommission = (from: OrderStatusName, to: OrderStatusName): boolean =>
  from === 'DELIVERED' && to !== 'DELIVERED';

/**
 * Who may edit or cancel an order: its owner while it is CONFIRMED; an admin unless it is
 * CANCELLED. No one else.
 */
export function mayChangeOrder(viewer: { role: RoleName; isOwner: boolean }, status: OrderStatusName): boolean {
  if (viewer.role === 'ADMIN') return status !== 'CANCELLED';
  return viewer.isOwner && status === 'CONFIRMED';
}

/** Whether an admin may move an order from `from` to `to`, cancelling included (`to` CANCELLED). */
export const adminMayMove = (from: OrderStatusName, to: OrderStatusName): boolean =>
  to === 'CANCELLED' ? from !== 'CANCELLED' : statusChoices(from).includes(to);

/** The most orders one bulk status change names; a larger selection is sent in parts of this size. */
export const BULK_ORDERS_MAX = 200;
