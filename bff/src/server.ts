import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { FIRST_SCREEN_QUERIES } from '@bikri/schema/first-screens';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Config } from './config.ts';
import { createContext, type Context, type Services } from './context.ts';
import { formatError, tagErrors } from './errors.ts';
import { GatewayError } from './gateway/errors.ts';
import { GatewayHttp } from './gateway/http.ts';
import { RoleHints } from './gateway/role-hints.ts';
import { errorText, log } from './log.ts';
import { exportRouter } from './modules/export/export.router.ts';
import { buildAppSchema } from './schema.ts';
import { argumentBounds } from './policies/argument-bounds.ts';
import { compiledExecutor } from './transport/compiled-executor.ts';
import { DocumentCache } from './transport/document-cache.ts';
import { TrustedDocuments } from './transport/trusted-documents.ts';
import { firstScreenPages } from './transport/first-screen-page.ts';
import { CallerAccounts, DocumentAdmission } from './policies/document-admission.ts';
import { GatewayClient } from './gateway/gateway-client.ts';
import { GatewayLoaders } from './gateway/loaders.ts';
import { EmailCodes } from './stores/email-codes.ts';
import { AccountDecisions } from './stores/account-decisions.ts';
import { Inboxes } from './stores/inbox.ts';
import { SharedProducts } from './stores/shared-products.ts';
import { OrderTracking } from './stores/order-tracking.ts';
import { PayoutQrHashes } from './stores/payout-qr-hashes.ts';
import { missingSharePage, sharedProductPage, unavailableSharePage } from './modules/share/share-page.ts';
import { OrderReadings } from './modules/tracking/order-readings.ts';
import { trackingRouter } from './modules/tracking/tracking.router.ts';
import { graphqlRoute, MAX_GRAPHQL_JSON_BYTES } from './transport/graphql-route.ts';
import { answerCompression } from './transport/answer-compression.ts';
import { IdempotentWrites } from './policies/idempotency.ts';
import { Sessions } from './stores/sessions.ts';
import { MemoryKeyValue } from './stores/key-value.ts';
import { RedisLinks } from './stores/redis.ts';
import { requestCostPlugin } from './policies/request-cost.ts';
import { keyedMutationsPlugin } from './policies/keyed-mutations.ts';
import { LiveEvents } from './live/live-events.ts';
import { attachLiveSocket } from './live/live-socket.ts';
import { AccountSockets } from './live/account-sockets.ts';
import { mediaRoute } from './media/media-route.ts';
import { oneLimitedMutation } from './policies/one-limited-mutation.ts';
import { prefetchPlugin } from './transport/prefetch.ts';
import { RateLimits } from './policies/rate-limits.ts';
import { securityHeaders } from './transport/security-headers.ts';
import { healthRoutes } from './transport/health-routes.ts';
import { Metrics } from './observability/metrics.ts';
import { graphqlMetricsPlugin } from './observability/graphql-metrics.ts';
import { currentTraceId } from './observability/traces.ts';

export interface BffServer {
  httpServer: Server;
  /** Starts listening, and the metrics on `METRICS_PORT` when it is set; resolves to the base URL. */
  listen(port: number, host: string): Promise<string>;
  /** Where the metrics are served once listening (`http://host:port/metrics`), if they are. */
  metricsUrl(): string | undefined;
  close(): Promise<void>;
}

/** Tokens a GraphQL document may have, over HTTP and over WebSocket. */
const MAX_TOKENS = 2_000;

/**
 * Heap for parsed and validated documents other than the trusted ones (transport/document-cache.ts):
 * about 2,000 documents of 30 fields, or 64 of the 2,000 tokens a document may have.
 */
const DOCUMENT_CACHE_BYTES = 32 << 20;

/** How long start-up waits for Redis to answer once (to check it keeps what it is given); later it is checked when it answers. */
const REDIS_START_MS = 5_000;

