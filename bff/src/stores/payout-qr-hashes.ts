import { BurstLog, errorText } from '../log.ts';
import type { KeyValueStore } from './key-value.ts';

/** Reads and writes that failed because the shared store is away: one line a minute. */
const storeAway = new BurstLog('payout-qr-hashes');

/** How long a hash is kept after its upload: as long as an account's last decision. */
export const QR_HASH_KEPT_MS = 400 * 86_400_000;

/** The hash of an account's payout QR image. */
const hashOfKey = (userId: string) => `qr-of:${userId}`;
/** The accounts whose payout QR image has this hash (a JSON array of ids). */
const usersOfKey = (hash: string) => `qr-hash:${hash}`;

const idsIn = (value: string | undefined): string[] => (value === undefined ? [] : (JSON.parse(value) as string[]));

/**
 * The content hash (sha256) of each account's payout QR image, as uploaded through the BFF, and
 * the accounts by hash, in the shared store: identical images across accounts are found by two
 * reads of the store: the accounts' hashes, then the accounts of each hash. Images uploaded before hashes were kept, or while the
 * store was away, have none. Failures are logged, not thrown: the upload itself is the
 * gateway's and stands, and the flags they feed only inform.
 */
export class PayoutQrHashes {
  constructor(private readonly store: KeyValueStore) {}

  /** Keeps `hash` as the account's, in place of the one it had. */
  async record(userId: string, hash: string): Promise<void> {
    try {
      const previous = await this.store.update(hashOfKey(userId), (current) => ({
        result: current,
        value: hash,
        ttlMs: QR_HASH_KEPT_MS,
      }));
      if (previous !== undefined && previous !== hash) {
        await this.store.update(usersOfKey(previous), (current) => {
          const left = idsIn(current).filter((id) => id !== userId);
          return left.length > 0
            ? { result: undefined, value: JSON.stringify(left), ttlMs: QR_HASH_KEPT_MS }
            : { result: undefined, value: undefined };
        });
      }
      await this.store.update(usersOfKey(hash), (current) => {
        const ids = idsIn(current);
        return {
          result: undefined,
          value: JSON.stringify(ids.includes(userId) ? ids : [...ids, userId]),
          ttlMs: QR_HASH_KEPT_MS,
        };
      });
    } catch (error) {
      storeAway.warn('record', { unavailable: errorText(error) });
    }
  }

  /** For each account, the other accounts whose image has its hash (none for an account without one). */
  async sameAs(userIds: readonly string[]): Promise<Map<string, string[]>> {
    const same = new Map<string, string[]>(userIds.map((id) => [id, []]));
    try {
      const hashes = await this.store.getMany(userIds.map(hashOfKey));
      const distinct = [...new Set(hashes.filter((hash) => hash !== undefined))];
      const holders = await this.store.getMany(distinct.map(usersOfKey));
      const usersOf = new Map(distinct.map((hash, at) => [hash, idsIn(holders[at])]));
      userIds.forEach((id, at) => {
        const hash = hashes[at];
        if (hash !== undefined)
          same.set(
            id,
            usersOf.get(hash)!.filter((other) => other !== id),
          );
      });
    } catch (error) {
      storeAway.warn('sameAs', { unavailable: errorText(error) });
    }
    return same;
  }
}
