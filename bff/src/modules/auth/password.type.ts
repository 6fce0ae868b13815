import { Field, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';

@ObjectType({ simpleResolvers: true, description: 'What `sendPasswordCode` did.' })
export class PasswordCodePayload {
  @Field(() => String, { description: 'What happened, for a toast: the same whether or not the email has an account.' })
  message!: string;

  @Field(() => DateTime, { description: 'When the code was sent; it works for 10 minutes.' })
  sentAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'What `changePassword` did.' })
export class ChangePasswordPayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => Int, { description: 'How many other sessions of the account were signed out.' })
  otherSessionsEnded!: number;
}
