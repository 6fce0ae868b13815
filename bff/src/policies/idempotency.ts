import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getOperationAST, OperationTypeNode, parse } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { AppError } from '../errors.ts';
import { BurstLog, errorText, log } from '../log.ts';
import type { KeyValueStore } from '../stores/key-value.ts';
import { rateLimited } from './rate-limits.ts';

/** Writes refused because the store is away: one line a minute while it is. */
const storeAway = new BurstLog('writes');

/** How long a key's outcome is kept. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The most bytes one kept outcome may take (a bulk change of 200 orders keeps about 30 KB). */
export const MAX_OUTCOME_BYTES = 64 * 1024;

/** The bytes of outcomes one caller may have kept within `KEY_TTL_MS`; beyond, their keyed writes wait. */
export const MAX_KEPT_BYTES_PER_CALLER = 4 * 1024 * 1024;

/** How deep the variables of a keyed mutation may nest (inputs here nest two or three levels). */
const MAX_VARIABLE_DEPTH = 32;

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
  /** Once done: the answer's HTTP status and what the write made (JSON, see `WriteAttempt.keep`), from which a repeat is answered. */
  status?: number;
  outcome?: string;
}

type Claim =
  | { kind: 'new' }
  | { kind: 'busy' }
  | { kind: 'mismatch' }
  | { kind: 'done'; record: WriteRecord }
  | { kind: 'resume'; record: WriteRecord };

function decide(
  record: WriteRecord | undefined,
  fp: string,
  now: number,
  leaseMs: number,
): { claim: Claim; next?: WriteRecord } {
  if (!record) return { claim: { kind: 'new' }, next: { fp, state: 'pending', since: now, lease: now + leaseMs } };
  if (record.fp !== fp) return { claim: { kind: 'mismatch' } };
  if (record.state === 'done') return { claim: { kind: 'done', record } };
  if (record.state === 'pending' && record.lease > now) return { claim: { kind: 'busy' } };
  const next: WriteRecord = { ...record, state: 'pending', lease: now + leaseMs };
  return { claim: { kind: 'resume', record: next }, next };
}

const recordKey = (id: string) => `write:${id}`;
const lockKey = (name: string) => `lock:${name}`;
const keptKey = (caller: string) => `write-bytes:${caller}`;

const STORE_UNAVAILABLE =
  'The service cannot make sure this change is made only once right now, so nothing was sent. Please try again shortly.';

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
export type WriteEnding = 'done' | 'release' | 'doubt';

function outcomeOf(status: number, body: string): WriteEnding {
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

/** Whether a value nests deeper than `limit`, found without recursion (a hostile value may nest 100,000 deep). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object' || item instanceof Upload) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

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
  /**
   * A repeat of a finished write: what that write made (as `keep` got it), to answer from by
   * reading, without running the mutation; undefined otherwise.
   */
  readonly replaying: unknown;
  /** Keeps `notes` for an attempt that resumes this one (written before the gateway is called). */
  note(notes: unknown): Promise<void>;
  /** Whether gateway writes are held back: an earlier attempt's write may still arrive (or this is a repeat). */
  holdsWrites(): boolean;
  /** Called when a gateway write succeeded: from then on, no failure gives the key back. */
  written(): void;
  /** What the write made, plain JSON, kept for its repeats (modules/keyed-write.ts makes it from the mutation's answer). */
  keep(outcome: unknown): void;
}

/** What `open` decided for a request. */
export type Opened =
  | { kind: 'none' }
  | { kind: 'answer'; status: number; body: string }
  /** A repeat of a finished write: run the request with `attempt`, whose `replaying` answers it. */
  | { kind: 'replay'; attempt: WriteAttempt }
  /** `settle` records how the answer ended the key, and says which. */
  | { kind: 'run'; attempt: WriteAttempt; settle(status: number, body: string): Promise<WriteEnding> };

const graphqlError = (status: number, code: string, message: string, extensions: Record<string, unknown> = {}) => ({
  kind: 'answer' as const,
  status,
  body: JSON.stringify({ errors: [{ message, extensions: { code, ...extensions } }] }),
});

export interface IdempotentWritesOptions {
  /** How long an attempt holds its key: its request's deadline and a margin. */
  leaseMs: number;
  /** How long after an attempt in doubt its write may still arrive at the gateway. */
  settleMs: number;
  /** The bytes of records one caller may have kept at once (`MAX_KEPT_BYTES_PER_CALLER` unless given). */
  maxKeptBytesPerCaller?: number;
}

/**
 * Writes at most once. A mutation sent with an `Idempotency-Key` header is recorded under the
 * caller and the key: a repeat of a finished one is answered from what it made (read again, as it
 * is now), a concurrent one waits for it, and one whose first attempt may have written
 * (WRITE_IN_DOUBT, or a replica that died holding it) runs again as a resumed attempt, which the
 * mutation resolves by reading before it writes; gateway writes stay held back for `settleMs`
 * after the first attempt began. An answer after which nothing was written gives the key back.
 * Records live in the shared key-value store (Redis with `REDIS_URL`: every replica sees them)
 * for 24 hours, each at most `MAX_OUTCOME_BYTES` and a caller's together at most
 * `MAX_KEPT_BYTES_PER_CALLER`; without a working store a keyed mutation is refused before
 * anything is sent. Which mutations need a key, and that a key covers one, is
 * policies/keyed-mutations.ts's.
 *
 * `exclusive` runs one thing at a time per name across replicas (the same store).
 */