/** Bytes each store may take of this process's memory when there is no Redis (the least recently used go first). */
const MEMORY_STORE_BYTES = {
  sessions: 32 << 20,
  writes: 64 << 20,
  emailCodes: 2 << 20,
  inbox: 64 << 20,
  shares: 32 << 20,
  tracking: 32 << 20,
  sockets: 4 << 20,
  decisions: 4 << 20,
  qrHashes: 4 << 20,
};

/** Answers smaller than this go out as they are: compressing saves less than a packet. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Ties a request's errors to its id for `formatError`, and logs gateway failures with it
 * (internal errors are logged by `formatError`); never the token.
 */
const requestIdPlugin: ApolloServerPlugin<Context> = {
  // Apollo's hooks answer promises; these have nothing to wait for.
  requestDidStart() {
    return Promise.resolve({
      didEncounterErrors({ contextValue, errors, operationName }) {
        tagErrors(errors, contextValue.requestId);
        for (const error of errors) {
          const cause = error.originalError;
          if (cause instanceof GatewayError) {
            const { method, path, status, cause: why } = cause.detail;
            // What was wrong with an answer (an unknown order status…) is named; never a token.
            const reason = typeof why === 'string' ? why : undefined;
            log.warn('gateway', {
              requestId: contextValue.requestId,
              operationName,
              code: cause.code,
              method,
              path,
              status,
              reason,
            });
          }
        }
        return Promise.resolve();
      },
    });
  },
};

/**
 * One deadline per GraphQL request, and its end when the client goes away: the signal the
 * request's gateway calls carry (see context.ts) is aborted at whichever comes first.
 */
function requestDeadline(ms: number) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`The request passed its ${ms} ms deadline`, 'TimeoutError')),
      ms,
    );
    res.once('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) controller.abort(new DOMException('The client went away', 'AbortError'));
    });
    res.locals.signal = controller.signal;
    next();
  };
}

