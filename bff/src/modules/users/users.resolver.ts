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

/**
 * Each admin action: its name in the API (the enum's values are the gateway's words), what it
 * announces to live subscribers, and what the gateway, which needs a reason for every change, is
 * told when none was given.
 */
const ACTIONS = {
  [UserStatusAction.VERIFY]: { name: 'VERIFY', change: 'verified', noReason: 'Profile approved' },
  [UserStatusAction.UNVERIFY]: { name: 'UNVERIFY', change: 'rejected', noReason: 'Profile rejected' },
  [UserStatusAction.BLOCK]: { name: 'BLOCK', change: 'blocked', noReason: 'Blocked' },
  [UserStatusAction.UNBLOCK]: { name: 'UNBLOCK', change: 'unblocked', noReason: 'Unblocked' },
} as const satisfies Record<UserStatusAction, { name: AccountAction; change: string; noReason: string }>;

@Resolver(() => User)
export class UsersResolver {
  @Authorized(Role.ADMIN)
  @Query(() => UserConnection, {
    description: 'A page of accounts matching a filter and a search, by name (admin only).',
  })
  async users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: Context): Promise<UserConnection> {
    return paginate(await userList(ctx, args), args, toUser, ctx.spent);
  }

  @Authorized(Role.ADMIN)
  @Query(() => UserCounts, { description: 'How many accounts each filter holds, for the tab badges (admin only).' })
  async userCounts(
    @Arg('search', () => String, { nullable: true, description: 'The search of the users list, if any.' })
    search: string | null | undefined,
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
  @Mutation(() => UserPayload, {
    description:
      'Verify or reject a profile under review, block or unblock an account (admin only); rejecting and blocking need a reason.',
  })
  async setUserStatus(
    @Args(() => SetUserStatusArgs) { userId, action, reason }: SetUserStatusArgs,
    @Ctx() ctx: Context,
  ): Promise<UserPayload> {
    const why = reason?.trim() || null;
    if (why === null && REASON_NEEDED[ACTIONS[action].name])
      throw badInput('reason', 'is needed to reject a profile or block an account', { rule: 'REQUIRED' });
    const [viewer, target] = await Promise.all([ctx.viewer(), ctx.loaders.users.load(userId)]);
    assertStatusChange(viewer, target, action);
    const answer = await ctx.gateway.setUserStatus(userId, action, why ?? ACTIONS[action].noReason);
    await ctx.decisions.record(userId, {
      action: ACTIONS[action].name,
      reason: why,
      at: new Date().toISOString(),
      by: viewer.name,
    });
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
    await announce(ctx, {
      type: 'user',
      change: ACTIONS[action].change,
      user: changed,
      previous: { status: target.status, isUserVerified: target.isUserVerified === true },
    });
    return { message: answer.message ?? 'User updated', user: toUser(changed) };
  }
}
