import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import { GatewayError } from '../gateway/errors.ts';
import { BurstLog } from '../log.ts';
import type { RedisLinks } from '../stores/redis.ts';

/** The mutations that guess at a secret or cost the provider an email, and how often each may run. */
export type LimitedAction =
  'login' | 'register' | 'sendEmailCode' | 'verifyEmailCode' | 'sendPasswordCode' | 'resetPassword' | 'changePassword';

interface Window {
  points: number;
  seconds: number;
}

/** `points` failures in `seconds` lock the key for `lockSeconds`, doubled at each further lock up to `maxLockSeconds`. */
interface Lockout extends Window {
  lockSeconds: number;
  maxLockSeconds: number;
  /** How long locks are counted for the doubling, from the first; the right password clears them. */
  rememberSeconds: number;
}

interface Rule {
  /** Per signed-in account. */
  byAccount?: Window;
  /**
   * Per email and client address together, for sign-in: failures from other addresses never
   * refuse the owner's password from theirs, so there is no bound per email alone.
   */
  byAccountAndAddress?: Lockout;
  /** Per client address (X-Forwarded-For behind a trusted proxy); per /64 network for IPv6. */
  byAddress: Window;
  /** `failures`: only attempts the gateway refuses count; `attempts`: every call that reaches it. */
  counts: 'failures' | 'attempts';
  message: string;
}

const MINUTES_15 = 15 * 60;
const DAY = 24 * 60 * 60;

/** The email code's sends and guesses, and password guesses: 5 per account and 20 per address in 15 minutes. */
const CODE_AND_PASSWORD_WINDOWS = {
  byAccount: { points: 5, seconds: MINUTES_15 },
  byAddress: { points: 20, seconds: MINUTES_15 },
};

export const RATE_RULES: Record<LimitedAction, Rule> = {
  login: {
    byAccountAndAddress: {
      points: 5,
      seconds: MINUTES_15,
      lockSeconds: 60,
      maxLockSeconds: MINUTES_15,
      rememberSeconds: DAY,
    },
    byAddress: { points: 20, seconds: MINUTES_15 },
    counts: 'failures',
    message: 'Too many failed sign-ins.',
  },
  register: {
    byAddress: { points: 10, seconds: 60 * 60 },
    counts: 'attempts',
    message: 'Too many registrations from your network.',
  },
  sendEmailCode: { ...CODE_AND_PASSWORD_WINDOWS, counts: 'attempts', message: 'Too many codes requested.' },
  verifyEmailCode: { ...CODE_AND_PASSWORD_WINDOWS, counts: 'failures', message: 'Too many wrong codes.' },
  // The account is the email address: whether it has an account is not told.
  sendPasswordCode: {
    byAccount: { points: 3, seconds: MINUTES_15 },
    byAddress: { points: 10, seconds: MINUTES_15 },
    counts: 'attempts',
    message: 'Too many codes requested.',
  },
  resetPassword: { ...CODE_AND_PASSWORD_WINDOWS, counts: 'failures', message: 'Too many wrong codes.' },
  changePassword: { ...CODE_AND_PASSWORD_WINDOWS, counts: 'failures', message: 'Too many wrong passwords.' },
};

/**
 * New GraphQL documents (neither trusted nor already kept: policies/document-admission.ts) one
 * caller may send: each costs a parse and a validation, and room among the kept documents. Counted
 * per account when signed in, per client address otherwise (Sandbox, signed out).
 */
export const NEW_DOCUMENTS = {
  byAccount: { points: 60, seconds: 60 },
  byAddress: { points: 60, seconds: 60 },
  message: 'Too many new GraphQL documents: send one you sent before, or a trusted document by its hash.',
};

type Dimension = 'account' | 'pair' | 'locks' | 'address';

/** One count a call is checked against. */
interface Budget {
  limiter: RateLimiterAbstract;
  key: string;
}

export const LIMITED_ACTIONS = Object.keys(RATE_RULES) as LimitedAction[];

