import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { IsNotBlank, IsPhoneNumber } from '../../shared/validators.ts';
import { OrderStatus } from './order.type.ts';

/** Fields shared by the add and edit inputs; not in the schema unless used directly. */
@InputType({ description: 'The editable fields of an order.' })
export class OrderFieldsInput {
  @Field(() => Int, { description: 'Quantity, at least 1.' })
  @Min(1, { message: 'must be at least 1' })
  @Max(10_000, { message: 'must be at most 10000' })
  quantity!: number;

  @Field(() => Float, { description: 'Unit price the customer pays, in rupees; commission moves with it.' })
  @Min(0.01, { message: 'must be more than 0' })
  @Max(100_000_000, { message: 'is too large' })
  price!: number;

  @Field(() => String, { description: 'Customer name.' })
  @IsNotBlank()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  customerName!: string;

  @Field(() => String, { description: 'Customer phone number.' })
  @IsPhoneNumber()
  customerPhone!: string;

  @Field(() => String, { description: 'Delivery location.' })
  @IsNotBlank()
  @MaxLength(200, { message: 'must be at most 200 characters' })
  customerLocation!: string;

  @Field(() => String, { nullable: true, description: 'Remarks for delivery; optional.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
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

  @Field(() => Float, { nullable: true, description: 'On DELIVERED: the commission to credit instead of commission × quantity, in rupees (rounded to 2 decimals, at most 10,000,000).' })
  @IsOptional()
  @Min(0.01, { message: 'must be more than 0' })
  @Max(10_000_000, { message: 'must be at most 10000000' })
  amount?: number | null;
}
