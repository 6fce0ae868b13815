import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBffBehindProxy, type GatewayProxy } from './gateway-proxy.ts';
import { buildBff, root, service, startComposeGateway, startComposeReplica, stopDeployment } from './compose.ts';
import { graphql } from './gql/index.ts';
import type { AddOrderInput, ChaosAddOrderMutation } from './gql/graphql.ts';
import { codeOf, type Session, type TestBff } from './harness.ts';
import { startNginx, type RunningNginx } from './nginx.ts';
import { freePort, run, type RunningProcess } from './processes.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * Orders placed with an Idempotency-Key through the deployed shape while it breaks: nginx with
 * the compose file's nginx.conf in front of two compiled BFF replicas, a redis-server run with the
 * compose file's flags, and the stand-in as its own process. 200 clients place one order each and
 * retry with their key until the answer is definite. In the first wave of 100 one replica is
 * killed (SIGKILL) and started again; in the second, redis-server is stopped and started again on
 * its port (with the compose file's append-only file, in this run's folder). The faults come one at a time: the second wave starts once the
 * first has settled. The orders are then counted at the stand-in. Then one keyed order, in one
 * process, while redis-server without persistence (its records lost) stops before the order is
 * noted or restarts while the gateway acts.
 */

/** A short deadline keeps the lease (deadline + 5 s) of a killed replica's attempts short. */
const REQUEST_TIMEOUT_MS = 4_000;
const WAVE = 100;
const WAVE_DEADLINE_MS = 30_000;
/** How long a fault may take to meet a client. */
const FAULT_MET = { timeout: 10_000, interval: 5 };

let dist: string;
let work: string;
let gatewayUrl: string;
let redis: RunningProcess;
let redisPort: number;
let proxy: RunningNginx;
const replicas: { port: number; process: RunningProcess }[] = [];
let gateway: RunningProcess;

/** redis-server with the compose file's flags on `port`, its files in `dir`, and `extra` flags after them. */
function startRedis(port: number, dir: string, extra: string[] = []): Promise<RunningProcess> {
  const [, ...flags] = service('redis').command!;
  const args = [...flags, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, ...extra];
  return run(process.env.REDIS_SERVER ?? 'redis-server', args, {}, /Ready to accept connections/);
}

/** Flags after the compose file's for a redis-server that loses its records when it stops. */
const NO_PERSISTENCE = ['--appendonly', 'no'];

function startReplica(port: number): Promise<RunningProcess> {
  return startComposeReplica(dist, port, {
    GATEWAY_URL: gatewayUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    WEB_DIST: work,
    TRUST_PROXY: 'loopback',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    WRITE_SETTLE_SECONDS: '5',
  });
}

/** One call of the stand-in's REST API. */
async function rest<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { success?: boolean; message?: string };
  if (!response.ok || answer.success === false)
    throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer;
}

const signIn = async (email: string, password: string) =>
  await rest<{ token: string; userData: { _id: string } }>('POST', '/user/login', undefined, { email, password });

interface Marketer {
  email: string;
  token: string;
  product: { _id: string; price: number };
}

/** Four marketers who may order: Sita and Maya, Ram verified and Hari unblocked by the admin. */
async function prepareMarketers(): Promise<Marketer[]> {
  const admin = (await signIn('admin@demo.test', 'admin1234')).token;
  const accounts = [
    ['sita@demo.test', 'sita1234'],
    ['maya@demo.test', 'maya1234'],
    ['ram@demo.test', 'ram12345'],
    ['hari@demo.test', 'hari1234'],
  ] as const;
  const marketers: Marketer[] = [];
  for (const [email, password] of accounts) {
    const { token, userData } = await signIn(email, password);
    if (email === 'ram@demo.test') {
      await rest('PUT', `/admin/userStatus/${userData._id}?userStatus=verify`, admin, { reason: 'chaos test' });
      const { products } = await rest<{ products: { _id: string; status: string }[] }>('GET', '/product', token);
      await rest('PUT', `/product/addMyProduct?id=${products.find((p) => p.status === 'available')!._id}`, token);
    }
    if (email === 'hari@demo.test')
      await rest('PUT', `/admin/userStatus/${userData._id}?userStatus=unBlock`, admin, { reason: 'chaos test' });
    const { myProducts } = await rest<{ myProducts: { _id: string; price: number; status: string }[] }>(
      'GET',
      '/product/getMyProduct',
      token,
    );
    marketers.push({ email, token, product: myProducts.find((p) => p.status === 'available')! });
  }
  return marketers;
}

