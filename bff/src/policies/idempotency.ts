import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getOperationAST, Kind, OperationTypeNode, parse } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import { BurstLog, errorText, log } from '../log.ts';
import { closeRedis, connectRedis } from '../stores/redis.ts';

/** Writes refused because the store is away: one line a minute while it is. */
const storeAway = new BurstLog('writes');

/** How long a key's outcome is kept. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What is kept per Idempotency-Key. */
interface WriteRecord {
  /** The request's fingerprint: a key reused for another request is refused. */
  fp: string;
  state: 'pending' | 'done' | 'doubt';
  /** When the first attempt started. */
  since: number;
  /** A pending attempt's owner holds the key until then; past it, the attempt is in doubt. */
  lease: number;
  /** What the mutation noted before writing (JSON), read back when an attempt is resumed. */
  notes?: string;
  /** The first outcome, once done: HTTP status and body. */
  status?: number;
  body?: string;
}

type Claim =
  | { kind: 'new' }
  | { kind: 'busy' }
  | { kind: 'mismatch' }
  | { kind: 'done'; record: WriteRecord }
  | { kind: 'resume'; record: WriteRecord };

/** Where the records and locks live: this process's memory, or Redis shared by every replica. */
interface WriteStore {
  claim(id: string, fp: string, now: number, leaseMs: number): Promise<Claim>;
  /**
   * Changes a record; answers false when there is none (the store lost it). With `whole`, a
   * missing record is written as `whole` instead.
   */
  update(id: string, change: Partial<WriteRecord>, whole?: WriteRecord): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** Takes a lock for `ms` if it is free; answers the token to give it back with, or null. */
  lock(name: string, ms: number): Promise<string | null>;
  unlock(name: string, token: string): Promise<void>;
  readonly kind: 'memory' | 'redis';
  ready(): boolean;
  close(): Promise<void>;
}

function decide(record: WriteRecord | undefined, fp: string, now: number, leaseMs: number): { claim: Claim; next?: WriteRecord } {
  if (!record) return { claim: { kind: 'new' }, next: { fp, state: 'pending', since: now, lease: now + leaseMs } };
  if (record.fp !== fp) return { claim: { kind: 'mismatch' } };
  if (record.state === 'done') return { claim: { kind: 'done', record } };
  if (record.state === 'pending' && record.lease > now) return { claim: { kind: 'busy' } };
  const next: WriteRecord = { ...record, state: 'pending', lease: now + leaseMs };
  return { claim: { kind: 'resume', record: next }, next };
}

class MemoryStore implements WriteStore {
  readonly kind = 'memory';
  private readonly records = new LRUCache<string, WriteRecord>({ max: 100_000, ttl: KEY_TTL_MS });
  private readonly locks = new Map<string, { token: string; until: number }>();

  claim(id: string, fp: string, now: number, leaseMs: number): Promise<Claim> {
    const { claim, next } = decide(this.records.get(id), fp, now, leaseMs);
    if (next) this.records.set(id, next);
    return Promise.resolve(claim);
  }

  update(id: string, change: Partial<WriteRecord>, whole?: WriteRecord): Promise<boolean> {
    const record = this.records.get(id);
    if (record) this.records.set(id, { ...record, ...change });
    else if (whole) this.records.set(id, whole);
    return Promise.resolve(record !== undefined);
  }

  remove(id: string): Promise<void> {
    this.records.delete(id);
    return Promise.resolve();
  }

  lock(name: string, ms: number): Promise<string | null> {
    const held = this.locks.get(name);
    if (held && held.until > Date.now()) return Promise.resolve(null);
    const token = randomUUID();
    this.locks.set(name, { token, until: Date.now() + ms });
    return Promise.resolve(token);
  }

  unlock(name: string, token: string): Promise<void> {
    if (this.locks.get(name)?.token === token) this.locks.delete(name);
    return Promise.resolve();
  }

