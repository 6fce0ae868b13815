import { sumMoney } from '@bikri/schema/money';
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { seesAll } from '../../policies/visibility.ts';
import { OrderStatus } from '../orders/order.type.ts';
import { DashboardStats, DashboardTrends, TrendBucket, TrendRange } from './dashboard.type.ts';
import { dashboardTrends } from './trends.ts';

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardStats, { description: 'The dashboard cards for the signed-in user, in one request.' })
  async dashboard(@Ctx() ctx: Context): Promise<DashboardStats> {
    const viewer = await ctx.viewer();
    const isAdmin = seesAll(viewer);
    const [orders, users] = await Promise.all([
      ctx.loaders.visibleOrders(),
      isAdmin ? ctx.loaders.allUsers() : Promise.resolve([viewer]),
    ]);
    const count = (status: OrderStatus) => orders.filter((o) => o.status === status).length;
    return {
      totalDeliveredOrders: count(OrderStatus.DELIVERED),
      returnedOrders: count(OrderStatus.RETURNED),
      cancelledOrders: count(OrderStatus.CANCELLED),
      allOrders: orders.length,
      totalSales: sumMoney(users.map((u) => u.receivedPayment ?? 0)),
      lifetimeEarning: sumMoney(users.map((u) => u.lifetimeIncome ?? 0)),
      users: isAdmin ? users.length : null,
    };
  }

  @Authorized()
  @Query(() => DashboardTrends, {
    description:
      'The dashboard charts for the signed-in user: its orders over a range, per day or week, in Nepal time.',
  })
  async dashboardTrends(
    @Arg('range', () => TrendRange, { defaultValue: TrendRange.LAST_30_DAYS, description: 'How far back.' })
    range: TrendRange,
    @Arg('per', () => TrendBucket, { defaultValue: TrendBucket.DAY, description: 'What each point adds up.' })
    per: TrendBucket,
    @Ctx() ctx: Context,
  ): Promise<DashboardTrends> {
    return dashboardTrends(ctx, range, per);
  }
}
