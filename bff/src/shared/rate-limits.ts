import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import { GatewayError } from '../gateway/errors.ts';
import { log } from '../log.ts';

/** The mutations that guess at a secret or cost the provider an email, and how often each may run. */
export type LimitedAction = 'login' | 'register' | 'sendEmailCode' | 'verifyEmailCode';

interface Window {
  points: number;
  seconds: number;
}

interface Rule {
  /** Per signed-in account, or per email address for sign-in. */
  byAccount?: Window;
  /** Per client address (X-Forwarded-For behind a trusted proxy). */
  byAddress: Window;
  /** `failures`: only attempts the gateway refuses count; `attempts`: every call that reaches it. */
  counts: 'failures' | 'attempts';
  message: string;
}

const MINUTES_15 = 15 * 60;

export const RATE_RULES: Record<LimitedAction, Rule> = {
  login: { byAccount: { points: 5, seconds: MINUTES_15 }, byAddress: { points: 20, seconds: MINUTES_15 }, counts: 'failures', message: 'Too many failed sign-ins.' },
  register: { byAddress: { points: 10, seconds: 60 * 60 }, counts: 'attempts', message: 'Too many registrations from your network.' },
  sendEmailCode: { byAccount: { points: 5, seconds: MINUTES_15 }, byAddress: { points: 20, seconds: MINUTES_15 }, counts: 'attempts', message: 'Too many codes requested.' },
  verifyEmailCode: { byAccount: { points: 5, seconds: MINUTES_15 }, byAddress: { points: 20, seconds: MINUTES_15 }, counts: 'failures', message: 'Too many wrong codes.' },
};

export const LIMITED_ACTIONS = Object.keys(RATE_RULES) as LimitedAction[];

/** "in 45 seconds", "in 15 minutes". */
export function retryIn(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', `${message} Try again in ${retryIn(retryAfterSeconds)}.`, [], { retryAfterSeconds });
}

/** A refusal that is the caller's own doing (wrong password, wrong code), as opposed to an outage. */
const isRefusal = (error: unknown) => error instanceof GatewayError && (error.code === 'REJECTED' || error.code === 'NOT_FOUND');

/**
 * Attempt limits for sign-in, registration and the email code, with rate-limiter-flexible: in
 * this process's memory, or in Redis when `REDIS_URL` is set so that every replica shares one
 * count. If Redis is down, each replica falls back to its own memory (the insurance limiter)
 * rather than letting attempts through unlimited or refusing everyone.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private constructor(private readonly redis: Redis | undefined) {
    for (const action of LIMITED_ACTIONS) {
      const rule = RATE_RULES[action];
      for (const [dimension, window] of [['account', rule.byAccount], ['address', rule.byAddress]] as const) {
        if (!window) continue;
        const options = { keyPrefix: `bikri:limit:${action}:${dimension}`, points: window.points, duration: window.seconds };
        const memory = new RateLimiterMemory(options);
        this.limiters.set(
          `${action}:${dimension}`,
          redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory,
        );
      }
    }
  }

  static create(redisUrl: string | undefined): RateLimits {
    if (!redisUrl) return new RateLimits(undefined);
    // Limits must not wait for a dead Redis: commands fail at once and the insurance limiter counts.
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    let reported = '';
    const report = (state: string, fields: Record<string, unknown> = {}) => {
      if (state === reported) return;
      reported = state;
      (state === 'ready' ? log.info : log.warn)('redis', { state, ...fields });
    };
    redis.on('ready', () => report('ready'));
    redis.on('error', (error: Error) => report('error', { error: error.message }));
    redis.on('end', () => report('end'));
    return new RateLimits(redis);
  }

  /** Where the counts live, for /healthz. */
  get store(): { kind: 'memory' } | { kind: 'redis'; ready: boolean } {
    return this.redis ? { kind: 'redis', ready: this.redis.status === 'ready' } : { kind: 'memory' };
  }

  /**
   * Runs `attempt` unless the caller has used up an attempt budget, which answers RATE_LIMITED
   * with the time to wait and reaches nothing else. A point is taken before the attempt (so
   * parallel attempts cannot slip past the count) and given back when it does not count.
   */
  async run<T>(action: LimitedAction, who: { account?: string; address: string }, attempt: () => Promise<T>): Promise<T> {
    const rule = RATE_RULES[action];
    const keys: [RateLimiterAbstract, string][] = [];
    if (rule.byAccount && who.account) keys.push([this.limiters.get(`${action}:account`)!, who.account.toLowerCase()]);
    keys.push([this.limiters.get(`${action}:address`)!, who.address]);

    const taken: [RateLimiterAbstract, string][] = [];
    const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1).catch(() => undefined)));
    for (const [limiter, key] of keys) {
      try {
        await limiter.consume(key, 1);
        taken.push([limiter, key]);
      } catch (refusal) {
        await giveBack();
        if (refusal instanceof RateLimiterRes) throw rateLimited(rule.message, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
        throw refusal;
      }
    }

    try {
      const result = await attempt();
      if (rule.counts === 'failures') await giveBack();
      return result;
    } catch (error) {
      if (!isRefusal(error)) await giveBack();
      throw error;
    }
  }

  async close(): Promise<void> {
    if (!this.redis || this.redis.status === 'end') return;
    // A Redis that is away would keep quit() waiting for a reconnection: just drop it then.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis!.disconnect());
    else this.redis.disconnect();
  }
}
