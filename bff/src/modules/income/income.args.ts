import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../lists/connection.ts';
import { IncomeStatus } from './income.type.ts';

@ArgsType()
export class IncomesArgs extends PageArgs {
  @Field(() => IncomeStatus, { nullable: true, description: 'Only this status (RECEIVED is SENT); all when omitted.' })
  status?: IncomeStatus | null;
}
