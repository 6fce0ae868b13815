import { Args, Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { SetUserStatusArgs } from './user.input.ts';
import { UserPayload } from './user-payload.type.ts';
import { Role, User, UserFilter } from './user.type.ts';
import { assertStatusChange, matchesFilter, toUser } from './users.service.ts';

@Resolver(() => User)
export class UsersResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [User], { description: 'Accounts matching a filter, by name (admin only).' })
  async users(
    @Arg('filter', () => UserFilter, { defaultValue: UserFilter.ALL, description: 'Which accounts.' }) filter: UserFilter,
    @Ctx() ctx: Context,
  ): Promise<User[]> {
    const users = await ctx.loaders.allUsers();
    return users
      .filter((user) => matchesFilter(user, filter))
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
      .map(toUser);
  }

  @Authorized(Role.ADMIN)
  @Query(() => User, { description: 'One account (admin only).' })
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<User> {
    return toUser(await ctx.loaders.users.load(id));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UserPayload, { description: 'Verify, unverify, block or unblock an account, with a reason (admin only).' })
  async setUserStatus(@Args(() => SetUserStatusArgs) { userId, action, reason }: SetUserStatusArgs, @Ctx() ctx: Context): Promise<UserPayload> {
    const [viewer, target] = await Promise.all([ctx.viewer(), ctx.loaders.users.load(userId)]);
    assertStatusChange(viewer, target, action);
    const answer = await ctx.gateway.setUserStatus(userId, action, reason.trim());
    ctx.loaders.forget('users');
    const user = toUser(await ctx.gateway.user(userId));
    return { message: answer.message ?? 'User updated', user };
  }
}
