import { afterEach, describe, expect, it } from 'vitest';
import { RedisLinks } from '../src/stores/redis.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';

/**
 * A Redis that drops keys once full would lose sessions, keyed writes and tracking links without
 * a word: the replica says so when it connects (logged, and in /readyz's `redis.evicts`).
 */
describe('a Redis that evicts keys once full', () => {
  let redis: RunningRedis | undefined;
  let links: RedisLinks | undefined;
  afterEach(async () => {
    await links?.close();
    await redis?.stop();
  });

  it('is reported by its policy when it has a memory limit and evicts', async () => {
    redis = await startRedis(undefined, { args: ['--maxmemory', '64mb', '--maxmemory-policy', 'allkeys-lru'] });
    links = new RedisLinks(redis.url, { requirePersistence: false });
    await links.started(5_000);
    expect(links.state).toEqual({ connected: true, persistent: false, evicts: 'allkeys-lru', ready: true });
  });

  it('is not reported when full means refusing writes, nor without a memory limit', async () => {
    redis = await startRedis(undefined, { args: ['--maxmemory', '64mb', '--maxmemory-policy', 'noeviction'] });
    links = new RedisLinks(redis.url, { requirePersistence: false });
    await links.started(5_000);
    expect(links.state.evicts).toBeNull();
    await links.close();
    await redis.stop();

    redis = await startRedis(undefined, { args: ['--maxmemory-policy', 'volatile-lru'] });
    links = new RedisLinks(redis.url, { requirePersistence: false });
    await links.started(5_000);
    expect(links.state).toEqual({ connected: true, persistent: false, evicts: null, ready: true });
  });
});
