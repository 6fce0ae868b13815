import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import manifest from '@bikri/schema/persisted-query-manifest.json' with { type: 'json' };
import { Pool } from 'undici';
import { buildDeployed, freePort, stop } from './deployed.ts';

/**
 * `npm run bench`: what the BFF costs over the REST gateway it wraps, in one
 * run, with the stand-in and the BFF in their own processes as deployed. Each case sends the
 * same work both ways — the admin's order list straight from the gateway (REST), and through the
 * BFF with the fields the orders screen shows (GraphQL) — sequentially for latency (p50, p99)
 * and from several connections at once for throughput; the ratios are what the targets name.
 *
 * Each case also reports what bounds those ratios from below, measured in the same run: the
 * same query answering one row (the gateway reads and the session check stay; the rows' work
 * goes), and the least a p50 can be — the BFF's empty round trip plus the REST call it must make.
 *
 * The gateway's list does not change while a case runs, so the BFF meets the same bytes again and
 * does not parse them again (gateway/answer-memo.ts). What a list that changed between two reads
 * costs is measured beside it, in the same alternation: a second BFF that parses every answer
 * (GATEWAY_ANSWER_MEMO_MB=0), with the least p50 that allows (plus JSON.parse of the answer).
 *
 * One admin session sends everything, so concurrent requests share their gateway reads (one call
 * for identical concurrent reads of one caller). The 100-order list is also measured with 20
 * distinct callers taking turns, request by request, each with a session of its own, both ways.
 *
 * The BFF's clients send the Accept-Encoding a browser sends, so its answers are compressed as
 * they are in use (brotli above 1 KB); the same BFF asked without it, measured in the same
 * alternation, shows what compressing costs. The REST call is not compressed: the gateway is
 * the BFF's neighbour, not a phone's.
 */

const SEQUENTIAL = 300;
const WARMUP = 40;
/** Load before measuring, per sender: the JIT optimizes a request's code after hundreds of requests, not 40. */
const WARMUP_LOAD_MS = 1_000;
const CONCURRENCY = 8;
const LOAD_MS = 4_000;
/** What Chrome on Android sends over HTTPS. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** One of the web client's operations as it sends it: by its id in the persisted-query manifest (a trusted document). */
const trusted = (operationName: string, variables: Record<string, unknown>) =>
  JSON.stringify({
    operationName,
    variables,
    extensions: {
      persistedQuery: { version: 1, sha256Hash: manifest.operations.find((o) => o.name === operationName)!.id },
    },
  });

/** The orders screen's query (web/src/features/orders/orders.graphql): the list with the fields its rows show, and the tabs' counts. */
const pageQuery = (first: number, search?: string) =>
  trusted('OrdersPage', { first, search: search ?? null, status: null });

/** The same query answering one row: what the BFF costs before any row's work. */
const oneRowQuery = (search?: string) => pageQuery(1, search);
/** No gateway call (no session is sent): the BFF's HTTP and GraphQL round trip alone, with the public pages' probe. */
const emptyQuery = trusted('SessionProbe', {});

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  bytes: number;
}

interface Case {
  title: string;
  /** Orders the gateway holds for the case. */
  orders: number;
  first: number;
  search?: string;
  /** Also measured with this many callers taking turns, each with a session of its own. */
  callers?: number;
  targets: { throughput?: number; p50?: number; p99?: number; bytes?: number };
}

const CASES: Case[] = [
  {
    title: 'whole list of 100 orders',
    orders: 100,
    first: 100,
    callers: 20,
    targets: { throughput: 0.5, p50: 2, p99: 3 },
  },
  { title: 'whole list of 1,000 orders', orders: 1_000, first: 1_000, targets: { throughput: 0.4 } },
  { title: 'first page (50) of 10,000 orders', orders: 10_000, first: 50, targets: { p50: 1.2, bytes: 40 * 1024 } },
  {
    title: 'search "pashmina", first page of 10,000 orders',
    orders: 10_000,
    first: 50,
    search: 'pashmina',
    targets: { p50: 1.2, bytes: 40 * 1024 },
  },
];

async function drain(body: AsyncIterable<Buffer>): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return bytes;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sequential requests are timed in blocks of this many per sender, and throughput in this many turns per sender, taken in alternation. */
const SEQUENTIAL_BLOCK = 50;
const LOAD_TURNS = 4;

