import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.ts';
import { DateTime } from '../../transport/date-time.ts';
import { privateMediaLink } from '../../media/media-links.ts';
import { maySeeUser, seesAll } from '../../policies/visibility.ts';
import { userField } from './users.service.ts';
import { AccountDecision, Gender, Role, User, UserStatus, UserStatusAction, type UserPart } from './user.type.ts';

type Resolved<T> = T | Promise<T>;

/**
 * The fields of a user that the gateway may leave out when it nests one in an order or a payment
 * (`UserPart`): each answers the part's value, or the whole account's when the part lacks it.
 */
@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => String)
  email(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<string> {
    return userField(user, 'email', ctx.loaders);
  }

  @FieldResolver(() => String, { nullable: true })
  phone(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<string | null> {
    return userField(user, 'phone', ctx.loaders);
  }

  @FieldResolver(() => String, { nullable: true })
  dateOfBirth(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<string | null> {
    return userField(user, 'dateOfBirth', ctx.loaders);
  }

  @FieldResolver(() => Gender, { nullable: true })
  gender(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<Gender | null> {
    return userField(user, 'gender', ctx.loaders);
  }

  @FieldResolver(() => Role)
  role(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<Role> {
    return userField(user, 'role', ctx.loaders);
  }

  @FieldResolver(() => UserStatus)
  status(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<UserStatus> {
    return userField(user, 'status', ctx.loaders);
  }

  @FieldResolver(() => Boolean)
  isEmailVerified(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<boolean> {
    return userField(user, 'isEmailVerified', ctx.loaders);
  }

  @FieldResolver(() => Boolean)
  isUserVerified(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<boolean> {
    return userField(user, 'isUserVerified', ctx.loaders);
  }

  @FieldResolver(() => AccountDecision, {
    nullable: true,
    description:
      "An admin's last verify, reject, block or unblock of this account, with its reason; only for admins and the account itself (null otherwise, and when none is kept).",
  })
  async lastDecision(@Root() user: UserPart, @Ctx() ctx: Context): Promise<AccountDecision | null> {
    const viewer = await ctx.viewer();
    if (!maySeeUser(viewer, { _id: user.id })) return null;
    const admin = seesAll(viewer);
    const decision = await ctx.decisions.latest(user.id);
    return (
      decision && {
        action: UserStatusAction[decision.action],
        reason: decision.reason,
        at: decision.at,
        byName: admin ? decision.by : null,
      }
    );
  }

  @FieldResolver(() => String, { nullable: true })
  socialProfileUrl(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<string | null> {
    return userField(user, 'socialProfileUrl', ctx.loaders);
  }

  /** Signed for a day or two: only the account itself and admins are shown a user's QR code. */
  @FieldResolver(() => String, { nullable: true })
  async paymentQrUrl(@Root() user: UserPart, @Ctx() ctx: Context): Promise<string | null> {
    const url = await userField(user, 'paymentQrUrl', ctx.loaders);
    return url === null ? null : privateMediaLink(ctx.config.mediaUrlSecret, url);
  }

  @FieldResolver(() => String, { nullable: true })
  referredBy(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<string | null> {
    return userField(user, 'referredBy', ctx.loaders);
  }

  @FieldResolver(() => Float)
  bonusCommissionRate(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<number> {
    return userField(user, 'bonusCommissionRate', ctx.loaders);
  }

  @FieldResolver(() => Float)
  pendingPayment(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<number> {
    return userField(user, 'pendingPayment', ctx.loaders);
  }

  @FieldResolver(() => Float)
  receivedPayment(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<number> {
    return userField(user, 'receivedPayment', ctx.loaders);
  }

  @FieldResolver(() => Float)
  lifetimeIncome(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<number> {
    return userField(user, 'lifetimeIncome', ctx.loaders);
  }

  @FieldResolver(() => Boolean)
  canPlaceOrders(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<boolean> {
    return userField(user, 'canPlaceOrders', ctx.loaders);
  }

  @FieldResolver(() => DateTime, { nullable: true })
  createdAt(@Root() user: UserPart, @Ctx() ctx: Context): Resolved<string | null> {
    return userField(user, 'createdAt', ctx.loaders);
  }
}
