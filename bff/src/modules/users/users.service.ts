import {
  accountRefusal,
  canPlaceOrders,
  matchesUserFilter,
  nextAccountStep,
  type AccountProgress,
  type AccountRefusal,
  type AccountStatusName,
  type RoleName,
  type UserFilterName,
} from '@bikri/schema/accounts';
import type { Context } from '../../context.ts';
import type { OrderOwnerDto, PaymentUserDto, UserDto } from '../../gateway/dto.ts';
import type { GatewayLoaders } from '../../gateway/loaders.ts';
import { BY_NAME } from '../../lists/list-order.ts';
import { searchList } from '../../lists/search.ts';
import { filtered, sortedBy, type SortedList } from '../../lists/sorted-list.ts';
import { AppError, badInput, forbidden } from '../../errors.ts';
import {
  Gender,
  Role,
  User,
  UserCounts,
  type UserPart,
  UserFilter,
  UserStatus,
  UserStatusAction,
} from './user.type.ts';

const text = (value: string | undefined | null): string | null => (value && value.trim() !== '' ? value : null);
const money = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A whole user from the gateway's shape. */
export function toUser(dto: UserDto): User {
  const user = new User();
  const role = dto.role === 'admin' ? Role.ADMIN : Role.USER;
  const status = Object.values(UserStatus).includes(dto.status as UserStatus)
    ? (dto.status as UserStatus)
    : UserStatus.ACTIVE;
  Object.assign(user, {
    id: dto._id,
    name: dto.name ?? '',
    email: dto.email ?? '',
    phone: text(dto.phone),
    dateOfBirth: text(dto.dob)?.slice(0, 10) ?? null,
    gender: Object.values(Gender).includes(dto.gender as Gender) ? (dto.gender as Gender) : null,
    role,
    status,
    isEmailVerified: dto.isEmailVerified === true,
    isUserVerified: dto.isUserVerified === true,
    socialProfileUrl: text(dto.fb),
    paymentQrUrl: text(dto.payment),
    referredBy: text(dto.referedby),
    bonusCommissionRate: money(dto.commissionRate),
    pendingPayment: money(dto.pendingPayment),
    receivedPayment: money(dto.receivedPayment),
    lifetimeIncome: money(dto.lifetimeIncome),
    canPlaceOrders: canPlaceOrders(accountOf(dto)),
    createdAt: text(dto.createdAt),
  } satisfies Partial<User>);
  return user;
}

/** An order's owner as the gateway populates it: id, name and bonus rate. */
export function toOrderOwner(dto: OrderOwnerDto): UserPart {
  return { id: dto._id, name: dto.name ?? '', bonusCommissionRate: money(dto.commissionRate) };
}

/** A payment's recipient as the gateway populates it: id, name and contact details. */
export function toPayee(dto: PaymentUserDto): UserPart {
  return {
    id: dto._id,
    name: dto.name ?? '',
    email: dto.email ?? '',
    phone: text(dto.phone),
    socialProfileUrl: text(dto.fb),
    paymentQrUrl: text(dto.payment),
  };
}

/**
 * A field of a user the gateway nested in an order or a payment: the part's own value when it
 * has one, else the whole account's (read once per request through the users DataLoader).
 */
export function userField<K extends keyof User>(
  user: UserPart,
  key: K,
  loaders: GatewayLoaders,
): User[K] | Promise<User[K]> {
  const value = user[key];
  if (value !== undefined) return value as User[K];
  return loaders.users.load(user.id).then((dto) => toUser(dto)[key]);
}

/** Every account a search finds (name, email address or phone number), by name (`BY_NAME`). */
export async function searchUsers(ctx: Context, search: string | null | undefined): Promise<SortedList<UserDto>> {
  const users = sortedBy(await ctx.loaders.allUsers(), BY_NAME);
  return searchList(users, search, 'users', (s, user) => s.matches([user.name, user.email], [user.phone]));
}

/** The accounts of a filter and a search, by name: what `Query.users` pages and the CSV export writes. */
export async function userList(
  ctx: Context,
  { filter, search }: { filter: UserFilter; search?: string | null },
): Promise<SortedList<UserDto>> {
  return filtered(await searchUsers(ctx, search), (user) => matchesFilter(user, filter));
}

