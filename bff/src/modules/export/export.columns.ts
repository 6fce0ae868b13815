import { bsDate } from '@bikri/schema/calendar';
import { ORDER_STATUS, ORDER_STATUS_NAME_OF } from '@bikri/schema/order-status';
import { nepalTime, type CsvColumn } from '../../transport/csv.ts';
import type { Order } from '../orders/order.type.ts';
import type { Payment } from '../payments/payment.type.ts';
import { PaymentStatus } from '../payments/payment.type.ts';
import type { User } from '../users/user.type.ts';
import { Role, UserStatus } from '../users/user.type.ts';

/**
 * The columns of each CSV export. Rows are the GraphQL objects the lists answer (`toOrder`,
 * `toUser`, `toPayment`), so a file says what the screens say. Only fields the list already holds
 * are written: nothing nested is read from the gateway again, so an export costs the list's own gateway calls and no more.
 * Statuses are written by the names the screens give them, each beside its GraphQL name (a
 * "code" column, for programs); roles by their screen names; times in Nepal time (UTC+05:45,
 * which has no daylight saving), `2026-11-24 00:39:06`, each with its day in Bikram Sambat beside
 * it (`2083-08-08`, empty past the BS years @bikri/schema/calendar knows); money in rupees.
 */

/** The English names the screens give each status and role (web/src/locales/en/app.json); orders' in @bikri/schema/order-status. */
const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  [PaymentStatus.PENDING]: 'Pending',
  [PaymentStatus.SENT]: 'Sent',
};
const USER_STATUS_NAMES: Record<UserStatus, string> = {
  [UserStatus.ACTIVE]: 'Active',
  [UserStatus.UNDER_REVIEW]: 'Under review',
  [UserStatus.BLOCKED]: 'Blocked',
};
const ROLE_NAMES: Record<Role, string> = { [Role.ADMIN]: 'Admin', [Role.USER]: 'Marketer' };

/** The GraphQL name of an enum value (`inProcess` → `IN_PROCESS`). */
function enumName<E extends Record<string, string>>(values: E): (value: string) => string {
  const names = new Map(Object.entries(values).map(([name, value]) => [value, name]));
  return (value) => names.get(value) ?? value;
}

const paymentStatus = enumName(PaymentStatus);
const userStatus = enumName(UserStatus);

export const ORDER_COLUMNS: readonly CsvColumn<Order>[] = [
  { header: 'Order ID', value: (o) => o.id },
  { header: 'Placed at (Nepal time)', value: (o) => nepalTime(o.createdAt) },
  { header: 'Placed on (BS)', value: (o) => bsDate(o.createdAt) },
  { header: 'Status', value: (o) => ORDER_STATUS[ORDER_STATUS_NAME_OF[o.status]].exportName },
  { header: 'Status code', value: (o) => ORDER_STATUS_NAME_OF[o.status] },
  { header: 'Product', value: (o) => o.product?.name },
  { header: 'Quantity', value: (o) => o.quantity },
  { header: 'Price (Rs.)', value: (o) => o.price },
  { header: 'Total price (Rs.)', value: (o) => o.totalPrice },
  { header: 'Commission rate (%)', value: (o) => o.commissionRate },
  { header: 'Commission (Rs.)', value: (o) => o.commission },
  { header: 'Total commission (Rs.)', value: (o) => o.totalCommission },
  { header: 'Customer', value: (o) => o.customer.name },
  { header: 'Customer phone', value: (o) => o.customer.phone },
  { header: 'Customer location', value: (o) => o.customer.location },
  { header: 'Marketer', value: (o) => o.owner?.name },
  { header: 'Remarks', value: (o) => o.remarks },
  { header: 'Delivered at (Nepal time)', value: (o) => nepalTime(o.deliveredAt) },
  { header: 'Delivered on (BS)', value: (o) => bsDate(o.deliveredAt) },
];

export const USER_COLUMNS: readonly CsvColumn<User>[] = [
  { header: 'User ID', value: (u) => u.id },
  { header: 'Name', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Role', value: (u) => ROLE_NAMES[u.role] },
  { header: 'Status', value: (u) => USER_STATUS_NAMES[u.status] },
  { header: 'Status code', value: (u) => userStatus(u.status) },
  { header: 'Email verified', value: (u) => u.isEmailVerified },
  { header: 'Profile verified', value: (u) => u.isUserVerified },
  { header: 'Bonus commission rate (%)', value: (u) => u.bonusCommissionRate },
  { header: 'Pending payment (Rs.)', value: (u) => u.pendingPayment },
  { header: 'Received payment (Rs.)', value: (u) => u.receivedPayment },
  { header: 'Lifetime income (Rs.)', value: (u) => u.lifetimeIncome },
  { header: 'Referred by', value: (u) => u.referredBy },
  { header: 'Social profile', value: (u) => u.socialProfileUrl },
  { header: 'Joined at (Nepal time)', value: (u) => nepalTime(u.createdAt) },
  { header: 'Joined on (BS)', value: (u) => bsDate(u.createdAt) },
];

export const PAYMENT_COLUMNS: readonly CsvColumn<Payment>[] = [
  { header: 'Payment ID', value: (p) => p.id },
  { header: 'Requested at (Nepal time)', value: (p) => nepalTime(p.createdAt) },
  { header: 'Requested on (BS)', value: (p) => bsDate(p.createdAt) },
  { header: 'Status', value: (p) => PAYMENT_STATUS_NAMES[p.status] },
  { header: 'Status code', value: (p) => paymentStatus(p.status) },
  { header: 'Marketer', value: (p) => p.user?.name },
  { header: 'Email', value: (p) => p.user?.email },
  { header: 'Phone', value: (p) => p.user?.phone },
  { header: 'Amount (Rs.)', value: (p) => p.amount },
  { header: 'Orders', value: (p) => p.orderIds.length },
  { header: 'Order IDs', value: (p) => p.orderIds.join(' ') },
  { header: 'Items', value: (p) => p.itemSummary },
  // Whether there is one: its address is signed per request for the screens (payments.resolver.ts).
  { header: 'Proof attached', value: (p) => p.proofUrl !== null },
];
