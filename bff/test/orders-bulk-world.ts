import type { OrderRecord, OrderStatus as StandInStatus } from '../gateway-sim/records.ts';
import { graphql } from './gql/index.ts';
import type { OrderStatus } from './gql/graphql.ts';
import type { TestBff } from './harness.ts';
import { dbOf } from './stand-in-data.ts';

/** What the bulk status change tests share: the mutation, the stand-in's orders made and read, and an outcome written out. */

export const BULK = graphql(`
  mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {
    changeOrdersStatus(ids: $ids, status: $status) {
      message
      outcomes {
        id
        result
        reason
        message
        previousStatus
        order {
          id
          status
        }
      }
    }
  }
`);

/**
 * `count` new orders at the stand-in, oldest first; the generator gives them the statuses
 * confirmed, in process, delivered, returned, exchanged and cancelled in turn.
 */
export async function newOrders(bff: TestBff, count: number): Promise<OrderRecord[]> {
  const { created, total } = await bff.dev.bulkOrders(count);
  return dbOf(bff).orders.slice(total - created);
}

export const recordOf = (bff: TestBff, id: string): OrderRecord => dbOf(bff).orders.find((o) => o._id === id)!;

const ORDER_STATUS_NAME: Record<StandInStatus, OrderStatus> = {
  confirmed: 'CONFIRMED',
  inProcess: 'IN_PROCESS',
  delivered: 'DELIVERED',
  returned: 'RETURNED',
  exchanged: 'EXCHANGED',
  cancelled: 'CANCELLED',
};

/** An order's status at the stand-in now. */
export const statusAtStandIn = (bff: TestBff, id: string): OrderStatus => ORDER_STATUS_NAME[recordOf(bff, id).status];

/** The outcome of an order moved from `previousStatus` to `status`, as the tests ask for it. */
export const changed = (id: string, previousStatus: OrderStatus, status: OrderStatus) => ({
  id,
  result: 'CHANGED' as const,
  reason: null,
  message: null,
  previousStatus,
  order: { id, status },
});
