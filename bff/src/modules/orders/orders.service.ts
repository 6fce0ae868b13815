import {
  mayChangeOrder,
  ORDER_STATUS,
  ORDER_STATUS_NAME_OF,
  ORDER_STATUSES,
  statusChoices,
  type OrderStatusTab,
} from '@bikri/schema/order-status';
import { orderCommission } from '@bikri/schema/commission';
import { multiplyMoney } from '@bikri/schema/money';
import { incomeAmount } from '@bikri/schema/payout';
import type { Context } from '../../context.ts';
import { AppError, badInput, forbidden, writeInDoubt } from '../../errors.ts';
import { announce } from '../../live/announce.ts';
import { storedPhone } from '../../policies/validators.ts';
import { customerPhoneFor } from '../../policies/customer-privacy.ts';
import { orderOwner, seesAll } from '../../policies/visibility.ts';
import type { OrderDto, UserDto } from '../../gateway/dto.ts';
import { paginate, type Connection, type SearchArgs } from '../../lists/connection.ts';
import { BY_NEWEST } from '../../lists/list-order.ts';
import { sortedBy, workedOut, type SortedList } from '../../lists/sorted-list.ts';
import { searchList } from '../../lists/search.ts';
import { toOrderProduct } from '../products/products.service.ts';
import { assertMayAct, refusalOf, toOrderOwner } from '../users/users.service.ts';
import { flaggedOnly } from './risk-flags.service.ts';
import type { AddOrderInput, OrderFieldsInput } from './order.input.ts';
import { type CustomerConfirmation, Order, OrderCounts, OrderStatus } from './order.type.ts';
import { answeredOnly } from '../tracking/tracking.service.ts';

/**
 * An order's status in the schema: the enum's values are the gateway's, so it is the gateway's
 * own. The gateway client refuses orders whose status the gateway's contract does not list.
 */
export function orderStatusOf(dto: Pick<OrderDto, 'status'>): OrderStatus {
  return dto.status;
}

/** A status's name in the API, which the shared rules (@bikri/schema/order-status) speak in. */
export const STATUS_NAME = ORDER_STATUS_NAME_OF;

/** A status in words, for messages people read ("in process"). */
export const statusWords = (status: OrderStatus): string => ORDER_STATUS[STATUS_NAME[status]].words;

/**
 * The orders the viewer sees that a search finds, newest first (`BY_NEWEST`): product name,
 * customer name, phone or location, and for an admin the marketer's name too; then those whose
 * customer gave an answer, and those with a risk flag, when asked.
 */
async function searchOrders(
  ctx: Context,
  { search, customerConfirmation, flagged }: Omit<OrderFilter, 'status'>,
): Promise<SortedList<OrderDto>> {
  const [orders, viewer] = await Promise.all([ctx.loaders.visibleOrders(), ctx.viewer()]);
  const isAdmin = seesAll(viewer);
  const found = searchList(sortedBy(orders, BY_NEWEST), search, isAdmin ? 'admin' : 'marketer', (s, o) =>
    s.matches(
      [o.product?.productName, o.customerName, o.customerLocation, isAdmin ? o.orderFrom?.name : undefined],
      // The phone as the viewer sees it: a masked one is found by the digits it shows, never by those it hides.
      [customerPhoneFor(viewer, o)],
    ),
  );
  const answered = customerConfirmation ? await answeredOnly(ctx, found, customerConfirmation) : found;
  return flagged ? flaggedOnly(ctx, answered) : answered;
}

/** Which orders a list shows: a tab's status, a search, the customers' answer, and only those with a risk flag. */
export interface OrderFilter {
  status?: OrderStatus | null;
  search?: string | null;
  customerConfirmation?: CustomerConfirmation | null;
  flagged?: boolean | null;
}

/** The orders the viewer sees with a tab's status, a search and the flag filter: what `Query.orders` pages and the CSV export writes. */
export async function orderList(
  ctx: Context,
  { status, ...filter }: OrderFilter,
): Promise<{ orders: SortedList<OrderDto>; scope: OrderScope }> {
  const [found, scope] = await Promise.all([searchOrders(ctx, filter), orderScope(ctx)]);
  return { orders: status ? tabsOf(found).get(status)! : found, scope };
}

