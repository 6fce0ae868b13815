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

/**
 * What a Redis does with what it is given: whether it writes it to its append-only file (`INFO
 * persistence`), and the eviction policy it drops keys by once full (`INFO memory`: a `maxmemory`
 * with any policy but `noeviction`), or null when it drops none.
 */
async function keeping(redis: Redis): Promise<{ persistent: boolean; evicts: string | null }> {
  const [persistence, memory] = await Promise.all([redis.info('persistence'), redis.info('memory')]);
  const maxmemory = /^maxmemory:(\d+)\r?$/m.exec(memory)?.[1];
  const policy = /^maxmemory_policy:(\S+?)\r?$/m.exec(memory)?.[1];
  return {
    persistent: /^aof_enabled:1\r?$/m.test(persistence),
    evicts:
      maxmemory !== undefined && maxmemory !== '0' && policy !== undefined && policy !== 'noeviction' ? policy : null,
  };
}

export interface RedisLinksOptions {
  /**
   * Refuse a Redis that keeps nothing on disk: restarted, it forgets which writes were made (a
   * retry then makes one twice) and every session. Production requires it unless told otherwise.
   */
  requirePersistence: boolean;
}

/** What /readyz says of Redis. */
export interface RedisState {
  connected: boolean;
  /** Whether it appends to disk; null until it answered once. */
  persistent: boolean | null;
  /** The policy it evicts keys by once full, or null when it evicts none (or has not answered). */
  evicts: string | null;
  ready: boolean;
}

/**
 * A replica's three connections to Redis, shared by every store: `commands` for the stores'
 * reads and writes (through `keyValue()`), `fast` for what must not wait for a Redis that is
 * away (attempt limits, which then count in memory; live messages, which would arrive late and
 * out of place), and `subscriber`, the one connection in subscriber mode (live messages of every
 * replica). Each time `commands` connects, Redis is asked whether it keeps what it is given; with
 * `requirePersistence`, one that does not makes the stores not ready (keyed writes are then
 * refused, /readyz answers 503) and `started()` refuses to start. One that evicts keys once full
 * is logged and reported (`evicts`), and used.
 */
export class RedisLinks {
  readonly commands: Redis;
  readonly fast: Redis;
  readonly subscriber: Redis;
  private persistent: boolean | null = null;
  private evicts: string | null = null;
  private readonly checked: Promise<void>;

  constructor(
    url: string,
    private readonly options: RedisLinksOptions,
  ) {
    this.commands = connect(url, 'redis', 'wait');
    this.fast = connect(url, 'redis-fast', 'fail-fast');
    this.subscriber = connect(url, 'redis-subscriber', 'subscriber');
    this.checked = new Promise((resolve) => {
      this.commands.on('ready', () => {
        keeping(this.commands).then(
          ({ persistent, evicts }) => {
            this.persistent = persistent;
            this.evicts = evicts;
            if (!persistent && options.requirePersistence) {
              log.error('redis', {
                refused: 'no persistence',
                fix: 'run Redis with appendonly yes, or set REDIS_PERSISTENCE=none to accept losing keyed writes and sessions at its restart',
              });
            }
            if (evicts) {
              log.warn('redis', {
                evicts,
                fix: 'run Redis with maxmemory-policy noeviction: once full it now drops sessions, keyed writes and tracking links unseen',
              });
            }
            resolve();
          },
          (error: unknown) => log.warn('redis', { persistence: 'not checked', error: errorText(error) }),
        );
      });
    });
  }

  /** Whether the stores may use Redis now. */
  ready(): boolean {
    return this.commands.status === 'ready' && (this.persistent === true || !this.options.requirePersistence);
  }

  get state(): RedisState {
    return {
      connected: this.commands.status === 'ready',
      persistent: this.persistent,
      evicts: this.evicts,
      ready: this.ready(),
    };
  }

  /** The key-value store every store of this replica shares. */
  keyValue(): KeyValueStore {
    return new RedisKeyValue(this.commands, () => this.ready());
  }

  /**
   * Waits up to `ms` for Redis to answer once; throws if it keeps nothing on disk while that is
   * required. A Redis that does not answer in time is checked when it does (not ready until then).
   */
  async started(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.checked, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
    if (this.persistent === false && this.options.requirePersistence) {
      await this.close();
      throw new Error(
        'Redis at REDIS_URL keeps nothing on disk (appendonly no): restarted, it would forget which writes were made and sign everyone out. ' +
          'Run it with appendonly yes, or set REDIS_PERSISTENCE=none to accept that.',
      );
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.commands, this.fast, this.subscriber].map(close));
  }
}
