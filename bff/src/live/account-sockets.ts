import { randomBytes } from 'node:crypto';
import type { GatewayLoaders } from '../gateway/loaders.ts';
import type { KeyValueStore } from '../stores/key-value.ts';

/** Live sockets one account may hold at once, over all its sessions and every replica. */
export const MAX_SOCKETS_PER_ACCOUNT = 20;

/** A socket counts this long after its replica last said it is open: a replica that dies stops saying so. */
const LEASE_MS = 60_000;
/** How often each replica says which of its sockets are open. */
const RENEW_MS = 20_000;

/** An account's open sockets in every replica: socket id → when its count lapses (ms). */
type Held = Record<string, number>;

const keyOf = (account: string) => `live-sockets:${account}`;

/** An account's sockets on this process, and the reads they share. */
interface Local {
  sockets: Set<string>;
  loaders: GatewayLoaders;
}

/**
 * The live sockets of each account: counted across replicas in the shared store, so that one
 * account holds at most `MAX_SOCKETS_PER_ACCOUNT` however many sessions it opens; and on this
 * process, one set of gateway reads per account (`loaders`), which its sockets share, so that a
 * change is read once for the account, not once per socket (see `GatewayLoaders.forgetFor`).
 */
export class AccountSockets {
  private readonly local = new Map<string, Local>();
  private readonly renewal: NodeJS.Timeout;

  constructor(private readonly store: KeyValueStore) {
    this.renewal = setInterval(() => void this.renew().catch(() => undefined), RENEW_MS);
    this.renewal.unref();
  }

  /** Whether the account already holds its bound (asked before a socket is admitted, cheaply). */
  async full(account: string): Promise<boolean> {
    const raw = await this.store.get(keyOf(account));
    return raw !== undefined && live(JSON.parse(raw) as Held, Date.now()).length >= MAX_SOCKETS_PER_ACCOUNT;
  }

  /**
   * Counts one more socket of the account, unless it holds its bound (then null); answers the
   * socket's id, to `release` it by, and the reads the account's sockets share here (`loaders`
   * makes them for the first).
   */
  async admit(
    account: string,
    loaders: () => GatewayLoaders,
  ): Promise<{ socketId: string; loaders: GatewayLoaders } | null> {
    const socketId = randomBytes(12).toString('base64url');
    const admitted = await this.store.update(keyOf(account), (raw) => {
      const now = Date.now();
      const held = Object.fromEntries(live(raw ? (JSON.parse(raw) as Held) : {}, now));
      if (Object.keys(held).length >= MAX_SOCKETS_PER_ACCOUNT) return { keep: true, result: false };
      return { value: JSON.stringify({ ...held, [socketId]: now + LEASE_MS }), ttlMs: LEASE_MS, result: true };
    });
    if (!admitted) return null;
    const here = this.local.get(account) ?? { sockets: new Set<string>(), loaders: loaders() };
    this.local.set(account, here);
    here.sockets.add(socketId);
    return { socketId, loaders: here.loaders };
  }

  /** A socket closed: it no longer counts, here or in the store. */
  async release(account: string, socketId: string): Promise<void> {
    const here = this.local.get(account);
    here?.sockets.delete(socketId);
    if (here?.sockets.size === 0) this.local.delete(account);
    await this.store.update(keyOf(account), (raw) => {
      if (raw === undefined) return { keep: true, result: undefined };
      const held = Object.fromEntries(live(JSON.parse(raw) as Held, Date.now()).filter(([id]) => id !== socketId));
      return Object.keys(held).length > 0
        ? { value: JSON.stringify(held), ttlMs: LEASE_MS, result: undefined }
        : { value: undefined, result: undefined };
    });
  }

  /** Says again that this process's sockets are open, before their counts lapse. */
  private async renew(): Promise<void> {
    for (const [account, { sockets }] of this.local) {
      await this.store.update(keyOf(account), (raw) => {
        const now = Date.now();
        const held = Object.fromEntries(live(raw ? (JSON.parse(raw) as Held) : {}, now));
        for (const id of sockets) held[id] = now + LEASE_MS;
        return { value: JSON.stringify(held), ttlMs: LEASE_MS, result: undefined };
      });
    }
  }

  close(): void {
    clearInterval(this.renewal);
  }
}

/** The sockets whose counts have not lapsed at `now`. */
const live = (held: Held, now: number): [string, number][] => Object.entries(held).filter(([, until]) => until > now);
