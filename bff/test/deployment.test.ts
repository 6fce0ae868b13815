import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { precompress } from '../../web/precompress.ts';
import { devControls, type DevControls } from '../src/gateway/test-gateway.ts';
import { graphql } from './gql/index.ts';
import {
  TypedDocumentString,
  type DeploymentLiveOrdersSubscription,
  type DeploymentLiveProductsSubscription,
  type DeploymentOrdersQuery,
  type OrderStatus,
} from './gql/graphql.ts';
import { Session, codeOf } from './harness.ts';
import {
  buildBff,
  commandOf,
  compose,
  root,
  service,
  startComposeGateway,
  startComposeReplica,
  stopDeployment,
} from './compose.ts';
import { freePort, run, type RunningProcess } from './processes.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';
import { anyNumber } from './matchers.ts';
import { subscribe, untilLive } from './live-client.ts';
import { startNginx, type RunningNginx } from './nginx.ts';
import { BROWSER_ENCODINGS, decoded, rawRequest } from './raw-http.ts';
import { trustedText } from './trusted.ts';

/**
 * The deployment as docker-compose describes it, run outside Docker (no engine here): the
 * compiled server (`npm run build -w bff`), the stand-in and two BFF replicas started with the
 * compose file's own commands and environment, sharing a real redis-server, behind a real nginx
 * running the compose file's nginx.conf. Most tests play nginx themselves, to pick a replica and
 * set X-Forwarded-For; those of the proxy go through it.
 */

let dist: string;
let web: string;
let redis: RunningRedis;
let gateway: RunningProcess;
let gatewayUrl: string;
let dev: DevControls;
const replicas: { url: string; process: RunningProcess }[] = [];
let proxy: RunningNginx;
/** A built script above the compression threshold, precompressed by the build's own step. */
const SCRIPT = `export const labels = {${'"order.status.delivered": "Delivered", '.repeat(60)}};\n`;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'bikri-web-'));
  // What `npm run build` writes (web/prerender.ts): the landing page at /, the empty app elsewhere.
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><title>Bikri</title><div id="root" data-prerendered="/"><h1>Bikri</h1></div>',
  );
  writeFileSync(join(web, 'shell.html'), '<!doctype html><title>Bikri</title><div id="root"></div>');
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'labels-Bq3x9Z.js'), SCRIPT);
  await precompress(web, { log: () => undefined });
  dist = buildBff();
  // As the compose file runs it: appending to disk, which production requires.
  redis = await startRedis(undefined, { appendOnly: true });

  ({ process: gateway, url: gatewayUrl } = await startComposeGateway(dist, join(dist, 'data')));
  dev = devControls(gatewayUrl);

  replicas.push(...(await startReplicas(redis.url)));
  const site = readFileSync(join(root, '.docker/nginx.conf'), 'utf8');
  proxy = await startNginx(
    site,
    'bff:4000',
    replicas.map(({ url }) => new URL(url).host),
  );
}, 60_000);

afterAll(() => stopDeployment({ proxy, replicas, gateway, redis, folders: [dist, web] }));

/** The compose file's BFF replicas from the build, on free loopback ports, sharing the Redis at `redisUrl`. */
async function startReplicas(redisUrl: string): Promise<{ url: string; process: RunningProcess }[]> {
  const ports: number[] = [];
  for (let n = 0; n < service('bff').deploy!.replicas!; n += 1) ports.push(await freePort());
  // The test stands where nginx does (on loopback here) and sets X-Forwarded-For itself.
  const env = { GATEWAY_URL: gatewayUrl, REDIS_URL: redisUrl, WEB_DIST: web, TRUST_PROXY: 'loopback' };
  return Promise.all(
    ports.map(async (port) => ({
      url: `http://127.0.0.1:${port}`,
      process: await startComposeReplica(dist, port, env),
    })),
  );
}

/** The web client's sign-in, a trusted document: in production only those run for someone signed out. */
const LOGIN = new TypedDocumentString<
  { login: { user: { email: string } } },
  { input: { email: string; password: string } }
>(trustedText('Login'));
const PRODUCTS = graphql(`
  query DeploymentProducts {
    products {
      id
      status
    }
  }
`);
/** A client behind the proxy at `address`, on replica `n`. */
const client = (n: number, address: string) => new Session(replicas[n]!.url, { 'x-forwarded-for': address });

