import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REDIS_REFUSALS, type RedisLinks } from '../stores/redis.ts';
import type { Readiness } from '../transport/health-routes.ts';

/** Seconds: from a fast trusted query to the request deadline (15 s by default). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/** The label of an operation that is not one of the web client's trusted documents. */
export const OTHER_OPERATION = 'other';

/**
 * The BFF's Prometheus metrics, one registry per server, served on a port of their own
 * (`METRICS_PORT`), never on the public one. Every label has a bounded set of values: operation
 * names of the trusted documents or `other`, error codes the server itself gives, the gateway's
 * route templates (ids written `{id}`), HTTP statuses; never an id or anything a user typed.
 */
export class Metrics {
  readonly registry = new Registry();

  /** GraphQL requests over HTTP by operation and outcome (`ok` or the first error's code); `_count` counts them. */
  readonly graphqlRequests = new Histogram({
    name: 'bikri_graphql_request_duration_seconds',
    help: 'GraphQL requests over HTTP, by operation (a trusted document or other) and outcome (ok or the first error code)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** Gateway calls that got an answer, by method, route template and HTTP status. */
  readonly gatewayCalls = new Histogram({
    name: 'bikri_gateway_request_duration_seconds',
    help: 'Gateway calls that got an HTTP answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** Gateway calls that got no answer, by what went wrong. */
  readonly gatewayFailures = new Counter({
    name: 'bikri_gateway_failures_total',
    help: 'Gateway calls without an HTTP answer, by method, route template and kind (timeout, unavailable, in_doubt, bad_response, refused: too many waiting)',
    labelNames: ['method', 'route', 'kind'] as const,
    registers: [this.registry],
  });

  /** `/media/` answers by outcome. */
  readonly mediaDownloads = new Counter({
    name: 'bikri_media_requests_total',
    help: 'Image requests at /media/, by outcome (sent, not_found, bad_request, refused, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Keyed writes (an Idempotency-Key) by what became of them. */
  readonly keyedWrites = new Counter({
    name: 'bikri_keyed_writes_total',
    help: 'Mutations sent with an Idempotency-Key, by outcome (made, not_made: refused with nothing written, replayed, refused: the key not taken, in_doubt)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Answers refused for a rate or count limit, by which. */
  readonly rateLimited = new Counter({
    name: 'bikri_rate_limited_total',
    help: 'Requests refused by a budget, by which (the GraphQL ones by name: login, register, sendEmailCode, verifyEmailCode, sendPasswordCode, resetPassword, changePassword, new_documents, request_cost, kept_writes; media, live_sockets)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  /** Signed-in visits to a first screen's address: sent with its answers, or as the shell and why (transport/first-screen-page.ts). */
  readonly firstScreenPages = new Counter({
    name: 'bikri_first_screen_pages_total',
    help: "Signed-in visits to a first screen's address, by outcome: answered (the page holds the screen's answers), or the shell as it is because too many pages were in the making (busy), the answers took too long (late) or failed (failed)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Gauges read at each scrape: the stores' readiness, why Redis may not be used (with `REDIS_URL`), and the live sockets' counts. */
  watch(
    stores: Readiness,
    live: () => { sockets: number; subscriptions: number },
    redis: Pick<RedisLinks, 'refusals'> | undefined,
  ): void {
    new Gauge({
      name: 'bikri_store_ready',
      help: 'Whether a store this process needs can be used now (1) or not (0)',
      labelNames: ['store'] as const,
      registers: [this.registry],
      collect() {
        for (const [store, state] of Object.entries(stores)) this.set({ store }, state.ready() ? 1 : 0);
      },
    });
    if (redis) {
      new Gauge({
        name: 'bikri_redis_refused',
        help: 'Whether the stores may not use Redis now for this reason (1) or not (0): disconnected, unchecked (no answer to the check since it connected, or for 3 checks), not_persistent, evicts, full',
        labelNames: ['reason'] as const,
        registers: [this.registry],
        collect() {
          const refused = redis.refusals();
          for (const reason of REDIS_REFUSALS) this.set({ reason }, refused.includes(reason) ? 1 : 0);
        },
      });
    }
    new Gauge({
      name: 'bikri_live_sockets',
      help: 'Live (graphql-ws) sockets open on this process',
      registers: [this.registry],
      collect() {
        this.set(live().sockets);
      },
    });
    new Gauge({
      name: 'bikri_live_subscriptions',
      help: 'Subscriptions running on this process’s live sockets',
      registers: [this.registry],
      collect() {
        this.set(live().subscriptions);
      },
    });
  }

  /** Middleware counting each `/media/` answer by outcome once it is sent. */
  countMedia() {
    return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
      res.once('finish', () => {
        const status = res.statusCode;
        const outcome =
          status < 300
            ? 'sent'
            : status === 404
              ? 'not_found'
              : status === 429
                ? 'refused'
                : status < 500
                  ? 'bad_request'
                  : 'failed';
        this.mediaDownloads.inc({ outcome });
        if (outcome === 'refused') this.rateLimited.inc({ limit: 'media' });
      });
      next();
    };
  }

  /** An HTTP server answering `GET /metrics` with this registry, and nothing else. */
  server(): { listen(port: number, host: string): Promise<string>; close(): Promise<void> } {
    const server: Server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    return {
      listen: (port, host) =>
        new Promise((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}/metrics`));
        }),
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }
}

/** Seconds since `started` (a `performance.now()`). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;