const ADD = graphql(`
  mutation ChaosAddOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
        customer {
          name
        }
      }
    }
  }
`);
/** Answers after which the client sends the same request again with the same key. */
const RETRIED = new Set(['WRITE_IN_DOUBT', 'GATEWAY_UNAVAILABLE', 'GATEWAY_TIMEOUT']);

type Answer = { kind: 'placed'; id: string } | { kind: 'retry'; why: string } | { kind: 'final'; why: string };

interface Outcome {
  name: string;
  /** The order's id when the client was told it was placed. */
  placed?: string;
  /** The last answer when it was not. */
  last?: string;
  /** Whether the client was ever left not knowing: WRITE_IN_DOUBT, a lost answer, or nginx's 5xx. */
  doubted: boolean;
  tries: number;
}

/** Every answer that was not final, by kind, over the whole run. */
const seen = new Map<string, number>();

async function send(marketer: Marketer, key: string, body: string): Promise<Answer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${proxy.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: marketer.token, 'idempotency-key': key },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 2),
    });
    text = await response.text();
  } catch {
    return { kind: 'retry', why: 'lost' };
  }
  let parsed: { data?: ChaosAddOrderMutation | null; errors?: { extensions?: { code?: string } }[] };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return response.status >= 500
      ? { kind: 'retry', why: `http ${response.status}` }
      : { kind: 'final', why: `http ${response.status}` };
  }
  if (parsed.data?.addOrder) return { kind: 'placed', id: parsed.data.addOrder.order.id };
  const code = parsed.errors?.[0]?.extensions?.code ?? `http ${response.status}`;
  return RETRIED.has(code) || (response.status >= 500 && !parsed.errors?.[0]?.extensions?.code)
    ? { kind: 'retry', why: code }
    : { kind: 'final', why: code };
}

/** One client: one order, sent until the answer is definite or the deadline passes. */
async function place(marketer: Marketer, name: string, deadline: number, acked: () => void): Promise<Outcome> {
  const key = randomUUID();
  const input: AddOrderInput = {
    productId: marketer.product._id,
    quantity: 1,
    price: marketer.product.price,
    customerName: name,
    customerPhone: '9841000077',
    customerLocation: 'Lalitpur',
  };
  const body = JSON.stringify({ query: String(ADD), variables: { input } });
  const outcome: Outcome = { name, doubted: false, tries: 0 };
  for (let backoff = 50; Date.now() < deadline; backoff = Math.min(backoff * 2, 800)) {
    outcome.tries += 1;
    const answer = await send(marketer, key, body);
    if (answer.kind === 'placed') {
      acked();
      return { ...outcome, placed: answer.id, last: undefined };
    }
    outcome.last = answer.why;
    if (answer.kind === 'final') return outcome;
    seen.set(answer.why, (seen.get(answer.why) ?? 0) + 1);
    if (answer.why !== 'GATEWAY_UNAVAILABLE') outcome.doubted = true;
    await sleep(backoff * (0.5 + Math.random()));
  }
  return outcome;
}

/** A wave of clients at once, with `fault` started once `after` of them were told their order was placed. */
async function wave(
  marketers: Marketer[],
  prefix: string,
  after: number,
  fault: () => Promise<void>,
): Promise<Outcome[]> {
  let acked = 0;
  const deadline = Date.now() + WAVE_DEADLINE_MS;
  const clients = Array.from({ length: WAVE }, (_, n) =>
    place(marketers[n % marketers.length]!, `${prefix} ${n}`, deadline, () => (acked += 1)),
  );
  const faulted = (async () => {
    while (acked < after && Date.now() < deadline) await sleep(5);
    await fault();
  })();
  const outcomes = await Promise.all(clients);
  await faulted;
  return outcomes;
}

