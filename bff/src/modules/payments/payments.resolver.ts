import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.ts';
import { GraphQLUpload, type FileUpload } from '../../shared/uploads.ts';
import { Order } from '../orders/order.type.ts';
import { orderScope, toOrder } from '../orders/orders.service.ts';
import { Role } from '../users/user.type.ts';
import { Payment, PaymentPayload, PaymentStatus } from './payment.type.ts';
import { findPayment, markPaymentSent, requestPayout, toPayment, visiblePayments } from './payments.service.ts';

@Resolver(() => Payment)
export class PaymentsResolver {
  @Authorized()
  @Query(() => [Payment], { description: 'Payment requests, newest first: all for an admin, their own for a marketer.' })
  async payments(
    @Arg('status', () => PaymentStatus, { nullable: true, description: 'Only this status; all when omitted.' }) status: PaymentStatus | null,
    @Ctx() ctx: Context,
  ): Promise<Payment[]> {
    const scope = await orderScope(ctx);
    return (await visiblePayments(ctx, status)).map((p) => toPayment(p, scope));
  }

  @Authorized()
  @Query(() => Payment, { description: 'One payment request: any for an admin, their own for a marketer.' })
  async payment(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Payment> {
    return toPayment(await findPayment(ctx, id), await orderScope(ctx));
  }

  @FieldResolver(() => [Order], { description: 'The orders it pays for.' })
  async orders(@Root() payment: Payment, @Ctx() ctx: Context): Promise<Order[]> {
    const [orders, scope] = await Promise.all([ctx.loaders.orders.loadMany(payment.orderIds), orderScope(ctx)]);
    return orders.flatMap((o) => (o instanceof Error ? [] : [toOrder(o, scope)]));
  }

  @Authorized(Role.USER)
  @Mutation(() => PaymentPayload, { description: 'Request payment of eligible orders (see eligiblePayouts).' })
  async requestPayout(@Arg('orderIds', () => [ID], { description: 'Ids of eligible delivered orders (see eligiblePayouts).' }) orderIds: string[], @Ctx() ctx: Context): Promise<PaymentPayload> {
    const { message, payment } = await requestPayout(ctx, orderIds);
    return { message, payment: toPayment(payment, await orderScope(ctx)) };
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PaymentPayload, { description: 'Mark a pending payment as sent, with a screenshot of the transfer (admin only).' })
  async markPaymentSent(
    @Arg('id', () => ID) id: string,
    @Arg('proof', () => GraphQLUpload, { description: 'Screenshot of the transfer (PNG, JPEG, GIF or WebP).' }) proof: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<PaymentPayload> {
    const { message, payment } = await markPaymentSent(ctx, id, proof);
    return { message, payment: toPayment(payment, await orderScope(ctx)) };
  }
}
