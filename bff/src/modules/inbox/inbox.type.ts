import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';
import { OrderStatus } from '../orders/order.type.ts';

export enum InboxKind {
  ORDER_STATUS = 'ORDER_STATUS',
  NEW_ORDER = 'NEW_ORDER',
  PAYOUT_SENT = 'PAYOUT_SENT',
  PAYOUT_REQUESTED = 'PAYOUT_REQUESTED',
  ACCOUNT_VERIFIED = 'ACCOUNT_VERIFIED',
  ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED',
  PROFILE_TO_REVIEW = 'PROFILE_TO_REVIEW',
  CUSTOMER_DECLINED = 'CUSTOMER_DECLINED',
}
registerEnumType(InboxKind, {
  name: 'InboxKind',
  description: 'What an inbox entry tells: which change, made by someone else, concerns the reader.',
  valuesConfig: {
    ORDER_STATUS: {
      description:
        "An admin moved one of the reader's orders to another status, or cancelled it (`orderId`, `status`, `customer`, `product`).",
    },
    NEW_ORDER: { description: 'A marketer placed an order (admins; `orderId`, `customer`, `product`, `marketer`).' },
    PAYOUT_SENT: { description: "An admin marked one of the reader's payout requests paid (`paymentId`, `amount`)." },
    PAYOUT_REQUESTED: { description: 'A marketer requested a payout (admins; `paymentId`, `amount`, `marketer`).' },
    ACCOUNT_VERIFIED: { description: "An admin verified the reader's profile (`userId`)." },
    ACCOUNT_BLOCKED: { description: "An admin blocked the reader's account (`userId`)." },
    PROFILE_TO_REVIEW: { description: 'A marketer submitted their profile for review (admins; `userId`, `marketer`).' },
    CUSTOMER_DECLINED: {
      description:
        "The customer of one of the reader's orders declined it on its tracking page (`orderId`, `customer`, `product`).",
    },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'One notification: a change someone else made that concerns the reader, as it was when it happened.',
})
export class InboxEntry {
  @Field(() => ID, { description: "The entry's id: `<ms>-<n>-<replica>`, opaque to clients." })
  id!: string;

  @Field(() => DateTime, { description: 'When it happened.' })
  at!: string;

  @Field(() => InboxKind, { description: 'What happened; it says which of the fields below are set.' })
  kind!: InboxKind;

  @Field(() => Boolean, { description: 'Whether the reader has marked it read (`markInboxRead`).' })
  read!: boolean;

  @Field(() => ID, {
    nullable: true,
    description: 'The order it is about (ORDER_STATUS, NEW_ORDER, CUSTOMER_DECLINED); null for the other kinds.',
  })
  orderId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The payout request it is about (PAYOUT_SENT, PAYOUT_REQUESTED); null for the other kinds.',
  })
  paymentId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'The account it is about (ACCOUNT_VERIFIED, ACCOUNT_BLOCKED, PROFILE_TO_REVIEW); null for the other kinds.',
  })
  userId!: string | null;

  @Field(() => OrderStatus, {
    nullable: true,
    description: "The order's new status, CANCELLED included (ORDER_STATUS); null for the other kinds.",
  })
  status!: OrderStatus | null;

  @Field(() => String, {
    nullable: true,
    description: "The customer's name (ORDER_STATUS, NEW_ORDER, CUSTOMER_DECLINED); null for the other kinds.",
  })
  customer!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The product's name (ORDER_STATUS, NEW_ORDER, CUSTOMER_DECLINED); null for the other kinds, or when the order's product is gone.",
  })
  product!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The marketer's name (NEW_ORDER, PAYOUT_REQUESTED, PROFILE_TO_REVIEW); null for the other kinds.",
  })
  marketer!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The amount, in rupees (PAYOUT_SENT, PAYOUT_REQUESTED); null for the other kinds.',
  })
  amount!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "The signed-in user's notifications: the newest 200 of the last 30 days, of their own and, for an admin, the admins'.",
})
export class Inbox {
  @Field(() => [InboxEntry], { description: 'The newest entries, newest first, as many as asked for.' })
  entries!: InboxEntry[];

  @Field(() => Int, { description: 'How many of all the entries (not only those answered) are unread.' })
  unread!: number;
}