  ready(): boolean {
    return true;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The claim, atomic in Redis: the same decision as `decide`, on the record stored as JSON. */
const CLAIM_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[2])
local lease = now + tonumber(ARGV[3])
if not raw then
  redis.call('SET', KEYS[1], cjson.encode({fp = ARGV[1], state = 'pending', since = now, lease = lease}), 'PX', ARGV[4])
  return {'new'}
end
local r = cjson.decode(raw)
if r.fp ~= ARGV[1] then return {'mismatch'} end
if r.state == 'done' then return {'done', raw} end
if r.state == 'pending' and r.lease > now then return {'busy'} end
r.state = 'pending'
r.lease = lease
local out = cjson.encode(r)
redis.call('SET', KEYS[1], out, 'PX', ARGV[4])
return {'resume', out}
`;

const UPDATE_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if not raw then
  if ARGV[3] then redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[2]) end
  return 0
end
local r = cjson.decode(raw)
local change = cjson.decode(ARGV[1])
for k, v in pairs(change) do r[k] = v end
redis.call('SET', KEYS[1], cjson.encode(r), 'PX', ARGV[2])
return 1
`;

const UNLOCK_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

class RedisStore implements WriteStore {
  readonly kind = 'redis';

  constructor(private readonly redis: Redis) {}

  async claim(id: string, fp: string, now: number, leaseMs: number): Promise<Claim> {
    const [kind, raw] = (await this.redis.eval(CLAIM_SCRIPT, 1, `bikri:write:${id}`, fp, now, leaseMs, KEY_TTL_MS)) as [Claim['kind'], string?];
    if (kind === 'done' || kind === 'resume') return { kind, record: JSON.parse(raw!) as WriteRecord };
    return { kind };
  }

  async update(id: string, change: Partial<WriteRecord>, whole?: WriteRecord): Promise<boolean> {
    const args = [JSON.stringify(change), KEY_TTL_MS, ...(whole ? [JSON.stringify(whole)] : [])];
    return (await this.redis.eval(UPDATE_SCRIPT, 1, `bikri:write:${id}`, ...args)) === 1;
  }

  async remove(id: string): Promise<void> {
    await this.redis.del(`bikri:write:${id}`);
  }

  async lock(name: string, ms: number): Promise<string | null> {
    const token = randomUUID();
    return (await this.redis.set(`bikri:lock:${name}`, token, 'PX', ms, 'NX')) === 'OK' ? token : null;
  }

  async unlock(name: string, token: string): Promise<void> {
    await this.redis.eval(UNLOCK_SCRIPT, 1, `bikri:lock:${name}`, token);
  }

  ready(): boolean {
    return this.redis.status === 'ready';
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}

const STORE_UNAVAILABLE = 'The service cannot make sure this change is made only once right now, so nothing was sent. Please try again shortly.';

/** Error codes after which nothing was written: the key is given back and a retry runs again. */
const NOTHING_WRITTEN = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GATEWAY_REJECTED',
  'GATEWAY_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  'NOT_SUPPORTED_BY_GATEWAY',
  'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
]);

/** How an answer ends its key: kept (done), given back (nothing written), or in doubt. */
function outcomeOf(status: number, body: string): 'done' | 'release' | 'doubt' {
  let parsed: { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return 'doubt';
  }
  const codes = (parsed.errors ?? []).map((error) => error.extensions?.code);
  if (codes.length === 0) return status < 400 ? 'done' : 'doubt';
  return codes.every((code) => typeof code === 'string' && NOTHING_WRITTEN.has(code)) ? 'release' : 'doubt';
}

/** A mutation's request body as graphql-upload and express.json leave it. */
export interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** Files are not part of the fingerprint: only that one was sent. */
const withoutFiles = (_key: string, value: unknown) => (value instanceof Upload ? '[file]' : value);

function fingerprint(body: GraphQLBody): string {
  return createHash('sha256')
    .update(JSON.stringify([body.query, body.operationName ?? null, body.variables ?? null], withoutFiles))
    .digest('base64url');
}

