import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { Role } from '../users/user.type.ts';
import { AddOrderInput, ChangeOrderStatusArgs, EditOrderInput } from './order.input.ts';
import { Order, OrderPayload, OrderStatus } from './order.type.ts';
import { notFound } from '../../errors.ts';
import { addOrder, cancelOrder, changeOrderStatus, editOrder, orderScope, orderStatusOf, toOrder } from './orders.service.ts';

@Resolver(() => Order)
export class OrdersResolver {
  @Authorized()
  @Query(() => [Order], { description: 'Orders, newest first: all of them for an admin, their own for a marketer.' })
  async orders(
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status; all when omitted.' })
    status: OrderStatus | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Order[]> {
    const orders = await ctx.loaders.visibleOrders();
    const chosen = status ? orders.filter((o) => orderStatusOf(o) === status) : orders;
    const scope = await orderScope(ctx);
    return chosen.map((o) => toOrder(o, scope));
  }

  @Authorized()
  @Query(() => Order, { description: 'One order: any for an admin, their own for a marketer.' })
  async order(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Order> {
    const [order, scope] = await Promise.all([ctx.loaders.orders.load(id), orderScope(ctx)]);
    // The BFF does not rely on the gateway to keep marketers to their own orders.
    if (scope.viewer.role !== 'admin' && order.orderFrom?._id !== scope.viewer._id) throw notFound('Order not found');
    return toOrder(order, scope);
  }

  @Authorized(Role.USER)
  @Mutation(() => OrderPayload, { description: 'Place an order (active, verified marketers only); it starts CONFIRMED.' })
  async addOrder(@Arg('input', () => AddOrderInput) input: AddOrderInput, @Ctx() ctx: Context): Promise<OrderPayload> {
    const { message, order } = await addOrder(ctx, input);
    return { message, order: toOrder(order, await orderScope(ctx)) };
  }

  @Authorized()
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
  @Mutation(() => OrderPayload, { description: 'Cancel an order you may cancel (see Order.canCancel).' })
  async cancelOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<OrderPayload> {
    const { message, order } = await cancelOrder(ctx, id);
    return { message, order: toOrder(order, await orderScope(ctx)) };
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => OrderPayload, { description: 'Move an order to another status except CANCELLED (admin only).' })
  async changeOrderStatus(@Args(() => ChangeOrderStatusArgs) { id, status, amount }: ChangeOrderStatusArgs, @Ctx() ctx: Context): Promise<OrderPayload> {
    const result = await changeOrderStatus(ctx, id, status, amount);
    return { message: result.message, order: toOrder(result.order, await orderScope(ctx)) };
  }
}
