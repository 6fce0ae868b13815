import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'The dashboard cards: order counts and money, for the signed-in user.' })
export class DashboardStats {
  @Field(() => Int, { description: 'Delivered orders (all for an admin, own for a marketer).' })
  totalDeliveredOrders!: number;

  @Field(() => Int, { description: 'Returned orders.' })
  returnedOrders!: number;

  @Field(() => Int, { description: 'Cancelled orders.' })
  cancelledOrders!: number;

  @Field(() => Int, { description: 'All orders.' })
  allOrders!: number;

  @Field(() => Float, { description: "Total sales in rupees: the marketer's received payments; for an admin, all marketers' together." })
  totalSales!: number;

  @Field(() => Float, { description: "Life-time earning in rupees: the marketer's lifetime income; for an admin, all marketers' together." })
  lifetimeEarning!: number;

  @Field(() => Int, { nullable: true, description: 'Number of accounts; for admins only, null for marketers.' })
  users!: number | null;
}