/** The Idempotency-Key header's value: a token or a quoted string (the IETF draft's sf-string). */
function keyOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const raw = (Array.isArray(header) ? header[0]! : header).trim().replace(/^"(.*)"$/, '$1');
  return /^[\x21-\x7e]{1,255}$/.test(raw) ? raw : null;
}

/** One attempt at a write under an Idempotency-Key, as the mutation's context carries it. */
export interface WriteAttempt {
  /** An earlier attempt under this key may have written; the mutation resolves it by reading. */
  readonly resuming: boolean;
  /** What the mutation noted before writing in an earlier attempt, if anything. */
  readonly notes: unknown;
  /** Keeps `notes` for an attempt that resumes this one (written before the gateway is called). */
  note(notes: unknown): Promise<void>;
  /** Whether gateway writes are held back: an earlier attempt's write may still arrive. */
  holdsWrites(): boolean;
  /** Called when a gateway write succeeded: from then on, no failure gives the key back. */
  written(): void;
}

/** What `open` decided for a request. */
export type Opened =
  | { kind: 'none' }
  | { kind: 'answer'; status: number; body: string; replayed: boolean }
  | { kind: 'run'; attempt: WriteAttempt; settle(status: number, body: string): Promise<void> };

const graphqlError = (status: number, code: string, message: string) => ({
  kind: 'answer' as const,
  status,
  body: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
  replayed: false,
});

export interface IdempotentWritesOptions {
  /** How long an attempt holds its key: its request's deadline and a margin. */
  leaseMs: number;
  /** How long after an attempt in doubt its write may still arrive at the gateway. */
  settleMs: number;
}

/**
 * Writes at most once. A mutation sent with an `Idempotency-Key` header is recorded under the
 * caller and the key: a repeat of a finished one is answered with the first answer, a concurrent
 * one waits for it, and one whose first attempt may have written (WRITE_IN_DOUBT, or a replica
 * that died holding it) runs again as a resumed attempt, which the mutation resolves by reading
 * before it writes; gateway writes stay held back for `settleMs` after the first attempt began.
 * An answer after which nothing was written gives the key back. Records live in Redis with
 * `REDIS_URL` (every replica sees them), otherwise in memory, for 24 hours; without a working
 * store a keyed mutation is refused before anything is sent.
 *
 * `exclusive` runs one thing at a time per name across replicas (the same store's locks).
 */
export class IdempotentWrites {
  private constructor(
    private readonly store: WriteStore,
    private readonly options: IdempotentWritesOptions,
  ) {}

  static create(redisUrl: string | undefined, options: IdempotentWritesOptions): IdempotentWrites {
    if (!redisUrl) return new IdempotentWrites(new MemoryStore(), options);
    return new IdempotentWrites(new RedisStore(connectRedis(redisUrl, 'writes-redis', 'wait')), options);
  }

  /** Where the records live, for /healthz. */
  get storeState(): { kind: 'memory' } | { kind: 'redis'; ready: boolean } {
    return this.store.kind === 'memory' ? { kind: 'memory' } : { kind: 'redis', ready: this.store.ready() };
  }

