import type { RoleName } from './accounts.ts';

/**
 * The order statuses, in the order the screens list them: every other list, map and word about
 * them (the GraphQL enum, the gateway mapping both ways, tabs, badges, counts, exports) is read
 * from here.
 * - `name`: its name in the API (the GraphQL enum value's name);
 * - `gateway`: its value on the REST gateway;
 * - `label`: the catalogue key of its name on screen (web/src/locales/);
 * - `tab`: the orders screen's tab id (`/orders?order=`), which is also its `OrderCounts` field;
 * - `color`: its badge's colour palette;
 * - `words`: how the BFF's English messages say it ("the order is already in process");
 * - `exportName`: its name in CSV exports, as the English catalogue names it;
 * - `reachedCustomer`: whether the order got to the customer (what the return rate counts);
 * - `closes`: whether the order is over in it (the time it closed starts what customers' data
 *   keep: tracking links, phones shown to the marketer).
 */
export const ORDER_STATUSES = [
  {
    name: 'CONFIRMED',
    gateway: 'confirmed',
    label: 'orderStatus.CONFIRMED',
    tab: 'confirmed',
    color: 'blue',
    words: 'confirmed',
    exportName: 'Confirmed',
    reachedCustomer: false,
    closes: false,
  },
  {
    name: 'IN_PROCESS',
    gateway: 'inProcess',
    label: 'orderStatus.IN_PROCESS',
    tab: 'inProcess',
    color: 'purple',
    words: 'in process',
    exportName: 'In-process',
    reachedCustomer: false,
    closes: false,
  },
  {
    name: 'DELIVERED',
    gateway: 'delivered',
    label: 'orderStatus.DELIVERED',
    tab: 'delivered',
    color: 'green',
    words: 'delivered',
    exportName: 'Delivered',
    reachedCustomer: true,
    closes: true,
  },
  {
    name: 'RETURNED',
    gateway: 'returned',
    label: 'orderStatus.RETURNED',
    tab: 'returned',
    color: 'yellow',
    words: 'returned',
    exportName: 'Returned',
    reachedCustomer: true,
    closes: true,
  },
  {
    name: 'EXCHANGED',
    gateway: 'exchanged',
    label: 'orderStatus.EXCHANGED',
    tab: 'exchanged',
    color: 'cyan',
    words: 'exchanged',
    exportName: 'Exchanged',
    reachedCustomer: true,
    closes: false,
  },
  {
    name: 'CANCELLED',
    gateway: 'cancelled',
    label: 'orderStatus.CANCELLED',
    tab: 'cancelled',
    color: 'red',
    words: 'cancelled',
    exportName: 'Cancelled',
    reachedCustomer: false,
    closes: true,
  },
] as const;

/** One status's row of `ORDER_STATUSES`. */
export type OrderStatusRow = (typeof ORDER_STATUSES)[number];
/** An order's status by its name in the API. */
export type OrderStatusName = OrderStatusRow['name'];
/** An order's status as the REST gateway spells it. */
export type GatewayOrderStatus = OrderStatusRow['gateway'];
/** An orders-screen tab id of one status. */
export type OrderStatusTab = OrderStatusRow['tab'];

/** Every status by its API name, in the order the screens list them. */
export const ORDER_STATUS_NAMES: readonly OrderStatusName[] = ORDER_STATUSES.map((status) => status.name);

/** Each status's row by its API name. */
export const ORDER_STATUS = Object.fromEntries(ORDER_STATUSES.map((status) => [status.name, status])) as {
  readonly [Row in OrderStatusRow as Row['name']]: Row;
};

/**
 * Each status's gateway value by its API name: an enum-like object (names outside, gateway
 * values inside), which the BFF registers as the GraphQL enum `OrderStatus`.
 */
export const GATEWAY_ORDER_STATUS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status.name, status.gateway]),
) as { readonly [Row in OrderStatusRow as Row['name']]: Row['gateway'] };

/** Each status's API name by its gateway value. */
export const ORDER_STATUS_NAME_OF = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status.gateway, status.name]),
) as { readonly [Row in OrderStatusRow as Row['gateway']]: Row['name'] };

/** Whether an order in this status (the gateway's value) is over: delivered, returned or cancelled. */
export const closesOrder = (status: GatewayOrderStatus): boolean => ORDER_STATUS[ORDER_STATUS_NAME_OF[status]].closes;

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
