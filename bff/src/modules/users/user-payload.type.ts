import { Field, ObjectType } from 'type-graphql';
import { User } from './user.type.ts';

@ObjectType({ simpleResolvers: true, description: 'A user after a change, with the message to show.' })
export class UserPayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => User, { description: 'The user as it is now.' })
  user!: User;
}
