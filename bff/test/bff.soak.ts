import { randomUUID } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devControls, PASSWORDS, type DevControls } from '../src/gateway/test-gateway.ts';
import { graphql } from './gql/index.ts';
import { TypedDocumentString } from './gql/graphql.ts';
import { freePort, run, type RunningProcess } from './processes.ts';
import { trustedText } from './trusted.ts';

/**
 * Soak (`npm run soak`, not part of `npm test`): SOAK_CLIENTS (200) concurrent clients for
 * SOAK_SECONDS (60) of mixed reads and writes against the compiled BFF and the stand-in, each of
 * those two in its own process, with the stand-in's faults switched every 4 s. Passes with 0
 * crashes (the BFF alive and healthy, nothing logged as uncaught), 0 hung requests, 0 internal
 * errors, 0 duplicate writes (counted at the stand-in) and the BFF's heap back near its baseline.
 * It prints its figures as `SOAK {…}`.
 */

const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const REQUEST_TIMEOUT_MS = 5_000;
/** A request still unanswered this long after the BFF's own deadline is hung. */
const HUNG_MS = REQUEST_TIMEOUT_MS + 10_000;

const root = new URL('../..', import.meta.url).pathname;
const agent = new Agent({ connections: CLIENTS + 20, keepAliveTimeout: 10_000 });

let dist: string;
let data: string;
let gateway: RunningProcess;
let dev: DevControls;
let gatewayUrl: string;
let bff: ChildProcess;
let bffUrl: string;
/** What the BFF printed until it listened; afterwards only lines about uncaught errors are kept. */
let bffOutput = '';
const uncaught: string[] = [];
const waiting: ((probe: Probe) => void)[] = [];

