import { Arg, Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { asciiDigits } from '@bikri/schema/digits';
import type { Context } from '../../context.ts';
import { AppError, badInput, writeInDoubt } from '../../errors.ts';
import { GatewayError } from '../../gateway/errors.ts';
import { CodeSpent } from '../../policies/rate-limits.ts';
import { KeptOutcome } from '../keyed-write.ts';
import { UserPayload } from '../users/user-payload.type.ts';
import { toUser } from '../users/users.service.ts';
import { ChangePasswordInput, ResetPasswordInput, SendPasswordCodeArgs } from './auth.input.ts';
import { ChangePasswordPayload, PasswordCodePayload } from './password.type.ts';

const UNSUPPORTED = 'The account service does not support setting a new password yet.';

/** A call to one of the proposed password extensions: a gateway without it answers 404. */
async function extension<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_SUPPORTED_BY_GATEWAY', UNSUPPORTED);
    throw error;
  }
}

/** The gateway's refusal of a secret, or a spent code, as the field that holds it; other failures as they are. */
function refusedAs(field: string, message: string) {
  return (error: unknown): never => {
    if ((error instanceof GatewayError && error.code === 'REJECTED') || error instanceof CodeSpent)
      throw badInput(field, message, { rule: 'INCORRECT' });
    throw error;
  };
}

/** Passwords: a code by email and a new password with it, or a new password for who knows the current one. */
@Resolver()
export class PasswordsResolver {
  @KeptOutcome()
  @Mutation(() => PasswordCodePayload, {
    description:
      'Email a code to set a new password with (`resetPassword`), when the address has an account; the answer is the same when it has none. Limited per email and client address together, and per client address (RATE_LIMITED with `retryAfterSeconds`): requests from elsewhere never refuse the owner’s. NOT_SUPPORTED_BY_GATEWAY when the gateway lacks the proposed extension.',
  })
  async sendPasswordCode(
    @Args(() => SendPasswordCodeArgs) { email }: SendPasswordCodeArgs,
    @Ctx() ctx: Context,
  ): Promise<PasswordCodePayload> {
    const account = email.trim().toLowerCase();
    const sentAt = new Date();
    const answer = await ctx.limits.run('sendPasswordCode', { account, address: ctx.clientAddress }, () =>
      extension(ctx.gateway.sendPasswordCode(account)),
    );
    return {
      message: answer.message || 'If an account uses this email, a code to set a new password was sent to it',
      sentAt,
    };
  }

  @KeptOutcome()
  @Mutation(() => UserPayload, {
    description:
      'Set a new password with the emailed code, and sign in (sets the session cookie); every other session of the account ends, and the email counts as confirmed. A wrong or expired code is BAD_USER_INPUT on `code` (rule INCORRECT), as is a code that took 10 wrong guesses from anywhere, which is then spent (ask for another); wrong codes are limited per email and client address together, and per client address, so guesses from elsewhere never refuse the owner’s code.',
  })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: Context,
  ): Promise<UserPayload> {
    const email = input.email.trim().toLowerCase();
    const reset = async () => {
      try {
        return await extension(
          ctx.gateway.resetPassword({
            email,
            code: asciiDigits(input.code.trim()),
            password: input.password,
            confirm_password: input.confirmPassword,
          }),
        );
      } catch (error) {
        if (!(error instanceof GatewayError) || error.code !== 'IN_DOUBT') throw error;
        // The answer was lost: if the change was made, the new password signs in. Signed-out
        // callers have no Idempotency-Key to ask again with, so it is found out now.
        const made = await ctx.gateway.login(email, input.password).catch(() => undefined);
        if (made) return { ...made, message: 'Your password was changed' };
        throw writeInDoubt(
          'Your new password may or may not have been set: try signing in with it before you ask for another code.',
        );
      }
    };
    const answer = await ctx.limits
      .run('resetPassword', { account: email, address: ctx.clientAddress }, reset)
      .catch(refusedAs('code', 'is wrong or has expired'));
    await ctx.session.start(answer.token, answer.userData._id);
    await ctx.session.endOthers(answer.userData._id);
    return { message: answer.message || 'Your password was changed', user: toUser(answer.userData) };
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => ChangePasswordPayload, {
    description:
      "Change the signed-in user's password. This session goes on; every other session of the account ends. A wrong current password is BAD_USER_INPUT on `currentPassword` (rule INCORRECT); wrong ones are limited per account and client address.",
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<ChangePasswordPayload> {
    const viewer = await ctx.viewer();
    const answer = await ctx.limits
      .run('changePassword', { account: viewer._id, address: ctx.clientAddress }, () =>
        extension(
          ctx.gateway.changePassword({
            currentPassword: input.currentPassword,
            password: input.password,
            confirm_password: input.confirmPassword,
          }),
        ),
      )
      .catch(refusedAs('currentPassword', 'is not your current password'));
    const otherSessionsEnded = await ctx.session.endOthers(viewer._id);
    return { message: answer.message || 'Your password was changed', otherSessionsEnded };
  }
}
