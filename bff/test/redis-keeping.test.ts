import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, gatewayToken, startBff, type Session, type TestBff } from './harness.ts';
import { freePort } from './processes.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * A production BFF on a real redis-server that stops keeping what it is given while the BFF
 * runs: restarted empty without persistence, its append-only file turned off, an evicting
 * policy, its memory used up. Keyed writes are then refused (503, nothing sent to the gateway)
 * and /readyz answers 503 saying why, as soon as the replica has asked Redis again; once Redis keeps what it is given again, so does the replica.
 */

const PLACE = graphql(`
  mutation RedisKeepingPlace($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
      }
    }
  }
`);

/** Time for the replica to ask Redis again (every 2 s, `CHECK_EVERY_MS`), and for the answer to come. */
const NOTICED_WITHIN = { timeout: 3_000, interval: 25 };

let redis: RunningRedis | undefined;
let bff: TestBff | undefined;
let client: Redis | undefined;
afterEach(async () => {
  client?.disconnect();
  await bff?.close();
  await redis?.stop();
  [client, bff, redis] = [undefined, undefined, undefined];
});

/** A production BFF on `redis`, and Sita as an API client sending her gateway token (the sessions live in that Redis). */
async function productionOn(store: RunningRedis): Promise<{ bff: TestBff; sita: Session }> {
  bff = await startBff({ NODE_ENV: 'production', DEMO_MODE: 'true', REDIS_URL: store.url, METRICS_PORT: '0' });
  return { bff, sita: bff.anonymousWith({ token: await gatewayToken(bff, 'sita@demo.test') }) };
}

/** Places an order for `customerName` under `key`. */
function place(sita: Session, customerName: string, key: string) {
  const record = userByEmail(bff!, 'sita@demo.test');
  const product = dbOf(bff!).products.find((p) => record.myProducts.includes(p._id) && p.status === 'available')!;
  const input = {
    productId: product._id,
    quantity: 1,
    price: product.price,
    customerName,
    customerPhone: '9841000053',
    customerLocation: 'Butwal',
  };
  return sita.gql(PLACE, { input }, { 'idempotency-key': key });
}

const ordersOf = (customerName: string) => dbOf(bff!).orders.filter((o) => o.customerName === customerName).length;

