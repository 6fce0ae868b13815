import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GATEWAY_ORDER_STATUS, type OrderStatusTab } from '@bikri/schema/order-status';
import { DateTime } from '../../transport/date-time.ts';
import { ConnectionType } from '../../lists/connection.ts';
import { Product, type ProductPart } from '../products/product.type.ts';
import { User, type UserPart } from '../users/user.type.ts';

/** The GraphQL enum of @bikri/schema/order-status's table: API names outside, gateway values inside. */
export const OrderStatus = GATEWAY_ORDER_STATUS;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order is. New orders are CONFIRMED; commission is earned on DELIVERED.',
});

export enum CustomerConfirmation {
  NOT_ASKED = 'NOT_ASKED',
  CONFIRMED = 'CONFIRMED',
  DECLINED = 'DECLINED',
}
registerEnumType(CustomerConfirmation, {
  name: 'CustomerConfirmation',
  description: "The customer's answer on the order's tracking page, given once while the order is CONFIRMED.",
  valuesConfig: {
    NOT_ASKED: { description: 'No answer yet.' },
    CONFIRMED: { description: 'They will pay the total on delivery.' },
    DECLINED: { description: 'They do not want it.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'The customer an order is for.' })
export class Customer {
  @Field(() => String, { description: 'Customer name.' })
  name!: string;

  @Field(() => String, {
    description:
      "Customer phone number; for the order's marketer, masked (`98••••5678`) from 30 days after the order closed (DELIVERED, RETURNED or CANCELLED). Admins see it whole.",
  })
  phone!: string;

  @Field(() => String, { description: 'Delivery location.' })
  location!: string;
}

@ObjectType({ simpleResolvers: true, description: 'An order a marketer placed for a customer.' })
export class Order {
  @Field(() => ID, { description: 'Stable id.' })
  id!: string;

  @Field(() => Product, {
    nullable: true,
    description: 'The product ordered (null if the gateway no longer knows it).',
  })
  product!: ProductPart | null;

  @Field(() => User, { nullable: true, description: 'The marketer who placed it.' })
  owner!: UserPart | null;

  @Field(() => Int, { description: 'Quantity.' })
  quantity!: number;

  @Field(() => Float, { description: 'Unit price the customer pays, in rupees.' })
  price!: number;

  @Field(() => Float, { description: 'Unit price × quantity, in rupees.' })
  totalPrice!: number;

  @Field(() => Float, { description: "Commission rate in percent: the product's rate plus the owner's bonus rate." })
  commissionRate!: number;

  @Field(() => Float, {
    description:
      'Commission per unit, in rupees: the combined rate of the product price, plus what the marketer charges above it.',
  })
  commission!: number;

  @Field(() => Float, { description: 'Commission per unit × quantity: what the owner earns on delivery.' })
  totalCommission!: number;

  @Field(() => Customer, { description: 'Who it is for.' })
  customer!: Customer;

  @Field(() => String, { nullable: true, description: 'Remarks for delivery; null when none.' })
  remarks!: string | null;

  @Field(() => OrderStatus, { description: 'Where it is.' })
  status!: OrderStatus;

  @Field(() => DateTime, { nullable: true, description: 'When it was delivered, if it is.' })
  deliveredAt!: string | null;

  @Field(() => DateTime, { description: 'When it was placed.' })
  createdAt!: string;

  @Field(() => DateTime, { description: 'When it last changed.' })
  updatedAt!: string;

  @Field(() => Boolean, {
    description:
      'Whether the signed-in user may edit it: its owner while CONFIRMED and their account is active and verified, an admin unless CANCELLED.',
  })
  canEdit!: boolean;

  @Field(() => Boolean, {
    description:
      "Whether the signed-in user may cancel it: its owner while CONFIRMED, whatever their account's state; an admin unless CANCELLED.",
  })
  canCancel!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'An order after a change, with the message to show.' })
export class OrderPayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => Order, { description: 'The order as it is now.' })
  order!: Order;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'A page of orders, newest first (placed time, then id): search matches the product name, the customer name, phone or location, and for admins the marketer name.',
})
export class OrderConnection extends ConnectionType(Order, 'order') {}

/** Declared field by field for the schema: `all` and a field per tab id of the status table. */
@ObjectType({
  simpleResolvers: true,
  description: 'How many orders each tab of the orders screen holds (with the same search).',
})
export class OrderCounts implements Record<'all' | OrderStatusTab, number> {
  @Field(() => Int, { description: 'Every order.' })
  all!: number;

