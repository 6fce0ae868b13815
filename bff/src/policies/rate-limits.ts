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

/** The failure that spends a budget locks its key for `seconds`, doubled at each further lock up to `maxSeconds`. */
interface Lock {
  seconds: number;
  maxSeconds: number;
  /** How long locks are counted for the doubling, from the first; the right secret clears them. */
  rememberSeconds: number;
}

interface Rule {
  /** Per signed-in account. */
  byAccount?: Window;
  /**
   * Per email (or account) and client address together: nobody else's attempts refuse the
   * owner's from her address, so there is no bound per email alone. For a secret, the right
   * one clears the pair's count and locks.
   */
  byAccountAndAddress?: Window & { lock?: Lock };
  /** Per client address (X-Forwarded-For behind a trusted proxy); per /64 network for IPv6. */
  byAddress: Window;
  /**
   * Per email, wrong codes for the code in hand, from any address: at the last the code is spent
   * (`CodeSpent`, without reaching the gateway) until `newCodeFor`'s action sends another.
   */
  byCode?: Window;
  /** This action sends a new code for that action's `byCode`, whose count it starts again. */
  newCodeFor?: LimitedAction;
  /** `failures`: only attempts the gateway refuses count; `attempts`: every call that reaches it. */
  counts: 'failures' | 'attempts';
  message: string;
}

const MINUTES_15 = 15 * 60;
const DAY = 24 * 60 * 60;
/** How long an emailed code works (docs/gateway.md). */
const CODE_SECONDS = 10 * 60;

/** The email code's sends and guesses, and password guesses: 5 per account and 20 per address in 15 minutes. */
const CODE_AND_PASSWORD_WINDOWS = {
  byAccount: { points: 5, seconds: MINUTES_15 },
  byAddress: { points: 20, seconds: MINUTES_15 },
};

/** 5 wrong secrets per email and address in 15 minutes, then a lock of 1 minute doubling up to 15. */
const SECRET_PAIR = {
  points: 5,
  seconds: MINUTES_15,
  lock: { seconds: 60, maxSeconds: MINUTES_15, rememberSeconds: DAY },
};

export const RATE_RULES: Record<LimitedAction, Rule> = {
  login: {
    byAccountAndAddress: SECRET_PAIR,
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
  // Signed out, the account is the email address: whether it has an account is not told.
  sendPasswordCode: {
    byAccountAndAddress: { points: 3, seconds: MINUTES_15 },
    byAddress: { points: 10, seconds: MINUTES_15 },
    newCodeFor: 'resetPassword',
    counts: 'attempts',
    message: 'Too many codes requested.',
  },
  resetPassword: {
    byAccountAndAddress: SECRET_PAIR,
    byAddress: { points: 20, seconds: MINUTES_15 },
    byCode: { points: 10, seconds: CODE_SECONDS },
    counts: 'failures',
    message: 'Too many wrong codes.',
  },
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

type Dimension = 'account' | 'pair' | 'locks' | 'address' | 'code';

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

/** A code that took its rule's `byCode` wrong guesses: it works no more, and a new one must be sent. */
export class CodeSpent extends Error {
  constructor() {
    super('The code took too many wrong guesses');
  }
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
      if (rule.byAccountAndAddress) this.add(action, 'pair', rule.byAccountAndAddress);
      // Only counted (penalty), never consumed.
      const lock = rule.byAccountAndAddress?.lock;
      if (lock) this.add(action, 'locks', { points: 1, seconds: lock.rememberSeconds });
      if (rule.byCode) this.add(action, 'code', rule.byCode);
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
   * with the longest wait among the budgets spent and reaches nothing else; a code that took its
   * wrong guesses answers `CodeSpent` instead. A point is taken before the attempt (so parallel
   * attempts cannot slip past the count) and given back when it does not count. The failure that
   * spends an email-and-address budget with a lock locks that pair, each lock twice as long as the
   * one before; the right secret clears the pair. An action that sends a code starts the count of
   * wrong guesses for that email's code again.
   */
  async run<T>(
    action: LimitedAction,
    who: { account?: string; address: string },
    attempt: () => Promise<T>,
  ): Promise<T> {
    const rule = RATE_RULES[action];
    const account = who.account?.toLowerCase();
    const address = addressKey(who.address);
    const budget = (dimension: Dimension, key: string): Budget => ({ limiter: this.limiter(action, dimension), key });
    const pair = rule.byAccountAndAddress && account ? budget('pair', `${address} ${account}`) : undefined;
    const code = rule.byCode && account ? budget('code', account) : undefined;
    const budgets = [
      ...(rule.byAccount && account ? [budget('account', account)] : []),
      ...(pair ? [pair] : []),
      ...(code ? [code] : []),
      budget('address', address),
    ];

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
      if (code && outcomes[budgets.indexOf(code)]!.status === 'rejected') throw new CodeSpent();
      const waitMs = Math.max(...waits.map((refusal) => refusal.msBeforeNext));
      throw rateLimited(action, rule.message, Math.max(1, Math.ceil(waitMs / 1000)));
    }

    try {
      const result = await attempt();
      if (rule.counts === 'failures') {
        if (pair) await this.clearPair(action, pair.key);
        await giveBack(taken.filter((one) => one !== pair));
      }
      if (rule.newCodeFor && account)
        await this.limiter(rule.newCodeFor, 'code')
          .delete(account)
          .catch(() => false);
      return result;
    } catch (error) {
      if (!isRefusal(error)) await giveBack(taken);
      else if (
        pair &&
        rule.byAccountAndAddress?.lock &&
        (outcomes[budgets.indexOf(pair)] as PromiseFulfilledResult<RateLimiterRes>).value.remainingPoints === 0
      ) {
        await this.lockPair(action, pair.key, rule.byAccountAndAddress.lock);
      }
      throw error;
    }
  }

  /** Locks the pair for the rule's first lock, doubled for each earlier lock it still has on record. */
  private async lockPair(action: LimitedAction, key: string, lock: Lock): Promise<void> {
    const { consumedPoints: locks } = await this.limiter(action, 'locks').penalty(key, 1);
    await this.limiter(action, 'pair').block(key, Math.min(lock.seconds * 2 ** (locks - 1), lock.maxSeconds));
  }

  private async clearPair(action: LimitedAction, key: string): Promise<void> {
    const dimensions: Dimension[] = RATE_RULES[action].byAccountAndAddress?.lock ? ['pair', 'locks'] : ['pair'];
    await Promise.all(
      dimensions.map((dimension) =>
        this.limiter(action, dimension)
          .delete(key)
          .catch(() => false),
      ),
    );
  }
}