/** "in 45 seconds", "in 15 minutes". */
export function retryIn(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Refusals by a budget: logged once a minute per budget, with how many more there were. */
const refusals = new BurstLog('limits');

/**
 * The refusal of a budget (`limit`: which, a name of our own, also told to the client and in the
 * metrics' `limit` label), logged (`refusals`).
 */
export function rateLimited(limit: string, message: string, retryAfterSeconds: number): AppError {
  refusals.warn(limit, { refused: limit, retryAfterSeconds });
  return new AppError('RATE_LIMITED', `${message} Try again in ${retryIn(retryAfterSeconds)}.`, [], {
    retryAfterSeconds,
    limit,
  });
}

/**
 * The key of a client address: an IPv4 address as it is, an IPv6 address by its /64 network,
 * which a single subscriber usually holds whole.
 */
export function addressKey(address: string): string {
  if (!isIPv6(address) || address.includes('.')) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A refusal that is the caller's own doing (wrong password, wrong code), as opposed to an outage. */
const isRefusal = (error: unknown) =>
  error instanceof GatewayError && (error.code === 'REJECTED' || error.code === 'NOT_FOUND');

/**
 * Attempt limits for sign-in, registration, the email code and passwords, with rate-limiter-flexible: in
 * this process's memory, or in Redis when `REDIS_URL` is set so that every replica shares one
 * count. If Redis is down, each replica falls back to its own memory (the insurance limiter)
 * rather than letting attempts through unlimited or refusing everyone.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private constructor(private readonly redis: Redis | undefined) {
    for (const action of LIMITED_ACTIONS) {
      const rule = RATE_RULES[action];
      if (rule.byAccount) this.add(action, 'account', rule.byAccount);
      if (rule.byAccountAndAddress) {
        this.add(action, 'pair', rule.byAccountAndAddress);
        // Only counted (penalty), never consumed.
        this.add(action, 'locks', { points: 1, seconds: rule.byAccountAndAddress.rememberSeconds });
      }
      this.add(action, 'address', rule.byAddress);
    }
    this.add('newDocument', 'account', NEW_DOCUMENTS.byAccount);
    this.add('newDocument', 'address', NEW_DOCUMENTS.byAddress);
  }

  private add(action: LimitedAction | 'newDocument', dimension: Dimension, window: Window): void {
    const options = {
      keyPrefix: `bikri:limit:${action}:${dimension}`,
      points: window.points,
      duration: window.seconds,
    };
    const memory = new RateLimiterMemory(options);
    this.limiters.set(
      `${action}:${dimension}`,
      this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory,
    );
  }

  private limiter(action: LimitedAction | 'newDocument', dimension: Dimension): RateLimiterAbstract {
    return this.limiters.get(`${action}:${dimension}`)!;
  }

  /** Counts one new document of a caller (`NEW_DOCUMENTS`), or answers RATE_LIMITED with the wait. */
  async countNewDocument(who: { account?: string; address: string }): Promise<void> {
    const limiter = this.limiter('newDocument', who.account ? 'account' : 'address');
    try {
      await limiter.consume(who.account ?? addressKey(who.address), 1);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes))
        throw refusal instanceof Error ? refusal : new Error('new-document limit store failed', { cause: refusal });
      throw rateLimited('new_documents', NEW_DOCUMENTS.message, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /** Limits must not wait for a Redis that is away: on the connection that fails at once, the insurance limiter counts. */
  static create(links: RedisLinks | undefined): RateLimits {
    return new RateLimits(links?.fast);
  }

  /** Whether the counts are shared by the replicas now (always, in one process), for /readyz. */
  ready(): boolean {
    return !this.redis || this.redis.status === 'ready';
  }

  /**
   * Runs `attempt` unless the caller has used up an attempt budget, which answers RATE_LIMITED
   * with the longest wait among the budgets spent and reaches nothing else. A point is taken
   * before the attempt (so parallel attempts cannot slip past the count) and given back when it
   * does not count. For sign-in, the failure that spends an email-and-address budget locks that
   * pair, each lock twice as long as the one before; the right password clears the pair.
   */
  async run<T>(
    action: LimitedAction,
    who: { account?: string; address: string },
    attempt: () => Promise<T>,
  ): Promise<T> {
    const rule = RATE_RULES[action];
    const account = who.account?.toLowerCase();
    const address = addressKey(who.address);
    const budgets: Budget[] = [];
    if (rule.byAccount && account) budgets.push({ limiter: this.limiter(action, 'account'), key: account });
    const pair =
      rule.byAccountAndAddress && account
        ? { limiter: this.limiter(action, 'pair'), key: `${address} ${account}` }
        : undefined;
    if (pair) budgets.push(pair);
    budgets.push({ limiter: this.limiter(action, 'address'), key: address });

    const outcomes = await Promise.allSettled(budgets.map(({ limiter, key }) => limiter.consume(key, 1)));
    const taken = budgets.filter((_, n) => outcomes[n]!.status === 'fulfilled');
    const giveBack = (some: Budget[]) =>
      Promise.all(some.map(({ limiter, key }) => limiter.reward(key, 1).catch(() => undefined)));
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    if (refusals.length > 0) {
      await giveBack(taken);
      const waits = refusals.filter((refusal) => refusal instanceof RateLimiterRes);
      // A store failure with no insurance to answer instead.
      const failure = refusals.find((refusal) => !(refusal instanceof RateLimiterRes));
      if (failure !== undefined)
        throw failure instanceof Error ? failure : new Error('attempt limit store failed', { cause: failure });
      const waitMs = Math.max(...waits.map((refusal) => refusal.msBeforeNext));
      throw rateLimited(action, rule.message, Math.max(1, Math.ceil(waitMs / 1000)));
    }

    try {
      const result = await attempt();
      if (pair) await this.clearPair(action, pair.key);
      if (rule.counts === 'failures') await giveBack(taken.filter((budget) => budget !== pair));
      return result;
    } catch (error) {
      if (!isRefusal(error)) await giveBack(taken);
      else if (
        pair &&
        (outcomes[budgets.indexOf(pair)] as PromiseFulfilledResult<RateLimiterRes>).value.remainingPoints === 0
      ) {
        await this.lockPair(action, pair.key);
      }
      throw error;
    }
  }

  /** Locks the pair for the rule's first lock, doubled for each earlier lock it still has on record. */
  private async lockPair(action: LimitedAction, key: string): Promise<void> {
    const { lockSeconds, maxLockSeconds } = RATE_RULES[action].byAccountAndAddress!;
    const { consumedPoints: locks } = await this.limiter(action, 'locks').penalty(key, 1);
    await this.limiter(action, 'pair').block(key, Math.min(lockSeconds * 2 ** (locks - 1), maxLockSeconds));
  }

  private async clearPair(action: LimitedAction, key: string): Promise<void> {
    await Promise.all(
      (['pair', 'locks'] as const).map((dimension) =>
        this.limiter(action, dimension)
          .delete(key)
          .catch(() => false),
      ),
    );
  }
}
