import { ArgsType, Field, ID } from 'type-graphql';
import { REASON_MAX_LENGTH } from '@bikri/schema/accounts';
import { IsOptional } from 'class-validator';
import { MaxChars } from '../../policies/validators.ts';
import { UserStatusAction } from './user.type.ts';

@ArgsType()
export class SetUserStatusArgs {
  @Field(() => ID, { description: 'The account to change.' })
  userId!: string;

  @Field(() => UserStatusAction, { description: 'What to do.' })
  action!: UserStatusAction;

  @Field(() => String, {
    nullable: true,
    description:
      'Why, shown to the user and kept with the change (`User.lastDecision`); needed to reject (UNVERIFY) or block.',
  })
  @IsOptional()
  @MaxChars(REASON_MAX_LENGTH)
  reason?: string | null;
}