describe('docker-compose.yml', () => {
  it('publishes only the proxy; the stand-in (and its /__dev/ controls), Redis and the metrics stay inside', () => {
    const published = Object.entries(compose.services)
      .filter(([, s]) => s.ports?.length && !s.profiles)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(service('proxy').ports).toEqual(['4000:80']);
    // The observability profile's Prometheus, Jaeger and Grafana, on this machine's loopback only.
    const observability = Object.entries(compose.services).filter(([, s]) => s.profiles?.includes('observability'));
    expect(Object.fromEntries(observability.map(([name, s]) => [name, s.ports]))).toEqual({
      prometheus: ['127.0.0.1:9090:9090'],
      jaeger: ['127.0.0.1:16686:16686'],
      grafana: ['127.0.0.1:3000:3000'],
    });
    expect(readFileSync(join(root, '.docker/nginx.conf'), 'utf8')).toMatch(/server bff:4000;/);
  });

  it('runs two BFF replicas from the compiled build in production, sharing Redis, behind the proxy', () => {
    expect(service('bff').deploy?.replicas).toBe(2);
    expect(service('bff').command).toEqual([
      'node',
      '--enable-source-maps',
      '--import',
      './bff/dist/tracing.js',
      'bff/dist/index.js',
    ]);
    expect(service('gateway').command).toEqual(['node', '--enable-source-maps', 'bff/dist/gateway.js']);
    expect(service('bff').environment).toMatchObject({
      NODE_ENV: 'production',
      GATEWAY_URL: 'http://gateway:4010',
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: 'uniquelocal',
    });
    expect(service('bff').environment).not.toHaveProperty('COOKIE_SECURE');
    // One key for every replica's signed /media/ addresses (unset, each draws its own).
    expect(service('bff').environment?.MEDIA_URL_SECRET?.length ?? 0).toBeGreaterThanOrEqual(32);
  });

  it('builds one image of compiled JavaScript for the BFF and the stand-in', () => {
    for (const name of ['bff', 'gateway']) {
      expect(service(name), name).toMatchObject({
        build: { context: '.', dockerfile: '.docker/Dockerfile' },
        image: 'bikri:local',
      });
    }
    const dockerfile = readFileSync(join(root, '.docker/Dockerfile'), 'utf8');
    // The runtime stage: production dependencies, the two builds, compiled JS as an unprivileged user.
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/npm ci --omit=dev --workspace bff/);
    expect(runtime).toMatch(/COPY --from=build \/app\/bff\/dist bff\/dist/);
    expect(runtime).toMatch(/COPY --from=build \/app\/web\/dist web\/dist/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(
      /^CMD \["node", "--enable-source-maps", "--import", "\.\/bff\/dist\/tracing\.js", "bff\/dist\/index\.js"\]$/m,
    );
    expect(runtime).not.toMatch(/tsx/);
  });
});

