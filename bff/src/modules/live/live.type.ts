import { createUnionType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CustomerConfirmation, Order, OrderStatus } from '../orders/order.type.ts';
import { DateTime } from '../../transport/date-time.ts';
import { Payment, PaymentStatus } from '../payments/payment.type.ts';
import { Product } from '../products/product.type.ts';
import { User, UserStatus } from '../users/user.type.ts';

export enum OrderChange {
  CREATED = 'created',
  EDITED = 'edited',
  STATUS_CHANGED = 'statusChanged',
  CANCELLED = 'cancelled',
}
registerEnumType(OrderChange, {
  name: 'OrderChange',
  description: 'What happened to an order.',
  valuesConfig: {
    CREATED: { description: 'A marketer placed it.' },
    EDITED: { description: 'Its details (quantity, price, customer, remarks) changed.' },
    STATUS_CHANGED: { description: 'An admin moved it to another status.' },
    CANCELLED: { description: 'It was cancelled.' },
  },
});

export enum PaymentChange {
  REQUESTED = 'requested',
  SENT = 'sent',
}
registerEnumType(PaymentChange, {
  name: 'PaymentChange',
  description: 'What happened to a payment request.',
  valuesConfig: {
    REQUESTED: { description: 'A marketer requested payment of delivered orders.' },
    SENT: { description: 'An admin marked it paid.' },
  },
});

export enum AccountChange {
  EMAIL_VERIFIED = 'emailVerified',
  PROFILE_SUBMITTED = 'profileSubmitted',
  VERIFIED = 'verified',
  REJECTED = 'rejected',
  BLOCKED = 'blocked',
  UNBLOCKED = 'unblocked',
}
registerEnumType(AccountChange, {
  name: 'AccountChange',
  description: "What happened to an account: its email or profile check, or an admin's decision.",
  valuesConfig: {
    EMAIL_VERIFIED: { description: 'The email address was confirmed with its code.' },
    PROFILE_SUBMITTED: { description: 'The profile check (KYC) was submitted: the account is under review.' },
    BLOCKED: { description: 'An admin blocked the account.' },
    UNBLOCKED: { description: 'An admin unblocked the account.' },
    VERIFIED: { description: 'An admin verified the profile.' },
    REJECTED: { description: 'An admin did not verify the profile.' },
  },
});

export enum ProductChange {
  STATUS_CHANGED = 'statusChanged',
  DELETED = 'deleted',
}
registerEnumType(ProductChange, {
  name: 'ProductChange',
  description: 'What happened to a product.',
  valuesConfig: {
    STATUS_CHANGED: { description: 'An admin marked it available or out of stock.' },
    DELETED: { description: 'An admin deleted it.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'An order was placed or changed.' })
export class OrderEvent {
  @Field(() => OrderChange, { description: 'What happened.' })
  orderChange!: OrderChange;

  @Field(() => Order, { description: 'The order as it is now.' })
  order!: Order;

  @Field(() => OrderStatus, { nullable: true, description: 'Its status before the change; null for a new order.' })
  previousOrderStatus!: OrderStatus | null;
}

@ObjectType({ simpleResolvers: true, description: 'A payment was requested or sent.' })
export class PaymentEvent {
  @Field(() => PaymentChange, { description: 'What happened.' })
  paymentChange!: PaymentChange;

  @Field(() => Payment, { description: 'The payment request as it is now.' })
  payment!: Payment;

  @Field(() => PaymentStatus, { nullable: true, description: 'Its status before the change; null for a new request.' })
  previousPaymentStatus!: PaymentStatus | null;
}

@ObjectType({ simpleResolvers: true, description: "An account's state changed." })
export class AccountEvent {
  @Field(() => AccountChange, { description: 'What happened.' })
  accountChange!: AccountChange;

  @Field(() => User, { description: 'The account as it is now.' })
  user!: User;

  @Field(() => UserStatus, { description: 'Its status before the change.' })
  previousUserStatus!: UserStatus;

  @Field(() => Boolean, { description: 'Whether its profile was verified before the change.' })
  wasUserVerified!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'A product changed status or was deleted.' })
export class ProductEvent {
  @Field(() => ProductChange, { description: 'What happened.' })
  productChange!: ProductChange;

  @Field(() => ID, { description: 'The id of the product.' })
  productId!: string;

  @Field(() => Product, { nullable: true, description: 'The product as it is now; null once deleted.' })
  product!: Product | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "An order's customer answered on its tracking page: they confirmed it or declined it.",
})
export class CustomerAnswerEvent {
  @Field(() => ID, { description: 'The order.' })
  orderId!: string;

  @Field(() => CustomerConfirmation, { description: 'What the customer answered.' })
  customerConfirmation!: CustomerConfirmation;

  @Field(() => DateTime, { description: 'When they answered.' })
  customerAnsweredAt!: string;
}

/**
 * One of the events; each names its fields after its kind (`orderChange`, `previousOrderStatus`…)
 * so that one selection can ask for all of them without aliases.
 */
export const LiveEvent = createUnionType({
  name: 'LiveEvent',
  description: 'A change someone made that the subscriber may see.',
  types: () => [OrderEvent, PaymentEvent, AccountEvent, ProductEvent, CustomerAnswerEvent] as const,
});
