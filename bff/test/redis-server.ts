import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { MemoryKeyValue, type KeyValueStore } from '../src/stores/key-value.ts';
import { RedisLinks } from '../src/stores/redis.ts';
import { startBff, type TestBff } from './harness.ts';
import { freePort } from './processes.ts';

/**
 * A real redis-server (Debian's package; CI installs it) on a free loopback port (or the `requested` one,
 * to start one again where a stopped one was), for tests of what replicas share through Redis:
 * with nothing persisted, or with `appendOnly` as production runs it (its file in a folder of its
 * own, removed when it stops). `REDIS_SERVER` overrides the binary.
 */
export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(
  requested?: number,
  { appendOnly = false, args = [] as readonly string[] } = {},
): Promise<RunningRedis> {
  const port = requested ?? (await freePort());
  const dir = appendOnly ? mkdtempSync(join(tmpdir(), 'bikri-redis-')) : undefined;
  const child: ChildProcess = spawn(
    process.env.REDIS_SERVER ?? 'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      ...(dir ? ['--appendonly', 'yes', '--dir', dir] : ['--appendonly', 'no']),
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (apt-get install redis-server): ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (dir) rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) {
          done();
          return;
        }
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** Redis and two BFF replicas sharing it, in front of one stand-in (the first replica's). */
export interface ReplicasSharingRedis {
  redis: RunningRedis;
  one: TestBff;
  /** Replaceable, for tests that restart a replica: the one here is closed after the tests. */
  two: TestBff;
}

/** Starts Redis and two replicas sharing it before the tests of the describe it is called in, and stops them after. */
export function useReplicasSharingRedis(): ReplicasSharingRedis {
  const replicas = {} as ReplicasSharingRedis;
  beforeAll(async () => {
    replicas.redis = await startRedis();
    replicas.one = await startBff({ REDIS_URL: replicas.redis.url });
    replicas.two = await startBff({
      REDIS_URL: replicas.redis.url,
      GATEWAY_URL: replicas.one.gateway.url,
      GATEWAY_SERVICE_TOKEN: replicas.one.config.gatewayServiceToken ?? '',
    });
  }, 30_000);
  afterAll(async () => {
    await replicas.two?.close();
    await replicas.one?.close();
    await replicas.redis?.stop();
  });
  return replicas;
}

/** A key-value store as the BFF opens one: in that redis-server, or in memory (a few MB) without one. */
export function keyValueIn(redis: RunningRedis | undefined): { store: KeyValueStore; close: () => Promise<void> } {
  if (!redis) return { store: new MemoryKeyValue(4 << 20), close: () => Promise.resolve() };
  const links = new RedisLinks(redis.url, { requirePersistence: false });
  return { store: links.keyValue(), close: () => links.close() };
}
