import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devControls } from '../src/gateway/test-gateway.ts';
import { buildBff, commandOf } from './compose.ts';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
import { freePort, run, type RunningProcess } from './processes.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';
import { trustedRequest } from './trusted.ts';

/**
 * Traces as an operator gets them: the compiled server started as the image starts it (with
 * `--import` of bff/dist/tracing.js), in demo mode so that the stand-in gateway runs in the same
 * process and its spans show what reached it, its stores in a real Redis, exporting over OTLP/HTTP
 * to a receiver here.
 */

let dist: string;
let folder: string;
let redis: RunningRedis;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
const started: RunningProcess[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bikri-traces-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Bikri</title>');
  writeFileSync(join(folder, 'shell.html'), '<!doctype html><title>Bikri</title>');
  dist = buildBff();
  [redis, receiver] = await Promise.all([startRedis(), startOtlpReceiver()]);
}, 60_000);

afterAll(async () => {
  for (const process of started) await process.stop();
  await Promise.all([redis?.stop(), receiver?.close()]);
  for (const path of [dist, folder]) if (path) rmSync(path, { recursive: true, force: true });
});

/** The compiled server as compose and the image run it, with `env` added; answers its address and the stand-in's. */
async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; gatewayUrl: string; process: RunningProcess }> {
  const port = await freePort();
  const [command, args] = commandOf(dist, 'bff');
  const process = await run(
    command,
    args,
    {
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      GATEWAY_URL: '',
      REDIS_URL: redis.url,
      REDIS_PERSISTENCE: 'none',
      WEB_DIST: folder,
      GATEWAY_DATA_DIR: mkdtempSync(join(folder, 'gateway-')),
      METRICS_PORT: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      ...env,
    },
    /Demo accounts:/,
  );
  started.push(process);
  return { url: `http://127.0.0.1:${port}`, gatewayUrl: /stand-in: (http:\S+)/.exec(process.output())![1]!, process };
}

const tracing = (scheduleDelayMs: number) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: String(scheduleDelayMs),
});

/** A web client operation by its id, as the browser sends it; answers the body and the request id header. */
async function trusted(url: string, name: string, variables: unknown, cookie = '') {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(trustedRequest(name, variables)),
  });
  const body = (await answer.json()) as {
    data?: Record<string, unknown>;
    errors?: { extensions: { code: string; requestId?: string } }[];
  };
  const cookies = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { body, requestId: answer.headers.get('x-request-id')!, cookie: cookies || cookie };
}

async function signIn(url: string): Promise<string> {
  return (await trusted(url, 'Login', { input: { email: 'sita@demo.test', password: 'sita1234' } })).cookie;
}

