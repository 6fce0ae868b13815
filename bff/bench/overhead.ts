import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';

/**
 * `npm run bench` (DESIGN §7): the cost of the BFF over the REST gateway. The stand-in and the
 * BFF run as their own processes, as deployed; the admin's 100-order list is fetched directly
 * from the stand-in (REST) and through the BFF (GraphQL, with the fields the orders screen asks
 * for) in one run; the latency and throughput ratios are reported.
 */

const ORDERS = 100;
const SEQUENTIAL = 300;
const WARMUP = 50;
const CONCURRENCY = 8;
const LOAD_MS = 4000;

const QUERY = `query OrdersPage { orders { id createdAt quantity price status remarks totalCommission canEdit canCancel
  customer { name phone location } product { id name } owner { id name } } }`;

interface Target {
  name: string;
  send(pool: Pool): Promise<number>;
  pool: Pool;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function latency(target: Target): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await target.send(target.pool);
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await target.send(target.pool);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function throughput(target: Target): Promise<number> {
  let done = 0;
  const end = performance.now() + LOAD_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await target.send(target.pool);
        done += 1;
      }
    }),
  );
  return (done / LOAD_MS) * 1000;
}

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `npx tsx <script>` and resolves once it prints `ready`. */
function start(script: string, env: Record<string, string>, args: string[] = [], ready = /listening on/): Promise<ChildProcess> {
  // Its own process group, so that stopping it also stops what npx started.
  const child = spawn('npx', ['tsx', script, ...args], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'bikri-bench-'));
const gatewayPort = await freePort();
const bffPort = await freePort();
const gatewayProcess = await start('gateway-sim/main.ts', { PORT: String(gatewayPort), GATEWAY_DATA_DIR: dataDir }, ['--fresh']);
const gateway = { url: `http://127.0.0.1:${gatewayPort}` };
const admin = await fetch(`${gateway.url}/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.test', password: 'admin1234' }),
});
const { token } = (await admin.json()) as { token: string };
const current = ((await (await fetch(`${gateway.url}/admin/orders`, { headers: { token } })).json()) as { orders: unknown[] }).orders.length;
await fetch(`${gateway.url}/__dev/orders/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: ORDERS - current }) });

const bffProcess = await start('src/index.ts', { NODE_ENV: 'production', PORT: String(bffPort), GATEWAY_URL: gateway.url });
const bffUrl = `http://127.0.0.1:${bffPort}`;

const direct: Target = {
  name: 'REST direct  (GET /admin/orders)',
  pool: new Pool(gateway.url, { connections: CONCURRENCY }),
  async send(pool) {
    const { statusCode, body } = await pool.request({ method: 'GET', path: '/admin/orders', headers: { token } });
    // Read the whole answer, as a client would.
    await body.arrayBuffer();
    return statusCode;
  },
};
const body = JSON.stringify({ query: QUERY });
const graphql: Target = {
  name: 'GraphQL (BFF) (query orders)',
  pool: new Pool(bffUrl, { connections: CONCURRENCY }),
  async send(pool) {
    const { statusCode, body: answer } = await pool.request({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', token }, body });
    await answer.arrayBuffer();
    return statusCode;
  },
};

const check = await fetch(`${bffUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body });
const count = ((await check.json()) as { data: { orders: unknown[] } }).data.orders.length;
if (count !== ORDERS) throw new Error(`expected ${ORDERS} orders through the BFF, got ${count}`);

const results = [];
for (const target of [direct, graphql]) {
  const { p50, p95 } = await latency(target);
  const rps = await throughput(target);
  results.push({ target: target.name, p50, p95, rps });
}
const [rest, bffResult] = results as [(typeof results)[0], (typeof results)[0]];

console.log(`\nBFF overhead, ${ORDERS}-order admin list; stand-in, BFF and client in separate processes`);
console.log(`${SEQUENTIAL} sequential requests for latency, ${CONCURRENCY} concurrent for ${LOAD_MS / 1000} s for throughput, Node ${process.version}`);
for (const r of results) console.log(`  ${r.target}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ${r.rps.toFixed(0)} req/s`);
const latencyRatio = bffResult.p50 / rest.p50;
const throughputRatio = bffResult.rps / rest.rps;
console.log(`  p50 latency ratio (BFF / REST): ${latencyRatio.toFixed(2)}  (target ≤ 1.5)`);
console.log(`  throughput ratio (BFF / REST):  ${throughputRatio.toFixed(2)}  (target ≥ 0.5)`);

const met = latencyRatio <= 1.5 && throughputRatio >= 0.5;
console.log(`  targets ${met ? 'met' : 'NOT met'}`);

await direct.pool.close();
await graphql.pool.close();
for (const child of [bffProcess, gatewayProcess]) process.kill(-child.pid!, 'SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
process.exit(met ? 0 : 1);
