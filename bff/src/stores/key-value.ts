import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** What `update` does with a key: write `value` for `ttlMs`, delete it (`value: undefined`), or leave it (`keep`). */
export type Change<T> = { result: T } & ({ value: string; ttlMs: number } | { value: undefined } | { keep: true });

/**
 * The one interface of the BFF's shared state: string values under keys, each with a life, and
 * lists of strings. Every store (sessions, keyed writes, shared links, inboxes, email codes, live
 * sockets) is written against it; `RedisKeyValue` shares it between replicas, `MemoryKeyValue`
 * keeps it in this process, bounded in bytes, for a single process without `REDIS_URL`.
 */
export interface KeyValueStore {
  readonly kind: 'memory' | 'redis';
  /** Whether commands can be answered now. */
  ready(): boolean;
  get(key: string): Promise<string | undefined>;
  /** Several values at once, in the order of `keys` (one round trip in Redis). */
  getMany(keys: readonly string[]): Promise<(string | undefined)[]>;
  /** Writes a value for `ttlMs`; with `when`, only if the key is absent or present. Answers whether it wrote. */
  set(key: string, value: string, ttlMs: number, when?: 'absent' | 'present'): Promise<boolean>;
  delete(...keys: string[]): Promise<void>;
  /** Deletes the key if it holds `expected`; answers whether it did. */
  deleteIf(key: string, expected: string): Promise<boolean>;
  /**
   * Reads the key, decides with `change`, and writes what it decided, as one step: another writer
   * in between makes it read and decide again, so `change` may run more than once and must only
   * compute.
   */
  update<T>(key: string, change: (current: string | undefined) => Change<T>): Promise<T>;
  /** Appends values to a list, keeps its newest `maxItems`, and gives the list `ttlMs` more life. */
  push(key: string, values: readonly string[], maxItems: number, ttlMs: number): Promise<void>;
  /** A list, oldest first (empty when there is none). */
  list(key: string): Promise<string[]>;
}

/** Gives up an `update` whose key other writers keep changing. */
const MAX_UPDATE_TRIES = 50;

type Stored = string | string[];

/** Bytes a value takes in memory: UTF-16 code units of the key and the strings, and a little for the entry. */
const bytesOf = (value: Stored, key: string) =>
  64 +
  2 * key.length +
  (typeof value === 'string' ? 2 * value.length : value.reduce((sum, item) => sum + 32 + 2 * item.length, 0));

/**
 * The store in this process's memory, at most `maxBytes` (the least recently used values go
 * first); values expire as in Redis. Steps are synchronous, so `update` is atomic as it is.
 */
export class MemoryKeyValue implements KeyValueStore {
  readonly kind = 'memory';
  private readonly values: LRUCache<string, Stored>;

  constructor(maxBytes: number) {
    this.values = new LRUCache<string, Stored>({ maxSize: maxBytes, sizeCalculation: bytesOf });
  }

  ready(): boolean {
    return true;
  }

  get(key: string): Promise<string | undefined> {
    const value = this.values.get(key);
    return Promise.resolve(typeof value === 'string' ? value : undefined);
  }

  getMany(keys: readonly string[]): Promise<(string | undefined)[]> {
    return Promise.all(keys.map((key) => this.get(key)));
  }

  set(key: string, value: string, ttlMs: number, when?: 'absent' | 'present'): Promise<boolean> {
    const exists = this.values.has(key);
    if ((when === 'absent' && exists) || (when === 'present' && !exists)) return Promise.resolve(false);
    this.values.set(key, value, { ttl: ttlMs });
    return Promise.resolve(true);
  }

  delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.values.delete(key);
    return Promise.resolve();
  }

  deleteIf(key: string, expected: string): Promise<boolean> {
    if (this.values.get(key) !== expected) return Promise.resolve(false);
    this.values.delete(key);
    return Promise.resolve(true);
  }

  update<T>(key: string, change: (current: string | undefined) => Change<T>): Promise<T> {
    const current = this.values.get(key);
    const decided = change(typeof current === 'string' ? current : undefined);
    if (!('keep' in decided)) {
      if (decided.value === undefined) this.values.delete(key);
      else this.values.set(key, decided.value, { ttl: decided.ttlMs });
    }
    return Promise.resolve(decided.result);
  }

  push(key: string, values: readonly string[], maxItems: number, ttlMs: number): Promise<void> {
    const current = this.values.get(key);
    const list = [...(Array.isArray(current) ? current : []), ...values].slice(-maxItems);
    this.values.set(key, list, { ttl: ttlMs });
    return Promise.resolve();
  }

  list(key: string): Promise<string[]> {
    const value = this.values.get(key);
    return Promise.resolve(Array.isArray(value) ? [...value] : []);
  }
}

/** Writes ARGV[3] (or deletes the key when ARGV[3] is absent) if the key holds ARGV[1] (ARGV[2] = '1': is absent). */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[2] == '1' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
if ARGV[3] then redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4]) else redis.call('DEL', KEYS[1]) end
return 1`;

const DELETE_IF = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * The store in Redis, on a connection shared with the replica's other stores; keys are the
 * stores' own under `bikri:`. `update` is an optimistic compare-and-set (a Lua script, atomic in
 * Redis), which is safe on a shared connection where WATCH would not be.
 */
export class RedisKeyValue implements KeyValueStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    /** Whether Redis may be used: connected, and keeping what it is given (stores/redis.ts). */
    private readonly usable: () => boolean,
  ) {}

  ready(): boolean {
    return this.usable();
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(`bikri:${key}`)) ?? undefined;
  }

  async getMany(keys: readonly string[]): Promise<(string | undefined)[]> {
    if (keys.length === 0) return [];
    const values = await this.redis.mget(...keys.map((key) => `bikri:${key}`));
    return values.map((value) => value ?? undefined);
  }

  async set(key: string, value: string, ttlMs: number, when?: 'absent' | 'present'): Promise<boolean> {
    const name = `bikri:${key}`;
    const answer =
      when === 'absent'
        ? await this.redis.set(name, value, 'PX', ttlMs, 'NX')
        : when === 'present'
          ? await this.redis.set(name, value, 'PX', ttlMs, 'XX')
          : await this.redis.set(name, value, 'PX', ttlMs);
    return answer === 'OK';
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => `bikri:${key}`));
  }

  async deleteIf(key: string, expected: string): Promise<boolean> {
    return (await this.redis.eval(DELETE_IF, 1, `bikri:${key}`, expected)) === 1;
  }

  async update<T>(key: string, change: (current: string | undefined) => Change<T>): Promise<T> {
    const name = `bikri:${key}`;
    for (let tries = 0; tries < MAX_UPDATE_TRIES; tries += 1) {
      const current = (await this.redis.get(name)) ?? undefined;
      const decided = change(current);
      if ('keep' in decided) return decided.result;
      const args =
        decided.value === undefined
          ? [current ?? '', current === undefined ? '1' : '0']
          : [current ?? '', current === undefined ? '1' : '0', decided.value, decided.ttlMs];
      if ((await this.redis.eval(COMPARE_AND_SET, 1, name, ...args)) === 1) return decided.result;
    }
    throw new Error(`${key} kept changing: gave up after ${MAX_UPDATE_TRIES} tries`);
  }

  async push(key: string, values: readonly string[], maxItems: number, ttlMs: number): Promise<void> {
    const name = `bikri:${key}`;
    const results = await this.redis
      .multi()
      .rpush(name, ...values)
      .ltrim(name, -maxItems, -1)
      .pexpire(name, ttlMs)
      .exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('The transaction was discarded.');
  }

  async list(key: string): Promise<string[]> {
    return this.redis.lrange(`bikri:${key}`, 0, -1);
  }
}