async function readyz(): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${bff!.url}/readyz`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Answers once /readyz says `status` and `redis` (a part of its `redis`), or fails after NOTICED_WITHIN. */
const untilReadyz = (status: number, redis: Record<string, unknown>) =>
  vi.waitFor(async () => {
    const answer = await readyz();
    expect(answer).toMatchObject({ status, body: { redis } });
    return answer;
  }, NOTICED_WITHIN);

/** A keyed order is refused as not sent, and the gateway heard no order. */
async function refusedWithNothingSent(sita: Session, customerName: string, key: string): Promise<void> {
  await bff!.dev.resetCalls();
  const answer = await place(sita, customerName, key);
  expect({
    status: answer.status,
    code: codeOf(answer),
    message: answer.errors?.[0]?.message,
    ordersSent: (await bff!.dev.calls()).byRoute['POST /order/addOrder'] ?? 0,
  }).toEqual({
    status: 503,
    code: 'GATEWAY_UNAVAILABLE',
    message:
      'The service cannot make sure this change is made only once right now, so nothing was sent. Please try again shortly.',
    ordersSent: 0,
  });
}

/** One sample of the metrics, by its name and labels as Prometheus prints them. */
async function sample(series: string): Promise<number | undefined> {
  const text = await (await fetch(bff!.metricsUrl!)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('a Redis restarted empty', () => {
  it('without persistence: the retry of an order placed before is refused, not placed again, and /readyz says why', async () => {
    const port = await freePort();
    redis = await startRedis(port, { appendOnly: true });
    const { sita } = await productionOn(redis);
    expect((await place(sita, 'Restarted Empty', 'restarted-empty')).errors).toBeUndefined();

    await redis.stop();
    redis = await startRedis(port);
    // Asked until the replica has reconnected and Redis has answered that it keeps nothing on disk.
    const notReady = await untilReadyz(503, { connected: true, persistent: false });
    await refusedWithNothingSent(sita, 'Restarted Empty', 'restarted-empty');
    expect(ordersOf('Restarted Empty')).toBe(1);
    expect(notReady.body).toMatchObject({
      // The stores in Redis's data (`limits` and `live` follow the other connections, reconnecting too).
      notReady: expect.arrayContaining(['sessions', 'writes', 'inbox', 'shares', 'tracking']) as string[],
      redis: { evicts: null, full: false, refused: ['not_persistent'], ready: false },
    });
    expect(await sample('bikri_redis_refused{reason="not_persistent"}')).toBe(1);
    expect(await sample('bikri_redis_refused{reason="evicts"}')).toBe(0);
    expect(await sample('bikri_store_ready{store="writes"}')).toBe(0);
  });
});

describe('a Redis changed at run time', () => {
  it('with its append-only file turned off: refused within a check, and used again once it is back on', async () => {
    redis = await startRedis(undefined, { appendOnly: true });
    const { sita } = await productionOn(redis);
    client = new Redis(redis.url);
    expect((await readyz()).status).toBe(200);

    await client.config('SET', 'appendonly', 'no');
    await untilReadyz(503, { persistent: false, refused: ['not_persistent'], ready: false });
    await refusedWithNothingSent(sita, 'Appendonly Off', 'appendonly-off');

    await client.config('SET', 'appendonly', 'yes');
    await untilReadyz(200, { persistent: true, refused: [], ready: true });
    expect((await place(sita, 'Appendonly Off', 'appendonly-off')).errors).toBeUndefined();
    expect(ordersOf('Appendonly Off')).toBe(1);
  });

  it('that evicts (volatile-lru with a maxmemory): refused, /readyz says by which policy, used again with noeviction', async () => {
    redis = await startRedis(undefined, {
      appendOnly: true,
      args: ['--maxmemory', '64mb', '--maxmemory-policy', 'volatile-lru'],
    });
    const { sita } = await productionOn(redis);
    await refusedWithNothingSent(sita, 'Evicting Redis', 'evicting');
    const evicting = await readyz();
    expect(evicting.status).toBe(503);
    expect(evicting.body).toMatchObject({
      status: 'not ready',
      redis: { connected: true, persistent: true, evicts: 'volatile-lru', refused: ['evicts'], ready: false },
    });
    expect(await sample('bikri_redis_refused{reason="evicts"}')).toBe(1);

    client = new Redis(redis.url);
    await client.config('SET', 'maxmemory-policy', 'noeviction');
    await untilReadyz(200, { evicts: null, refused: [], ready: true });
    expect((await place(sita, 'Evicting Redis', 'evicting')).errors).toBeUndefined();
    expect(ordersOf('Evicting Redis')).toBe(1);
  });

  it('full (noeviction, its maxmemory used up): /readyz 503, keyed writes refused; ready again once there is room', async () => {
    redis = await startRedis(undefined, { appendOnly: true });
    const { sita } = await productionOn(redis);
    client = new Redis(redis.url);
    const used = Number(/^used_memory:(\d+)/m.exec(await client.info('memory'))![1]);
    await client.config('SET', 'maxmemory', String(used + 1_000_000));
    const filler = 'x'.repeat(10_000);
    let filled = 0;
    await expect(async () => {
      for (;;) await client!.set(`filler:${(filled += 1)}`, filler);
    }).rejects.toThrow(/^OOM command not allowed when used memory > 'maxmemory'/);
    expect(filled).toBeGreaterThan(50);

    await untilReadyz(503, { evicts: null, full: true, refused: ['full'], ready: false });
    await refusedWithNothingSent(sita, 'Full Redis', 'full');
    expect(await sample('bikri_redis_refused{reason="full"}')).toBe(1);

    await client.del(...Array.from({ length: filled }, (_, n) => `filler:${n + 1}`));
    await untilReadyz(200, { full: false, refused: [], ready: true });
    expect((await place(sita, 'Full Redis', 'full')).errors).toBeUndefined();
    expect(ordersOf('Full Redis')).toBe(1);
  });
});
