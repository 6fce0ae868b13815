import type { OrderStatus } from '../gql/graphql.ts';
import type { MessageKey } from './i18n.ts';

/** Each order status by the catalogue key of its name on screen (orders, dashboard charts). */
export const STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  CONFIRMED: 'orderStatus.CONFIRMED',
  IN_PROCESS: 'orderStatus.IN_PROCESS',
  DELIVERED: 'orderStatus.DELIVERED',
  RETURNED: 'orderStatus.RETURNED',
  EXCHANGED: 'orderStatus.EXCHANGED',
  CANCELLED: 'orderStatus.CANCELLED',
};
