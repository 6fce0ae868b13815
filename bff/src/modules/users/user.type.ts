import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';
import { ConnectionType } from '../../lists/connection.ts';

/** Enum values are the gateway's strings, so mapping is a plain copy. */
export enum Role {
  ADMIN = 'admin',
  USER = 'user',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What an account may do: ADMIN runs the marketplace, USER is a marketer.',
});

export enum UserStatus {
  ACTIVE = 'active',
  UNDER_REVIEW = 'underReview',
  BLOCKED = 'blocked',
}
registerEnumType(UserStatus, {
  name: 'UserStatus',
  description: 'Account state.',
  valuesConfig: {
    ACTIVE: { description: 'Usable. Whether the profile check passed is `isUserVerified`.' },
    UNDER_REVIEW: { description: 'The profile (KYC) was submitted and waits for an admin.' },
    BLOCKED: { description: 'Blocked by an admin.' },
  },
});

export enum Gender {
  MALE = 'Male',
  FEMALE = 'Female',
  OTHER = 'Other',
}
registerEnumType(Gender, { name: 'Gender', description: 'Gender as given in the profile check.' });

export enum UserFilter {
  ALL = 'all',
  VERIFIED = 'verified',
  UNDER_REVIEW = 'underReview',
  NOT_VERIFIED = 'notVerified',
  BLOCKED = 'blocked',
}
registerEnumType(UserFilter, {
  name: 'UserFilter',
  description: 'The users list filters of the admin screen.',
  valuesConfig: {
    ALL: { description: 'Every account.' },
    VERIFIED: { description: 'Accounts whose profile check passed (`isUserVerified`).' },
    UNDER_REVIEW: { description: 'Accounts whose profile waits for review.' },
    NOT_VERIFIED: { description: 'Active accounts whose profile check has not passed.' },
    BLOCKED: { description: 'Blocked accounts.' },
  },
});

export enum UserStatusAction {
  VERIFY = 'verify',
  UNVERIFY = 'unVerify',
  BLOCK = 'block',
  UNBLOCK = 'unBlock',
}
registerEnumType(UserStatusAction, {
  name: 'UserStatusAction',
  description: 'What an admin can do to an account; rejecting and blocking need a reason.',
  valuesConfig: {
    VERIFY: { description: 'Approve a profile under review: active and verified.' },
    UNVERIFY: { description: 'Reject a profile under review: active and not verified.' },
    BLOCK: { description: 'Block an account that is not blocked.' },
    UNBLOCK: { description: 'Make a blocked account active again.' },
  },
});

@ObjectType({ simpleResolvers: true, description: "An admin's last change to an account, with its reason." })
export class AccountDecision {
  @Field(() => UserStatusAction, { description: 'What was done.' })
  action!: UserStatusAction;

  @Field(() => String, {
    nullable: true,
    description: 'Why, as the admin wrote it; null for a verification or unblocking given without one.',
  })
  reason!: string | null;

  @Field(() => DateTime, { description: 'When.' })
  at!: string;

  @Field(() => String, {
    nullable: true,
    description: "The admin's name; for admins only (null for the account itself).",
  })
  byName!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A marketplace account: an admin, or a marketer who sells products for commission.',
})
export class User {
  @Field(() => ID, { description: 'Stable id.' })
  id!: string;

  @Field(() => String, { description: 'Full name.' })
  name!: string;

  @Field(() => String, { description: 'Sign-in email address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Phone number from the profile check.' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Date of birth, `YYYY-MM-DD`.' })
  dateOfBirth!: string | null;

  @Field(() => Gender, { nullable: true, description: 'Gender from the profile check.' })
  gender!: Gender | null;

  @Field(() => Role, { description: 'ADMIN or USER (marketer).' })
  role!: Role;

  @Field(() => UserStatus, { description: 'Account state.' })
  status!: UserStatus;

  @Field(() => Boolean, { description: 'Whether the email address was confirmed with a code.' })
  isEmailVerified!: boolean;

  @Field(() => Boolean, { description: 'Whether an admin approved the profile check.' })
  isUserVerified!: boolean;

  @Field(() => String, { nullable: true, description: 'Link to the social profile the marketer sells through.' })
  socialProfileUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'URL of the payment QR image commissions are paid to, given to the account and admins only; it works for 1 to 2 days (until the second UTC midnight).',
  })
  paymentQrUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Who referred this marketer, if anyone.' })
  referredBy!: string | null;

  @Field(() => Float, {
    description: 'Bonus commission rate in percent, added to every product rate for this marketer.',
  })
  bonusCommissionRate!: number;

  @Field(() => Float, { description: 'Commission earned and not yet paid, in rupees.' })
  pendingPayment!: number;

  @Field(() => Float, { description: 'Commission paid out so far, in rupees.' })
  receivedPayment!: number;

  @Field(() => Float, { description: 'All commission ever earned, in rupees.' })
  lifetimeIncome!: number;

  @Field(() => Boolean, { description: 'Whether this account may place orders: an active, verified marketer.' })
  canPlaceOrders!: boolean;

  @Field(() => DateTime, { nullable: true, description: 'When the account was created, if the gateway says.' })
  createdAt!: string | null;
}

/**
 * A user as the gateway nests it in an order or a payment: some fields only. The others are
 * answered from the whole account when a query asks for them (user-fields.resolver.ts).
 */
export type UserPart = Pick<User, 'id' | 'name'> & Partial<User>;

@ObjectType({
  simpleResolvers: true,
  description: 'A page of accounts, by name (then id): search matches the name, the email address or the phone number.',
})
export class UserConnection extends ConnectionType(User, 'account') {}

@ObjectType({
  simpleResolvers: true,
  description: 'How many accounts each filter of the users screen holds (with the same search).',
})
export class UserCounts {
  @Field(() => Int, { description: 'Every account (ALL).' })
  all!: number;

  @Field(() => Int, { description: 'VERIFIED accounts.' })
  verified!: number;

  @Field(() => Int, { description: 'UNDER_REVIEW accounts.' })
  underReview!: number;

  @Field(() => Int, { description: 'NOT_VERIFIED accounts.' })
  notVerified!: number;

  @Field(() => Int, { description: 'BLOCKED accounts.' })
  blocked!: number;
}
