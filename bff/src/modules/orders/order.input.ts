import { BULK_ORDERS_MAX } from '@bikri/schema/order-status';
import { ArrayUnique, IsOptional } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import {
  AtLeast,
  AtLeastItems,
  AtMost,
  AtMostItems,
  IsNotBlank,
  IsPhoneNumber,
  MaxChars,
  MoreThanZero,
} from '../../policies/validators.ts';
import { OrderStatus } from './order.type.ts';

/** Fields shared by the add and edit inputs; not in the schema unless used directly. */
@InputType({ description: 'The editable fields of an order.' })
export class OrderFieldsInput {
  @Field(() => Int, { description: 'Quantity, at least 1.' })
  @AtLeast(1)
  @AtMost(10_000)
  quantity!: number;

  @Field(() => Float, { description: 'Unit price the customer pays, in rupees; commission moves with it.' })
  @MoreThanZero()
  @AtMost(100_000_000, 'is too large')
  price!: number;

  @Field(() => String, { description: 'Customer name.' })
  @IsNotBlank()
  @MaxChars(100)
  customerName!: string;

  @Field(() => String, { description: 'Customer phone number.' })
  @IsPhoneNumber()
  customerPhone!: string;

  @Field(() => String, { description: 'Delivery location.' })
  @IsNotBlank()
  @MaxChars(200)
  customerLocation!: string;

  @Field(() => String, { nullable: true, description: 'Remarks for delivery; optional.' })
  @IsOptional()
  @MaxChars(500)
  remarks?: string | null;
}

@InputType({ description: "A new order for a product in the marketer's list. Commission is computed by the server." })
export class AddOrderInput extends OrderFieldsInput {
  @Field(() => ID, { description: "The product, which must be available and in the marketer's list." })
  @IsNotBlank()
  productId!: string;
}

@InputType({ description: 'New values for an order; its product cannot change.' })
export class EditOrderInput extends OrderFieldsInput {}

@ArgsType()
export class ChangeOrderStatusArgs {
  @Field(() => ID, { description: 'The order.' })
  id!: string;

  @Field(() => OrderStatus, { description: 'The new status; not CANCELLED (use cancelOrder).' })
  status!: OrderStatus;

  @Field(() => Float, {
    nullable: true,
    description:
      'On DELIVERED: the commission to credit instead of commission × quantity, in rupees (rounded to 2 decimals, at most 10,000,000).',
  })
  @IsOptional()
  @MoreThanZero()
  @AtMost(10_000_000)
  amount?: number | null;
}

@ArgsType()
export class ChangeOrdersStatusArgs {
  @Field(() => [ID], { description: `The orders, at most ${BULK_ORDERS_MAX} (send more in parts); each once.` })
  @AtLeastItems(1, 'must name at least one order')
  @AtMostItems(BULK_ORDERS_MAX, `must name at most ${BULK_ORDERS_MAX} orders: send more in parts`)
  @ArrayUnique({ message: 'must name each order once' })
  ids!: string[];

  @Field(() => OrderStatus, { description: 'The new status; CANCELLED cancels them.' })
  status!: OrderStatus;
}
