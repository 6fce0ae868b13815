import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { BurstLog, errorText } from '../log.ts';
import { closeRedis, connectRedis } from './redis.ts';

/** Lookups that failed because the store is away: one line a minute while it is. */
const unavailable = new BurstLog('sessions');

/** The session cookie's name: it holds an opaque session id, never the gateway token. */
export const SESSION_COOKIE = 'session';

/** What a session keeps on the server. */
interface SessionRecord {
  token: string;
  userId: string;
  /** When it began (ms): it ends at the maximum age whatever its use. */
  created: number;
  /** When it was last used, to the hour or so (see `TOUCH_MS`). */
  seen: number;
}

/** A session's last use is written again at most this often, with its cookie. */
const TOUCH_MS = 60 * 60 * 1000;

/** Who sends a request. */
export type Credential =
  /** Signed in through the cookie: `sessionId` names the session; `renew` when its cookie should be sent again. */
  | { kind: 'session'; token: string; sessionId: string; userId: string; renew: boolean }
  /** A client that sends the gateway token itself (`token` header or `Authorization: Bearer`). */
  | { kind: 'token'; token: string }
  /** A session cookie that names no live session (ended, expired, forged). */
  | { kind: 'ended' }
  | { kind: 'anonymous' }
  /** The session store cannot be asked right now. */
  | { kind: 'unavailable' };

export interface SessionsOptions {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after it began. */
  maxAgeMs: number;
}

const keyOf = (id: string) => `bikri:session:${createHash('sha256').update(id).digest('base64url')}`;
const userKeyOf = (userId: string) => `bikri:user-sessions:${userId}`;

/**
 * Server-side sessions: the cookie holds a random id; the gateway token it stands for stays here,
 * in Redis with `REDIS_URL` (every replica sees the same sessions) or in this process's memory. A
 * session ends at sign-out, when its account is blocked (`endUser`), after `idleMs` unused, or at
 * `maxAgeMs`. Records are keyed by a hash of the id, so the store never holds a usable cookie.
 */
export class Sessions {
  private readonly memory: LRUCache<string, SessionRecord> | undefined;
  private readonly memoryByUser = new Map<string, Set<string>>();

  private constructor(
    private readonly redis: Redis | undefined,
    private readonly options: SessionsOptions,
  ) {
    if (!redis) this.memory = new LRUCache<string, SessionRecord>({ max: 100_000, ttl: options.idleMs, updateAgeOnGet: true });
  }

  static create(redisUrl: string | undefined, options: SessionsOptions): Sessions {
    if (!redisUrl) return new Sessions(undefined, options);
    return new Sessions(connectRedis(redisUrl, 'sessions-redis', 'wait'), options);
  }

  /** How long the cookie of a session used now should live. */
  get cookieMaxAgeMs(): number {
    return Math.min(this.options.idleMs, this.options.maxAgeMs);
  }

  /** Starts a session for a gateway token; answers its id, for the cookie. */
  async start(token: string, userId: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = Date.now();
    const record: SessionRecord = { token, userId, created: now, seen: now };
    if (this.memory) {
      this.memory.set(keyOf(id), record);
      const ids = this.memoryByUser.get(userId) ?? new Set<string>();
      this.memoryByUser.set(userId, ids.add(id));
    } else {
      await this.redis!.multi()
        .set(keyOf(id), JSON.stringify(record), 'PX', this.options.idleMs)
        .sadd(userKeyOf(userId), id)
        .pexpire(userKeyOf(userId), this.options.maxAgeMs)
        .exec();
    }
    return id;
  }

  /** The session an id names, if it is live; its last use is recorded (at most every `TOUCH_MS`). */
  async find(id: string): Promise<{ record: SessionRecord; renewed: boolean } | null> {
    const key = keyOf(id);
    const now = Date.now();
    let record: SessionRecord | undefined;
    if (this.memory) record = this.memory.get(key);
    else {
      const raw = await this.redis!.get(key);
      record = raw ? (JSON.parse(raw) as SessionRecord) : undefined;
    }
    if (!record) return null;
    if (now >= record.created + this.options.maxAgeMs) {
      await this.end(id);
      return null;
    }
    if (now - record.seen < TOUCH_MS) return { record, renewed: false };
    const touched = { ...record, seen: now };
    if (this.memory) this.memory.set(key, touched);
    else await this.redis!.set(key, JSON.stringify(touched), 'PX', this.options.idleMs, 'XX');
    return { record: touched, renewed: true };
  }

  /** Ends one session. */
  async end(id: string): Promise<void> {
    const key = keyOf(id);
    if (this.memory) {
      const record = this.memory.get(key);
      this.memory.delete(key);
      if (record) this.memoryByUser.get(record.userId)?.delete(id);
      return;
    }
    const raw = await this.redis!.get(key);
    const multi = this.redis!.multi().del(key);
    if (raw) multi.srem(userKeyOf((JSON.parse(raw) as SessionRecord).userId), id);
    await multi.exec();
  }

  /** Ends every session of an account; answers the ids that ended. */
  async endUser(userId: string): Promise<string[]> {
    if (this.memory) {
      const ids = [...(this.memoryByUser.get(userId) ?? [])];
      for (const id of ids) this.memory.delete(keyOf(id));
      this.memoryByUser.delete(userId);
      return ids;
    }
    const ids = await this.redis!.smembers(userKeyOf(userId));
    await this.redis!.del(userKeyOf(userId), ...ids.map(keyOf));
    return ids;
  }

  /**
   * Who sends a request: the session its cookie names, else a gateway token the client sends
   * itself. `cookies`: the request's parsed cookies (cookie-parser).
   */
  async credentialOf(req: IncomingMessage, cookies: Record<string, string> | undefined): Promise<Credential> {
    const id = cookies?.[SESSION_COOKIE];
    if (id) {
      try {
        const found = await this.find(id);
        return found ? { kind: 'session', token: found.record.token, sessionId: id, userId: found.record.userId, renew: found.renewed } : { kind: 'ended' };
      } catch (error) {
        unavailable.warn('lookup', { unavailable: errorText(error) });
        return { kind: 'unavailable' };
      }
    }
    const header = req.headers.token;
    if (typeof header === 'string' && header) return { kind: 'token', token: header };
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    return bearer ? { kind: 'token', token: bearer[1]! } : { kind: 'anonymous' };
  }

  /** Where sessions live, for /healthz. */
  get store(): { kind: 'memory' } | { kind: 'redis'; ready: boolean } {
    return this.redis ? { kind: 'redis', ready: this.redis.status === 'ready' } : { kind: 'memory' };
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}

/** A credential's token, if it has one. */
export const tokenIn = (credential: Credential): string | undefined =>
  credential.kind === 'session' || credential.kind === 'token' ? credential.token : undefined;

/**
 * Whose Idempotency-Keys a request uses: a signed-in user's, across their sessions (a retry after
 * signing in again is the same action), or a sent token's.
 */
export function writerOf(credential: Credential): string | undefined {
  if (credential.kind === 'session') return `user:${credential.userId}`;
  if (credential.kind === 'token') return `token:${credential.token}`;
  return undefined;
}

/** The key live sockets are counted and ended by: the session's id, or a hash of a sent token. */
export function sessionKeyOf(credential: Credential): string | undefined {
  if (credential.kind === 'session') return credential.sessionId;
  if (credential.kind === 'token') return `token:${createHash('sha256').update(credential.token).digest('base64url')}`;
  return undefined;
}
