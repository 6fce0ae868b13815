import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.ts';
import { paginate } from '../../lists/connection.ts';
import { privateMediaLink } from '../../media/media-links.ts';
import { GraphQLUpload, type FileUpload } from '../../transport/uploads.ts';
import { Order } from '../orders/order.type.ts';
import { orderScope, toOrder } from '../orders/orders.service.ts';
import { Role } from '../users/user.type.ts';
import { PaymentsArgs } from './payment.args.ts';
import { Payment, PaymentConnection, PaymentCounts, PaymentPayload } from './payment.type.ts';
import {
  countPayments,
  findPayment,
  markPaymentSent,
  paymentList,
  requestPayout,
  toPayment,
} from './payments.service.ts';
import { KeptOutcome } from '../keyed-write.ts';

@Resolver(() => Payment)
export class PaymentsResolver {
  @Authorized()
  @Query(() => PaymentConnection, {
    description: 'A page of payment requests, newest first: all for an admin, their own for a marketer.',
  })
  async payments(@Args(() => PaymentsArgs) args: PaymentsArgs, @Ctx() ctx: Context): Promise<PaymentConnection> {
    const { payments, scope } = await paymentList(ctx, args);
    return paginate(payments, args, (p) => toPayment(p, scope), ctx.spent);
  }

  @Authorized()
  @Query(() => PaymentCounts, { description: 'How many payment requests each tab holds, for the tab badges.' })
  async paymentCounts(@Ctx() ctx: Context): Promise<PaymentCounts> {
    return countPayments(await ctx.loaders.visiblePayments());
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

  /** Signed for a day or two: only the payee and admins are shown a payment. */
  @FieldResolver(() => String, { nullable: true })
  proofUrl(@Root() payment: Payment, @Ctx() ctx: Context): string | null {
    return payment.proofUrl === null ? null : privateMediaLink(ctx.config.mediaUrlSecret, payment.proofUrl);
  }

  @Authorized(Role.USER)
  @KeptOutcome()
  @Mutation(() => PaymentPayload, {
    description: 'Request payment of eligible orders (see eligiblePayouts); active, verified marketers only.',
  })
  async requestPayout(
    @Arg('orderIds', () => [ID], { description: 'Ids of eligible delivered orders (see eligiblePayouts).' })
    orderIds: string[],
    @Ctx() ctx: Context,
  ): Promise<PaymentPayload> {
    const { message, payment } = await requestPayout(ctx, orderIds);
    return { message, payment: toPayment(payment, await orderScope(ctx)) };
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => PaymentPayload, {
    description: 'Mark a pending payment as sent, with a screenshot of the transfer (admin only).',
  })
  async markPaymentSent(
    @Arg('id', () => ID) id: string,
    @Arg('proof', () => GraphQLUpload, { description: 'Screenshot of the transfer (PNG, JPEG, GIF or WebP).' })
    proof: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<PaymentPayload> {
    const { message, payment } = await markPaymentSent(ctx, id, proof);
    return { message, payment: toPayment(payment, await orderScope(ctx)) };
  }
}