/**
 * Measures several senders together: warmed up alike, then latency in blocks of SEQUENTIAL_BLOCK
 * sequential requests and throughput in turns of LOAD_MS / LOAD_TURNS, the senders taking turns.
 * A machine that slows down or speeds up during a case then moves every side alike and leaves
 * their ratios alone, which measuring one side after the other did not (a ratio moved by ±0.08
 * between runs). Blocks, not single requests in alternation: a REST call right after a BFF
 * request met caches the BFF had just used (its p50 rose from 0.67 to 0.96 ms at 100 orders),
 * which flattered the ratio.
 */
async function measureTogether<T extends (() => Promise<number>)[]>(
  sends: [...T],
): Promise<{ [K in keyof T]: Measured }> {
  const bytes = sends.map(() => 0);
  const load = async (send: () => Promise<number>, ms: number) => {
    let done = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          await send();
          done += 1;
        }
      }),
    );
    return done;
  };
  for (const send of sends) await load(send, WARMUP_LOAD_MS);
  for (let i = 0; i < WARMUP; i++) for (const [at, send] of sends.entries()) bytes[at] = await send();
  const times = sends.map((): number[] => []);
  for (let block = 0; block < SEQUENTIAL / SEQUENTIAL_BLOCK; block++) {
    for (const [at, send] of sends.entries()) {
      for (let i = 0; i < SEQUENTIAL_BLOCK; i++) {
        const start = performance.now();
        await send();
        times[at]!.push(performance.now() - start);
      }
    }
  }
  const done = sends.map(() => 0);
  const turnMs = LOAD_MS / LOAD_TURNS;
  for (let turn = 0; turn < LOAD_TURNS; turn++) {
    for (const [at, send] of sends.entries()) {
      done[at]! += await load(send, turnMs);
    }
  }
  return sends.map((_, at): Measured => {
    const sorted = times[at]!.sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      rps: (done[at]! / LOAD_MS) * 1000,
      bytes: bytes[at]!,
    };
  }) as { [K in keyof T]: Measured };
}

/** The BFF and the stand-in run as deployed (deployed.ts). */
const { start, remove: removeBuild } = buildDeployed('overhead');

const dataDir = mkdtempSync(join(tmpdir(), 'bikri-bench-'));
const gatewayUrl = `http://127.0.0.1:${await freePort()}`;
const bffPort = await freePort();
const gatewayProcess = await start(
  'gateway.js',
  { PORT: new URL(gatewayUrl).port, GATEWAY_DATA_DIR: dataDir },
  { args: ['--fresh'] },
);
// The bench measures what a request costs, not how often one caller may send it.
const UNLIMITED = { REQUEST_COST_PER_SECOND: '10000000' };
const bffProcess = await start('index.js', {
  ...UNLIMITED,
  NODE_ENV: 'production',
  PORT: String(bffPort),
  GATEWAY_URL: gatewayUrl,
  PUBLIC_URL: `http://127.0.0.1:${bffPort}`,
});
const bffUrl = `http://127.0.0.1:${bffPort}`;
const parsingPort = await freePort();
const parsingProcess = await start('index.js', {
  ...UNLIMITED,
  NODE_ENV: 'production',
  PORT: String(parsingPort),
  GATEWAY_URL: gatewayUrl,
  PUBLIC_URL: `http://127.0.0.1:${parsingPort}`,
  GATEWAY_ANSWER_MEMO_MB: '0',
});

