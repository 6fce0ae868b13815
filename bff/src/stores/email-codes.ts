import { LRUCache } from 'lru-cache';
import { BurstLog, errorText } from '../log.ts';
import type { KeyValueStore } from './key-value.ts';

/** Lookups that fell back to this process's memory because the shared store is away: one line a minute. */
const storeAway = new BurstLog('email-codes');

/** A verification code sent this recently is still good: opening the page again sends none (the code's lifetime). */
export const EMAIL_CODE_FRESH_MS = 10 * 60 * 1000;

/** The last automatic send, or the previous one's time when there was one within `EMAIL_CODE_FRESH_MS`. */
export type EmailCodeClaim = { claimed: true } | { claimed: false; sentAt: number };

const keyOf = (userId: string) => `email-code:${userId}`;

/**
 * When each account was last emailed a verification code, kept for `EMAIL_CODE_FRESH_MS` in the
 * shared store (reloads, tabs and replicas agree). While it is away, this process's own copy
 * answers, so a code is still sent.
 */
export class EmailCodes {
  // The expiries (here and in the store) only clear old entries: `claim` compares the times itself.
  private readonly memory = new LRUCache<string, number>({ max: 10_000, ttl: EMAIL_CODE_FRESH_MS });

  constructor(private readonly store: KeyValueStore) {}

  /**
   * Takes the automatic send for `userId` at `now` unless a code was sent within the window; the
   * check and the claim are one step, so two tabs opening at once send one code.
   */
  async claim(userId: string, now: number): Promise<EmailCodeClaim> {
    try {
      const claim = await this.store.update(
        keyOf(userId),
        (sent): { result: EmailCodeClaim } & ({ keep: true } | { value: string; ttlMs: number }) =>
          sent !== undefined && now - Number(sent) < EMAIL_CODE_FRESH_MS
            ? { keep: true, result: { claimed: false, sentAt: Number(sent) } }
            : { value: String(now), ttlMs: EMAIL_CODE_FRESH_MS, result: { claimed: true } },
      );
      if (claim.claimed) this.memory.set(userId, now);
      return claim;
    } catch (error) {
      storeAway.warn('claim', { unavailable: errorText(error) });
      const sentAt = this.memory.get(userId);
      if (sentAt !== undefined && now - sentAt < EMAIL_CODE_FRESH_MS) return { claimed: false, sentAt };
      this.memory.set(userId, now);
      return { claimed: true };
    }
  }

  /** Records a code sent at `at` (the Resend button, which always sends). */
  async record(userId: string, at: number): Promise<void> {
    this.memory.set(userId, at);
    await this.store.set(keyOf(userId), String(at), EMAIL_CODE_FRESH_MS).catch((error: unknown) => {
      storeAway.warn('record', { unavailable: errorText(error) });
    });
  }

  /** Gives back a claim made at `at` whose code could not be sent, unless a later send replaced it. */
  async release(userId: string, at: number): Promise<void> {
    if (this.memory.get(userId) === at) this.memory.delete(userId);
    await this.store.deleteIf(keyOf(userId), String(at)).catch((error: unknown) => {
      storeAway.warn('release', { unavailable: errorText(error) });
    });
  }
}