/** A page of the orders the viewer sees, with a tab's status and a search (`Query.orders`). */
export async function ordersPage(ctx: Context, args: SearchArgs & OrderFilter): Promise<Connection<Order>> {
  const { orders, scope } = await orderList(ctx, args);
  return paginate(orders, args, (o) => toOrder(o, scope), ctx.spent);
}

/** Every tab's count of the orders the viewer sees, with a search and the customers' answer (`Query.orderCounts`). */
export async function orderCounts(ctx: Context, filter: Omit<OrderFilter, 'status'>): Promise<OrderCounts> {
  const found = await searchOrders(ctx, filter);
  const byStatus = tabsOf(found);
  const tabs = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status.tab, byStatus.get(status.gateway)!.rows.length]),
  ) as Record<OrderStatusTab, number>;
  return Object.assign(new OrderCounts(), { all: found.rows.length, ...tabs } satisfies OrderCounts);
}

/**
 * A list's orders by status (the gateway client lets only known statuses in), each in the
 * list's order: its tabs, in one pass once per list (`workedOut`).
 */
function tabsOf(list: SortedList<OrderDto>): ReadonlyMap<OrderStatus, SortedList<OrderDto>> {
  return workedOut(list.rows, 'tabs', () => {
    const byStatus = new Map<OrderStatus, OrderDto[]>(Object.values(OrderStatus).map((status) => [status, []]));
    for (const order of list.rows) byStatus.get(orderStatusOf(order))!.push(order);
    return new Map([...byStatus].map(([status, rows]) => [status, { order: list.order, rows }]));
  });
}

/** What mapping an order needs: who is looking (for canEdit/canCancel), and whether their account may edit (`assertMayAct`). */
export interface OrderScope {
  viewer: Pick<UserDto, '_id' | 'role'>;
  mayAct: boolean;
}

export async function orderScope(ctx: Context): Promise<OrderScope> {
  const viewer = await ctx.viewer();
  return { viewer, mayAct: refusalOf(viewer) === null };
}

export function toOrder(dto: OrderDto, { viewer, mayAct }: OrderScope): Order {
  // Written field by field, not assigned from a literal: a list of 1,000 orders builds 1,000 of
  // these per request, and the literal was one more object each to allocate and copy.
  const order = new Order();
  const quantity = Number.isFinite(dto.qty) ? dto.qty : 0;
  const commission = Number.isFinite(dto.commission) ? dto.commission : 0;
  const price = Number.isFinite(dto.price) ? dto.price : 0;
  const status = orderStatusOf(dto);
  const changeable = mayChange(viewer, status, orderOwner(dto));
  order.id = dto._id;
  order.product = dto.product && typeof dto.product._id === 'string' ? toOrderProduct(dto.product) : null;
  order.owner = dto.orderFrom && typeof dto.orderFrom._id === 'string' ? toOrderOwner(dto.orderFrom) : null;
  order.quantity = quantity;
  order.price = price;
  order.totalPrice = multiplyMoney(price, quantity);
  order.commissionRate = Number.isFinite(dto.commissionRate) ? dto.commissionRate : 0;
  order.commission = commission;
  order.totalCommission = incomeAmount(commission, quantity);
  order.customer = {
    name: dto.customerName ?? '',
    phone: customerPhoneFor(viewer, dto),
    location: dto.customerLocation ?? '',
  };
  order.remarks = dto.remarks?.trim() ? dto.remarks : null;
  order.status = status;
  order.canEdit = changeable && mayAct;
  order.canCancel = changeable;
  order.deliveredAt = dto.deliveredDate ?? null;
  order.createdAt = dto.createdAt;
  order.updatedAt = dto.updatedAt ?? dto.createdAt;
  return order;
}

