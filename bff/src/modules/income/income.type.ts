import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';
import { ConnectionType } from '../../lists/connection.ts';
import { Order } from '../orders/order.type.ts';

export enum IncomeStatus {
  PENDING = 'pending',
  SENT = 'sent',
}
registerEnumType(IncomeStatus, {
  name: 'IncomeStatus',
  description: 'Whether a commission was paid out.',
  valuesConfig: {
    PENDING: { description: 'Earned on delivery, not paid yet.' },
    SENT: { description: 'Paid out.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'Commission earned on one delivered order.' })
export class Income {
  @Field(() => ID, { description: 'Stable id.' })
  id!: string;

  @Field(() => IncomeStatus, { description: 'Paid or not.' })
  status!: IncomeStatus;

  @Field(() => Float, {
    description: 'Amount in rupees: commission × quantity unless the admin credited another amount.',
  })
  amount!: number;

  @Field(() => DateTime, { description: 'When it was earned (the delivery).' })
  createdAt!: string;

  @Field(() => Order, { nullable: true, description: 'The delivered order.' })
  order!: Order | null;

  @Field(() => DateTime, {
    nullable: true,
    description:
      'When a payout of it can first be requested: 7 days after the delivery (the rule `eligiblePayouts` applies). Null once paid out, or when the order has no delivery date.',
  })
  requestableAt!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A page of incomes, newest first (earned time, then id).' })
export class IncomeConnection extends ConnectionType(Income, 'income') {}

@ObjectType({
  simpleResolvers: true,
  description: "The signed-in marketer's income totals and latest payouts (the lists are `incomes` and `payments`).",
})
export class IncomeSummary {
  @Field(() => Float, { description: 'All commission ever earned, in rupees.' })
  totalIncome!: number;

  @Field(() => Float, { description: 'Commission earned and not yet paid, in rupees.' })
  pendingAmount!: number;

  @Field(() => Float, { description: 'Commission paid out, in rupees.' })
  receivedAmount!: number;

  @Field(() => [Income], { description: 'The 3 latest paid incomes.' })
  recent!: Income[];
}

@ObjectType({
  simpleResolvers: true,
  description: 'When the next commission can be requested, for a marketer with none requestable now.',
})
export class NextPayout {
  @Field(() => DateTime, { description: 'When it unlocks: its delivery plus 7 days.' })
  requestableAt!: string;

  @Field(() => Float, { description: 'What it pays, in rupees.' })
  amount!: number;

  @Field(() => Order, { description: 'The delivered order.' })
  order!: Order;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'A delivered order whose commission can be requested now: delivered 7 or more days ago and not requested before.',
})
export class EligiblePayout {
  @Field(() => ID, { description: 'The order id.' })
  id!: string;

  @Field(() => Order, { description: 'The delivered order.' })
  order!: Order;

  @Field(() => Float, { description: 'What it pays, in rupees (commission × quantity).' })
  amount!: number;

  @Field(() => DateTime, { description: 'When it was delivered.' })
  deliveredAt!: string;
}
