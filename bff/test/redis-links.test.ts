import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedisLinks } from '../src/stores/redis.ts';
import { captureLogs } from './logs.ts';
import { freePort } from './processes.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';

/**
 * What a replica finds out about its Redis (stores/redis.ts), from a real redis-server: the
 * stores use it only once it has answered since it connected, while it answers, and while it
 * keeps what it is given; a change is noticed at run time and logged once, with its fix.
 */

let redis: RunningRedis | undefined;
let links: RedisLinks | undefined;
let client: Redis | undefined;
afterEach(async () => {
  client?.disconnect();
  await links?.close();
  await redis?.stop();
  [client, links, redis] = [undefined, undefined, undefined];
});

/**
 * A Redis that drops keys once full loses sessions and the records of keyed writes without a
 * word (a retry then writes again): the stores do not use one, whether it evicts from the start
 * or from a policy set at run time.
 */
/** Waits until `links` has had `count` more answers to its check. */
async function moreChecks(links: RedisLinks, count: number): Promise<void> {
  const seen = new Set([links.state.checkedAt]);
  await vi.waitFor(
    () => {
      seen.add(links.state.checkedAt);
      expect(seen.size).toBeGreaterThan(count);
    },
    { timeout: 5_000, interval: 10 },
  );
}

describe('a Redis that evicts keys once full', () => {
  it('drops the stores’ keys under a volatile policy too: every key they write has a life', async () => {
    redis = await startRedis(undefined, { args: ['--maxmemory', '4mb', '--maxmemory-policy', 'volatile-lru'] });
    links = new RedisLinks(redis.url, { requirePersistence: false });
    await links.started(5_000);
    const store = links.keyValue();
    const keys = Array.from({ length: 600 }, (_, n) => `write:${n}`);
    // 6 MB of records, each to be kept a day, into 4 MB.
    for (const key of keys) await store.set(key, 'x'.repeat(10_000), 86_400_000);
    const kept = (await store.getMany(keys)).filter((value) => value !== undefined).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(400);
  });

  it('is not used: refused for its policy, with a memory limit and any policy but noeviction', async () => {
    for (const policy of ['volatile-lru', 'allkeys-lru', 'volatile-ttl']) {
      redis = await startRedis(undefined, { args: ['--maxmemory', '64mb', '--maxmemory-policy', policy] });
      links = new RedisLinks(redis.url, { requirePersistence: false });
      await links.started(5_000);
      expect(links.state, policy).toEqual({
        connected: true,
        persistent: false,
        evicts: policy,
        full: false,
        checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        refused: ['evicts'],
        ready: false,
      });
      expect(links.keyValue().ready()).toBe(false);
      await links.close();
      await redis.stop();
    }
  });

  it('is used when full means refusing writes, or without a memory limit', async () => {
    redis = await startRedis(undefined, { args: ['--maxmemory', '64mb', '--maxmemory-policy', 'noeviction'] });
    links = new RedisLinks(redis.url, { requirePersistence: false });
    await links.started(5_000);
    expect(links.state).toMatchObject({ evicts: null, full: false, refused: [], ready: true });
    await links.close();
    await redis.stop();

    redis = await startRedis(undefined, { args: ['--maxmemory-policy', 'volatile-lru'] });
    links = new RedisLinks(redis.url, { requirePersistence: false });
    await links.started(5_000);
    expect(links.state).toMatchObject({ connected: true, persistent: false, evicts: null, refused: [], ready: true });
  });

  it('is noticed when set at run time, and so is its end; each change is logged once, with the fix', async () => {
    redis = await startRedis(undefined, { args: ['--maxmemory', '64mb'] });
    links = new RedisLinks(redis.url, { requirePersistence: false, checkEveryMs: 250 });
    await links.started(5_000);
    expect(links.ready()).toBe(true);
    client = new Redis(redis.url);
    const logs = captureLogs();
    try {
      await client.config('SET', 'maxmemory-policy', 'allkeys-lru');
      await vi.waitFor(() => expect(links!.ready()).toBe(false), { timeout: 2_000, interval: 10 });
      expect(links.state).toMatchObject({ evicts: 'allkeys-lru', refused: ['evicts'] });
      // Four more checks find the same: nothing more is logged.
      await moreChecks(links, 4);
      await client.config('SET', 'maxmemory-policy', 'noeviction');
      await vi.waitFor(() => expect(links!.ready()).toBe(true), { timeout: 2_000, interval: 10 });
      await moreChecks(links, 2);
    } finally {
      logs.restore();
    }
    expect(logs.entries().filter((entry) => entry.event === 'redis')).toEqual([
      {
        time: expect.any(String) as string,
        level: 'error',
        event: 'redis',
        refused: ['evicts'],
        evicts: 'allkeys-lru',
        fix: 'run Redis with maxmemory-policy noeviction: every key here has a life, so any policy drops sessions and the records of keyed writes unseen',
      },
      { time: expect.any(String) as string, level: 'info', event: 'redis', keeps: 'what it is given' },
    ]);
  });
});

describe('a Redis that restarts or stops answering', () => {
  it('is not used once back before it answered the check, even when it says it persists', async () => {
    const port = await freePort();
    redis = await startRedis(port, { appendOnly: true });
    links = new RedisLinks(redis.url, { requirePersistence: true });
    await links.started(5_000);
    expect(links.ready()).toBe(true);
    const onReconnection: boolean[] = [];
    links.commands.on('ready', () => onReconnection.push(links!.ready()));
    await redis.stop();
    redis = await startRedis(port, { appendOnly: true });
    await vi.waitFor(() => expect(onReconnection).toEqual([false]), { timeout: 5_000, interval: 10 });
    await vi.waitFor(() => expect(links!.ready()).toBe(true), { timeout: 5_000, interval: 10 });
  });

  it('is not used while it does not answer; each change is logged once', async () => {
    redis = await startRedis(undefined, { appendOnly: true, args: ['--enable-debug-command', 'local'] });
    links = new RedisLinks(redis.url, { requirePersistence: true, checkEveryMs: 250 });
    await links.started(5_000);
    client = new Redis(redis.url);
    const logs = captureLogs();
    try {
      const asleep = client.call('DEBUG', 'SLEEP', '2');
      await vi.waitFor(() => expect(links!.ready()).toBe(false), { timeout: 1_500, interval: 10 });
      expect(links.state).toMatchObject({ connected: true, refused: ['unchecked'] });
      await asleep;
      await vi.waitFor(() => expect(links!.ready()).toBe(true), { timeout: 1_000, interval: 10 });
    } finally {
      logs.restore();
    }
    expect(logs.entries().filter((entry) => entry.event === 'redis')).toEqual([
      {
        time: expect.any(String) as string,
        level: 'warn',
        event: 'redis',
        refused: ['unchecked'],
        error: 'no answer to INFO',
        fix: 'Redis must answer INFO persistence and INFO memory (with ACLs, allow INFO to this user)',
      },
      { time: expect.any(String) as string, level: 'info', event: 'redis', keeps: 'what it is given' },
    ]);
  });
});
