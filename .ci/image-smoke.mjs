// Checks a running container of the image (.ci/image): it runs as a non-root user, /readyz answers
// 200, a marketer signs in and reads her orders with the web client's trusted documents, the
// orders query's trace arrives over OTLP (the container exports to <OTLP port> on this machine, in
// JSON), and SIGTERM stops it cleanly within 10 s.
// Usage: node .ci/image-smoke.mjs <container> <base URL> <OTLP port>
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [container, url, otlpPort] = process.argv.slice(2);

/** Names of the spans the container exported, by trace id. */
const traces = new Map();
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    for (const { scopeSpans = [] } of body.resourceSpans ?? []) {
      for (const { spans = [] } of scopeSpans)
        for (const span of spans) traces.set(span.traceId, [...(traces.get(span.traceId) ?? []), span.name]);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
})
  .listen(Number(otlpPort), '127.0.0.1')
  .unref();

const manifest = JSON.parse(readFileSync(new URL('../schema/persisted-query-manifest.json', import.meta.url), 'utf8'));
const podman = (...args) => execFileSync('podman', args, { encoding: 'utf8' }).trim();
const fail = (message) => {
  console.error(`image check failed: ${message}`);
  process.exit(1);
};

let ready;
for (
  const started = Date.now();
  Date.now() - started < 60_000;
  await new Promise((resolve) => setTimeout(resolve, 500))
) {
  ready = await fetch(`${url}/readyz`).catch(() => undefined);
  if (ready?.status === 200) break;
}
if (ready?.status !== 200) fail(`/readyz answered ${ready?.status ?? 'nothing'} within 60 s`);
console.log(`/readyz: 200 ${JSON.stringify(await ready.json())}`);

const uid = podman('exec', container, 'node', '-p', 'process.getuid()');
if (uid === '0') fail('the server runs as root');
console.log(`runs as uid ${uid} (${podman('exec', container, 'id', '-un')})`);

/** A web client operation by its id alone, as the browser sends it. */
async function trusted(name, variables, cookie) {
  const { id } = manifest.operations.find((operation) => operation.name === name);
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      operationName: name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    }),
  });
  const body = await answer.json();
  if (answer.status !== 200 || body.errors) fail(`${name}: ${answer.status} ${JSON.stringify(body.errors)}`);
  return { body, setCookie: answer.headers.getSetCookie(), requestId: answer.headers.get('x-request-id') };
}

const login = await trusted('Login', { input: { email: 'sita@demo.test', password: 'sita1234' } });
const cookie = login.setCookie.map((header) => header.split(';')[0]).join('; ');
if (!cookie) fail('Login set no session cookie');
console.log(`signed in as ${login.body.data.login.user.email}`);
const orders = await trusted('OrdersPage', { first: 5 }, cookie);
const { totalCount, edges } = orders.body.data.orders;
if (!(edges.length > 0)) fail('OrdersPage answered no orders');
console.log(`OrdersPage: ${edges.length} of ${totalCount} orders`);

// The request's id is its trace's; the trace holds the operation and the gateway call it made.
for (
  const waited = Date.now();
  !traces.get(orders.requestId)?.includes('query OrdersPage') && Date.now() - waited < 10_000;
)
  await new Promise((resolve) => setTimeout(resolve, 100));
const spans = traces.get(orders.requestId) ?? [];
if (!spans.includes('query OrdersPage') || !spans.includes('POST /graphql'))
  fail(`the trace of OrdersPage (${orders.requestId}) arrived as [${spans.join(', ')}]`);
console.log(`trace ${orders.requestId}: ${spans.join(', ')}`);

const stopping = Date.now();
podman('stop', '--time', '10', container);
const seconds = (Date.now() - stopping) / 1000;
const exitCode = podman('inspect', container, '--format', '{{.State.ExitCode}}');
if (exitCode !== '0' || seconds >= 10) fail(`SIGTERM: exit code ${exitCode} after ${seconds.toFixed(1)} s`);
console.log(`stopped by SIGTERM in ${seconds.toFixed(1)} s, exit code 0`);