describe('nginx with the compose file’s nginx.conf, in front of both replicas', () => {
  const ORDERS = graphql(`
    query DeploymentOrders {
      orders(first: 50) {
        totalCount
        edges {
          node {
            id
            status
            customer {
              name
              phone
              location
            }
            product {
              name
            }
          }
        }
      }
    }
  `);

  it('passes the BFF’s compressed answers on as they are, with Vary: a GraphQL list, a CSV export, a built file', async () => {
    const admin = new Session(proxy.url);
    expect(
      codeOf(await admin.gql(LOGIN, { input: { email: 'admin@demo.test', password: 'admin1234' } })),
    ).toBeUndefined();
    const headers = { cookie: admin.cookie!, 'accept-encoding': BROWSER_ENCODINGS };

    const list = await rawRequest(
      `${proxy.url}/graphql`,
      { ...headers, 'content-type': 'application/json' },
      JSON.stringify({ query: String(ORDERS) }),
    );
    expect(list.status).toBe(200);
    expect(list.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    const orders = (JSON.parse(decoded(list)) as { data: DeploymentOrdersQuery }).data.orders;
    expect(orders.totalCount).toBe(60);
    expect(orders.edges).toHaveLength(50);
    expect(list.body.length).toBeLessThan(2_000);

    const file = await rawRequest(`${proxy.url}/export/orders.csv`, headers);
    expect(file.status).toBe(200);
    expect(file.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'transfer-encoding': 'chunked',
      'content-type': 'text/csv; charset=utf-8',
    });
    expect(decoded(file).split('\r\n')).toHaveLength(62);

    for (const [accept, encoding] of [
      [BROWSER_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
    ]) {
      const script = await rawRequest(`${proxy.url}/assets/labels-Bq3x9Z.js`, { 'accept-encoding': accept! });
      expect(script.status).toBe(200);
      expect(script.headers).toMatchObject({
        'content-encoding': encoding,
        vary: 'Accept-Encoding',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': String(script.body.length),
      });
      expect(decoded(script)).toBe(SCRIPT);
    }
    const plain = await rawRequest(`${proxy.url}/assets/labels-Bq3x9Z.js`);
    expect(plain.headers).toMatchObject({ 'content-length': '2366', vary: 'Accept-Encoding' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('passes the live socket’s upgrade on: an event from a mutation through either replica arrives', async () => {
    const admin = new Session(proxy.url);
    await admin.gql(LOGIN, { input: { email: 'admin@demo.test', password: 'admin1234' } });
    const live = graphql(`
      subscription DeploymentLiveProducts {
        live {
          __typename
          ... on ProductEvent {
            product {
              status
            }
          }
        }
      }
    `);
    const watching = subscribe<DeploymentLiveProductsSubscription>(proxy.url, admin.cookie, String(live));
    try {
      const product = (await admin.gql(PRODUCTS)).data!.products.find((p) => p.status === 'AVAILABLE')!;
      await untilLive(admin, product.id, [watching]);
    } finally {
      await watching.close();
    }
  });
});

describe('two replicas from the compiled build', () => {
  it('are live and ready, reach the gateway, and keep every store in a Redis that appends to disk', async () => {
    for (const { url } of replicas) {
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        notReady: [],
        stores: {
          kind: 'redis',
          sessions: true,
          writes: true,
          limits: true,
          live: true,
          inbox: true,
          shares: true,
          tracking: true,
        },
        redis: {
          connected: true,
          persistent: true,
          evicts: null,
          full: false,
          checkedAt: expect.any(String) as string,
          refused: [],
          ready: true,
        },
        gateway: { reachable: true, latencyMs: expect.any(Number) as number },
      });
    }
  });

  it('deliver a live event from a mutation answered by one replica to a subscriber of the other, through Redis', async () => {
    const admin = client(0, '203.0.113.60');
    const sita = client(0, '203.0.113.61');
    await admin.gql(LOGIN, { input: { email: 'admin@demo.test', password: 'admin1234' } });
    await sita.gql(LOGIN, { input: { email: 'sita@demo.test', password: 'sita1234' } });
    const live = graphql(`
      subscription DeploymentLiveOrders {
        live {
          __typename
          ... on OrderEvent {
            orderChange
            order {
              id
              status
            }
          }
          ... on ProductEvent {
            product {
              status
            }
          }
        }
      }
    `);
    // Sita watches through the second replica; the admin acts through the first.
    const watching = subscribe<DeploymentLiveOrdersSubscription>(replicas[1]!.url, sita.cookie, String(live));
    try {
      const product = (await admin.gql(PRODUCTS)).data!.products.find((p) => p.status === 'AVAILABLE')!;
      await untilLive(admin, product.id, [watching]);
      const mine = await sita.gql(
        graphql(`
          query DeploymentConfirmedOrders {
            orders(status: CONFIRMED, first: 2) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
      );
      const ids = mine.data!.orders.edges.map((edge) => edge.node.id);
      expect(ids.length).toBeGreaterThan(0);
      const CHANGE = graphql(`
        mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) {
          changeOrderStatus(id: $id, status: $status) {
            order {
              id
            }
          }
        }
      `);
      // The BFF publishes before it answers, so the event may come in before the answer is read
      // (a negative figure); from the mutation sent, the whole path is measured.
      const latencies: number[] = [];
      const fromSent: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        const id = ids[Math.floor(round / 2) % ids.length]!;
        const status: OrderStatus = round % 2 === 0 ? 'IN_PROCESS' : 'CONFIRMED';
        const sent = performance.now();
        const result = await admin.gql(CHANGE, { id, status });
        const answered = performance.now();
        expect(result.errors).toBeUndefined();
        const event = await watching.next();
        expect(event.data.live).toMatchObject({
          __typename: 'OrderEvent',
          orderChange: 'STATUS_CHANGED',
          order: { id, status },
        });
        latencies.push(event.at - answered);
        fromSent.push(event.at - sent);
      }
      const figures = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
      };
      console.log(
        `live event latency between two compiled BFF processes through redis-server, ${latencies.length} status changes: ` +
          `mutation answered → event received ${figures(latencies)}; mutation sent → event received ${figures(fromSent)}`,
      );
      expect(Math.max(...latencies)).toBeLessThan(1_000);
    } finally {
      await watching.close();
    }
  });

  it('share one failed-sign-in count per account and address: the 6th attempt is refused on either replica and reaches no gateway', async () => {
    await dev.resetCalls();
    for (let n = 0; n < 5; n += 1) {
      const wrong = await client(n % 2, '203.0.113.7').gql(LOGIN, {
        input: { email: 'maya@demo.test', password: `wrong-${n}` },
      });
      expect(codeOf(wrong)).toBe('GATEWAY_REJECTED');
    }
    expect((await dev.calls()).byRoute).toEqual({ 'POST /user/login': 5 });
    for (const n of [0, 1]) {
      // Even the right password: that address's budget for the account is spent.
      const refused = await client(n, '203.0.113.7').gql(LOGIN, {
        input: { email: 'maya@demo.test', password: 'maya1234' },
      });
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      expect(refused.errors![0]!.message).toMatch(/^Too many failed sign-ins\. Try again in 1 minute\.$/);
      expect(refused.errors![0]!.extensions).toMatchObject({ retryAfterSeconds: anyNumber });
      expect(refused.data ?? null).toBeNull();
    }
    expect((await dev.calls()).total).toBe(5);
    // The account from another address, and another account from the first address, still sign in.
    expect(
      codeOf(await client(0, '198.51.100.9').gql(LOGIN, { input: { email: 'maya@demo.test', password: 'maya1234' } })),
    ).toBeUndefined();
    expect(
      codeOf(await client(1, '203.0.113.7').gql(LOGIN, { input: { email: 'sita@demo.test', password: 'sita1234' } })),
    ).toBeUndefined();
  });

  it('share one count per client address across accounts', async () => {
    await dev.resetCalls();
    for (let n = 0; n < 20; n += 1) {
      const wrong = await client(n % 2, '192.0.2.44').gql(LOGIN, {
        input: { email: `nobody${n}@demo.test`, password: 'wrong-password' },
      });
      expect(codeOf(wrong)).toBe('GATEWAY_REJECTED');
    }
    const refused = await client(0, '192.0.2.44').gql(LOGIN, {
      input: { email: 'admin@demo.test', password: 'admin1234' },
    });
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect((await dev.calls()).total).toBe(20);
  });

  it('serve the gateway’s images on their own origin, and never the stand-in’s /__dev/ controls', async () => {
    const session = client(0, '203.0.113.80');
    await session.gql(LOGIN, { input: { email: 'sita@demo.test', password: 'sita1234' } });
    const products = (
      await session.gql(
        graphql(`
          query DeploymentProductImages {
            products {
              images
            }
          }
        `),
      )
    ).data!.products;
    const link = products[0]!.images[0]!;
    expect(link).toMatch(/^\/media\/[\w-]{22}\/uploads\/[\w.-]+\.png$/);
    // Signed by the replica that answered, and opened by each.
    for (const { url } of replicas) {
      const image = await fetch(`${url}${link}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    // Through /media/ only images pass: the stand-in's JSON controls are refused.
    const mailbox = await fetch(`${replicas[1]!.url}/media/__dev/mailbox`);
    expect(mailbox.status).toBe(404);
    expect(await mailbox.text()).not.toMatch(/messages/);
    const traversal = await fetch(`${replicas[1]!.url}/media/uploads/%2e%2e/__dev/calls`);
    expect(traversal.status).toBe(404);
    // /__dev/ on the BFF is the web app's fallback page, not the stand-in.
    const calls = await fetch(`${replicas[0]!.url}/__dev/calls`);
    expect(await calls.text()).toContain('<div id="root">');
  });

  it('fall back to a per-replica count when Redis goes away; sessions, kept in Redis, wait for it rather than sign anyone out', async () => {
    // Redis goes away for good here: a Redis and two replicas of this test's own, so the other
    // tests keep theirs.
    const redis = await startRedis(undefined, { appendOnly: true });
    const replicas = await startReplicas(redis.url);
    onTestFinished(async () => {
      await Promise.all(replicas.map((replica) => replica.process.stop()));
      await redis.stop();
    });
    const client = (n: number, address: string) => new Session(replicas[n]!.url, { 'x-forwarded-for': address });
    // As the shared ones are by now: connected to Redis.
    for (const { url } of replicas) {
      const connected = async () => expect((await fetch(`${url}/readyz`)).status).toBe(200);
      await vi.waitFor(connected, { timeout: 5_000, interval: 50 });
    }
    await redis.stop();
    // Alive, and not ready once it has noticed: every store is in the Redis that went away.
    const ready = await vi.waitFor(
      async () => {
        const answer = await fetch(`${replicas[0]!.url}/readyz`);
        expect(answer.status).toBe(503);
        return answer;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect((await fetch(`${replicas[0]!.url}/healthz`)).status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'not ready',
      notReady: ['sessions', 'writes', 'limits', 'live', 'inbox', 'shares', 'tracking'],
      redis: { connected: false },
    });
    await dev.resetCalls();
    for (let n = 0; n < 5; n += 1) {
      expect(
        codeOf(
          await client(0, '203.0.113.99').gql(LOGIN, { input: { email: 'gita@demo.test', password: `wrong-${n}` } }),
        ),
      ).toBe('GATEWAY_REJECTED');
    }
    expect(
      codeOf(await client(0, '203.0.113.99').gql(LOGIN, { input: { email: 'gita@demo.test', password: 'gita1234' } })),
    ).toBe('RATE_LIMITED');
    expect((await dev.calls()).total).toBe(5);
    const login = await client(1, '203.0.113.98').gql(LOGIN, {
      input: { email: 'ram@demo.test', password: 'ram12345' },
    });
    expect(login.errors![0]).toMatchObject({
      message: 'Signing in cannot be completed right now. Please try again shortly.',
      extensions: { code: 'GATEWAY_UNAVAILABLE' },
    });
  });
});

describe('start-up in production', () => {
  const start = (env: Record<string, string>) => {
    const [command, args] = commandOf(dist, 'bff');
    return run(command, args, {
      NODE_ENV: 'production',
      PORT: '0',
      GATEWAY_URL: '',
      REDIS_URL: '',
      WEB_DIST: web,
      ...env,
    });
  };

  it('refuses to start without GATEWAY_URL unless demo mode is asked for, and with insecure cookies', async () => {
    const noGateway = await start({});
    expect(await noGateway.exited).toBe(1);
    expect(noGateway.output()).toMatch(/GATEWAY_URL is required in production; set DEMO_MODE=true/);
    const insecure = await start({ GATEWAY_URL: gatewayUrl, COOKIE_SECURE: 'false' });
    expect(await insecure.exited).toBe(1);
    expect(insecure.output()).toMatch(/COOKIE_SECURE=false is refused in production/);
  });

  it('refuses a Redis that keeps nothing on disk, unless REDIS_PERSISTENCE=none says that is acceptable', async () => {
    const volatile = await startRedis();
    try {
      const refused = await start({
        GATEWAY_URL: gatewayUrl,
        PUBLIC_URL: 'https://bikri.example',
        REDIS_URL: volatile.url,
      });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(/^Redis at REDIS_URL keeps nothing on disk \(appendonly no\)/m);
      const accepted = await start({
        GATEWAY_URL: gatewayUrl,
        PUBLIC_URL: 'https://bikri.example',
        REDIS_URL: volatile.url,
        REDIS_PERSISTENCE: 'none',
      });
      try {
        await vi.waitFor(() => expect(accepted.output()).toMatch(/listening on http:/), {
          timeout: 10_000,
          interval: 50,
        });
        const url = /listening on (http:\/\/\S+)/.exec(accepted.output())![1]!;
        expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({
          status: 'ready',
          redis: { connected: true, persistent: false, evicts: null, full: false, refused: [], ready: true },
        });
      } finally {
        await accepted.stop();
      }
    } finally {
      await volatile.stop();
    }
  });

  it('runs the demo (npm start) with the embedded stand-in and says it is a demo', async () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'bff/package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['start:demo']).toBe(
      'NODE_ENV=production DEMO_MODE=true node --enable-source-maps --import ./dist/tracing.js dist/index.js',
    );
    const data = mkdtempSync(join(tmpdir(), 'bikri-demo-'));
    const [command, args] = commandOf(dist, 'bff');
    const demo = await run(
      command,
      args,
      {
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
        PORT: '0',
        GATEWAY_URL: '',
        REDIS_URL: '',
        WEB_DIST: web,
        GATEWAY_DATA_DIR: data,
      },
      /Demo accounts:[\s\S]*maya@demo\.test/,
    );
    try {
      expect(demo.output()).toMatch(/^DEMO: GATEWAY_URL is not set/m);
      expect(demo.output()).toMatch(/Demo accounts:\n\s+admin@demo\.test/);
      // The mailbox is on the stand-in's own address (not the app's, which answers its HTML there).
      const mailbox = /mailbox: +(http:\/\/\S+)/.exec(demo.output())![1]!;
      expect(((await (await fetch(mailbox)).json()) as { messages: unknown }).messages).toBeInstanceOf(Array);
      const url = /listening on (http:\/\/\S+)/.exec(demo.output())![1]!;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await demo.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
