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
import { REASON_NEEDED, type AccountAction } from '@bikri/schema/accounts';
import { badInput } from '../../errors.ts';

/** What each admin action announces to live subscribers. */
const ACCOUNT_CHANGE = {
  [UserStatusAction.VERIFY]: 'verified',
  [UserStatusAction.UNVERIFY]: 'rejected',
  [UserStatusAction.BLOCK]: 'blocked',
  [UserStatusAction.UNBLOCK]: 'unblocked',
} as const;

/** The API's name of each action (the enum's values are the gateway's words). */
const ACTION_NAME = {
  [UserStatusAction.VERIFY]: 'VERIFY',
  [UserStatusAction.UNVERIFY]: 'UNVERIFY',
  [UserStatusAction.BLOCK]: 'BLOCK',
  [UserStatusAction.UNBLOCK]: 'UNBLOCK',
} as const satisfies Record<UserStatusAction, AccountAction>;

/** What the gateway, which needs a reason for every change, is told for an approval given without one. */
const NO_REASON = {
  [UserStatusAction.VERIFY]: 'Profile approved',
  [UserStatusAction.UNVERIFY]: 'Profile rejected',
  [UserStatusAction.BLOCK]: 'Blocked',
  [UserStatusAction.UNBLOCK]: 'Unblocked',
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
  @Mutation(() => UserPayload, { description: 'Verify or reject a profile under review, block or unblock an account (admin only); rejecting and blocking need a reason.' })
  async setUserStatus(@Args(() => SetUserStatusArgs) { userId, action, reason }: SetUserStatusArgs, @Ctx() ctx: Context): Promise<UserPayload> {
    const why = reason?.trim() || null;
    if (why === null && REASON_NEEDED[ACTION_NAME[action]]) throw badInput('reason', 'is needed to reject a profile or block an account', { rule: 'REQUIRED' });
    const [viewer, target] = await Promise.all([ctx.viewer(), ctx.loaders.users.load(userId)]);
    assertStatusChange(viewer, target, action);
    const answer = await ctx.gateway.setUserStatus(userId, action, why ?? NO_REASON[action]);
    await ctx.decisions.record(userId, { action: ACTION_NAME[action], reason: why, at: new Date().toISOString(), by: viewer.name });
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
