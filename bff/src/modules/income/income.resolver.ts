import { RECENT_INCOME } from '@bikri/schema/payout';
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { paginate } from '../../lists/connection.ts';
import { BY_NEWEST } from '../../lists/list-order.ts';
import { filtered, sortedBy } from '../../lists/sorted-list.ts';
import { orderScope, toOrder } from '../orders/orders.service.ts';
import { Role } from '../users/user.type.ts';
import { IncomesArgs } from './income.args.ts';
import { EligiblePayout, IncomeConnection, IncomeStatus, IncomeSummary, NextPayout } from './income.type.ts';
import { amountOf, eligiblePayouts, incomeStatusOf, nextPayout, toIncome } from './income.service.ts';

@Resolver()
export class IncomeResolver {
  @Authorized(Role.USER)
  @Query(() => IncomeSummary, { description: "The signed-in marketer's income totals and latest payouts." })
  async income(@Ctx() ctx: Context): Promise<IncomeSummary> {
    const [viewer, records, scope] = await Promise.all([ctx.viewer(), ctx.loaders.income(), orderScope(ctx)]);
    return {
      totalIncome: viewer.lifetimeIncome ?? 0,
      pendingAmount: viewer.pendingPayment ?? 0,
      receivedAmount: viewer.receivedPayment ?? 0,
      recent: sortedBy(records, BY_NEWEST)
        .rows.filter((r) => incomeStatusOf(r) === IncomeStatus.SENT)
        .slice(0, RECENT_INCOME)
        .map((r) => toIncome(r, scope)),
    };
  }

  @Authorized(Role.USER)
  @Query(() => IncomeConnection, { description: "A page of the signed-in marketer's incomes, newest first." })
  async incomes(@Args(() => IncomesArgs) args: IncomesArgs, @Ctx() ctx: Context): Promise<IncomeConnection> {
    const [records, scope] = await Promise.all([ctx.loaders.income(), orderScope(ctx)]);
    const all = sortedBy(records, BY_NEWEST);
    return paginate(
      args.status ? filtered(all, (r) => incomeStatusOf(r) === args.status) : all,
      args,
      (r) => toIncome(r, scope),
      ctx.spent,
    );
  }

  @Authorized(Role.USER)
  @Query(() => [EligiblePayout], {
    description: 'Delivered orders whose commission can be requested now, newest delivery first.',
  })
  async eligiblePayouts(@Ctx() ctx: Context): Promise<EligiblePayout[]> {
    const scope = await orderScope(ctx);
    return (await eligiblePayouts(ctx)).map((e) => ({
      id: e.orderId,
      order: toOrder(e.order, scope),
      amount: e.amount,
      deliveredAt: e.deliveredAt,
    }));
  }

  @Authorized(Role.USER)
  @Query(() => NextPayout, {
    nullable: true,
    description:
      'The delivered order whose commission becomes requestable next (not requested, its 7 days not over yet); null when none is waiting.',
  })
  async nextPayout(@Ctx() ctx: Context): Promise<NextPayout | null> {
    const [next, scope] = await Promise.all([nextPayout(ctx), orderScope(ctx)]);
    return (
      next && {
        requestableAt: next.requestableAt,
        amount: amountOf(next.income),
        order: toOrder(next.income.source, scope),
      }
    );
  }
}
