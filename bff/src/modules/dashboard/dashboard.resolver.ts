import { sumMoney } from '@bikri/schema/money';
import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { DashboardStats } from './dashboard.type.ts';

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardStats, { description: 'The dashboard cards for the signed-in user, in one request.' })
  async dashboard(@Ctx() ctx: Context): Promise<DashboardStats> {
    const viewer = await ctx.viewer();
    const isAdmin = viewer.role === 'admin';
    const [orders, users] = await Promise.all([ctx.loaders.visibleOrders(), isAdmin ? ctx.loaders.allUsers() : Promise.resolve([viewer])]);
    const count = (status: string) => orders.filter((o) => o.status === status).length;
    return {
      totalDeliveredOrders: count('delivered'),
      returnedOrders: count('returned'),
      cancelledOrders: count('cancelled'),
      allOrders: orders.length,
      totalSales: sumMoney(users.map((u) => u.receivedPayment ?? 0)),
      lifetimeEarning: sumMoney(users.map((u) => u.lifetimeIncome ?? 0)),
      users: isAdmin ? users.length : null,
    };
  }
}
