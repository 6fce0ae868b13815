import { Args, Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { paginate } from '../../lists/connection.ts';
import { announce } from '../../live/announce.ts';
import { UsersArgs } from './user.args.ts';
import { SetUserStatusArgs } from './user.input.ts';
import { UserPayload } from './user-payload.type.ts';
import { Role, User, UserConnection, UserCounts, UserStatusAction } from './user.type.ts';
import { assertStatusChange, countUsers, searchUsers, toUser, userList } from './users.service.ts';
import { KeptOutcome } from '../keyed-write.ts';

/** What each admin action announces to live subscribers. */
const ACCOUNT_CHANGE = {
  [UserStatusAction.VERIFY]: 'verified',
  [UserStatusAction.UNVERIFY]: 'rejected',
  [UserStatusAction.BLOCK]: 'blocked',
  [UserStatusAction.UNBLOCK]: 'unblocked',
} as const;

@Resolver(() => User)
export class UsersResolver {
  @Authorized(Role.ADMIN)
  @Query(() => UserConnection, { description: 'A page of accounts matching a filter and a search, by name (admin only).' })
  async users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: Context): Promise<UserConnection> {
    return paginate(await userList(ctx, args), args, toUser);
  }

  @Authorized(Role.ADMIN)
  @Query(() => UserCounts, { description: 'How many accounts each filter holds, for the tab badges (admin only).' })
  async userCounts(
    @Arg('search', () => String, { nullable: true, description: 'The search of the users list, if any.' }) search: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<UserCounts> {
    return countUsers((await searchUsers(ctx, search)).rows);
  }

  @Authorized(Role.ADMIN)
  @Query(() => User, { description: 'One account (admin only).' })
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<User> {
    return toUser(await ctx.loaders.users.load(id));
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => UserPayload, { description: 'Verify, unverify, block or unblock an account, with a reason (admin only).' })
  async setUserStatus(@Args(() => SetUserStatusArgs) { userId, action, reason }: SetUserStatusArgs, @Ctx() ctx: Context): Promise<UserPayload> {
    const [viewer, target] = await Promise.all([ctx.viewer(), ctx.loaders.users.load(userId)]);
    assertStatusChange(viewer, target, action);
    const answer = await ctx.gateway.setUserStatus(userId, action, reason.trim());
    ctx.loaders.forget('users');
    if (action === UserStatusAction.BLOCK) {
      // A blocked account's shared pages stop offering its products, and it is signed out
      // everywhere: its sessions end, and its live sockets close.
      await ctx.shares.sharerBlocked(userId, true);
      await ctx.sessions.endUser(userId);
      ctx.live.endSessions({ user: userId });
    }
    if (action === UserStatusAction.UNBLOCK) await ctx.shares.sharerBlocked(userId, false);
    const changed = await ctx.gateway.user(userId);
    await announce(ctx, { type: 'user', change: ACCOUNT_CHANGE[action], user: changed, previous: { status: target.status, isUserVerified: target.isUserVerified === true } });
    return { message: answer.message ?? 'User updated', user: toUser(changed) };
  }
}
