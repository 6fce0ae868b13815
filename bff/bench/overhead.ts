import { Pool } from 'undici';
import { startGatewaySim } from '../gateway-sim/app.ts';
import { readConfig } from '../src/config.ts';
import { createServer } from '../src/server.ts';

/**
 * `npm run bench` (DESIGN §7): the cost of the BFF over the REST gateway. The admin's 100-order
 * list, fetched directly from the stand-in (REST) and through the BFF (GraphQL, with the fields
 * the orders screen asks for), on one machine in one run; reports latency and throughput ratios.
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

async function drain(body: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of body) {
    // read the whole answer, as a client would
  }
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

const gateway = await startGatewaySim();
const admin = await fetch(`${gateway.url}/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.test', password: 'admin1234' }),
});
const { token } = (await admin.json()) as { token: string };
const current = ((await (await fetch(`${gateway.url}/admin/orders`, { headers: { token } })).json()) as { orders: unknown[] }).orders.length;
await fetch(`${gateway.url}/__dev/orders/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: ORDERS - current }) });

const config = readConfig({ NODE_ENV: 'production', GATEWAY_URL: gateway.url });
const bff = await createServer(config, gateway.url);
const bffUrl = await bff.listen(0, '127.0.0.1');

const direct: Target = {
  name: 'REST direct  (GET /admin/orders)',
  pool: new Pool(gateway.url, { connections: CONCURRENCY }),
  async send(pool) {
    const { statusCode, body } = await pool.request({ method: 'GET', path: '/admin/orders', headers: { token } });
    await drain(body);
    return statusCode;
  },
};
const body = JSON.stringify({ query: QUERY });
const graphql: Target = {
  name: 'GraphQL (BFF) (query orders)',
  pool: new Pool(bffUrl, { connections: CONCURRENCY }),
  async send(pool) {
    const { statusCode, body: answer } = await pool.request({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', token }, body });
    await drain(answer);
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

console.log(`\nBFF overhead, ${ORDERS}-order admin list, ${SEQUENTIAL} sequential requests, ${CONCURRENCY} concurrent for ${LOAD_MS / 1000} s, Node ${process.version}`);
for (const r of results) console.log(`  ${r.target}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ${r.rps.toFixed(0)} req/s`);
const latencyRatio = bffResult.p50 / rest.p50;
const throughputRatio = bffResult.rps / rest.rps;
console.log(`  p50 latency ratio (BFF / REST): ${latencyRatio.toFixed(2)}  (target ≤ 1.5)`);
console.log(`  throughput ratio (BFF / REST):  ${throughputRatio.toFixed(2)}  (target ≥ 0.5)`);

await direct.pool.close();
await graphql.pool.close();
await bff.close();
await new Promise<void>((resolve) => bff.httpServer.close(() => resolve()));
await gateway.close();
process.exit(latencyRatio <= 1.5 && throughputRatio >= 0.5 ? 0 : 1);