  /**
   * Decides what a GraphQL request over HTTP is: not a keyed mutation (`none`), answered from the
   * record or refused (`answer`), or an attempt to run and then `settle` with its answer.
   * `caller`: who sends it (sessions.ts `writerOf`); keys of different callers never meet.
   */
  async open(header: string | string[] | undefined, body: GraphQLBody | undefined, caller: string | undefined, signal: AbortSignal | undefined): Promise<Opened> {
    const key = keyOf(header);
    if (key === undefined || !caller || typeof body?.query !== 'string') return { kind: 'none' };
    let operation;
    try {
      operation = getOperationAST(parse(body.query, { maxTokens: 2_000 }), typeof body.operationName === 'string' ? body.operationName : undefined);
    } catch {
      // Apollo answers the syntax error.
      return { kind: 'none' };
    }
    if (operation?.operation !== OperationTypeNode.MUTATION) return { kind: 'none' };
    if (key === null) return graphqlError(400, 'BAD_REQUEST', 'The Idempotency-Key header must be 1 to 255 visible characters.');
    const fields = operation.selectionSet.selections.filter((s) => !(s.kind === Kind.FIELD && s.name.value === '__typename'));
    if (fields.length !== 1 || fields[0]!.kind !== Kind.FIELD) {
      return graphqlError(400, 'BAD_REQUEST', 'An Idempotency-Key covers one mutation: send one mutation field per request.');
    }
    const id = `${createHash('sha256').update(caller).digest('base64url').slice(0, 22)}:${key}`;
    const fp = fingerprint(body);

    let claim: Claim;
    try {
      for (;;) {
        claim = await this.store.claim(id, fp, Date.now(), this.options.leaseMs);
        if (claim.kind !== 'busy') break;
        if (signal?.aborted) {
          return graphqlError(200, 'WRITE_IN_DOUBT', 'This change is still being made. We are checking: don\'t send it again.');
        }
        await sleep(100);
      }
    } catch (error) {
      storeAway.warn('store unavailable', { refused: 'store unavailable', error: errorText(error) });
      return graphqlError(503, 'GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
    }
    if (claim.kind === 'mismatch') return graphqlError(422, 'BAD_REQUEST', 'This Idempotency-Key was already used for a different request.');
    if (claim.kind === 'done') return { kind: 'answer', status: claim.record.status ?? 200, body: claim.record.body ?? '{}', replayed: true };

    const resumed = claim.kind === 'resume' ? claim.record : undefined;
    const since = resumed?.since ?? Date.now();
    const store = this.store;
    const settleMs = this.options.settleMs;
    let written = false;
    let notes = resumed?.notes;
    const attempt: WriteAttempt = {
      resuming: resumed !== undefined,
      notes: notes === undefined ? undefined : (JSON.parse(notes) as unknown),
      // Without the notes a retry could not tell this attempt's write apart, so none is made:
      // neither when the store fails nor when it lost the record since the claim (a restart).
      async note(noted) {
        notes = JSON.stringify(noted);
        let kept: boolean;
        try {
          kept = await store.update(id, { notes });
        } catch {
          kept = false;
        }
        if (!kept) throw new AppError('GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
      },
      holdsWrites: () => resumed !== undefined && Date.now() < since + settleMs,
      written: () => {
        written = true;
      },
    };
    return {
      kind: 'run',
      attempt,
      async settle(status, answer) {
        // A failure after a write went through (its read-back, say) leaves the write in doubt, as
        // does one while resolving a doubt (a read that failed): only an answer ends a doubt.
        const outcome = ((found) => (found === 'release' && (written || resumed !== undefined) ? 'doubt' : found))(outcomeOf(status, answer));
        // A store that lost the record while this attempt ran (a restart) gets it whole again.
        const whole = { fp, since, notes, lease: 0 };
        try {
          if (outcome === 'release') await store.remove(id);
          else if (outcome === 'done') await store.update(id, { state: 'done', status, body: answer }, { ...whole, state: 'done', status, body: answer });
          else await store.update(id, { state: 'doubt', lease: 0 }, { ...whole, state: 'doubt' });
        } catch (error) {
          // The record stays pending until its lease ends, and is then resumed as in doubt.
          log.warn('writes', { unsettled: outcome, error: errorText(error) });
        }
      },
    };
  }

  /**
   * Runs `task` while no other task of the same name runs, in any replica; waits for its turn
   * until `signal` aborts. Failing to get its turn, nothing has been done.
   */
  async exclusive<T>(name: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    let token: string | null;
    for (;;) {
      try {
        token = await this.store.lock(name, this.options.leaseMs);
      } catch {
        throw new AppError('GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
      }
      if (token) break;
      if (signal?.aborted) throw new AppError('GATEWAY_UNAVAILABLE', 'Another change of yours is still being made, so this one was not sent. Please try again in a moment.');
      await sleep(50);
    }
    try {
      return await task();
    } finally {
      await this.store.unlock(name, token).catch(() => undefined);
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
