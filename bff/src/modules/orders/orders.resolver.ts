import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { nepaliLocation } from '@bikri/schema/address';
import { roundMoney } from '@bikri/schema/money';
import type { Context } from '../../context.ts';
import { SearchArgs } from '../../lists/connection.ts';
import { Role } from '../users/user.type.ts';
import { OrdersArgs } from './order.args.ts';
import { AddOrderInput, ChangeOrderStatusArgs, ChangeOrdersStatusArgs, EditOrderInput } from './order.input.ts';
import {
  BulkOrdersPayload,
  Customer,
  CustomerConfirmation,
  Order,
  OrderConnection,
  OrderCounts,
  OrderPayload,
  OrderRef,
  OrderStatus,
} from './order.type.ts';
import {
  addOrder,
  cancelOrder,
  changeOrderStatus,
  editOrder,
  orderCounts,
  orderList,
  orderScope,
  ordersPage,
  orderStatusOf,
  toOrder,
} from './orders.service.ts';
import { changeOrdersStatus } from './orders-bulk.ts';
import { KeptOutcome } from '../keyed-write.ts';

@Resolver(() => Order)
export class OrdersResolver {
  @Authorized()
  @Query(() => OrderConnection, {
    description: 'A page of orders, newest first: all of them for an admin, their own for a marketer.',
  })
  async orders(@Args(() => OrdersArgs) args: OrdersArgs, @Ctx() ctx: Context): Promise<OrderConnection> {
    return ordersPage(ctx, args);
  }

  @Authorized()
  @Query(() => OrderCounts, {
    description: 'How many orders each tab holds, for the tab badges (same visibility and search as `orders`).',
  })
  async orderCounts(
    @Arg('search', () => String, { nullable: true, description: 'The search of the orders list, if any.' })
    search: string | null | undefined,
    @Arg('customerConfirmation', () => CustomerConfirmation, {
      nullable: true,
      description: "The customers' answer the orders list is filtered by, if any.",
    })
    customerConfirmation: CustomerConfirmation | null | undefined,
    @Arg('flagged', () => Boolean, { nullable: true, description: 'The flag filter of the orders list, if on.' })
    flagged: boolean | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<OrderCounts> {
    return orderCounts(ctx, { search, customerConfirmation, flagged });
  }

  @Authorized(Role.ADMIN)
  @Query(() => [OrderRef], {
    description:
      'Every order a tab and search list, newest first, by id and status (admin only): what selecting all of a list selects.',
  })
  async orderSelection(
    @Arg('status', () => OrderStatus, { nullable: true, description: "The tab's status; every order when null." })
    status: OrderStatus | null | undefined,
    @Arg('search', () => String, { nullable: true, description: 'The search of the orders list, if any.' })
    search: string | null | undefined,
    @Arg('customerConfirmation', () => CustomerConfirmation, {
      nullable: true,
      description: "The customers' answer the orders list is filtered by, if any.",
    })
    customerConfirmation: CustomerConfirmation | null | undefined,
    @Arg('flagged', () => Boolean, { nullable: true, description: 'The flag filter of the orders list, if on.' })
    flagged: boolean | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<OrderRef[]> {
    const { orders } = await orderList(ctx, { status, search, customerConfirmation, flagged });
    return orders.rows.map((order) => ({ id: order._id, status: orderStatusOf(order) }));
  }

  @Authorized()
  @Query(() => Order, { description: 'One order: any for an admin, their own for a marketer.' })
  async order(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Order> {
    // The loader answers NOT_FOUND for an order the viewer may not see.
    const [order, scope] = await Promise.all([ctx.loaders.orders.load(id), orderScope(ctx)]);
    return toOrder(order, scope);
  }

  @Authorized(Role.USER)
  @KeptOutcome()
  @Mutation(() => OrderPayload, {
    description: 'Place an order (active, verified marketers only); it starts CONFIRMED.',
  })
  async addOrder(@Arg('input', () => AddOrderInput) input: AddOrderInput, @Ctx() ctx: Context): Promise<OrderPayload> {
    const { message, order } = await addOrder(ctx, input);
    return { message, order: toOrder(order, await orderScope(ctx)) };
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => OrderPayload, { description: 'Change an order you may edit (see Order.canEdit); the product stays.' })
  async editOrder(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EditOrderInput) input: EditOrderInput,
    @Ctx() ctx: Context,
  ): Promise<OrderPayload> {
    const { message, order } = await editOrder(ctx, id, input);
    return { message, order: toOrder(order, await orderScope(ctx)) };
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => OrderPayload, { description: 'Cancel an order you may cancel (see Order.canCancel).' })
  async cancelOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<OrderPayload> {
    const { message, order } = await cancelOrder(ctx, id);
    return { message, order: toOrder(order, await orderScope(ctx)) };
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => OrderPayload, { description: 'Move an order to another status except CANCELLED (admin only).' })
  async changeOrderStatus(
    @Args(() => ChangeOrderStatusArgs) { id, status, amount }: ChangeOrderStatusArgs,
    @Ctx() ctx: Context,
  ): Promise<OrderPayload> {
    const result = await changeOrderStatus(ctx, id, status, amount == null ? amount : roundMoney(amount));
    return { message: result.message, order: toOrder(result.order, await orderScope(ctx)) };
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => BulkOrdersPayload, {
    description:
      'Move many orders to a status at once, CANCELLED included (admin only): each as changeOrderStatus or cancelOrder would, with its own outcome.',
  })
  async changeOrdersStatus(
    @Args(() => ChangeOrdersStatusArgs) { ids, status }: ChangeOrdersStatusArgs,
    @Ctx() ctx: Context,
  ): Promise<BulkOrdersPayload> {
    return changeOrdersStatus(ctx, ids, status);
  }
}

/**
 * What a screen shows after an order changed, in the same answer: the tab the order is now in and
 * every tab's count (the orders screen goes to the order's new tab).
 */
@Resolver(() => OrderPayload)
export class OrderPayloadResolver {
  @FieldResolver(() => OrderConnection, {
    description:
      "The first page of the order's tab after the change (orders in its new status, newest first), as `orders(status:, search:)` would answer it.",
  })
  async tab(
    @Root() payload: OrderPayload,
    @Args(() => SearchArgs) args: SearchArgs,
    @Ctx() ctx: Context,
  ): Promise<OrderConnection> {
    return ordersPage(ctx, { ...args, status: payload.order.status });
  }

  @FieldResolver(() => OrderCounts, {
    description: "Every tab's count after the change, as `orderCounts(search:)` would answer it.",
  })
  async counts(
    @Root() _payload: OrderPayload,
    @Arg('search', () => String, { nullable: true, description: 'The search of the orders list, if any.' })
    search: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<OrderCounts> {
    return orderCounts(ctx, { search });
  }
}

@Resolver(() => Customer)
export class CustomerResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The location in Nepali when it was picked from Nepal's places (`Ward 5, Butwal Sub-Metropolitan City, Rupandehi` → `वडा नं. ५, बुटवल उपमहानगरपालिका, रुपन्देही`; the tole line as typed); null when it was typed freely.",
  })
  locationNe(@Root() customer: Customer): string | null {
    return nepaliLocation(customer.location);
  }
}
