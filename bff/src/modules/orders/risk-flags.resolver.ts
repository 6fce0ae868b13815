import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.ts';
import { Order } from './order.type.ts';
import { OrderRiskFlag } from './risk-flag.type.ts';
import { orderRiskFlags } from './risk-flags.service.ts';

@Resolver(() => Order)
export class OrderRiskFlagsResolver {
  @FieldResolver(() => [OrderRiskFlag], {
    description:
      'Reasons an admin may want to look twice at this order (empty for marketers, who never see flags). Worked out from the order list and the users list, read once per request whatever the number of orders.',
  })
  async riskFlags(@Root() order: Order, @Ctx() ctx: Context): Promise<OrderRiskFlag[]> {
    return orderRiskFlags(ctx, { id: order.id, customerPhone: order.customer.phone, ownerId: order.owner?.id });
  }
}
