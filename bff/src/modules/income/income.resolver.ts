import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { orderScope, toOrder } from '../orders/orders.service.ts';
import { toPayment, visiblePayments } from '../payments/payments.service.ts';
import { Role } from '../users/user.type.ts';
import { EligiblePayout, IncomeStatus, IncomeSummary } from './income.type.ts';
import { eligiblePayouts, incomes, toIncome } from './income.service.ts';

const RECENT = 3;

@Resolver()
export class IncomeResolver {
  @Authorized(Role.USER)
  @Query(() => IncomeSummary, { description: "The signed-in marketer's income: totals, incomes by status, payment requests." })
  async income(@Ctx() ctx: Context): Promise<IncomeSummary> {
    const [viewer, records, payments] = await Promise.all([ctx.viewer(), incomes(ctx), visiblePayments(ctx)]);
    const scope = await orderScope(ctx);
    const all = records.map((r) => toIncome(r, scope));
    const received = all.filter((i) => i.status === IncomeStatus.SENT);
    return {
      totalIncome: viewer.lifetimeIncome ?? 0,
      pendingAmount: viewer.pendingPayment ?? 0,
      receivedAmount: viewer.receivedPayment ?? 0,
      recent: received.slice(0, RECENT),
      received,
      pending: all.filter((i) => i.status === IncomeStatus.PENDING),
      payments: payments.map((p) => toPayment(p, scope)),
    };
  }

  @Authorized(Role.USER)
  @Query(() => [EligiblePayout], { description: 'Delivered orders whose commission can be requested now, newest delivery first.' })
  async eligiblePayouts(@Ctx() ctx: Context): Promise<EligiblePayout[]> {
    const scope = await orderScope(ctx);
    return (await eligiblePayouts(ctx)).map((e) => ({
      id: e.orderId,
      order: toOrder(e.order, scope),
      amount: e.amount,
      deliveredAt: e.deliveredAt,
    }));
  }
}
