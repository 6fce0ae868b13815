import { Args, Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { asciiDigits } from '@bikri/schema/digits';
import type { Context } from '../../context.ts';
import { announce } from '../../live/announce.ts';
import { storedLink, storedPhone } from '../../policies/validators.ts';
import { contentHash, imagePart } from '../../transport/uploads.ts';
import { assertMaySubmitKyc, toUser } from '../users/users.service.ts';
import { UserPayload } from '../users/user-payload.type.ts';
import { User } from '../users/user.type.ts';
import { EmailCodePayload } from './email-code.type.ts';
import { sendEmailCode } from './email-code.service.ts';
import { KycInput, LoginInput, RegisterInput, VerifyEmailCodeArgs } from './auth.input.ts';
import { KeptOutcome } from '../keyed-write.ts';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user; null when nobody is signed in.' })
  async me(@Ctx() ctx: Context): Promise<User | null> {
    try {
      return toUser(await ctx.viewer());
    } catch (error) {
      if ((error as { code?: string }).code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  }

  @KeptOutcome()
  @Mutation(() => UserPayload, {
    description:
      'Create a marketer account and sign in (sets the session cookie). Rate-limited per client address (RATE_LIMITED with `retryAfterSeconds`).',
  })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context): Promise<UserPayload> {
    const answer = await ctx.limits.run('register', { address: ctx.clientAddress }, () =>
      ctx.gateway.register({
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        password: input.password,
        confirm_password: input.confirmPassword,
      }),
    );
    await ctx.session.start(answer.token, answer.userData._id);
    return { message: answer.message || 'Registration successful', user: toUser(answer.userData) };
  }

  @KeptOutcome()
  @Mutation(() => UserPayload, {
    description:
      'Sign in (sets the session cookie). Failed attempts are limited per account and client address together, with growing locks, and per client address (RATE_LIMITED with `retryAfterSeconds`).',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context): Promise<UserPayload> {
    const email = input.email.trim().toLowerCase();
    const answer = await ctx.limits.run('login', { account: email, address: ctx.clientAddress }, () =>
      ctx.gateway.login(email, input.password),
    );
    await ctx.session.start(answer.token, answer.userData._id);
    return { message: answer.message || 'Login successful', user: toUser(answer.userData) };
  }

  @KeptOutcome()
  @Mutation(() => Boolean, {
    description:
      'Sign out: the session ends on the server (its cookie no longer works, its live updates stop) and the cookie is cleared. Always true.',
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.session.end();
    return true;
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => EmailCodePayload, {
    description:
      'Email a 6-character verification code to the signed-in user. Sending is rate-limited per account and client address (RATE_LIMITED with `retryAfterSeconds`); a call that sends nothing is not counted.',
  })
  async sendEmailCode(
    @Arg('unlessRecent', () => Boolean, {
      defaultValue: false,
      description:
        'True for the automatic send when the verification page opens: nothing is sent when a code was sent to this account in the last 10 minutes (the answer says when). False (the Resend button) always sends.',
    })
    unlessRecent: boolean,
    @Ctx() ctx: Context,
  ): Promise<EmailCodePayload> {
    return sendEmailCode(ctx, unlessRecent);
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => UserPayload, {
    description:
      'Confirm the email address with the emailed code. Wrong codes are limited per account and client address.',
  })
  async verifyEmailCode(
    @Args(() => VerifyEmailCodeArgs) { code }: VerifyEmailCodeArgs,
    @Ctx() ctx: Context,
  ): Promise<UserPayload> {
    const viewer = await ctx.viewer();
    const user = await ctx.limits.run('verifyEmailCode', { account: viewer._id, address: ctx.clientAddress }, () =>
      ctx.gateway.verifyEmailCode(asciiDigits(code.trim())),
    );
    ctx.loaders.setViewer(user);
    await announce(ctx, {
      type: 'user',
      change: 'emailVerified',
      user,
      previous: { status: viewer.status, isUserVerified: viewer.isUserVerified === true },
    });
    return { message: 'Email verified', user: toUser(user) };
  }

  @Authorized()
  @KeptOutcome()
  @Mutation(() => UserPayload, {
    description: 'Submit the profile check (KYC) with the payment QR image; the account goes under review.',
  })
  async submitKyc(@Arg('input', () => KycInput) input: KycInput, @Ctx() ctx: Context): Promise<UserPayload> {
    const qr = await imagePart(input.paymentQr, 'paymentQr', 'payment');
    const qrHash = await contentHash(qr);
    const before = await ctx.viewer();
    assertMaySubmitKyc(before);
    const answer = await ctx.gateway.submitKyc(
      {
        phone: storedPhone('phone', input.phone),
        dob: input.dateOfBirth,
        fb: storedLink('socialProfileUrl', input.socialProfileUrl),
        gender: input.gender,
        referedby: input.referredBy?.trim() || undefined,
      },
      qr,
    );
    // Kept for the risk flags: an identical QR image on two accounts is flagged on their orders.
    await ctx.qrHashes.record(before._id, qrHash);
    ctx.loaders.forget('viewer');
    const viewer = await ctx.viewer();
    await announce(ctx, {
      type: 'user',
      change: 'profileSubmitted',
      user: viewer,
      previous: { status: before.status, isUserVerified: before.isUserVerified === true },
    });
    return { message: answer.message || 'Profile submitted for review', user: toUser(viewer) };
  }
}
