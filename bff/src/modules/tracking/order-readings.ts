import { multiplyMoney } from '@bikri/schema/money';
import type { GatewayOrderStatus } from '@bikri/schema/order-status';
import { LRUCache } from 'lru-cache';
import type { OrderDto } from '../../gateway/dto.ts';
import { GatewayClient } from '../../gateway/gateway-client.ts';
import type { GatewayHttp } from '../../gateway/http.ts';
import { closedAt } from '../../policies/customer-privacy.ts';
import type { OrderFacts } from '../../stores/order-tracking.ts';

/** An order's facts as the gateway answers it (the marketer's phone is not in it). */
export function factsOfDto(order: OrderDto): OrderFacts | null {
  if (!order.orderFrom) return null;
  return {
    orderId: order._id,
    ownerId: order.orderFrom._id,
    customerName: order.customerName,
    productName: order.product?.productName ?? '',
    quantity: order.qty,
    total: multiplyMoney(order.price, order.qty),
    marketerName: order.orderFrom.name,
    placedAt: order.createdAt,
    status: order.status,
    changedAt: closedAt(order) ?? order.updatedAt ?? order.createdAt,
  };
}

/** An order as the gateway has it: its status, and its facts (none when the gateway names no owner). */
export interface OrderReading {
  status: GatewayOrderStatus;
  facts: OrderFacts | null;
}

/** How long a page view reuses an order's reading. */
export const READING_REUSED_MS = 30_000;
/** Orders whose last reading is kept at once (a few hundred bytes each). */
const READINGS_KEPT = 10_000;
/** How long a tracking page waits for the gateway, less than its own timeouts: a customer is waiting. */
export const PAGE_GATEWAY_MS = 3_000;

/**
 * Orders read at the gateway for their tracking pages, which have no user's token: with the
 * service token (`GATEWAY_SERVICE_TOKEN`, an admin's). An answer reads afresh; a page view reuses
 * a reading of the last READING_REUSED_MS, so reloading a link does not reach the gateway each
 * time. Reads of one order under way together are one call; a failed read is not kept.
 */
export class OrderReadings {
  private readonly readings: LRUCache<string, OrderReading>;

  constructor(http: GatewayHttp, serviceToken: string, clock?: { now(): number }) {
    this.readings = new LRUCache<string, OrderReading>({
      max: READINGS_KEPT,
      ttl: READING_REUSED_MS,
      // Each age is read from the clock, not from one kept for a millisecond: readings are few.
      ttlResolution: 0,
      ...(clock && { perf: clock }),
      fetchMethod: async (orderId, _stale, { signal }) => {
        const client = new GatewayClient(
          http,
          serviceToken,
          AbortSignal.any([signal, AbortSignal.timeout(PAGE_GATEWAY_MS)]),
        );
        const order = await client.order(orderId);
        return { status: order.status, facts: factsOfDto(order) };
      },
    });
  }

  /** The order as the gateway has it now. */
  now(orderId: string): Promise<OrderReading> {
    return this.readings.forceFetch(orderId, { forceRefresh: true });
  }

  /** The order as read in the last READING_REUSED_MS, else now. */
  recent(orderId: string): Promise<OrderReading> {
    return this.readings.forceFetch(orderId);
  }
}
