import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { BurstLog, errorText } from '../log.ts';
import { closeRedis, connectRedis } from './redis.ts';

/** Lookups that fell back to this process's memory because Redis is away: one line a minute. */
const storeAway = new BurstLog('email-codes');

/** A verification code sent this recently is still good: opening the page again sends none (the code's lifetime). */
export const EMAIL_CODE_FRESH_MS = 10 * 60 * 1000;

/** The last automatic send, or the previous one's time when there was one within `EMAIL_CODE_FRESH_MS`. */
export type EmailCodeClaim = { claimed: true } | { claimed: false; sentAt: number };

const keyOf = (userId: string) => `bikri:email-code:${userId}`;

/** Sets the key to ARGV[1] (now) unless it holds a time within ARGV[2] ms of it; answers that time, or nil when it set it. */
const CLAIM_SCRIPT = `
local sent = redis.call('get', KEYS[1])
if sent and tonumber(ARGV[1]) - tonumber(sent) < tonumber(ARGV[2]) then return sent end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false`;

/** Deletes the key only if it still holds ARGV[1]. */
const RELEASE_SCRIPT = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

/**
 * When each account was last emailed a verification code, kept for `EMAIL_CODE_FRESH_MS`: in Redis
 * with `REDIS_URL` (reloads, tabs and replicas agree), else in this process. While Redis is away,
 * this process's own copy answers, so a code is still sent.
 */
export class EmailCodes {
  // The expiries (here and in Redis) only clear old entries: `claim` compares the times itself.
  private readonly memory = new LRUCache<string, number>({ max: 100_000, ttl: EMAIL_CODE_FRESH_MS });

  private constructor(private readonly redis: Redis | undefined) {}

  static create(redisUrl: string | undefined): EmailCodes {
    return new EmailCodes(redisUrl ? connectRedis(redisUrl, 'email-codes-redis', 'wait') : undefined);
  }

  /**
   * Takes the automatic send for `userId` at `now` unless a code was sent within the window; the
   * check and the claim are one step, so two tabs opening at once send one code.
   */
  async claim(userId: string, now: number): Promise<EmailCodeClaim> {
    const local = (): EmailCodeClaim => {
      const sentAt = this.memory.get(userId);
      if (sentAt !== undefined && now - sentAt < EMAIL_CODE_FRESH_MS) return { claimed: false, sentAt };
      this.memory.set(userId, now);
      return { claimed: true };
    };
    if (!this.redis) return local();
    try {
      const sent = (await this.redis.eval(CLAIM_SCRIPT, 1, keyOf(userId), now, EMAIL_CODE_FRESH_MS)) as string | null;
      if (sent !== null) return { claimed: false, sentAt: Number(sent) };
      this.memory.set(userId, now);
      return { claimed: true };
    } catch (error) {
      storeAway.warn('claim', { unavailable: errorText(error) });
      return local();
    }
  }

  /** Records a code sent at `at` (the Resend button, which always sends). */
  async record(userId: string, at: number): Promise<void> {
    this.memory.set(userId, at);
    if (!this.redis) return;
    await this.redis.set(keyOf(userId), at, 'PX', EMAIL_CODE_FRESH_MS).catch((error: unknown) => {
      storeAway.warn('record', { unavailable: errorText(error) });
    });
  }

  /** Gives back a claim made at `at` whose code could not be sent, unless a later send replaced it. */
  async release(userId: string, at: number): Promise<void> {
    if (this.memory.get(userId) === at) this.memory.delete(userId);
    if (!this.redis) return;
    await this.redis.eval(RELEASE_SCRIPT, 1, keyOf(userId), at).catch((error: unknown) => {
      storeAway.warn('release', { unavailable: errorText(error) });
    });
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}
