import { nepalDay } from '@bikri/schema/calendar';
import { sumMoney } from '@bikri/schema/money';
import { incomeAmount } from '@bikri/schema/payout';
import { ORDER_STATUS, ORDER_STATUS_NAME_OF } from '@bikri/schema/order-status';
import type { Context } from '../../context.ts';
import { seesAll } from '../../policies/visibility.ts';
import type { OrderDto } from '../../gateway/dto.ts';
import { OrderStatus } from '../orders/order.type.ts';
import { orderStatusOf } from '../orders/orders.service.ts';
import { TrendBucket, TrendRange, type DashboardTrends, type TopTrend, type TrendPoint } from './dashboard.type.ts';

const DAYS: Record<TrendRange, number> = { [TrendRange.LAST_30_DAYS]: 30, [TrendRange.LAST_90_DAYS]: 90 };
const TOP = 5;
const DAY_MS = 86_400_000;

/** A Nepal day as a count of days since 1970-01-01, or null for an instant that is not one. */
function dayNumber(instant: string | null | undefined): number | null {
  const day = nepalDay(instant);
  return day ? Date.UTC(day.year, day.month - 1, day.day) / DAY_MS : null;
}

const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Returned among those that reached the customer (`reachedCustomer` of the status table); null when none did. */
function returnRate(orders: readonly OrderDto[]): number | null {
  const reached = orders.filter((o) => ORDER_STATUS[ORDER_STATUS_NAME_OF[o.status]].reachedCustomer).length;
  return reached === 0 ? null : orders.filter((o) => o.status === OrderStatus.RETURNED).length / reached;
}

/** The `TOP` groups with the most orders, most first (then by name), with their return rates. */
function top(orders: readonly OrderDto[], keyOf: (order: OrderDto) => { id: string; name: string } | null): TopTrend[] {
  const groups = new Map<string, { name: string; orders: OrderDto[] }>();
  for (const order of orders) {
    const key = keyOf(order);
    if (!key) continue;
    const group = groups.get(key.id) ?? { name: key.name, orders: [] };
    group.orders.push(order);
    groups.set(key.id, group);
  }
  return [...groups]
    .sort(([, a], [, b]) => b.orders.length - a.orders.length || a.name.localeCompare(b.name))
    .slice(0, TOP)
    .map(([id, group]) => ({
      id,
      name: group.name,
      orders: group.orders.length,
      returned: group.orders.filter((o) => o.status === OrderStatus.RETURNED).length,
      returnRate: returnRate(group.orders),
    }));
}

/**
 * The dashboard's trends from the orders the viewer sees (all for an admin, their own for a
 * marketer), in Nepal days: per day or per Sunday-to-Saturday week over the range, what was
 * placed, and what was delivered and is still delivered with its commission; the status mix,
 * return rate and top products (and for an admin top marketers) of the orders placed in the range.
 */
export async function dashboardTrends(ctx: Context, range: TrendRange, per: TrendBucket): Promise<DashboardTrends> {
  const [orders, viewer] = await Promise.all([ctx.loaders.visibleOrders(), ctx.viewer()]);
  const today = dayNumber(new Date().toISOString())!;
  const first = today - DAYS[range] + 1;
  // Weeks run Sunday to Saturday; 1970-01-01 was a Thursday.
  const startOf = (day: number) => (per === TrendBucket.DAY ? day : day - ((day + 4) % 7));
  const points = new Map<number, TrendPoint>();
  for (let day = startOf(first); day <= today; day += per === TrendBucket.DAY ? 1 : 7)
    points.set(day, { start: dayText(day), orders: 0, delivered: 0, earnings: 0 });
  const earned = new Map<number, number[]>();

  const placed: OrderDto[] = [];
  for (const order of orders) {
    const day = dayNumber(order.createdAt);
    if (day !== null && day >= first && day <= today) {
      placed.push(order);
      points.get(startOf(day))!.orders += 1;
    }
    const deliveredOn = order.status === OrderStatus.DELIVERED ? dayNumber(order.deliveredDate) : null;
    if (deliveredOn !== null && deliveredOn >= first && deliveredOn <= today) {
      points.get(startOf(deliveredOn))!.delivered += 1;
      const amounts = earned.get(startOf(deliveredOn)) ?? [];
      amounts.push(incomeAmount(order.commission, order.qty));
      earned.set(startOf(deliveredOn), amounts);
    }
  }
  for (const [start, amounts] of earned) points.get(start)!.earnings = sumMoney(amounts);

  const statusMix = Object.values(OrderStatus).map((status) => ({
    status,
    count: placed.filter((o) => orderStatusOf(o) === status).length,
  }));
  return {
    range,
    per,
    points: [...points.values()],
    statusMix,
    returnRate: returnRate(placed),
    topProducts: top(placed, (o) => (o.product ? { id: o.product._id, name: o.product.productName } : null)),
    topMarketers: seesAll(viewer)
      ? top(placed, (o) => (o.orderFrom ? { id: o.orderFrom._id, name: o.orderFrom.name } : null))
      : null,
  };
}