/** The spans of one trace once `done` holds for them (exports come every few milliseconds here). */
async function traceOf(traceId: string, done: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  const spans = () => receiver.spans.filter((span) => span.traceId === traceId);
  for (const since = Date.now(); !done(spans()) && Date.now() - since < 5_000;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return spans();
}

/** The spans of a request's trace once its own span, which ends last, is exported. */
const traceOfRequest = (requestId: string) =>
  traceOf(requestId, (got) => got.some((span) => span.kind === 2 && span.parentSpanId === undefined));

/** A GET of the web client's operation by id, its variables in the query string, as Apollo Client sends it. */
async function trustedGet(url: string, name: string, variables: unknown, cookie: string) {
  const { extensions } = trustedRequest(name);
  const search = new URLSearchParams({
    operationName: name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensions),
  });
  const answer = await fetch(`${url}/graphql?${search.toString()}`, {
    headers: { cookie, 'apollo-require-preflight': 'true' },
  });
  const body = (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  return { body, requestId: answer.headers.get('x-request-id')! };
}

/** A page or file of the server: its status and request id. */
async function open(url: string, path: string, cookie = ''): Promise<{ status: number; requestId: string }> {
  const answer = await fetch(new URL(path, url), { headers: { cookie }, redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, requestId: answer.headers.get('x-request-id')! };
}

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer(tracing(50));
  }, 30_000);

  it('follow an orders query from the request through the BFF and Redis to the gateway, which receives the trace', async () => {
    const cookie = await signIn(server.url);
    const orders = await trusted(server.url, 'OrdersPage', { first: 5 }, cookie);
    expect(orders.body.errors).toBeUndefined();
    // The trace's id is the request's id.
    expect(orders.requestId).toMatch(/^[0-9a-f]{32}$/);

    // The request's own span ends last, after its answer went out.
    const spans = await traceOf(orders.requestId, (got) =>
      ['POST /graphql', 'GET /order/getMyOrders'].every((name) => got.some((span) => span.name === name)),
    );
    const named = (name: string) => spans.find((span) => span.name === name)!;
    const request = named('POST /graphql');
    expect(request).toMatchObject({
      kind: 2,
      parentSpanId: undefined,
      scope: '@opentelemetry/instrumentation-http',
      attributes: { 'http.route': '/graphql' },
    });
    expect(named('query OrdersPage')).toMatchObject({
      kind: 1,
      parentSpanId: request.spanId,
      attributes: { 'graphql.operation.type': 'query', 'graphql.operation.name': 'OrdersPage' },
    });
    // The gateway call, and the stand-in's handling of it as a child: the traceparent went with the call.
    const call = spans.find(
      (span) =>
        span.scope === '@opentelemetry/instrumentation-undici' && span.attributes['url.path'] === '/order/getMyOrders',
    )!;
    expect(call).toMatchObject({ kind: 3, name: 'GET' });
    expect(named('GET /order/getMyOrders')).toMatchObject({ kind: 2, parentSpanId: call.spanId });
    // The session, read from Redis for this request, named by its store, never by its id.
    expect(
      spans
        .filter((span) => span.scope === '@opentelemetry/instrumentation-ioredis')
        .map((span) => span.attributes['db.query.text']),
    ).toContain('get bikri:session');
    const session = cookie.split('=')[1]!;
    expect(spans.filter((span) => JSON.stringify(span).includes(session))).toEqual([]);
  });

  it('give an error answer and its log line the trace id as request id', async () => {
    const cookie = await signIn(server.url);
    await devControls(server.gatewayUrl).fault({ mode: 'status500', path: '/order/getMyOrders', times: 1 });
    const orders = await trusted(server.url, 'OrdersPage', { first: 5 }, cookie);
    expect(orders.body.errors?.[0]?.extensions).toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
      requestId: orders.requestId,
    });
    expect(orders.requestId).toMatch(/^[0-9a-f]{32}$/);
    const logged = server.process
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { event?: string; requestId?: string });
    expect(logged).toContainEqual(expect.objectContaining({ event: 'gateway', requestId: orders.requestId }));
    const spans = await traceOf(orders.requestId, (got) => got.some((span) => span.name === 'query OrdersPage'));
    expect(spans).toContainEqual(
      expect.objectContaining({ name: 'query OrdersPage', status: { code: 2, message: 'UNAVAILABLE' } }),
    );
  });

  it('name routes by their templates and carry no tracking id, share id, signed path, phone, order id or user id', async () => {
    const signedIn = await trusted(server.url, 'Login', { input: { email: 'sita@demo.test', password: 'sita1234' } });
    const sita = signedIn.cookie;
    const sitaId = (signedIn.body.data!.login as { user: { id: string } }).user.id;
    const admin = (await trusted(server.url, 'Login', { input: { email: 'admin@demo.test', password: 'admin1234' } }))
      .cookie;

    // An order read by a GET with its id in the query string: the BFF asks the gateway for it by id.
    const orders = await trusted(server.url, 'OrdersPage', { first: 5, status: 'CONFIRMED' }, sita);
    const orderId = (orders.body.data!.orders as { edges: { node: { id: string } }[] }).edges[0]!.node.id;
    const read = await trustedGet(server.url, 'OrderDetailPage', { id: orderId }, sita);
    expect(read.body.errors).toBeUndefined();
    const order = read.body.data!.order as {
      trackingUrl: string;
      customer: { phone: string };
      product: { id: string };
    };
    const trackingId = new URL(order.trackingUrl).pathname.split('/')[2]!;
    const phone = order.customer.phone;

    const shared = await trusted(server.url, 'ShareProduct', { input: { productId: order.product.id } }, sita);
    const shareId = new URL((shared.body.data!.shareProduct as { url: string }).url).pathname.split('/')[2]!;
    // Her payment QR code, a private image, by the signed path an admin's page is given.
    const user = await trusted(server.url, 'UserDetailPage', { id: sitaId }, admin);
    const qr = new URL((user.body.data!.user as { paymentQrUrl: string }).paymentQrUrl, server.url).pathname;
    const [mediaToken, kycFile] = [qr.split('/')[2]!, qr.split('/').at(-1)!];

    const opened = [
      await open(server.url, `/t/${trackingId}?lang=ne`),
      await open(server.url, `/p/${shareId}`),
      await open(server.url, `${qr}?w=320`),
      await open(server.url, `/export/orders.csv?search=${phone}`, admin),
    ];
    expect(opened.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    const traces = await Promise.all([read, user, ...opened].map(({ requestId }) => traceOfRequest(requestId)));
    const spans = traces.flat();
    const secrets = { trackingId, shareId, mediaToken, kycFile, phone, orderId, sitaId };
    const leaks = spans.flatMap((span) =>
      Object.entries(secrets)
        .filter(([, secret]) => JSON.stringify(span).includes(secret))
        .map(([what]) => `${what} in ${span.scope} ${span.name}`),
    );
    expect(leaks).toEqual([]);

    // What operators read instead: the routes' templates, the gateway calls' paths with `:id`.
    const servers = spans.filter((span) => span.scope === '@opentelemetry/instrumentation-http' && !span.parentSpanId);
    expect(servers.map(({ name, attributes }) => [name, attributes['url.path'], attributes['url.query']])).toEqual(
      expect.arrayContaining([
        ['GET /graphql', '/graphql', 'operationName=REDACTED&variables=REDACTED&extensions=REDACTED'],
        ['POST /graphql', '/graphql', undefined],
        ['GET /t/:id', '/t/:id', 'lang=REDACTED'],
        ['GET /p/:id', '/p/:id', undefined],
        ['GET /media/{*path}', '/media/:id/uploads/:id', 'w=REDACTED'],
        ['GET /export/orders.csv', '/export/:id', 'search=REDACTED'],
      ]),
    );
    const calls = spans
      .filter((span) => span.scope === '@opentelemetry/instrumentation-undici')
      .map(({ attributes }) => `${attributes['url.path']} ${attributes['http.response.status_code']}`);
    expect(calls).toEqual(
      expect.arrayContaining(['/order/getOrderDetail/:id 200', '/admin/user/:id 200', '/uploads/:id 200']),
    );
  }, 30_000);
});

describe('traces', () => {
  it('are sent when the server stops, before the next scheduled export', async () => {
    const server = await startServer(tracing(600_000));
    const login = await trusted(server.url, 'Login', { input: { email: 'sita@demo.test', password: 'sita1234' } });
    expect(receiver.spans.filter((span) => span.traceId === login.requestId)).toEqual([]);
    await server.process.stop();
    expect(await server.process.exited).toBe(0);
    expect(receiver.spans.filter((span) => span.traceId === login.requestId).map((span) => span.name)).toEqual(
      expect.arrayContaining(['POST /graphql', 'mutation Login', 'POST /user/login']),
    );
  }, 30_000);

  it('are off without an OTLP endpoint: no request runs in a trace, each is known by a random id', async () => {
    const server = await startServer({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50' });
    const login = await trusted(server.url, 'Login', { input: { email: 'sita@demo.test', password: 'sita1234' } });
    expect(login.body.errors).toBeUndefined();
    expect(login.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }, 30_000);
});