export class IdempotentWrites {
  constructor(
    private readonly store: KeyValueStore,
    private readonly options: IdempotentWritesOptions,
  ) {}

  /** Whether keyed writes can be recorded now, for /readyz. */
  ready(): boolean {
    return this.store.ready();
  }

  /**
   * Decides what a GraphQL request over HTTP is: not a keyed mutation (`none`), answered here
   * (`answer`: refused), a repeat of a finished one (`replay`), or an attempt to run and then
   * `settle` with its answer. `caller`: who sends it (sessions.ts `writerOf`); keys of different
   * callers never meet.
   */
  async open(
    header: string | string[] | undefined,
    body: GraphQLBody | undefined,
    caller: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Opened> {
    const key = keyOf(header);
    // Without a key the request runs as any other: the mutations that need one are refused as
    // the operation is resolved (policies/keyed-mutations.ts).
    if (key === undefined || !caller || typeof body?.query !== 'string') return { kind: 'none' };
    let operation;
    try {
      operation = getOperationAST(
        parse(body.query, { maxTokens: 2_000 }),
        typeof body.operationName === 'string' ? body.operationName : undefined,
      );
    } catch {
      // Apollo answers the syntax error.
      return { kind: 'none' };
    }
    if (operation?.operation !== OperationTypeNode.MUTATION) return { kind: 'none' };
    if (key === null)
      return graphqlError(400, 'BAD_REQUEST', 'The Idempotency-Key header must be 1 to 255 visible characters.', {
        header: 'Idempotency-Key',
      });
    if (nestsDeeperThan(body.variables, MAX_VARIABLE_DEPTH)) {
      return graphqlError(400, 'BAD_REQUEST', `The variables nest deeper than ${MAX_VARIABLE_DEPTH} levels.`);
    }
    const writer = createHash('sha256').update(caller).digest('base64url').slice(0, 22);
    const id = `${writer}:${key}`;
    const fp = fingerprint(body);
    // A store that cannot keep the record (stores/redis.ts `ready`) would let a retry write again.
    if (!this.store.ready()) {
      storeAway.warn('store not ready', { refused: 'store not ready' });
      return graphqlError(503, 'GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
    }

    let claim: Claim;
    try {
      for (;;) {
        const now = Date.now();
        claim = await this.store.update(recordKey(id), (raw) => {
          const { claim, next } = decide(
            raw === undefined ? undefined : (JSON.parse(raw) as WriteRecord),
            fp,
            now,
            this.options.leaseMs,
          );
          return next
            ? { value: JSON.stringify(next), ttlMs: KEY_TTL_MS, result: claim }
            : { keep: true, result: claim };
        });
        if (claim.kind !== 'busy') break;
        if (signal?.aborted) {
          return graphqlError(
            200,
            'WRITE_IN_DOUBT',
            "This change is still being made. We are checking: don't send it again.",
          );
        }
        await sleep(100);
      }
    } catch (error) {
      storeAway.warn('store unavailable', { refused: 'store unavailable', error: errorText(error) });
      return graphqlError(503, 'GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
    }
    if (claim.kind === 'mismatch')
      return graphqlError(422, 'BAD_REQUEST', 'This Idempotency-Key was already used for a different request.');
    if (claim.kind === 'new') {
      // A new write is kept for a day: not once the caller's kept writes reach their bound.
      let wait: number | undefined;
      try {
        wait = await this.waitForRoom(writer);
        if (wait !== undefined) await this.store.delete(recordKey(id));
      } catch (error) {
        storeAway.warn('store unavailable', { refused: 'store unavailable', error: errorText(error) });
        return graphqlError(503, 'GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
      }
      if (wait !== undefined) {
        const refusal = rateLimited('kept_writes', 'Too many changes kept for one account today.', wait);
        return graphqlError(429, refusal.code, refusal.message, refusal.extra);
      }
    }
    if (claim.kind === 'done') {
      const outcome = claim.record.outcome;
      return { kind: 'replay', attempt: replayOf(outcome === undefined ? null : (JSON.parse(outcome) as unknown)) };
    }

    const resumed = claim.kind === 'resume' ? claim.record : undefined;
    const since = resumed?.since ?? Date.now();
    const store = this.store;
    const settleMs = this.options.settleMs;
    let written = false;
    let notes = resumed?.notes;
    let outcome: string | undefined;
    const attempt: WriteAttempt = {
      resuming: resumed !== undefined,
      notes: notes === undefined ? undefined : (JSON.parse(notes) as unknown),
      replaying: undefined,
      // Without the notes a retry could not tell this attempt's write apart, so none is made:
      // neither when the store fails nor when it lost the record since the claim (a restart).
      async note(noted) {
        notes = JSON.stringify(noted);
        let kept: boolean;
        try {
          kept = await updateRecord(store, id, { notes });
        } catch {
          kept = false;
        }
        if (!kept) throw new AppError('GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
      },
      holdsWrites: () => resumed !== undefined && Date.now() < since + settleMs,
      written: () => {
        written = true;
      },
      keep: (made) => {
        outcome = JSON.stringify(made);
      },
    };
    return {
      kind: 'run',
      attempt,
      async settle(status, answer) {
        // A failure after a write went through (its read-back, say) leaves the write in doubt, as
        // does one while resolving a doubt (a read that failed): only an answer ends a doubt.
        let decided = ((found) => (found === 'release' && (written || resumed !== undefined) ? 'doubt' : found))(
          outcomeOf(status, answer),
        );
        if (decided === 'done' && (outcome?.length ?? 0) > MAX_OUTCOME_BYTES) {
          log.warn('writes', { outcomeTooLarge: outcome!.length });
          decided = 'doubt';
        }
        // A store that lost the record while this attempt ran (a restart) gets it whole again.
        const whole = { fp, since, notes, lease: 0 };
        try {
          if (decided === 'release') await store.delete(recordKey(id));
          else if (decided === 'doubt')
            await updateRecord(store, id, { state: 'doubt', lease: 0 }, { ...whole, state: 'doubt' });
          else {
            // A repeat is answered from the outcome: the notes, for resuming an attempt, are dropped.
            const done = { state: 'done' as const, status, outcome, notes: undefined };
            await updateRecord(store, id, done, { ...whole, ...done });
            const bytes = recordKey(id).length + (outcome?.length ?? 0) + 128;
            await store.update(keptKey(writer), (raw) => {
              const now = Date.now();
              const kept =
                raw === undefined ? { bytes: 0, since: now } : (JSON.parse(raw) as { bytes: number; since: number });
              return {
                value: JSON.stringify({ bytes: kept.bytes + bytes, since: kept.since }),
                ttlMs: Math.max(1, kept.since + KEY_TTL_MS - now),
                result: undefined,
              };
            });
          }
        } catch (error) {
          // The record stays pending until its lease ends, and is then resumed as in doubt.
          log.warn('writes', { unsettled: decided, error: errorText(error) });
        }
        return decided;
      },
    };
  }

  /** Seconds until the caller's kept records leave room for another, or undefined when there is room. */
  private async waitForRoom(writer: string): Promise<number | undefined> {
    const raw = await this.store.get(keptKey(writer));
    if (raw === undefined) return undefined;
    const { bytes, since } = JSON.parse(raw) as { bytes: number; since: number };
    if (bytes < (this.options.maxKeptBytesPerCaller ?? MAX_KEPT_BYTES_PER_CALLER)) return undefined;
    return Math.max(1, Math.ceil((since + KEY_TTL_MS - Date.now()) / 1000));
  }

  /**
   * Runs `task` while no other task of the same name runs, in any replica; waits for its turn
   * until `signal` aborts. Failing to get its turn, nothing has been done.
   */
  async exclusive<T>(name: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    for (;;) {
      let taken: boolean;
      try {
        taken = await this.store.set(lockKey(name), token, this.options.leaseMs, 'absent');
      } catch {
        throw new AppError('GATEWAY_UNAVAILABLE', STORE_UNAVAILABLE);
      }
      if (taken) break;
      if (signal?.aborted)
        throw new AppError(
          'GATEWAY_UNAVAILABLE',
          'Another change of yours is still being made, so this one was not sent. Please try again in a moment.',
        );
      await sleep(50);
    }
    try {
      return await task();
    } finally {
      await this.store.deleteIf(lockKey(name), token).catch(() => undefined);
    }
  }
}

/**
 * Changes a record; answers false when there is none (the store lost it). With `whole`, a
 * missing record is written as `whole` instead.
 */
function updateRecord(
  store: KeyValueStore,
  id: string,
  change: Partial<WriteRecord>,
  whole?: WriteRecord,
): Promise<boolean> {
  return store.update(recordKey(id), (raw) => {
    if (raw !== undefined)
      return {
        value: JSON.stringify({ ...(JSON.parse(raw) as WriteRecord), ...change }),
        ttlMs: KEY_TTL_MS,
        result: true,
      };
    return whole ? { value: JSON.stringify(whole), ttlMs: KEY_TTL_MS, result: false } : { keep: true, result: false };
  });
}

/** The attempt of a repeat: it answers from `outcome` and may write nothing. */
function replayOf(outcome: unknown): WriteAttempt {
  return {
    resuming: false,
    notes: undefined,
    replaying: outcome,
    note: () => Promise.reject(new Error('A repeat of a finished write notes nothing.')),
    holdsWrites: () => true,
    written: () => undefined,
    keep: () => undefined,
  };
}