describe('chaos: a replica killed and Redis restarted while 200 clients place orders through nginx', () => {
  beforeAll(async () => {
    dist = buildBff();
    work = mkdtempSync(join(tmpdir(), 'bikri-chaos-'));
    writeFileSync(join(work, 'index.html'), '<!doctype html><title>Bikri</title>');
    writeFileSync(join(work, 'shell.html'), '<!doctype html><title>Bikri</title>');
    redisPort = await freePort();
    redis = await startRedis(redisPort, work);
    ({ process: gateway, url: gatewayUrl } = await startComposeGateway(dist, join(work, 'data')));
    for (let n = 0; n < 2; n += 1) {
      const port = await freePort();
      replicas.push({ port, process: await startReplica(port) });
    }
    const site = readFileSync(join(root, '.docker/nginx.conf'), 'utf8');
    proxy = await startNginx(
      site,
      'bff:4000',
      replicas.map(({ port }) => `127.0.0.1:${port}`),
    );
  }, 60_000);

  afterAll(() => stopDeployment({ proxy, replicas, gateway, redis, folders: [dist, work] }));

  it('places every order exactly once, and every client ends with a definite answer', async () => {
    const marketers = await prepareMarketers();
    const tag = randomUUID().slice(0, 8);
    const started = Date.now();

    // Each fault lasts until a client has met it, the answers the checks below count.
    const lostAnswers = () => (seen.get('lost') ?? 0) + (seen.get('http 502') ?? 0);
    const killed = replicas[1]!;
    const first = await wave(marketers, `Chaos ${tag} A`, 20, async () => {
      killed.process.child.kill('SIGKILL');
      expect(await killed.process.exited).toBeNull();
      await vi.waitFor(() => expect(lostAnswers()).toBeGreaterThan(0), FAULT_MET);
      killed.process = await startReplica(killed.port);
    });
    const second = await wave(marketers, `Chaos ${tag} B`, 20, async () => {
      const refusedBefore = seen.get('GATEWAY_UNAVAILABLE') ?? 0;
      await redis.stop();
      await vi.waitFor(() => expect(seen.get('GATEWAY_UNAVAILABLE') ?? 0).toBeGreaterThan(refusedBefore), FAULT_MET);
      redis = await startRedis(redisPort, work);
    });
    const outcomes = [...first, ...second];

    const admin = (await signIn('admin@demo.test', 'admin1234')).token;
    const { orders } = await rest<{ orders: { _id: string; customerName: string }[] }>('GET', '/admin/orders', admin);
    const byName = new Map<string, string[]>();
    for (const order of orders.filter((o) => o.customerName.startsWith(`Chaos ${tag} `))) {
      byName.set(order.customerName, [...(byName.get(order.customerName) ?? []), order._id]);
    }
    const acknowledged = outcomes.filter((o) => o.placed);
    const atGateway = [...byName.values()].reduce((sum, ids) => sum + ids.length, 0);
    const duplicates = [...byName.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
    const exactlyOnce = acknowledged.filter(
      (o) => byName.get(o.name)?.length === 1 && byName.get(o.name)![0] === o.placed,
    );
    const unresolved = outcomes.filter((o) => !o.placed);
    const retries = [...seen.entries()].map(([why, count]) => `${why} ${count}`).join(', ');
    console.log(
      `chaos through nginx (2 compiled replicas, one SIGKILLed; redis-server restarted), ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `orders asked ${outcomes.length}, acknowledged ${acknowledged.length}, in doubt at some point ${outcomes.filter((o) => o.doubted).length}, ` +
        `finally unresolved ${unresolved.length}, at the gateway ${atGateway}, duplicates ${duplicates}; ` +
        `sends ${outcomes.reduce((sum, o) => sum + o.tries, 0)}, answers retried: ${retries || 'none'}` +
        (unresolved.length ? `; unresolved: ${unresolved.map((o) => `${o.name} (${o.last})`).join(', ')}` : ''),
    );

    expect(duplicates).toBe(0);
    expect(unresolved.map((o) => `${o.name}: ${o.last}`)).toEqual([]);
    expect(exactlyOnce).toHaveLength(acknowledged.length);
    expect(atGateway).toBe(acknowledged.length);
    // The faults bit: the kill lost answers, and Redis's absence refused keyed writes.
    expect((seen.get('lost') ?? 0) + (seen.get('http 502') ?? 0)).toBeGreaterThan(0);
    expect(seen.get('GATEWAY_UNAVAILABLE') ?? 0).toBeGreaterThan(0);
  }, 60_000);
});

describe('one keyed order while redis-server (no persistence) stops or restarts under it', () => {
  let bff: TestBff;
  let gatewayProxy: GatewayProxy;
  let dir: string;
  let port: number;
  let store: RunningProcess;
  let sita: Session;
  let input: Omit<AddOrderInput, 'customerName'>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bikri-chaos-redis-'));
    port = await freePort();
    store = await startRedis(port, dir, NO_PERSISTENCE);
    ({ proxy: gatewayProxy, bff } = await startBffBehindProxy({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      GATEWAY_TIMEOUT_MS: '5000',
      WRITE_SETTLE_SECONDS: '1',
    }));
    // The gateway token itself: sessions live in the same Redis and would end with its data.
    const { token } = (await (
      await fetch(`${bff.gateway.url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sita@demo.test', password: 'sita1234' }),
      })
    ).json()) as { token: string };
    sita = bff.anonymousWith({ token });
    const record = userByEmail(bff, 'sita@demo.test');
    const product = dbOf(bff).products.find((p) => record.myProducts.includes(p._id) && p.status === 'available')!;
    input = {
      productId: product._id,
      quantity: 1,
      price: product.price,
      customerPhone: '9841000077',
      customerLocation: 'Lalitpur',
    };
  }, 30_000);

  afterAll(async () => {
    await bff?.close();
    await gatewayProxy?.close();
    await store?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const add = (customerName: string, key: string) =>
    sita.gql(ADD, { input: { ...input, customerName } }, { 'idempotency-key': key });
  const ordersOf = (customerName: string) =>
    dbOf(bff)
      .orders.filter((o) => o.customerName === customerName)
      .map((o) => o._id);

  /** Sends until the answer is definite, for up to 10 s. */
  async function settled(customerName: string, key: string) {
    let answer = await add(customerName, key);
    for (let n = 0; n < 50 && RETRIED.has(codeOf(answer) ?? ''); n += 1) {
      await sleep(200);
      answer = await add(customerName, key);
    }
    return answer;
  }

  /** Holds the answer to the first `method path` call, after the gateway acted, until `meanwhile` is done. */
  function holdOnce(method: string, path: string, extra: { drop?: 'answer' }, meanwhile: () => Promise<void>) {
    let held: Promise<void> | undefined;
    gatewayProxy.intercept = (m, p) => {
      if (held || m !== method || p !== path) return undefined;
      held = meanwhile();
      return { until: held, ...extra };
    };
    return () => held;
  }

  it('stopped before the order is noted: refused as not sent (GATEWAY_UNAVAILABLE), and the retry places it once', async () => {
    gatewayProxy.seen.length = 0;
    const done = holdOnce('GET', '/order/getMyOrders', {}, () => store.stop());
    const refused = await add('Store Stopped', 'stopped-1');
    await done();
    gatewayProxy.intercept = () => undefined;
    store = await startRedis(port, dir, NO_PERSISTENCE);
    expect(codeOf(refused)).toBe('GATEWAY_UNAVAILABLE');
    expect(refused.errors![0]!.message).toMatch(/nothing was sent/);
    expect(gatewayProxy.seen).not.toContain('POST /order/addOrder');
    const placed = await settled('Store Stopped', 'stopped-1');
    expect(ordersOf('Store Stopped')).toEqual([placed.data!.addOrder.order.id]);
  });

  it('restarted while the gateway acts and its answer is lost: the retry finds the order instead of placing another', async () => {
    const done = holdOnce('POST', '/order/addOrder', { drop: 'answer' }, async () => {
      await store.stop();
      store = await startRedis(port, dir, NO_PERSISTENCE);
    });
    const lost = await add('Store Restarted', 'restarted-1');
    await done();
    gatewayProxy.intercept = () => undefined;
    expect(codeOf(lost)).toBe('WRITE_IN_DOUBT');
    const found = await settled('Store Restarted', 'restarted-1');
    expect(ordersOf('Store Restarted')).toEqual([found.data!.addOrder.order.id]);
  });
});
