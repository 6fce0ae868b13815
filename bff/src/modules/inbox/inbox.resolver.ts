import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { INBOX_FIRST, InboxArgs } from './inbox.args.ts';
import { Inbox } from './inbox.type.ts';
import { inboxOf, markInboxRead } from './inbox.service.ts';
import { KeptOutcome } from '../keyed-write.ts';

@Resolver()
export class InboxResolver {
  @Authorized()
  @Query(() => Inbox, {
    description:
      "The signed-in user's notifications, newest first, with how many are unread: what others did that concerns them (an admin also sees what the admins are told). The same on every device and after a reload.",
  })
  async inbox(@Args(() => InboxArgs) { first }: InboxArgs, @Ctx() ctx: Context): Promise<Inbox> {
    return inboxOf(ctx, first);
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => Inbox, {
    description: `Mark notifications read, for the signed-in user only; answers the inbox after, its ${INBOX_FIRST} newest entries.`,
  })
  async markInboxRead(
    @Arg('ids', () => [ID], {
      nullable: true,
      description: "The entries to mark read; ids that name none of the user's entries are ignored. Null: every entry.",
    })
    ids: string[] | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Inbox> {
    return markInboxRead(ctx, ids ?? null);
  }
}
