import { ArgsType, Field } from 'type-graphql';
import { SearchArgs } from '../../lists/connection.ts';
import { CustomerConfirmation, OrderStatus } from './order.type.ts';

@ArgsType()
export class OrdersArgs extends SearchArgs {
  @Field(() => OrderStatus, {
    nullable: true,
    description: 'Only orders in this status (a tab of the orders screen); all when omitted.',
  })
  status?: OrderStatus | null;

  @Field(() => CustomerConfirmation, {
    nullable: true,
    description:
      'Only orders whose customer gave this answer on the tracking page (NOT_ASKED: none yet); all when omitted.',
  })
  customerConfirmation?: CustomerConfirmation | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only orders with a risk flag (`Order.riskFlags`) when true: none for a marketer, who sees no flags.',
  })
  flagged?: boolean | null;
}