/** A new admin session at the gateway: each sign-in gets a token of its own. */
async function signIn(): Promise<string> {
  const login = await fetch(`${gatewayUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'admin1234' }),
  });
  return ((await login.json()) as { token: string }).token;
}
const token = await signIn();
const manyTokens = [
  token,
  ...(await Promise.all(Array.from({ length: Math.max(...CASES.map((c) => c.callers ?? 1)) - 1 }, signIn))),
];
const restPool = new Pool(gatewayUrl, { connections: CONCURRENCY });
const bffPool = new Pool(bffUrl, { connections: CONCURRENCY });
const parsingPool = new Pool(`http://127.0.0.1:${parsingPort}`, { connections: CONCURRENCY });

async function ordersAtGateway(): Promise<number> {
  return ((await (await fetch(`${gatewayUrl}/admin/orders`, { headers: { token } })).json()) as { orders: unknown[] })
    .orders.length;
}

/** The tokens of `count` callers, one after the other, request by request. */
const turns = (count: number) => {
  let next = 0;
  return () => manyTokens[next++ % count]!;
};
const rest =
  (tokenOf = turns(1)) =>
  async () => {
    const { statusCode, body } = await restPool.request({
      method: 'GET',
      path: '/admin/orders',
      headers: { token: tokenOf() },
    });
    const bytes = await drain(body);
    if (statusCode !== 200) throw new Error(`REST answered ${statusCode}`);
    return bytes;
  };
const graphql =
  (payload: string, session = true, pool = bffPool, encodings: string | null = BROWSER_ENCODINGS, tokenOf = turns(1)) =>
  async () => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session) headers.token = tokenOf();
    if (encodings) headers['accept-encoding'] = encodings;
    const { statusCode, body } = await pool.request({ method: 'POST', path: '/graphql', headers, body: payload });
    const bytes = await drain(body);
    if (statusCode !== 200) throw new Error(`BFF answered ${statusCode}`);
    return bytes;
  };

/** The median time of JSON.parse over the REST answer, as the BFF must do once per request. */
async function parseTime(): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/admin/orders`, { headers: { token } })).text();
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    JSON.parse(text);
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines: string[] = [];
let allMet = true;
lines.push(`BFF vs the REST call it wraps; stand-in, BFF and client in separate processes; Node ${process.version}`);
lines.push(
  `${SEQUENTIAL} sequential requests each for latency, ${CONCURRENCY} connections for ${LOAD_MS / 1000} s each for throughput, REST and BFF in alternation; one admin session (and ${manyTokens.length} in turn where named)`,
);
const [empty] = await measureTogether([graphql(emptyQuery, false)]);
lines.push(
  `BFF's empty round trip (SessionProbe by id, no session, no gateway call): p50 ${empty.p50.toFixed(2)} ms, ${empty.rps.toFixed(0)} req/s`,
);