  @Field(() => Int, { description: 'CONFIRMED orders.' })
  confirmed!: number;

  @Field(() => Int, { description: 'IN_PROCESS orders.' })
  inProcess!: number;

  @Field(() => Int, { description: 'DELIVERED orders.' })
  delivered!: number;

  @Field(() => Int, { description: 'RETURNED orders.' })
  returned!: number;

  @Field(() => Int, { description: 'EXCHANGED orders.' })
  exchanged!: number;

  @Field(() => Int, { description: 'CANCELLED orders.' })
  cancelled!: number;
}

@ObjectType({ simpleResolvers: true, description: 'An order by id and status only: one of a selection.' })
export class OrderRef {
  @Field(() => ID, { description: 'The order.' })
  id!: string;

  @Field(() => OrderStatus, { description: 'Where it is.' })
  status!: OrderStatus;
}

export enum BulkOrderResult {
  CHANGED = 'CHANGED',
  REFUSED = 'REFUSED',
  NOT_CHANGED = 'NOT_CHANGED',
  IN_DOUBT = 'IN_DOUBT',
}
registerEnumType(BulkOrderResult, {
  name: 'BulkOrderResult',
  description: 'What happened to one order of a bulk change.',
  valuesConfig: {
    CHANGED: { description: 'It is in the new status now.' },
    REFUSED: { description: 'It was not changed, and sending it again would be refused again (see reason).' },
    NOT_CHANGED: {
      description:
        'It was not changed (the gateway failed, or the request ran out of time before it): it may be sent again.',
    },
    IN_DOUBT: {
      description: 'It was sent and no answer came: it may have changed. Look at the order before sending it again.',
    },
  },
});

export enum BulkOrderReason {
  ALREADY_THERE = 'ALREADY_THERE',
  CANCELLED = 'CANCELLED',
  NOT_FOUND = 'NOT_FOUND',
  GATEWAY_REFUSED = 'GATEWAY_REFUSED',
  GATEWAY_FAILED = 'GATEWAY_FAILED',
  OUT_OF_TIME = 'OUT_OF_TIME',
  NO_ANSWER = 'NO_ANSWER',
}
registerEnumType(BulkOrderReason, {
  name: 'BulkOrderReason',
  description: 'Why an order of a bulk change did not simply change.',
  valuesConfig: {
    ALREADY_THERE: { description: 'It already has that status (REFUSED).' },
    CANCELLED: { description: 'It is cancelled and moves nowhere (REFUSED).' },
    NOT_FOUND: { description: 'No such order (REFUSED).' },
    GATEWAY_REFUSED: { description: 'The gateway refused it; `message` has its words (REFUSED).' },
    GATEWAY_FAILED: { description: 'The gateway failed or could not be reached (NOT_CHANGED).' },
    OUT_OF_TIME: { description: 'The request ran out of time before it was sent (NOT_CHANGED).' },
    NO_ANSWER: { description: 'It was sent and no answer came (IN_DOUBT).' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'One order of a bulk change: what happened to it and why.' })
export class BulkOrderOutcome {
  @Field(() => ID, { description: 'The order as it was named.' })
  id!: string;

  @Field(() => BulkOrderResult, { description: 'What happened.' })
  result!: BulkOrderResult;

  @Field(() => BulkOrderReason, { nullable: true, description: 'Why, unless CHANGED.' })
  reason!: BulkOrderReason | null;

  @Field(() => String, {
    nullable: true,
    description: "The reason in English (the gateway's own words for GATEWAY_REFUSED); null when CHANGED.",
  })
  message!: string | null;

  @Field(() => OrderStatus, {
    nullable: true,
    description: 'Its status before the change; null when it was not found.',
  })
  previousStatus!: OrderStatus | null;

  @Field(() => Order, {
    nullable: true,
    description: 'The order as it is now; null when it was not found or could not be read back.',
  })
  order!: Order | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The outcome of a bulk status change, one per order named, in the order they were named.',
})
export class BulkOrdersPayload {
  @Field(() => String, {
    description: 'A summary, for a toast: how many changed, were refused, not changed and in doubt.',
  })
  message!: string;

  @Field(() => [BulkOrderOutcome], { description: "Each order's outcome." })
  outcomes!: BulkOrderOutcome[];
}
