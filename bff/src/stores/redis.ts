import { Redis, type RedisOptions } from 'ioredis';
import { log } from '../log.ts';

/**
 * How a store's commands behave while Redis is away. `wait`: a command waits for a connection
 * being made and fails after one attempt to remake it. `fail-fast`: commands fail at once (for
 * callers with a fallback, or whose messages would arrive late and out of place). `subscriber`:
 * a connection in subscriber mode, which reconnects and resubscribes on its own.
 */
export type RedisMode = 'wait' | 'fail-fast' | 'subscriber';

const MODES: Record<RedisMode, RedisOptions> = {
  wait: { maxRetriesPerRequest: 1 },
  'fail-fast': { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  subscriber: {},
};

/**
 * One connection to Redis for one of the BFF's stores, named `name` in the log, where each change
 * of its state (ready, error, end) is logged once rather than at every reconnection attempt.
 */
export function connectRedis(url: string, name: string, mode: RedisMode): Redis {
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

/**
 * Closes a store's connection: politely while it is up; at once otherwise, since a Redis that is
 * away would keep `quit()` waiting for a reconnection.
 */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (!redis || redis.status === 'end') return;
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