/** Whether `viewer` may edit or cancel an order (`mayChangeOrder` of `@bikri/schema/order-status`). */
function mayChange(viewer: Pick<UserDto, '_id' | 'role'>, status: OrderStatus, owner: string | undefined): boolean {
  return mayChangeOrder(
    { role: viewer.role === 'admin' ? 'ADMIN' : 'USER', isOwner: owner === viewer._id },
    STATUS_NAME[status],
  );
}

function assertMayChange(viewer: UserDto, order: OrderDto, verb: 'edit' | 'cancel'): void {
  if (mayChange(viewer, orderStatusOf(order), orderOwner(order))) return;
  throw forbidden(
    viewer.role === 'admin'
      ? `A cancelled order cannot be ${verb === 'edit' ? 'edited' : 'cancelled'}.`
      : `You can only ${verb} your own confirmed orders.`,
  );
}

function restFields(input: OrderFieldsInput) {
  return {
    qty: input.quantity,
    price: input.price,
    customerName: input.customerName.trim(),
    customerPhone: storedPhone('customerPhone', input.customerPhone),
    customerLocation: input.customerLocation.trim(),
    remarks: input.remarks?.trim() ?? '',
  };
}

/** An order line's commission at `price`; a price that takes it below zero is refused (orders and shared links). */
export function commissionFor(productPrice: number, productRate: number, bonusRate: number, price: number) {
  const result = orderCommission({ productPrice, productRate, bonusRate, price });
  if (result.commission < 0) throw badInput('price', 'is too low: the commission would be negative');
  return result;
}

/** What an attempt at placing an order notes before it writes: the marketer's orders with the same details until then (usually none). */
interface PlacingNotes {
  before: string[];
}

/**
 * Places an order after the server-side rules; answers the created order, read back. The gateway
 * answers only a message, so the created order is the one with these details that was not there
 * before: one order of a marketer is placed at a time (in every replica), and the orders with
 * these details before it are noted under the request's Idempotency-Key, so that a retry of an
 * attempt in doubt finds the order it placed instead of placing another.
 */
export async function addOrder(ctx: Context, input: AddOrderInput): Promise<{ message: string; order: OrderDto }> {
  const viewer = await ctx.viewer();
  assertMayAct(viewer);
  const product = (await ctx.loaders.myProducts()).find((p) => p._id === input.productId);
  if (!product) throw badInput('productId', 'is not in your product list', { rule: 'NOT_IN_MY_PRODUCTS' });
  if (product.status !== 'available') throw badInput('productId', 'is out of stock', { rule: 'OUT_OF_STOCK' });
  const { commission, commissionRate } = commissionFor(
    product.price,
    product.commissionRate,
    viewer.commissionRate ?? 0,
    input.price,
  );
  const fields = restFields(input);
  const signal = ctx.gateway.signal;
  return ctx.writes.exclusive(`order:${viewer._id}`, signal, async () => {
    const placed = (before: ReadonlySet<string>, orders: readonly OrderDto[]) =>
      orders.filter(
        (o) =>
          !before.has(o._id) &&
          o.product?._id === product._id &&
          o.customerName === fields.customerName &&
          o.customerPhone === fields.customerPhone &&
          o.qty === fields.qty &&
          o.price === fields.price,
      );
    const noted = ctx.write?.resuming ? (ctx.write.notes as PlacingNotes | undefined) : undefined;
    let before: ReadonlySet<string>;
    let message: string | undefined;
    if (noted) {
      before = new Set(noted.before);
      const found = placed(before, await ctx.gateway.myOrders());
      if (found.length > 0) return created(ctx, found, 'Order placed');
      // Not there: placed now, unless the earlier attempt may still arrive (the write is held back).
    } else {
      before = new Set(placed(new Set(), await ctx.gateway.myOrders()).map((o) => o._id));
      await ctx.write?.note({ before: [...before] } satisfies PlacingNotes);
    }
    try {
      message = (await ctx.gateway.addOrder({ product: product._id, commission, commissionRate, ...fields })).message;
    } finally {
      ctx.loaders.forget('orders');
    }
    let after: readonly OrderDto[];
    try {
      after = await ctx.gateway.myOrders();
    } catch {
      throw writeInDoubt("Your order was sent, but we could not read it back. We are checking: don't place it again.");
    }
    return created(ctx, placed(before, after), message ?? 'Order placed');
  });
}

