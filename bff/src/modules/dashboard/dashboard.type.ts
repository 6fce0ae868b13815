import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrderStatus } from '../orders/order.type.ts';

@ObjectType({
  simpleResolvers: true,
  description: 'The dashboard cards: order counts and money, for the signed-in user.',
})
export class DashboardStats {
  @Field(() => Int, { description: 'Delivered orders (all for an admin, own for a marketer).' })
  totalDeliveredOrders!: number;

  @Field(() => Int, { description: 'Returned orders.' })
  returnedOrders!: number;

  @Field(() => Int, { description: 'Cancelled orders.' })
  cancelledOrders!: number;

  @Field(() => Int, { description: 'All orders.' })
  allOrders!: number;

  @Field(() => Float, {
    description: "Total sales in rupees: the marketer's received payments; for an admin, all marketers' together.",
  })
  totalSales!: number;

  @Field(() => Float, {
    description: "Life-time earning in rupees: the marketer's lifetime income; for an admin, all marketers' together.",
  })
  lifetimeEarning!: number;

  @Field(() => Int, { nullable: true, description: 'Number of accounts; for admins only, null for marketers.' })
  users!: number | null;
}

export enum TrendRange {
  LAST_30_DAYS = 'LAST_30_DAYS',
  LAST_90_DAYS = 'LAST_90_DAYS',
}
registerEnumType(TrendRange, {
  name: 'TrendRange',
  description: 'How far back the dashboard trends look, today (in Nepal) included.',
});

export enum TrendBucket {
  DAY = 'DAY',
  WEEK = 'WEEK',
}
registerEnumType(TrendBucket, {
  name: 'TrendBucket',
  description: 'What one point of a trend adds up: a day, or a week from Sunday to Saturday (in Nepal).',
});

@ObjectType({ simpleResolvers: true, description: 'One point of the dashboard trend: a day or a week.' })
export class TrendPoint {
  @Field(() => String, { description: 'The first day of the point, `YYYY-MM-DD` in Nepal.' })
  start!: string;

  @Field(() => Int, { description: 'Orders placed in it.' })
  orders!: number;

  @Field(() => Int, { description: 'Orders delivered in it that are still delivered.' })
  delivered!: number;

  @Field(() => Float, { description: 'The commission of those delivered orders, in rupees.' })
  earnings!: number;
}

@ObjectType({ simpleResolvers: true, description: 'How many orders placed in the range are in one status now.' })
export class StatusShare {
  @Field(() => OrderStatus, { description: 'The status.' })
  status!: OrderStatus;

  @Field(() => Int, { description: 'Orders in it.' })
  count!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A product or a marketer among those with the most orders placed in the range.',
})
export class TopTrend {
  @Field(() => ID, { description: 'The product or the marketer.' })
  id!: string;

  @Field(() => String, { description: 'Its name.' })
  name!: string;

  @Field(() => Int, { description: 'Orders placed in the range.' })
  orders!: number;

  @Field(() => Int, { description: 'Of those, returned.' })
  returned!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Returned among those that reached the customer (delivered, returned or exchanged), 0 to 1; null when none did.',
  })
  returnRate!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The dashboard charts: the orders the signed-in user sees, placed or delivered in the range.',
})
export class DashboardTrends {
  @Field(() => TrendRange, { description: 'The range asked for.' })
  range!: TrendRange;

  @Field(() => TrendBucket, { description: 'What each point adds up.' })
  per!: TrendBucket;

  @Field(() => [TrendPoint], {
    description: 'Orders placed, delivered and earned, oldest point first, every point of the range (empty ones too).',
  })
  points!: TrendPoint[];

  @Field(() => [StatusShare], {
    description: 'Where the orders placed in the range are now, by status, every status listed.',
  })
  statusMix!: StatusShare[];

  @Field(() => Float, {
    nullable: true,
    description: 'Returned among the orders placed in the range that reached the customer, 0 to 1; null when none did.',
  })
  returnRate!: number | null;

  @Field(() => [TopTrend], { description: 'The 5 products with the most orders placed in the range.' })
  topProducts!: TopTrend[];

  @Field(() => [TopTrend], {
    nullable: true,
    description: 'The 5 marketers with the most orders placed in the range (admins only; null for marketers).',
  })
  topMarketers!: TopTrend[] | null;
}
