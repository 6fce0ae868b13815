import { ArgsType, Field, ID } from 'type-graphql';
import { IsNotBlank, MaxChars } from '../../policies/validators.ts';
import { UserStatusAction } from './user.type.ts';

@ArgsType()
export class SetUserStatusArgs {
  @Field(() => ID, { description: 'The account to change.' })
  userId!: string;

  @Field(() => UserStatusAction, { description: 'What to do.' })
  action!: UserStatusAction;

  @Field(() => String, { description: 'Why; recorded with the change.' })
  @IsNotBlank()
  @MaxChars(500)
  reason!: string;
}