for (const c of CASES) {
  const have = await ordersAtGateway();
  if (have < c.orders)
    await fetch(`${gatewayUrl}/__dev/orders/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: c.orders - have }),
    });
  if ((await ordersAtGateway()) !== c.orders) throw new Error(`the gateway should hold ${c.orders} orders`);
  const payload = pageQuery(c.first, c.search);
  const check = (await (
    await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: payload,
    })
  ).json()) as {
    data?: { orders: { totalCount: number; edges: unknown[] } };
    errors?: unknown[];
  };
  if (!check.data || check.errors) throw new Error(`the BFF refused the query: ${JSON.stringify(check.errors)}`);
  if (!c.search && check.data.orders.totalCount !== c.orders)
    throw new Error(`expected ${c.orders} orders through the BFF`);
  const encoded = await bffPool.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS, token },
    body: payload,
  });
  await drain(encoded.body);
  const encoding = encoded.headers['content-encoding'];
  if (encoding !== 'br')
    throw new Error(`the BFF answered ${String(encoding ?? 'uncompressed')} to Accept-Encoding: ${BROWSER_ENCODINGS}`);

  const [r, b, one, parsing, plain] = await measureTogether([
    rest(),
    graphql(payload),
    graphql(oneRowQuery(c.search)),
    graphql(payload, true, parsingPool),
    graphql(payload, true, bffPool, null),
  ]);
  const many = c.callers
    ? await measureTogether([
        rest(turns(c.callers)),
        graphql(payload, true, bffPool, BROWSER_ENCODINGS, turns(c.callers)),
      ])
    : undefined;
  const parse = await parseTime();
  const ratios = { throughput: b.rps / r.rps, p50: b.p50 / r.p50, p99: b.p99 / r.p99 };
  const leastP50 = empty.p50 + r.p50;
  const verdicts: string[] = [];
  const judge = (
    name: string,
    value: number,
    target: number | undefined,
    atMost: boolean,
    show: (n: number) => string,
  ) => {
    if (target === undefined) return;
    const met = atMost ? value <= target : value >= target;
    allMet &&= met;
    verdicts.push(`${name} ${show(value)} (target ${atMost ? '≤' : '≥'} ${show(target)}) ${met ? 'met' : 'NOT met'}`);
  };
  judge('throughput', ratios.throughput, c.targets.throughput, false, (n) => `${n.toFixed(2)}×`);
  judge('p50', ratios.p50, c.targets.p50, true, (n) => `${n.toFixed(2)}×`);
  judge('p99', ratios.p99, c.targets.p99, true, (n) => `${n.toFixed(2)}×`);
  // The answer's own size: what the page costs to read, however it travels.
  judge('answer', plain.bytes, c.targets.bytes, true, kb);

  lines.push('');
  lines.push(
    `${c.title}: BFF orders(first: ${c.first}${c.search ? `, search: "${c.search}"` : ''}) + orderCounts, ${check.data.orders.edges.length} rows of ${check.data.orders.totalCount}`,
  );
  lines.push(
    `  REST GET /admin/orders: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${r.rps.toFixed(0)} req/s, ${kb(r.bytes)}`,
  );
  lines.push(
    `  BFF (GraphQL, ${encoding}):      p50 ${b.p50.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} ms, ${b.rps.toFixed(0)} req/s, ${kb(b.bytes)} (${kb(plain.bytes)} uncompressed)`,
  );
  lines.push(
    `  ratios BFF/REST: throughput ${ratios.throughput.toFixed(2)}×, p50 ${ratios.p50.toFixed(2)}×, p99 ${ratios.p99.toFixed(2)}×`,
  );
  lines.push(
    `  without compression:    p50 ${plain.p50.toFixed(2)} ms, p99 ${plain.p99.toFixed(2)} ms, ${plain.rps.toFixed(0)} req/s: throughput ${(plain.rps / r.rps).toFixed(2)}×, p50 ${(plain.p50 / r.p50).toFixed(2)}×, p99 ${(plain.p99 / r.p99).toFixed(2)}× (compressing: ${(b.rps / plain.rps).toFixed(2)}× its throughput)`,
  );
  lines.push(
    `  one row, same reads:    p50 ${one.p50.toFixed(2)} ms, ${one.rps.toFixed(0)} req/s: throughput ${(one.rps / r.rps).toFixed(2)}×, p50 ${(one.p50 / r.p50).toFixed(2)}× the REST call`,
  );
  lines.push(
    `  least p50: empty round trip ${empty.p50.toFixed(2)} + REST ${r.p50.toFixed(2)} = ${leastP50.toFixed(2)} ms, ${(leastP50 / r.p50).toFixed(2)}× the REST call`,
  );
  lines.push(
    `  every answer parsed:    p50 ${parsing.p50.toFixed(2)} ms, p99 ${parsing.p99.toFixed(2)} ms, ${parsing.rps.toFixed(0)} req/s: throughput ${(parsing.rps / r.rps).toFixed(2)}×, p50 ${(parsing.p50 / r.p50).toFixed(2)}×, p99 ${(parsing.p99 / r.p99).toFixed(2)}× (least p50 with JSON.parse ${parse.toFixed(2)} ms: ${((leastP50 + parse) / r.p50).toFixed(2)}×)`,
  );
  if (many) {
    const [manyRest, manyBff] = many;
    lines.push(
      `  ${c.callers} callers in turn:    REST ${manyRest.rps.toFixed(0)} req/s, p50 ${manyRest.p50.toFixed(2)} ms; BFF ${manyBff.rps.toFixed(0)} req/s, p50 ${manyBff.p50.toFixed(2)} ms: throughput ${(manyBff.rps / manyRest.rps).toFixed(2)}×, p50 ${(manyBff.p50 / manyRest.p50).toFixed(2)}×, p99 ${(manyBff.p99 / manyRest.p99).toFixed(2)}×`,
    );
  }
  lines.push(`  ${verdicts.join('; ')}`);
}
lines.push('');
lines.push(`targets ${allMet ? 'all met' : 'NOT all met'}`);
console.log(lines.join('\n'));

await restPool.close();
await bffPool.close();
await parsingPool.close();
for (const child of [bffProcess, parsingProcess, gatewayProcess]) await stop(child);
rmSync(dataDir, { recursive: true, force: true });
removeBuild();
process.exit(allMet ? 0 : 1);
