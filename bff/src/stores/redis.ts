import { Redis, type RedisOptions } from 'ioredis';
import { errorText, log } from '../log.ts';
import { RedisKeyValue, type KeyValueStore } from './key-value.ts';

/**
 * How a connection's commands behave while Redis is away. `wait`: a command waits for a
 * connection being made and fails after one attempt to remake it. `fail-fast`: commands fail at
 * once (for callers with a fallback, or whose messages would arrive late and out of place).
 * `subscriber`: a connection in subscriber mode, which reconnects and resubscribes on its own.
 */
type RedisMode = 'wait' | 'fail-fast' | 'subscriber';

const MODES: Record<RedisMode, RedisOptions> = {
  wait: { maxRetriesPerRequest: 1 },
  'fail-fast': { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  subscriber: {},
};

/** One connection, named `name` in the log, where each change of its state (ready, error, end) is logged once rather than at every reconnection attempt. */
function connect(url: string, name: string, mode: RedisMode): Redis {
  const redis = new Redis(url, { ...MODES[mode], connectTimeout: 2_000 });
  let reported = '';
  const report = (state: string, fields: Record<string, unknown> = {}) => {
    if (state === reported) return;
    reported = state;
    (state === 'ready' ? log.info : log.warn)(name, { state, ...fields });
  };
  redis.on('ready', () => report('ready'));
  redis.on('error', (error: Error) => report('error', { error: error.message }));
  redis.on('end', () => report('end'));
  return redis;
}

/** Closes a connection: politely while it is up; at once otherwise, since a Redis that is away would keep `quit()` waiting. */
async function close(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** The share of `maxmemory` from which Redis counts as full: it refuses a write whose own bytes would pass `maxmemory`. */
const FULL_AT = 0.95;

/**
 * What a Redis answered about what it does with what it is given: whether it writes it to its
 * append-only file (`INFO persistence`), the policy it evicts keys by once full (`INFO memory`: a
 * `maxmemory` with any policy but `noeviction`; null when it evicts none), and whether it is full
 * (`used_memory` at `FULL_AT` of `maxmemory` or more: writes then fail, or evict).
 */
interface Keeping {
  persistent: boolean;
  evicts: string | null;
  full: boolean;
}

async function keeping(redis: Redis): Promise<Keeping> {
  const [persistence, memory] = await Promise.all([redis.info('persistence'), redis.info('memory')]);
  const field = (text: string, name: string) => new RegExp(`^${name}:(\\S*?)\\r?$`, 'm').exec(text)?.[1];
  const maxmemory = Number(field(memory, 'maxmemory') ?? 0);
  const policy = field(memory, 'maxmemory_policy') ?? 'noeviction';
  return {
    persistent: field(persistence, 'aof_enabled') === '1',
    evicts: maxmemory > 0 && policy !== 'noeviction' ? policy : null,
    full: maxmemory > 0 && Number(field(memory, 'used_memory') ?? 0) >= FULL_AT * maxmemory,
  };
}

/** Why the stores may not use Redis now: the values of /readyz's `redis.refused` and of the metric bikri_redis_refused's `reason`. */
export const REDIS_REFUSALS = ['disconnected', 'unchecked', 'not_persistent', 'evicts', 'full'] as const;
export type RedisRefusal = (typeof REDIS_REFUSALS)[number];

/** What an operator does about a refusal that the check found, in the log line saying it. */
const FIXES: Record<'not_persistent' | 'evicts' | 'full', string> = {
  not_persistent:
    'run Redis with appendonly yes, or set REDIS_PERSISTENCE=none to accept losing keyed writes and sessions at its restart',
  evicts:
    'run Redis with maxmemory-policy noeviction: every key here has a life, so any policy drops sessions and the records of keyed writes unseen',
  full: 'give Redis more memory (maxmemory) or find what fills it: it refuses writes once full',
};

/** How often Redis is asked again whether it keeps what it is given, unless told otherwise. */
export const CHECK_EVERY_MS = 2_000;

/** An answer older than this many checks counts as none: a Redis that stopped answering is unchecked. */
const CHECKS_AN_ANSWER_LASTS = 3;

export interface RedisLinksOptions {
  /**
   * Refuse a Redis that keeps nothing on disk: restarted, it forgets which writes were made (a
   * retry then makes one twice) and every session. Production requires it unless told otherwise.
   */
  requirePersistence: boolean;
  /** How often to ask Redis again (`CHECK_EVERY_MS` unless given). */
  checkEveryMs?: number;
}

/** What /readyz says of Redis. */
export interface RedisState {
  connected: boolean;
  /** Whether it appends to disk; null until it answered since it last connected. */
  persistent: boolean | null;
  /** The policy it evicts keys by once full, or null when it evicts none (or has not answered). */
  evicts: string | null;
  /** Whether its memory is used up; null until it answered. */
  full: boolean | null;
  /** When it last answered the check (ISO time), since it last connected. */
  checkedAt: string | null;
  /** Why the stores may not use it now; empty when they may. */
  refused: RedisRefusal[];
  ready: boolean;
}

/**
 * A replica's three connections to Redis, shared by every store: `commands` for the stores'
 * reads and writes (through `keyValue()`), `fast` for what must not wait for a Redis that is
 * away (attempt limits, which then count in memory; live messages, which would arrive late and
 * out of place), and `subscriber`, the one connection in subscriber mode (live messages of every
 * replica).
 *
 * The stores may use Redis (`ready()`) only while it keeps what it is given: `commands` is
 * connected, Redis has answered the check (`INFO`, asked each time `commands` connects and every
 * `checkEveryMs`) since then and within the last few checks, and that answer shows it neither
 * evicts keys, nor is full, nor, with `requirePersistence`, keeps nothing on disk. Otherwise
 * keyed writes are refused and /readyz answers 503; each change of what the check finds is
 * logged once, with its fix. `started()` refuses to start on a Redis that keeps nothing on disk
 * while that is required.
 */
export class RedisLinks {
  readonly commands: Redis;
  readonly fast: Redis;
  readonly subscriber: Redis;
  private readonly checkEveryMs: number;
  /** The last answer to the check since `commands` last connected, and when it came. */
  private kept: { answer: Keeping; at: Date } | null = null;
  /** Counts `commands`' connections, so that an answer from before a reconnection is not taken for one after. */
  private connection = 0;
  /** The connection whose check is being asked, so that checks do not pile up behind a slow Redis. */
  private asking: number | undefined;
  /** What was last logged, so that each change is logged once. */
  private reported = JSON.stringify([[], {}]);
  /** Settles once Redis first answered the check. */
  private readonly answered: Promise<void>;
  private firstAnswer: () => void = () => undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    url: string,
    private readonly options: RedisLinksOptions,
  ) {
    this.checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;
    this.commands = connect(url, 'redis', 'wait');
    this.fast = connect(url, 'redis-fast', 'fail-fast');
    this.subscriber = connect(url, 'redis-subscriber', 'subscriber');
    this.answered = new Promise((resolve) => (this.firstAnswer = resolve));
    this.commands.on('close', () => {
      this.connection += 1;
      this.kept = null;
    });
    this.commands.on('ready', () => void this.check());
    this.timer = setInterval(() => void this.check(), this.checkEveryMs).unref();
  }

  /** Asks Redis whether it keeps what it is given, unless it is not connected or is still answering. */
  private async check(): Promise<void> {
    const connection = this.connection;
    if (this.commands.status !== 'ready') return;
    if (this.asking === connection) {
      if (this.refusals().includes('unchecked')) this.report(['unchecked'], { error: 'no answer to INFO' });
      return;
    }
    this.asking = connection;
    try {
      const answer = await keeping(this.commands);
      if (connection !== this.connection) return;
      this.kept = { answer, at: new Date() };
      this.firstAnswer();
      this.report(this.found(answer), answer.evicts ? { evicts: answer.evicts } : {});
    } catch (error) {
      if (connection === this.connection) this.report(['unchecked'], { error: errorText(error) });
    } finally {
      if (this.asking === connection) this.asking = undefined;
    }
  }

  /** What an answer makes Redis unfit for. */
  private found(answer: Keeping): RedisRefusal[] {
    const refusals: RedisRefusal[] = [];
    if (!answer.persistent && this.options.requirePersistence) refusals.push('not_persistent');
    if (answer.evicts) refusals.push('evicts');
    if (answer.full) refusals.push('full');
    return refusals;
  }

  /** Logs what the check found when it differs from what was last logged. */
  private report(refusals: RedisRefusal[], fields: Record<string, unknown>): void {
    const now = JSON.stringify([refusals, fields]);
    if (now === this.reported) return;
    this.reported = now;
    if (refusals.length === 0) log.info('redis', { keeps: 'what it is given' });
    else if (refusals.includes('unchecked'))
      log.warn('redis', {
        refused: refusals,
        ...fields,
        fix: 'Redis must answer INFO persistence and INFO memory (with ACLs, allow INFO to this user)',
      });
    else
      log.error('redis', {
        refused: refusals,
        ...fields,
        fix: refusals.map((refusal) => FIXES[refusal as keyof typeof FIXES]).join('; '),
      });
  }

  /** Why the stores may not use Redis now (empty when they may). */
  refusals(): RedisRefusal[] {
    if (this.commands.status !== 'ready') return ['disconnected'];
    const kept = this.kept;
    if (!kept || Date.now() - kept.at.getTime() > CHECKS_AN_ANSWER_LASTS * this.checkEveryMs) return ['unchecked'];
    return this.found(kept.answer);
  }

  /** Whether the stores may use Redis now. */
  ready(): boolean {
    return this.refusals().length === 0;
  }

  get state(): RedisState {
    const answer = this.kept?.answer;
    const refused = this.refusals();
    return {
      connected: this.commands.status === 'ready',
      persistent: answer?.persistent ?? null,
      evicts: answer?.evicts ?? null,
      full: answer?.full ?? null,
      checkedAt: this.kept?.at.toISOString() ?? null,
      refused,
      ready: refused.length === 0,
    };
  }

  /** The key-value store every store of this replica shares. */
  keyValue(): KeyValueStore {
    return new RedisKeyValue(this.commands, () => this.ready());
  }

  /**
   * Waits up to `ms` for Redis to answer the check once; throws if it keeps nothing on disk while
   * that is required. A Redis that does not answer in time is checked when it does (not ready until then).
   */
  async started(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.answered, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
    if (this.kept?.answer.persistent === false && this.options.requirePersistence) {
      await this.close();
      throw new Error(
        'Redis at REDIS_URL keeps nothing on disk (appendonly no): restarted, it would forget which writes were made and sign everyone out. ' +
          'Run it with appendonly yes, or set REDIS_PERSISTENCE=none to accept that.',
      );
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([this.commands, this.fast, this.subscriber].map(close));
  }
}
