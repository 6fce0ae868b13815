import { ArgsType, Field } from 'type-graphql';
import { SearchArgs } from '../../lists/connection.ts';
import { UserFilter } from './user.type.ts';

@ArgsType()
export class UsersArgs extends SearchArgs {
  @Field(() => UserFilter, { defaultValue: UserFilter.ALL, description: 'Which accounts (a tab of the users screen).' })
  filter: UserFilter = UserFilter.ALL;
}