/** How many accounts each filter holds, in one pass. */
export function countUsers(users: readonly UserDto[]): UserCounts {
  const counts = Object.assign(new UserCounts(), {
    all: users.length,
    verified: 0,
    underReview: 0,
    notVerified: 0,
    blocked: 0,
  });
  for (const user of users) {
    if (matchesFilter(user, UserFilter.VERIFIED)) counts.verified += 1;
    if (matchesFilter(user, UserFilter.UNDER_REVIEW)) counts.underReview += 1;
    if (matchesFilter(user, UserFilter.NOT_VERIFIED)) counts.notVerified += 1;
    if (matchesFilter(user, UserFilter.BLOCKED)) counts.blocked += 1;
  }
  return counts;
}

const nameOf = <E extends Record<string, string>, N extends string>(values: E) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [value, name])) as Record<E[keyof E], N>;
const STATUS_NAME = nameOf<typeof UserStatus, AccountStatusName>(UserStatus);
const FILTER_NAME = nameOf<typeof UserFilter, UserFilterName>(UserFilter);

/** A gateway user's role and account state as the shared rules read them (@bikri/schema/accounts). */
export function accountOf(user: UserDto): AccountProgress & { role: RoleName } {
  return {
    role: user.role === 'admin' ? 'ADMIN' : 'USER',
    status: STATUS_NAME[user.status as UserStatus] ?? 'ACTIVE',
    isUserVerified: user.isUserVerified === true,
    isEmailVerified: user.isEmailVerified === true,
  };
}

/** Whether a gateway user is in a filter of the users list (the shared rule). */
export const matchesFilter = (user: UserDto, filter: UserFilter): boolean =>
  matchesUserFilter(FILTER_NAME[filter], accountOf(user));

/**
 * The account transitions, checked here rather than left to the gateway: verify or
 * unverify a profile under review, block whoever is not blocked, unblock whoever is; never one's
 * own account or another admin's.
 */
export function assertStatusChange(viewer: UserDto, target: UserDto, action: UserStatusAction): void {
  if (target._id === viewer._id) throw badInput('userId', 'you cannot change your own account');
  if (target.role === 'admin') throw forbidden('An admin account cannot be changed here.');
  const underReview = target.status === 'underReview';
  const blocked = target.status === 'blocked';
  if ((action === UserStatusAction.VERIFY || action === UserStatusAction.UNVERIFY) && !underReview) {
    throw badInput('action', 'only a user under review can be verified or unverified');
  }
  if (action === UserStatusAction.BLOCK && blocked) throw badInput('action', 'the user is already blocked');
  if (action === UserStatusAction.UNBLOCK && !blocked) throw badInput('action', 'the user is not blocked');
}

/** Who may submit the profile check: a marketer with a verified email, not yet reviewed or verified. */
export function assertMaySubmitKyc(viewer: UserDto): void {
  if (viewer.role === 'admin') throw forbidden('Admins do not submit a profile.');
  const step = nextAccountStep(accountOf(viewer));
  if (step === 'BLOCKED') throw forbidden('Your account is blocked.');
  if (step === 'VERIFY_EMAIL') throw forbidden('Verify your email before submitting your profile.');
  if (step === 'UNDER_REVIEW') throw forbidden('Your profile is already under review.');
  if (step === null) throw forbidden('Your account is already verified.');
}

const REFUSALS: Record<AccountRefusal, string> = {
  ACCOUNT_BLOCKED: 'Your account is blocked.',
  ACCOUNT_UNDER_REVIEW: 'Your account is under review: you can do this once it is verified.',
  ACCOUNT_NOT_VERIFIED: 'Your account is not verified yet: submit your profile for verification first.',
  EMAIL_NOT_VERIFIED: 'Verify your email first, then submit your profile for verification.',
};

/** What holds a marketer back from acting on the business (`accountRefusal`); null for admins, whose role decides what they may do. */
export const refusalOf = (viewer: UserDto): AccountRefusal | null =>
  viewer.role === 'admin' ? null : accountRefusal(accountOf(viewer));

/**
 * Refuses a marketer whose account may not act on the business (blocked, under review, not
 * verified, email not verified) with FORBIDDEN and the reason in `extensions.reason`. Called
 * before anything is written: sharing, listing a product, placing or editing an order, payouts.
 */
export function assertMayAct(viewer: UserDto): void {
  const reason = refusalOf(viewer);
  if (reason) throw new AppError('FORBIDDEN', REFUSALS[reason], [], { reason });
}
