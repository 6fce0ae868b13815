import type { Context } from '../../context.ts';
import type { EmailCodePayload } from './email-code.type.ts';

/**
 * Emails the signed-in user a verification code. `unlessRecent` (the automatic send when the
 * page opens) sends none when one was sent within `EMAIL_CODE_FRESH_MS`, so reloads and other
 * tabs keep the first code good and do not spend the send limit.
 */
export async function sendEmailCode(ctx: Context, unlessRecent: boolean): Promise<EmailCodePayload> {
  const viewer = await ctx.viewer();
  const started = Date.now();
  if (unlessRecent) {
    const claim = await ctx.emailCodes.claim(viewer._id, started);
    if (!claim.claimed)
      return {
        message: `A verification code was already sent to ${viewer.email}.`,
        sent: false,
        sentAt: new Date(claim.sentAt),
      };
  }
  let message: string;
  try {
    const answer = await ctx.limits.run('sendEmailCode', { account: viewer._id, address: ctx.clientAddress }, () =>
      ctx.gateway.sendEmailCode(),
    );
    message = answer.message || `A verification code was sent to ${viewer.email}.`;
  } catch (error) {
    if (unlessRecent) await ctx.emailCodes.release(viewer._id, started);
    throw error;
  }
  if (!unlessRecent) await ctx.emailCodes.record(viewer._id, started);
  return { message, sent: true, sentAt: new Date(started) };
}