interface Probe {
  memory: { rss: number; heapUsed: number };
  cpu: { user: number; system: number };
  loopDelayMs: { p50: number; p99: number; max: number };
  inFlight: { requests: number; gatewayCalls: number };
}
/** The BFF's state (soak-probe.mjs answers over IPC, in order); `measure` after a full collection. */
function probe(kind: 'sample' | 'measure'): Promise<Probe> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    bff.send(kind);
  });
}
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Waits until the BFF serves no request and waits for no gateway call, then measures its memory. */
async function measureWhenIdle(): Promise<Probe['memory']> {
  const end = Date.now() + 30_000;
  for (let state = await probe('sample'); state.inFlight.requests + state.inFlight.gatewayCalls > 0;) {
    if (Date.now() > end) throw new Error(`the BFF is still busy: ${JSON.stringify(state.inFlight)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await probe('sample');
  }
  return (await probe('measure')).memory;
}

beforeAll(async () => {
  dist = mkdtempSync(join(root, 'bff', '.dist-test-'));
  data = mkdtempSync(join(tmpdir(), 'bikri-soak-'));
  execFileSync('npx', ['tsx', 'build.ts', dist], { cwd: join(root, 'bff'), stdio: 'pipe' });
  const gatewayPort = await freePort();
  gateway = await run(
    'node',
    [`${dist}/gateway.js`],
    { PORT: String(gatewayPort), HOST: '127.0.0.1', GATEWAY_DATA_DIR: data },
    /listening on/,
  );
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  dev = devControls(gatewayUrl);
  const port = await freePort();
  bffUrl = `http://127.0.0.1:${port}`;
  bff = spawn('node', ['--expose-gc', '--import', join(root, 'bff/test/soak-probe.mjs'), `${dist}/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_URL: gatewayUrl,
      PUBLIC_URL: bffUrl,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      GATEWAY_TIMEOUT_MS: '3000',
      WEB_DIST: data,
      // The answer memo keeps parsed gateway answers up to its budget (32 MB of answers and about
      // as much heap by default), which the heap check below would read as growth: a small one
      // keeps that check sharp, and evicts all the time under this load.
      GATEWAY_ANSWER_MEMO_MB: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  bff.on('message', (message) => waiting.shift()?.(message as Probe));
  const watch = (chunk: Buffer) => {
    const text = chunk.toString();
    if (bffOutput.length < 10_000) bffOutput += text;
    for (const line of text.split('\n'))
      if (/"event":"(uncaughtException|unhandledRejection)"/.test(line)) uncaught.push(line.slice(0, 2_000));
  };
  bff.stdout!.on('data', watch);
  bff.stderr!.on('data', watch);
  const end = Date.now() + 20_000;
  while (!/listening on/.test(bffOutput) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(bffOutput).toMatch(/listening on/);
}, 60_000);

afterAll(async () => {
  if (bff && bff.exitCode === null) {
    bff.kill('SIGTERM');
    await new Promise((resolve) => bff.once('exit', resolve));
  }
  await gateway?.stop();
  await agent.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

interface Answer<R = unknown> {
  code: string;
  ms: number;
  message?: string;
  data?: R;
}

/** One GraphQL request of a typed document, timed; its outcome as an error code, OK, ABORTED (by us) or HUNG. */
async function gql<R, V>(
  address: string,
  cookie: string | undefined,
  document: TypedDocumentString<R, V>,
  variables?: V,
  abortAfterMs?: number,
): Promise<Answer<R> & { cookie?: string }> {
  const started = performance.now();
  const controller = new AbortController();
  const hung = setTimeout(() => controller.abort('hung'), HUNG_MS);
  const leave = abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort('leave'), abortAfterMs);
  try {
    const response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      // Each mutation with a key of its own, as the web client sends every one.
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': address,
        ...(String(document).trimStart().startsWith('mutation') ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: JSON.stringify({ query: String(document), variables: variables ?? {} }),
      signal: controller.signal,
      dispatcher: agent,
    });
    const body = (await response.json()) as {
      data?: R | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const setCookie = response.headers.get('set-cookie')?.split(';')[0];
    return {
      code: body.errors?.[0]?.extensions?.code ?? 'OK',
      message: body.errors?.[0]?.message,
      ms: performance.now() - started,
      data: body.data ?? undefined,
      cookie: setCookie,
    };
  } catch {
    const reason = controller.signal.reason as unknown;
    return {
      code: reason === 'hung' ? 'HUNG' : reason === 'leave' ? 'ABORTED' : 'NETWORK',
      ms: performance.now() - started,
    };
  } finally {
    clearTimeout(hung);
    if (leave) clearTimeout(leave);
  }
}

/** The web client's sign-in (a trusted document): the BFF runs as in production, where only those run for someone signed out. */
const LOGIN = new TypedDocumentString<
  { login: { user: { id: string } } },
  { input: { email: string; password: string } }
>(trustedText('Login'));
/** Reads without variables, the clients' mix. */
const READS: TypedDocumentString<unknown, Record<string, never>>[] = [
  graphql(`
    query SoakMe {
      me {
        id
        name
        canPlaceOrders
      }
    }
  `),
  graphql(`
    query SoakProducts {
      products {
        id
        name
        price
        images
        inMyList
      }
    }
  `),
  graphql(`
    query SoakOrders {
      orders(first: 50) {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            status
            totalCommission
            product {
              name
            }
            owner {
              name
            }
          }
        }
      }
    }
  `),
  graphql(`
    query SoakDeliveredSearch {
      orderCounts {
        all
        confirmed
        delivered
      }
      orders(first: 20, search: "a", status: DELIVERED) {
        edges {
          node {
            id
            customer {
              name
            }
          }
        }
      }
    }
  `),
  graphql(`
    query SoakDashboard {
      dashboard {
        allOrders
        totalDeliveredOrders
      }
    }
  `),
  graphql(`
    query SoakMyProductStatuses {
      myProducts {
        id
        status
      }
    }
  `),
];
const MY_PRODUCTS = graphql(`
  query SoakMyProducts {
    myProducts {
      id
      status
      price
    }
  }
`);
const ADD_ORDER = graphql(`
  mutation SoakAddOrder($input: AddOrderInput!) {
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
const CONFIRMED = graphql(`
  query SoakConfirmed {
    orders(first: 100, status: CONFIRMED) {
      edges {
        node {
          id
        }
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation SoakToInProcess($id: ID!) {
    changeOrderStatus(id: $id, status: IN_PROCESS) {
      order {
        id
        status
      }
    }
  }
`);

const FAULTS: ({ mode: string; ms?: number; path?: string } | null)[] = [
  null,
  { mode: 'delay', ms: 300, path: '/' },
  { mode: 'status500', path: '/product' },
  { mode: 'drop', path: '/order' },
  null,
  { mode: 'malformed', path: '/admin' },
  { mode: 'html502', path: '/user' },
  { mode: 'delay', ms: 8_000, path: '/product/getMyProduct' },
  { mode: 'drop', path: '/' },
];

type Kind = 'read' | 'abandonedRead' | 'addOrder' | 'changeOrderStatus' | 'login' | 'wrongLogin';

it(`${CLIENTS} clients for ${SECONDS} s with faults switched on and off: no crash, no hung request, no duplicate write, memory back to baseline`, async () => {
  const outcomes: (Answer & { kind: Kind })[] = [];
  const note = (kind: Kind, answer: Answer) => {
    outcomes.push({ ...answer, kind });
    return answer;
  };
  const placedOk = new Set<string>();
  let addOrdersSent = 0;

  // Sessions of the three accounts are shared by the clients, like many tabs of one person; each
  // client signs in again now and then, and after a session ends. Marketers order products of
  // their own list.
  const accounts = ['sita@demo.test', 'maya@demo.test', 'admin@demo.test'];
  const sessions = new Map<string, string | undefined>();
  const productsOf = new Map<string, { id: string; price: number }[]>();
  for (const email of accounts) {
    const cookie = (await gql('10.9.9.8', undefined, LOGIN, { input: { email, password: PASSWORDS[email]! } })).cookie;
    expect(cookie, email).toBeTruthy();
    sessions.set(email, cookie);
    const mine = (await gql('10.9.9.8', cookie, MY_PRODUCTS)).data?.myProducts;
    productsOf.set(
      email,
      (mine ?? []).filter((p) => p.status === 'AVAILABLE'),
    );
  }
  expect(productsOf.get('sita@demo.test')!.length).toBeGreaterThan(0);
  expect(productsOf.get('maya@demo.test')!.length).toBeGreaterThan(0);

  // Warm-up: every operation once, then the baseline.
  const sita = sessions.get('sita@demo.test');
  for (const query of READS) await gql('10.9.9.9', sita, query);
  const first = productsOf.get('sita@demo.test')![0]!;
  expect(
    (
      await gql('10.9.9.9', sita, ADD_ORDER, {
        input: {
          productId: first.id,
          quantity: 1,
          price: first.price,
          customerName: 'warm-up',
          customerPhone: '9841000000',
          customerLocation: 'Kathmandu',
        },
      })
    ).code,
  ).toBe('OK');
  await gql('10.9.9.9', sessions.get('admin@demo.test'), CONFIRMED);
  const baseline = await measureWhenIdle();
  await dev.resetCalls();

  let peakRss = baseline.rss;
  const loop = { p99: 0, max: 0 };
  const sampler = setInterval(
    () =>
      void probe('sample').then(({ memory, loopDelayMs }) => {
        peakRss = Math.max(peakRss, memory.rss);
        loop.p99 = Math.max(loop.p99, loopDelayMs.p99);
        loop.max = Math.max(loop.max, loopDelayMs.max);
      }),
    2_000,
  );
  const cpuBefore = (await probe('sample')).cpu;
  const loadBefore = loadavg()[0]!;
  // The clients' own event loop: a late client would look like a slow BFF.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const started = Date.now();
  const deadline = started + SECONDS * 1_000;
  let faultIndex = 0;
  const faultSwitcher = setInterval(() => {
    faultIndex = (faultIndex + 1) % FAULTS.length;
    const fault = FAULTS[faultIndex];
    void (fault ? dev.fault(fault) : dev.clearFault()).catch(() => undefined);
  }, 4_000);

  const client = async (n: number) => {
    const email = accounts[n % accounts.length]!;
    const products = productsOf.get(email)!;
    // Each client its own address, as behind a proxy (the BFF trusts X-Forwarded-For from loopback).
    const address = `10.0.${n >> 8}.${n & 255}`;
    let cookie = sessions.get(email);
    let step = 0;
    // Clients arrive over the first seconds, as people do, rather than all in one millisecond.
    await new Promise((resolve) => setTimeout(resolve, n * 15));
    while (Date.now() < deadline) {
      step += 1;
      let answer: Answer;
      const dice = Math.random();
      if (!cookie || dice < 0.01) {
        const login = await gql(address, undefined, LOGIN, { input: { email, password: PASSWORDS[email]! } });
        answer = note('login', login);
        cookie = login.cookie ?? cookie;
      } else if (dice < 0.13 && email !== 'admin@demo.test') {
        const name = `soak-${n}-${step}`;
        addOrdersSent += 1;
        const product = products[step % products.length]!;
        answer = note(
          'addOrder',
          await gql(address, cookie, ADD_ORDER, {
            input: {
              productId: product.id,
              quantity: 1,
              price: product.price,
              customerName: name,
              customerPhone: '9841000000',
              customerLocation: 'Kathmandu',
            },
          }),
        );
        if (answer.code === 'OK') placedOk.add(name);
      } else if (dice < 0.2 && email === 'admin@demo.test') {
        const confirmed = await gql(address, cookie, CONFIRMED);
        answer = note('read', confirmed);
        const list = confirmed.data?.orders.edges ?? [];
        // Several admin clients may pick one order at once: the later ones are refused (already in process).
        if (list.length > 0)
          answer = note(
            'changeOrderStatus',
            await gql(address, cookie, CHANGE, { id: list[Math.floor(Math.random() * list.length)]!.node.id }),
          );
      } else if (dice < 0.23) {
        answer = note(
          'wrongLogin',
          await gql(address, undefined, LOGIN, { input: { email: `soak-${n}@demo.test`, password: 'wrong-password' } }),
        );
      } else if (dice < 0.26) {
        // A client that gives up: its gateway calls are abandoned.
        answer = note('abandonedRead', await gql(address, cookie, READS[step % READS.length]!, {}, 30));
      } else {
        answer = note('read', await gql(address, cookie, READS[step % READS.length]!));
      }
      if (answer.code === 'UNAUTHENTICATED') cookie = undefined;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  clearInterval(faultSwitcher);
  clearInterval(sampler);
  const cpuAfter = (await probe('sample')).cpu;
  clientLoop.disable();
  const runSeconds = (Date.now() - started) / 1000;
  await dev.clearFault();
  const calls = await dev.calls();

  // Once what was abandoned has ended, measure again.
  const after = await measureWhenIdle();
  const health = await fetch(`${bffUrl}/healthz`);

  // Duplicates, counted at the stand-in: every order it holds, by the unique customer name.
  const adminToken = (
    (await (
      await fetch(`${gatewayUrl}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'admin1234' }),
      })
    ).json()) as { token: string }
  ).token;
  const stored = (
    (await (await fetch(`${gatewayUrl}/admin/orders`, { headers: { token: adminToken } })).json()) as {
      orders: { customerName: string }[];
    }
  ).orders;
  const byName = new Map<string, number>();
  for (const order of stored)
    if (order.customerName.startsWith('soak-'))
      byName.set(order.customerName, (byName.get(order.customerName) ?? 0) + 1);
  const duplicates = [...byName.values()].filter((count) => count > 1).length;
  const lostOk = [...placedOk].filter((name) => !byName.has(name)).length;
  // Writes the client saw fail (deadline, fault after the write) that the stand-in did store: once.
  const storedAfterError = [...byName.keys()].filter((name) => !placedOk.has(name)).length;

  const answered = outcomes
    .filter((o) => o.code !== 'ABORTED' && o.code !== 'HUNG' && o.code !== 'NETWORK')
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(answered[Math.min(answered.length - 1, Math.floor((answered.length * p) / 100))] ?? 0);
  const byCode: Record<string, number> = {};
  const byKind: Record<string, Record<string, number>> = {};
  /** One message per kind and error code, to tell faults from refusals. */
  const messages: Record<string, string> = {};
  for (const { code, kind, message } of outcomes) {
    byCode[code] = (byCode[code] ?? 0) + 1;
    byKind[kind] ??= {};
    byKind[kind][code] = (byKind[kind][code] ?? 0) + 1;
    if (message) messages[`${kind} ${code}`] ??= message;
  }
  const figures = {
    clients: CLIENTS,
    seconds: Math.round(runSeconds),
    requests: outcomes.length,
    byCode,
    byKind,
    messages,
    latencyMs: { p50: percentile(50), p99: percentile(99), max: Math.round(answered[answered.length - 1] ?? 0) },
    gatewayCalls: calls.total,
    addOrder: {
      sent: addOrdersSent,
      answeredOk: placedOk.size,
      storedAtStandIn: byName.size,
      gatewayCalls: calls.byRoute['POST /order/addOrder'] ?? 0,
      duplicates,
      answeredOkButMissing: lostOk,
      storedAfterError,
    },
    // The BFF's share of one core during the run, and how late its event loop ran.
    bffCpuPercent: Math.round(
      (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 10_000 / runSeconds,
    ),
    bffLoopDelayMs: loop,
    clientLoopDelayMs: { p99: Math.round(clientLoop.percentile(99) / 1e6), max: Math.round(clientLoop.max / 1e6) },
    memoryMb: {
      baselineRss: mb(baseline.rss),
      peakRss: mb(peakRss),
      afterRss: mb(after.rss),
      baselineHeap: mb(baseline.heapUsed),
      afterHeap: mb(after.heapUsed),
    },
    // Everything else running on the machine competes with the three processes of this test.
    machine: {
      cores: availableParallelism(),
      loadAverage1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 },
    },
    bffAlive: bff.exitCode === null,
    uncaught: uncaught.length,
  };
  console.log(`SOAK ${JSON.stringify(figures, null, 2)}`);

  expect(figures.bffAlive).toBe(true);
  expect(health.status).toBe(200);
  expect(uncaught).toEqual([]);
  expect(byCode.HUNG ?? 0).toBe(0);
  expect(byCode.NETWORK ?? 0).toBe(0);
  expect(byCode.INTERNAL_SERVER_ERROR ?? 0).toBe(0);
  expect(duplicates).toBe(0);
  expect(lostOk).toBe(0);
  // Writes are never retried: the stand-in saw at most one call per addOrder sent.
  expect(figures.addOrder.gatewayCalls).toBeLessThanOrEqual(addOrdersSent);
  expect(figures.addOrder.storedAtStandIn).toBeLessThanOrEqual(addOrdersSent);
  // Back to baseline: the heap within 20 MB of where it started.
  expect(after.heapUsed).toBeLessThan(baseline.heapUsed + 20 * 1024 * 1024);
  // Load really happened: on average at least one request per client every 4 s.
  expect(outcomes.length).toBeGreaterThan((CLIENTS * SECONDS) / 4);
});
