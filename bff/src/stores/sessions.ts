import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BurstLog, errorText } from '../log.ts';
import type { KeyValueStore } from './key-value.ts';

/** Lookups that failed because the store is away: one line a minute while it is. */
const unavailable = new BurstLog('sessions');

/** The session cookie's name: it holds an opaque session id, never the gateway token. */
export const SESSION_COOKIE = 'session';

/** Sessions one account may hold at once: signing in once more ends the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

/** What a session keeps on the server. */
interface SessionRecord {
  token: string;
  userId: string;
  /** When it began (ms): it ends at the maximum age whatever its use. */
  created: number;
  /** When it was last used, to the hour or so (see `TOUCH_MS`). */
  seen: number;
}

/** An account's sessions, oldest first, by key (see `sessionKey`). */
type AccountSessions = { key: string; created: number }[];

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

/** What the store and everything else (live sockets, logs) know a session by: a hash of its id, never a usable cookie. */
export const sessionKey = (id: string) => createHash('sha256').update(id).digest('base64url');

const recordKey = (key: string) => `session:${key}`;
const accountKey = (userId: string) => `account-sessions:${userId}`;

/**
 * Server-side sessions: the cookie holds a random id; the gateway token it stands for stays here,
 * in the shared key-value store (Redis with `REDIS_URL`, so every replica sees the same sessions).
 * A session ends at sign-out, when its account is blocked (`endUser`), after `idleMs` unused, at
 * `maxAgeMs`, or when its account signs in a `MAX_SESSIONS_PER_ACCOUNT + 1`th time (the oldest
 * ends). Records are keyed by a hash of the id, so the store never holds a usable cookie.
 */
export class Sessions {
  constructor(
    private readonly store: KeyValueStore,
    private readonly options: SessionsOptions,
  ) {}

  /** How long the cookie of a session used now should live. */
  get cookieMaxAgeMs(): number {
    return Math.min(this.options.idleMs, this.options.maxAgeMs);
  }

  /** Starts a session for a gateway token; answers its id, for the cookie, and the keys of sessions of the account it ended. */
  async start(token: string, userId: string): Promise<{ id: string; ended: string[] }> {
    const id = randomBytes(32).toString('base64url');
    const key = sessionKey(id);
    const now = Date.now();
    const record: SessionRecord = { token, userId, created: now, seen: now };
    await this.store.set(recordKey(key), JSON.stringify(record), this.options.idleMs);
    const ended = await this.store.update(accountKey(userId), (current) => {
      const live = ((current ? JSON.parse(current) : []) as AccountSessions).filter(
        (session) => now < session.created + this.options.maxAgeMs,
      );
      const kept = [...live, { key, created: now }];
      const over = kept.length - MAX_SESSIONS_PER_ACCOUNT;
      return {
        value: JSON.stringify(kept.slice(Math.max(0, over))),
        ttlMs: this.options.maxAgeMs,
        result: over > 0 ? kept.slice(0, over).map((s) => s.key) : [],
      };
    });
    if (ended.length > 0) await this.store.delete(...ended.map(recordKey));
    return { id, ended };
  }

  /** The session an id names, if it is live; its last use is recorded (at most every `TOUCH_MS`). */
  async find(id: string): Promise<{ record: SessionRecord; renewed: boolean } | null> {
    const key = sessionKey(id);
    const now = Date.now();
    const raw = await this.store.get(recordKey(key));
    if (!raw) return null;
    const record = JSON.parse(raw) as SessionRecord;
    if (now >= record.created + this.options.maxAgeMs) {
      await this.end(id);
      return null;
    }
    if (now - record.seen < TOUCH_MS) return { record, renewed: false };
    const touched = { ...record, seen: now };
    await this.store.set(recordKey(key), JSON.stringify(touched), this.options.idleMs, 'present');
    return { record: touched, renewed: true };
  }

  /** Ends one session; answers its key. */
  async end(id: string): Promise<string> {
    const key = sessionKey(id);
    const raw = await this.store.get(recordKey(key));
    await this.store.delete(recordKey(key));
    if (raw) {
      await this.store.update(accountKey((JSON.parse(raw) as SessionRecord).userId), (current) => {
        const left = ((current ? JSON.parse(current) : []) as AccountSessions).filter((session) => session.key !== key);
        return left.length > 0
          ? { value: JSON.stringify(left), ttlMs: this.options.maxAgeMs, result: undefined }
          : { value: undefined, result: undefined };
      });
    }
    return key;
  }

  /** Ends every session of an account but the one `keepId` names, if given; answers the keys of those that ended. */
  async endUser(userId: string, keepId?: string): Promise<string[]> {
    const kept = keepId === undefined ? undefined : sessionKey(keepId);
    const ended = await this.store.update(accountKey(userId), (current) => {
      const sessions = (current ? JSON.parse(current) : []) as AccountSessions;
      const left = sessions.filter((session) => session.key === kept);
      const result = sessions.filter((session) => session.key !== kept).map((session) => session.key);
      return left.length > 0
        ? { value: JSON.stringify(left), ttlMs: this.options.maxAgeMs, result }
        : { value: undefined, result };
    });
    if (ended.length > 0) await this.store.delete(...ended.map(recordKey));
    return ended;
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
        return found
          ? {
              kind: 'session',
              token: found.record.token,
              sessionId: id,
              userId: found.record.userId,
              renew: found.renewed,
            }
          : { kind: 'ended' };
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

  /** Whether sessions can be looked up now, for /readyz. */
  ready(): boolean {
    return this.store.ready();
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

/** The key live sockets are counted and ended by: the session's key, or a hash of a sent token. */
export function sessionKeyOf(credential: Credential): string | undefined {
  if (credential.kind === 'session') return sessionKey(credential.sessionId);
  if (credential.kind === 'token') return `token:${createHash('sha256').update(credential.token).digest('base64url')}`;
  return undefined;
}
