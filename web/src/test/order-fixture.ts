import type { OrdersPageQuery } from '../features/orders/orders.generated.ts';
import type { OrderStatus } from '../gql/graphql.ts';

/** One row of the Orders page's query, as the cache holds it. */
export type OrderNode = OrdersPageQuery['orders']['edges'][number]['node'];

/** Order `o<n>` of Sita's, placed on day `day` of November 2026; only a confirmed order can be edited or cancelled. */
export const orderNode = (n: number, status: OrderStatus, day: number): OrderNode => ({
  __typename: 'Order',
  id: `o${n}`,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  quantity: 1,
  price: 100,
  totalPrice: 100,
  status,
  remarks: null,
  totalCommission: 10,
  canEdit: status === 'CONFIRMED',
  canCancel: status === 'CONFIRMED',
  customerConfirmation: 'NOT_ASKED',
  customer: {
    __typename: 'Customer',
    name: `Customer ${n}`,
    phone: '9800000000',
    location: 'Kathmandu',
    locationNe: null,
  },
  product: { __typename: 'Product', id: 'p1', name: 'Shawl' },
  owner: { __typename: 'User', id: 'u1', name: 'Sita' },
  riskFlags: [],
});
