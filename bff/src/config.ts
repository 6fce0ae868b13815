import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILE_MB } from '@bikri/schema/media';
import { DEFAULT_MEMO_MB } from './gateway/answer-memo.ts';
import { LOG_LEVELS } from './log.ts';

/**
 * Every setting of the BFF, read from the environment once at start-up and validated; start-up
 * fails with the list of what is wrong. Nothing else reads `process.env`.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** The lowest level of log line written (`LOG_LEVEL`: fatal, error, warn, info, debug, trace or silent). */
  logLevel: (typeof LOG_LEVELS)[number];
  /** The port of the Prometheus metrics (`GET /metrics`), never the public one; unset: no metrics served. */
  metricsPort: number | undefined;
  /** The provider's REST gateway; unset means "start the stand-in in-process". */
  gatewayUrl: string | undefined;
  /** Where the embedded stand-in keeps its data. */
  gatewayDataDir: string;
  gatewayConnectTimeoutMs: number;
  gatewayTimeoutMs: number;
  gatewayMaxConnections: number;
  /** Gateway calls allowed to wait for a connection; beyond it calls fail fast (GATEWAY_UNAVAILABLE). */
  gatewayMaxQueued: number;
  /** Bytes of large gateway answers kept with what they parsed to, so the same bytes are not parsed again (0: none). */
  gatewayAnswerMemoBytes: number;
  /**
   * A gateway token of an admin account, for the reads the BFF makes on no user's behalf (an
   * order's status when its customer answers on the tracking page); unset, the page takes no
   * answers. Never logged.
   */
  gatewayServiceToken: string | undefined;
  /** One deadline for a whole GraphQL request: its gateway calls are aborted when it passes. */
  requestTimeoutMs: number;
  /** How long after a write in doubt it may still arrive at the gateway: a retry under its Idempotency-Key writes nothing before. */
  writeSettleMs: number;
  /** Run the embedded stand-in with its demo accounts even in production (`npm start`). */
  demoMode: boolean;
  /**
   * This site's address for the absolute links it makes (shared pages, their previews), such as
   * `https://bikri.example`; required in production unless `demoMode`. Unset, links use the
   * address the server listens on, never a request's Host header.
   */
  publicUrl: string | undefined;
  /** The store every replica shares (sessions, keyed writes, limits, live messages…); unset keeps them in this process's memory. */
  redisUrl: string | undefined;
  /**
   * `required`: production refuses a Redis that keeps nothing on disk (restarted, it would forget
   * which writes were made and sign everyone out); `none` accepts one.
   */
  redisPersistence: 'required' | 'none';
  /** Express `trust proxy`: which hops may set X-Forwarded-For (the client address of rate limits). */
  trustProxy: boolean | number | string;
  /** The upload size limit the client states and checks too (schema/src/media.ts), so not configurable. */
  uploadMaxFileBytes: number;
  uploadMaxFiles: number;
  /** Bytes of gateway images (`/media/…`, originals and sized copies) kept in memory, least recently used dropped first (0: none). */
  mediaCacheBytes: number;
  /** Image copies made at once; more wait their turn. */
  mediaTransforms: number;
  /** Key of the signatures in `/media/` addresses (media/media-links.ts); random per start when unset. */
  mediaUrlSecret: string;
  /** Connections of the gateway pool that image downloads use, apart from the API calls' pool. */
  mediaMaxConnections: number;
  /** Image downloads allowed to wait for one of those; beyond it `/media/` answers 502 at once. */
  mediaMaxQueued: number;
  /** Deadline of a whole image download, however slowly its client reads. */
  mediaTimeoutMs: number;
  /** `/media/` downloads one client address (an IPv6 address by its /64) may have under way at once; beyond it 429. */
  mediaMaxPerAddress: number;
  /** What one caller's GraphQL requests may cost each second in one replica (policies/request-cost.ts). */
  requestCostPerSecond: number;
  /** First-screen pages with their answers one replica makes at once; beyond it the shell goes out as it is (transport/first-screen-page.ts). */
  firstScreenMaxConcurrent: number;
  /** How long a first-screen page waits for its answers before the shell goes out as it is. */
  firstScreenWaitMs: number;
  /** Bytes of images held for `/media/` answers being sent, each image once however many receive it; beyond it 429. */
  mediaSendingBytes: number;
  /** A session ends after this many days unused, and at `sessionMaxAgeDays` in any case. */
  sessionIdleDays: number;
  sessionMaxAgeDays: number;
  cookieSecure: boolean;
  /** Introspection and the Apollo Sandbox landing page at /graphql. */
  sandbox: boolean;
  /** The built web client served in production mode. */
  webDist: string;
  /** Brotli quality (0-11) of answers compressed as they are sent (GraphQL, CSV exports); the web app's files are compressed at build time. */
  compressBrotliQuality: number;
  /** gzip level (1-9) of the same answers, for clients without brotli. */
  compressGzipLevel: number;
}