/** Builds the BFF: GraphQL at /graphql, /healthz and /readyz, gateway images at /media/, and in production the built web client. */
export async function createServer(config: Config, gatewayUrl: string): Promise<BffServer> {
  const metrics = new Metrics();
  const http = new GatewayHttp({
    metrics,
    baseUrl: gatewayUrl,
    connectTimeoutMs: config.gatewayConnectTimeoutMs,
    timeoutMs: config.gatewayTimeoutMs,
    maxConnections: config.gatewayMaxConnections,
    maxQueued: config.gatewayMaxQueued,
    memoBytes: config.gatewayAnswerMemoBytes,
    media: {
      maxConnections: config.mediaMaxConnections,
      maxQueued: config.mediaMaxQueued,
      timeoutMs: config.mediaTimeoutMs,
    },
  });
  const roleHints = new RoleHints();
  // Every store shares Redis with `REDIS_URL` (three connections per replica), else each keeps
  // its share of this process's memory (`MEMORY_STORE_BYTES`).
  const redis = config.redisUrl
    ? new RedisLinks(config.redisUrl, {
        requirePersistence: config.isProduction && config.redisPersistence === 'required',
      })
    : undefined;
  await redis?.started(REDIS_START_MS);
  const keyValue = (bytes: number) => redis?.keyValue() ?? new MemoryKeyValue(bytes);
  const limits = RateLimits.create(redis);
  const live = LiveEvents.create(redis);
  const writes = new IdempotentWrites(keyValue(MEMORY_STORE_BYTES.writes), {
    leaseMs: config.requestTimeoutMs + 5_000,
    settleMs: config.writeSettleMs,
  });
  const sessions = new Sessions(keyValue(MEMORY_STORE_BYTES.sessions), {
    idleMs: config.sessionIdleDays * 86_400_000,
    maxAgeMs: config.sessionMaxAgeDays * 86_400_000,
  });
  const emailCodes = new EmailCodes(keyValue(MEMORY_STORE_BYTES.emailCodes));
  const shares = new SharedProducts(keyValue(MEMORY_STORE_BYTES.shares));
  // Tracking pages take answers only where the gateway can be asked about them (decision 022).
  const readings = config.gatewayServiceToken ? new OrderReadings(http, config.gatewayServiceToken) : undefined;
  if (!readings)
    log.warn('tracking', {
      answers: 'off: tracking pages ask their customers nothing',
      set: 'GATEWAY_SERVICE_TOKEN to a gateway token of an admin account',
    });
  const tracking = new OrderTracking(keyValue(MEMORY_STORE_BYTES.tracking), { takesAnswers: Boolean(readings) });
  const inbox = new Inboxes(keyValue(MEMORY_STORE_BYTES.inbox));
  const decisions = new AccountDecisions(keyValue(MEMORY_STORE_BYTES.decisions));
  const qrHashes = new PayoutQrHashes(keyValue(MEMORY_STORE_BYTES.qrHashes));
  // Absolute links start with PUBLIC_URL, else with the address this server listens on (known
  // once `listen` has bound it); never with a request's Host header.
  let listeningAt = '';
  const publicUrl = () => config.publicUrl ?? listeningAt;
  const services: Services = {
    config,
    http,
    roleHints,
    limits,
    live,
    writes,
    sessions,
    emailCodes,
    shares,
    tracking,
    inbox,
    decisions,
    qrHashes,
    metrics,
    publicUrl,
  };
  const app = express();
  app.disable('x-powered-by');
  // No ETag hashed over every answer: GraphQL answers are POSTs nothing revalidates. Static
  // files keep theirs (serve-static).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const httpServer = createHttpServer(app);

  const armor = new ApolloArmor({
    // Fields count, fragments do not: a page's rows sit in a fragment inside `edges { node }`.
    maxDepth: { n: 8, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 10 },
    // Counted by graphql-js's own parser instead (`parseOptions` below): armor parses the query a
    // second time in a plugin, and a syntax error there left Apollo as an unexpected error, a
    // 500 with GRAPHQL_VALIDATION_FAILED instead of a 400 with GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    // Armor's cost grows with depth, which every connection adds, and not with list sizes, which
    // are what a request here costs: policies/request-cost.ts bounds those instead.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: config.isProduction },
  });
  const protection = armor.protect();
  const schema = await buildAppSchema(live.pubSub);
  const validationRules = [...protection.validationRules, oneLimitedMutation];
  // The web client's documents, parsed and validated once (start-up fails if one does not validate).
  const trusted = new TrustedDocuments(schema, validationRules);
  const documents = new DocumentCache(trusted, DOCUMENT_CACHE_BYTES);
  const admission = new DocumentAdmission(trusted, documents, limits, {
    sandbox: config.sandbox,
    maxTokens: MAX_TOKENS,
  });
  const accounts = new CallerAccounts(
    async (token, signal) =>
      (await new GatewayLoaders(new GatewayClient(http, token, signal), roleHints.for(token)).viewer())?._id,
  );
  const apollo = new ApolloServer<Context>({
    gateway: compiledExecutor(schema, trusted),
    // Documents by the SHA-256 of their text: the trusted ones always, others bounded in bytes.
    documentStore: documents.apollo,
    // Only the trusted documents go by id (graphql-route.ts): no client can add to them.
    persistedQueries: false,
    introspection: config.sandbox,
    csrfPrevention: true,
    // index.ts stops the server (and the embedded stand-in) on SIGINT/SIGTERM itself.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    formatError,
    // Compact JSON: Apollo pretty-prints by default, which costs time on long lists.
    stringifyResult: (result) => JSON.stringify(result),
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules,
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<Context>[]),
      requestIdPlugin,
      graphqlMetricsPlugin<Context>(metrics, trusted),
      keyedMutationsPlugin<Context>(),
      argumentBounds,
      requestCostPlugin<Context>(config.requestCostPerSecond),
      prefetchPlugin,
      // No cache hints are used; its per-field hook is pure cost.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  // Subscriptions: the same path over WebSocket, the same session and validation rules.
  const liveSocket = attachLiveSocket(
    httpServer,
    schema,
    services,
    protection.validationRules,
    MAX_TOKENS,
    { admission, cache: documents },
    new AccountSockets(keyValue(MEMORY_STORE_BYTES.sockets)),
  );

  app.use((req: Request, res: Response, next: NextFunction) => {
    // With traces on, a request is known by its trace's id in logs, answers and the trace store.
    const requestId = currentTraceId() ?? randomUUID();
    res.locals.requestId = requestId;
    res.set('x-request-id', requestId);
    next();
  });
  // Answers of COMPRESS_MIN_BYTES and more: GraphQL answers and shared product pages whole, a CSV
  // export as it streams; the built files are compressed by the build.
  const { whole: compressWhole, streamed: compressStreamed } = answerCompression({
    minBytes: COMPRESS_MIN_BYTES,
    brotliQuality: config.compressBrotliQuality,
    gzipLevel: config.compressGzipLevel,
  });
  app.use(securityHeaders(config));
  app.use(cookieParser());

  const stores = { sessions, writes, limits, live, inbox, shares, tracking };
  app.use(healthRoutes(http, redis, stores));
  metrics.watch(stores, () => liveSocket.counts(), redis);
  const metricsServer = config.metricsPort === undefined ? undefined : metrics.server();
  let metricsUrl: string | undefined;

  // A shared product's public page: anyone may open it, no session, no gateway call.
  app.get('/p/:id', async (req: Request<{ id: string }>, res: Response) => {
    res.set('Cache-Control', 'no-cache');
    let found: Awaited<ReturnType<SharedProducts['find']>>;
    try {
      found = await shares.find(req.params.id);
    } catch (error) {
      log.warn('shares', { unavailable: errorText(error) });
      res
        .status(503)
        .type('html')
        .send(compressWhole(req, res, unavailableSharePage()));
      return;
    }
    if (!found)
      res
        .status(404)
        .type('html')
        .send(compressWhole(req, res, missingSharePage()));
    else res.type('html').send(compressWhole(req, res, sharedProductPage(found.product, found.available, publicUrl())));
  });

  // An order's tracking page: its customer's, with no account; one answer by a plain form, checked at the gateway.
  app.use(trackingRouter({ tracking, inbox, live, http, readings, sessions, compress: compressWhole }));

  app.get(
    '/media/{*path}',
    metrics.countMedia(),
    mediaRoute(http, config.mediaUrlSecret, {
      cacheBytes: config.mediaCacheBytes,
      transforms: config.mediaTransforms,
      sendingBytes: config.mediaSendingBytes,
      maxPerAddress: config.mediaMaxPerAddress,
      timeoutMs: config.mediaTimeoutMs,
    }),
  );

  // Who sends each API request: the session its cookie names, or a token the client sends itself.
  app.use(['/graphql', '/export'], (req: Request, res: Response, next: NextFunction) => {
    sessions.credentialOf(req, req.cookies as Record<string, string> | undefined).then((credential) => {
      res.locals.credential = credential;
      next();
    }, next);
  });

  app.use(
    '/graphql',
    requestDeadline(config.requestTimeoutMs),
    graphqlUploadExpress({
      maxFileSize: config.uploadMaxFileBytes,
      maxFiles: config.uploadMaxFiles,
      maxFieldSize: MAX_GRAPHQL_JSON_BYTES,
    }),
    express.json({ limit: MAX_GRAPHQL_JSON_BYTES }),
    graphqlRoute(
      apollo,
      (req, res) => createContext(services, req, res),
      writes,
      compressWhole,
      admission,
      accounts,
      metrics,
    ),
  );

  app.use(
    '/export',
    compressStreamed,
    requestDeadline(config.requestTimeoutMs),
    exportRouter((req, res) => createContext(services, req, res)),
  );

  if (config.isProduction) {
    // The build writes the landing page prerendered into index.html, the sign-in pages into
    // <address>.html and the empty app into shell.html (web/prerender.ts): `/` gets the first, a
    // sign-in page's address its own, every other address the shell.
    const index = join(config.webDist, 'index.html');
    const shell = join(config.webDist, 'shell.html');
    const firstScreens = join(config.webDist, 'first-screens.json');
    if (existsSync(index) && existsSync(shell)) {
      const prerendered = new Set(
        readdirSync(config.webDist)
          .filter((name) => name.endsWith('.html') && name !== 'index.html' && name !== 'shell.html')
          .map((name) => `/${name.slice(0, -'.html'.length)}`),
      );
      // The built files, each as its .br or .gz variant written by the build (web/precompress.ts)
      // when the client's Accept-Encoding allows, with Vary; `/` is the folder's index. Names under
      // assets/ carry a hash of their content and are kept for a year; the rest revalidates on
      // every visit (ETag, Last-Modified: 304).
      const hashed = join(config.webDist, 'assets') + sep;
      const files = expressStaticGzip(config.webDist, {
        enableBrotli: true,
        orderPreference: ['br'],
        index: 'index.html',
        serveStatic: {
          index: false,
          cacheControl: false,
          setHeaders: (res, path) =>
            res.setHeader(
              'Cache-Control',
              path.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache',
            ),
        },
      });
      app.use(files);
      // A signed-in visit to a first screen: the shell with the screen's answers.
      app.get(
        Object.keys(FIRST_SCREEN_QUERIES),
        firstScreenPages({
          apollo,
          trusted,
          sessions,
          contextOf: (req, res) => createContext(services, req, res),
          compress: compressWhole,
          shell: readFileSync(shell, 'utf8'),
          preloads: existsSync(firstScreens)
            ? (JSON.parse(readFileSync(firstScreens, 'utf8')) as Record<string, string>)
            : {},
          maxConcurrent: config.firstScreenMaxConcurrent,
          waitMs: config.firstScreenWaitMs,
          counted: (outcome) => metrics.firstScreenPages.inc({ outcome }),
        }),
      );
      // Every other address: its page or the shell, through the same middleware so that it is
      // negotiated and revalidated alike, by rewriting the URL as the middleware itself does for the index.
      app.get('/{*path}', (req, res, next) => {
        req.url = prerendered.has(req.path) ? `${req.path}.html` : '/shell.html';
        files(req, res, next);
      });
      // A prerendered form the browser sent itself, before the app took it over (its method is POST,
      // web/src/features/auth/auth-form.tsx): the page again, to fill in once the app runs.
      if (prerendered.size > 0) app.post([...prerendered], (req, res) => res.redirect(303, req.path));
    } else {
      app.get('/', (_req, res) => {
        res
          .type('html')
          .send(
            '<!doctype html><title>Bikri</title><p>The web client is not built yet: run <code>npm run build</code>. The API is at <a href="/graphql">/graphql</a>.</p>',
          );
      });
    }
  }

  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status =
      typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 500;
    const message =
      (error as { type?: unknown }).type === 'entity.too.large'
        ? `A GraphQL request may carry at most ${MAX_GRAPHQL_JSON_BYTES / 1024} KB of JSON (files go in a multipart upload).`
        : status < 500
          ? (error as Error).message
          : 'Something went wrong on our side. Please try again.';
    if (status >= 500)
      log.error('http', { requestId: res.locals.requestId, error: (error as Error).stack ?? String(error) });
    res.status(status).json({
      errors: [
        {
          message,
          extensions: {
            code: status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR',
            requestId: res.locals.requestId as string,
          },
        },
      ],
    });
  });

  return {
    httpServer,
    async listen(port, host) {
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const { port: actual } = httpServer.address() as AddressInfo;
          listeningAt = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}`;
          resolve();
        });
      });
      if (metricsServer && config.metricsPort !== undefined)
        metricsUrl = await metricsServer.listen(config.metricsPort, host);
      return listeningAt;
    },
    metricsUrl: () => metricsUrl,
    async close() {
      await metricsServer?.close();
      // Sockets first: the HTTP server's drain waits for connections, and a socket never ends by itself.
      await liveSocket.close();
      await apollo.stop();
      await http.close();
      await redis?.close();
    },
  };
}
