import type { AccountAction } from '@bikri/schema/accounts';
import { BurstLog, errorText } from '../log.ts';
import type { KeyValueStore } from './key-value.ts';

/** Reads and writes that failed because the shared store is away: one line a minute. */
const storeAway = new BurstLog('account-decisions');

/** How long an account's last decision is kept: past a year, nobody asks why any more. */
export const DECISION_KEPT_MS = 400 * 86_400_000;

/** An admin's last change to an account, as the account's page and its owner see it. */
export interface AccountDecision {
  action: AccountAction;
  /** Why, as the admin wrote it; null for an approval given without one. */
  reason: string | null;
  /** When, as an ISO instant. */
  at: string;
  /** The admin's name. */
  by: string;
}

const keyOf = (userId: string) => `account-decision:${userId}`;

/**
 * Each account's last verify, reject, block or unblock with its reason, which the gateway
 * takes but never gives back. One value per account, at most a 500-character reason, in the
 * shared store. While the store is away a decision is not kept and none is shown: the change
 * itself is the gateway's and stands.
 */
export class AccountDecisions {
  constructor(private readonly store: KeyValueStore) {}

  async record(userId: string, decision: AccountDecision): Promise<void> {
    await this.store.set(keyOf(userId), JSON.stringify(decision), DECISION_KEPT_MS).catch((error: unknown) => {
      storeAway.warn('record', { unavailable: errorText(error) });
    });
  }

  /** The account's last decision, or null for none kept. */
  async latest(userId: string): Promise<AccountDecision | null> {
    try {
      const value = await this.store.get(keyOf(userId));
      return value === undefined ? null : (JSON.parse(value) as AccountDecision);
    } catch (error) {
      storeAway.warn('latest', { unavailable: errorText(error) });
      return null;
    }
  }
}