/** The order an attempt placed, announced; anything but exactly one cannot be told apart. */
async function created(
  ctx: Context,
  found: readonly OrderDto[],
  message: string,
): Promise<{ message: string; order: OrderDto }> {
  if (found.length !== 1) {
    throw writeInDoubt(
      found.length === 0
        ? "Your order was sent, but it is not in your orders yet. We are checking: don't place it again."
        : 'Your order was placed, but an identical order was placed at the same time, so we cannot tell which one is this. Check your orders before placing it again.',
    );
  }
  const order = found[0]!;
  await announce(ctx, { type: 'order', change: 'created', order, previousStatus: null });
  return { message, order };
}

/** Edits an order's fields, recomputing its commission with the owner's bonus rate. */
export async function editOrder(
  ctx: Context,
  id: string,
  input: OrderFieldsInput,
): Promise<{ message: string; order: OrderDto }> {
  const viewer = await ctx.viewer();
  assertMayAct(viewer);
  const order = await ctx.gateway.order(id);
  assertMayChange(viewer, order, 'edit');
  if (!order.product) throw new AppError('NOT_FOUND', 'The product of this order no longer exists.');
  const { commission, commissionRate } = commissionFor(
    order.product.price,
    order.product.commissionRate,
    order.orderFrom?.commissionRate ?? 0,
    input.price,
  );
  const answer = await ctx.gateway.editOrder(id, { ...order, ...restFields(input), commission, commissionRate });
  ctx.loaders.forget('orders');
  const edited = await ctx.gateway.order(id);
  await announce(ctx, { type: 'order', change: 'edited', order: edited, previousStatus: order.status });
  return { message: answer.message ?? 'Order updated', order: edited };
}

export async function cancelOrder(ctx: Context, id: string): Promise<{ message: string; order: OrderDto }> {
  const viewer = await ctx.viewer();
  const order = await ctx.gateway.order(id);
  // A retry of a cancellation in doubt that went through answers as the first would have.
  if (ctx.write?.resuming && order.status === OrderStatus.CANCELLED) return { message: 'Order cancelled', order };
  assertMayChange(viewer, order, 'cancel');
  const answer = await ctx.gateway.cancelOrder(id);
  ctx.loaders.forget('orders');
  const cancelled = await ctx.gateway.order(id);
  await announce(ctx, { type: 'order', change: 'cancelled', order: cancelled, previousStatus: order.status });
  return { message: answer.message ?? 'Order cancelled', order: cancelled };
}

export async function changeOrderStatus(
  ctx: Context,
  id: string,
  status: OrderStatus,
  amount: number | null | undefined,
): Promise<{ message: string; order: OrderDto }> {
  if (status === OrderStatus.CANCELLED) throw badInput('status', 'use cancelOrder to cancel an order');
  const order = await ctx.gateway.order(id);
  // A retry of a change in doubt that went through answers as the first would have.
  if (ctx.write?.resuming && orderStatusOf(order) === status) return { message: 'Order updated', order };
  if (!statusChoices(STATUS_NAME[orderStatusOf(order)]).includes(STATUS_NAME[status])) {
    if (order.status === OrderStatus.CANCELLED) throw forbidden('A cancelled order cannot change status.');
    throw badInput('status', `the order is already ${statusWords(status)}`);
  }
  if (amount != null && status !== OrderStatus.DELIVERED) throw badInput('amount', 'is only used when delivering');
  const answer = await ctx.gateway.changeOrderStatus({ orderId: id, status, ...(amount != null ? { amount } : {}) });
  ctx.loaders.forget('orders');
  const changed = await ctx.gateway.order(id);
  await announce(ctx, { type: 'order', change: 'statusChanged', order: changed, previousStatus: order.status });
  return { message: answer.message ?? 'Order updated', order: changed };
}