type Env = Record<string, string | undefined>;

const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

export function readConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = (env.NODE_ENV ?? 'development') as Config['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }
  const isProduction = nodeEnv === 'production';

  let gatewayUrl = env.GATEWAY_URL?.trim() || undefined;
  if (gatewayUrl) {
    try {
      const url = new URL(gatewayUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      gatewayUrl = url.toString().replace(/\/$/, '');
    } catch {
      problems.push(`GATEWAY_URL must be an http(s) URL (got "${env.GATEWAY_URL}")`);
      gatewayUrl = undefined;
    }
  }

  let publicUrl = env.PUBLIC_URL?.trim() || undefined;
  if (publicUrl) {
    try {
      const url = new URL(publicUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      // No path, query, fragment or credentials: links are this origin followed by their own path.
      if (url.href !== `${url.origin}/`) throw new Error('more than an origin');
      publicUrl = url.origin;
    } catch {
      problems.push(
        `PUBLIC_URL must be an http(s) URL with no path or query, such as https://bikri.example (got "${env.PUBLIC_URL}")`,
      );
      publicUrl = undefined;
    }
  }

  let redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl) {
    try {
      const url = new URL(redisUrl);
      if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error('protocol');
    } catch {
      problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got "${env.REDIS_URL}")`);
      redisUrl = undefined;
    }
  }

  const redisPersistence = (env.REDIS_PERSISTENCE?.trim() || 'required') as Config['redisPersistence'];
  if (!['required', 'none'].includes(redisPersistence))
    problems.push(`REDIS_PERSISTENCE must be required or none (got "${env.REDIS_PERSISTENCE}")`);

  const trustProxyRaw = env.TRUST_PROXY?.trim() || 'loopback';
  let trustProxy: boolean | number | string = trustProxyRaw;
  if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
  else if (['true', 'false'].includes(trustProxyRaw.toLowerCase())) trustProxy = trustProxyRaw.toLowerCase() === 'true';
  else if (!/^[\w.:/, -]+$/.test(trustProxyRaw))
    problems.push(
      `TRUST_PROXY must be a hop count, true, false, or addresses/subnets such as "loopback, uniquelocal" (got "${env.TRUST_PROXY}")`,
    );

  const demoMode = flag('DEMO_MODE', false);
  const cookieSecure = flag('COOKIE_SECURE', true);
  if (isProduction && !gatewayUrl && !demoMode && !problems.some((p) => p.startsWith('GATEWAY_URL'))) {
    problems.push(
      'GATEWAY_URL is required in production; set DEMO_MODE=true to run the embedded stand-in with its demo accounts instead',
    );
  }
  if (isProduction && !publicUrl && !demoMode && !problems.some((p) => p.startsWith('PUBLIC_URL'))) {
    problems.push(
      'PUBLIC_URL is required in production: the address people reach this site at, for the links it makes (such as https://bikri.example); DEMO_MODE=true uses the address it listens on',
    );
  }
  if (isProduction && !cookieSecure) {
    problems.push(
      'COOKIE_SECURE=false is refused in production: the session cookie must be Secure (serve over HTTPS; browsers accept Secure cookies on http://localhost)',
    );
  }

  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);

  // What is wrong with the token is said by its length only: it is a credential.
  const gatewayServiceToken = env.GATEWAY_SERVICE_TOKEN?.trim() || undefined;
  if (gatewayServiceToken !== undefined && !/^[\x21-\x7e]{1,4096}$/.test(gatewayServiceToken))
    problems.push(
      `GATEWAY_SERVICE_TOKEN must be up to 4096 printable ASCII characters with no spaces (got ${gatewayServiceToken.length} characters)`,
    );

  const mediaUrlSecret = env.MEDIA_URL_SECRET ?? '';
  if (mediaUrlSecret !== '' && mediaUrlSecret.length < 32)
    problems.push(`MEDIA_URL_SECRET must be at least 32 characters (got ${mediaUrlSecret.length})`);

  const config: Config = {
    nodeEnv,
    isProduction,
    port: integer('PORT', 4000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    logLevel,
    metricsPort: env.METRICS_PORT?.trim() ? integer('METRICS_PORT', 0, 0, 65535) : undefined,
    gatewayUrl,
    gatewayDataDir: resolve(env.GATEWAY_DATA_DIR?.trim() || resolve(repoRoot, '.data/gateway')),
    gatewayConnectTimeoutMs: integer('GATEWAY_CONNECT_TIMEOUT_MS', 3_000, 100, 60_000),
    gatewayTimeoutMs: integer('GATEWAY_TIMEOUT_MS', 10_000, 100, 300_000),
    gatewayMaxConnections: integer('GATEWAY_MAX_CONNECTIONS', 32, 1, 1_024),
    gatewayMaxQueued: integer('GATEWAY_MAX_QUEUED', 128, 0, 100_000),
    gatewayAnswerMemoBytes: integer('GATEWAY_ANSWER_MEMO_MB', DEFAULT_MEMO_MB, 0, 4_096) * 1024 * 1024,
    gatewayServiceToken,
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 15_000, 500, 600_000),
    writeSettleMs: integer('WRITE_SETTLE_SECONDS', 30, 0, 3_600) * 1000,
    demoMode,
    publicUrl,
    redisUrl,
    redisPersistence,
    trustProxy,
    uploadMaxFileBytes: UPLOAD_MAX_FILE_BYTES,
    uploadMaxFiles: integer('UPLOAD_MAX_FILES', 8, 1, 20),
    mediaCacheBytes: integer('MEDIA_CACHE_MB', 64, 0, 4_096) * 1024 * 1024,
    mediaTransforms: integer('MEDIA_TRANSFORMS', 2, 1, 64),
    mediaUrlSecret: mediaUrlSecret || randomBytes(32).toString('base64url'),
    mediaMaxConnections: integer('MEDIA_MAX_CONNECTIONS', 8, 1, 1_024),
    mediaMaxQueued: integer('MEDIA_MAX_QUEUED', 16, 0, 100_000),
    mediaTimeoutMs: integer('MEDIA_TIMEOUT_MS', 30_000, 500, 600_000),
    mediaMaxPerAddress: integer('MEDIA_MAX_PER_ADDRESS', 8, 1, 1_024),
    // At least one request of the most a request may cost.
    requestCostPerSecond: integer('REQUEST_COST_PER_SECOND', 4_000, 1_000, 10_000_000),
    // 0 sends every page as the shell.
    firstScreenMaxConcurrent: integer('FIRST_SCREEN_MAX_CONCURRENT', 16, 0, 1_024),
    firstScreenWaitMs: integer('FIRST_SCREEN_WAIT_MS', 500, 50, 10_000),
    // At least room for one image of the largest size an upload may have.
    mediaSendingBytes: integer('MEDIA_SENDING_MB', 64, UPLOAD_MAX_FILE_MB, 4_096) * 1024 * 1024,
    sessionIdleDays: integer('SESSION_IDLE_DAYS', 30, 1, 3650),
    sessionMaxAgeDays: integer('SESSION_MAX_AGE_DAYS', 3650, 1, 3650),
    cookieSecure,
    // On in development, and in any demo that runs the embedded stand-in; opt-in in production.
    sandbox: flag('GRAPHQL_SANDBOX', !isProduction || !gatewayUrl),
    webDist: resolve(env.WEB_DIST?.trim() || resolve(repoRoot, 'web/dist')),
    compressBrotliQuality: integer('COMPRESS_BROTLI_QUALITY', 1, 0, 11),
    compressGzipLevel: integer('COMPRESS_GZIP_LEVEL', 1, 1, 9),
  };

  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return config;
}
