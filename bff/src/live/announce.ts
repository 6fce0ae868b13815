import type { Context } from '../context.ts';
import { errorText, log } from '../log.ts';
import { inboxDeliveries } from '../modules/inbox/inbox-recipients.ts';
import { followChanges } from '../modules/tracking/tracking.service.ts';
import type { LiveMessage } from './live-events.ts';

/**
 * Announces changes the request's viewer made, once each, by the replica that made them: into the
 * inboxes of those they concern (`inboxDeliveries`), into the tracking pages of the orders they
 * changed, then live to every subscriber who may see them (`mayReceive`), so a page that hears of a change and asks for its inbox finds the entry.
 * Resolves once both are done, so the change's answer comes after; never fails the change (an
 * inbox store that is away loses the entries, and says so in the log).
 */
export async function announce(ctx: Context, ...messages: LiveMessage[]): Promise<void> {
  try {
    // Read by the auth check of every mutation that announces: no gateway call.
    const by = (await ctx.viewer())._id;
    await ctx.inbox.record(messages.flatMap((message) => inboxDeliveries(message, by)));
  } catch (error) {
    log.warn('inbox', { requestId: ctx.requestId, notRecorded: messages.length, error: errorText(error) });
  }
  // The tracking pages of changed orders follow before anyone hears of the change.
  await followChanges(ctx, messages);
  for (const message of messages) ctx.live.publish(message, ctx.tabId);
}
