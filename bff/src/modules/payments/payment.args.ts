import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../lists/connection.ts';
import { PaymentStatus } from './payment.type.ts';

@ArgsType()
export class PaymentsArgs extends PageArgs {
  @Field(() => PaymentStatus, { nullable: true, description: 'Only this status (a tab); all when omitted.' })
  status?: PaymentStatus | null;
}
