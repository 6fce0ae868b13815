import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';
import { ConnectionType } from '../../lists/connection.ts';
import { Order } from '../orders/order.type.ts';
import { User, type UserPart } from '../users/user.type.ts';

export enum PaymentStatus {
  PENDING = 'pending',
  SENT = 'sent',
}
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Whether a payment request was paid.',
  valuesConfig: {
    PENDING: { description: 'Requested by the marketer, waiting for the admin.' },
    SENT: { description: 'Paid by the admin.' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: "A marketer's request to be paid the commission of some delivered orders.",
})
export class Payment {
  @Field(() => ID, { description: 'Stable id.' })
  id!: string;

  @Field(() => Float, { description: 'Total commission requested, in rupees.' })
  amount!: number;

  @Field(() => PaymentStatus, { description: 'Paid or not.' })
  status!: PaymentStatus;

  @Field(() => DateTime, { description: 'When it was requested.' })
  createdAt!: string;

  @Field(() => User, { nullable: true, description: 'The marketer to pay.' })
  user!: UserPart | null;

  @Field(() => [ID], { description: 'Ids of the orders it pays for.' })
  orderIds!: string[];

  @Field(() => Order, { nullable: true, description: 'The first order it pays for.' })
  source!: Order | null;

  @Field(() => String, { description: 'What it pays for, e.g. "Pashmina Shawl" or "Pashmina Shawl + 2 more".' })
  itemSummary!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Screenshot of the transfer, once paid (when the gateway provides it); the URL works for 1 to 2 days (until the second UTC midnight).',
  })
  proofUrl!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A payment after a change, with the message to show.' })
export class PaymentPayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => Payment, { description: 'The payment as it is now.' })
  payment!: Payment;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A page of payment requests, newest first (requested time, then id).',
})
export class PaymentConnection extends ConnectionType(Payment, 'payment request') {}

@ObjectType({ simpleResolvers: true, description: 'How many payment requests each tab holds.' })
export class PaymentCounts {
  @Field(() => Int, { description: 'Every payment request.' })
  all!: number;

  @Field(() => Int, { description: 'PENDING requests.' })
  pending!: number;

  @Field(() => Int, { description: 'SENT requests.' })
  sent!: number;
}
