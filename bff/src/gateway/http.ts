import { errors as undiciErrors, Pool, type FormData } from 'undici';
import { secondsSince, type Metrics } from '../observability/metrics.ts';
import { AnswerMemo, DEFAULT_MEMO_MB } from './answer-memo.ts';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';

export interface GatewayHttpOptions {
  /** The gateway's base URL, e.g. `https://api.example.com` or `http://127.0.0.1:4010`. */
  baseUrl: string;
  connectTimeoutMs: number;
  /** Limit for the answer's headers, and separately for each pause in its body. */
  timeoutMs: number;
  maxConnections: number;
  /** Calls allowed to wait for a free connection; past it calls fail fast as UNAVAILABLE. */
  maxQueued?: number;
  /** Answers larger than this are refused as bad responses. */
  maxAnswerBytes?: number;
  /** Bytes of large GET answers kept with their parsed value (see `AnswerMemo`); 0 keeps none. */
  memoBytes?: number;
  /** Image downloads (`media()`): a pool, admission count and deadline of their own. */
  media?: MediaPoolOptions;
  /** Where each call's duration and status, or its failure, is counted. */
  metrics?: Metrics;
}

export interface MediaPoolOptions {
  maxConnections: number;
  /** Downloads allowed to wait for a free connection; past it downloads fail fast as UNAVAILABLE. */
  maxQueued: number;
  /** Deadline of a whole download, from asking to the last byte. */
  timeoutMs: number;
}

const MEDIA_DEFAULTS: MediaPoolOptions = { maxConnections: 8, maxQueued: 16, timeoutMs: 30_000 };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface GatewayRequest {
  method: HttpMethod;
  path: string;
  /** The path with its ids written `{id}`, for metrics (`path` when it has none). */
  route?: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  token?: string;
  /** A sign-in or registration: a 401 then means the credentials were refused, not the session. */
  credentials?: boolean;
  /** The GraphQL request's signal: aborted at its deadline or when its client goes away. */
  signal?: AbortSignal;
}

/** An image (or any file) the gateway serves, read whole. */
export interface MediaAnswer {
  status: number;
  contentType: string;
  bytes: Buffer;
}

/** One GET several callers wait for; aborted only once none of them is left. */
interface SharedCall {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function isConnectionReset(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && RESET_CODES.has(code);
}

/** Failures that happen before a request leaves: refused or unreachable connections. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The call certainly never reached the gateway: its connection was never made. */
function neverSent(error: unknown): boolean {
  if (error instanceof undiciErrors.ConnectTimeoutError) return true;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && NOT_SENT_CODES.has(code);
}

/**
 * A call that changes something at the gateway. Sign-in is a POST that changes nothing: its lost
 * answer is an ordinary failure.
 */
const isWrite = (request: GatewayRequest) => request.method !== 'GET' && !request.credentials;

class AnswerTooLarge extends Error {}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type PoolAnswer = Awaited<ReturnType<Pool['request']>>;

/**
 * `pool.request` with its signal, settled at the abort. undici aborts a call that waits for a
 * free connection only once it reaches one (it is then dropped unsent): without this, a call given
 * up at its request's deadline would keep its caller waiting for as long as the queue ahead of it.
 */
/** A rejection reason as an Error (an abort's reason is whatever was passed to abort()). */
function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

function requestUntilAborted(
  pool: Pool,
  options: Parameters<Pool['request']>[0] & { signal: AbortSignal },
): Promise<PoolAnswer> {
  const { signal } = options;
  const call = pool.request(options);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(asError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    call.then(
      (answer) => {
        signal.removeEventListener('abort', onAbort);
        // An answer that came after its caller left: nobody reads it.
        if (signal.aborted) answer.body.destroy();
        else resolve(answer);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(asError(error));
      },
    );
  });
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message.trim();
    return message || undefined;
  }
  return undefined;
}

/** A bound on calls under way at once: one more fails at once (back-pressure) rather than queueing. */
class Admission {
  private active = 0;

  constructor(
    private readonly max: number,
    private readonly cause: string,
  ) {}

  get pending(): number {
    return this.active;
  }

  /** Takes a place or throws UNAVAILABLE; the function it answers gives the place back, once. */
  enter(where: { method: string; path: string }): () => void {
    if (this.active >= this.max)
      throw new GatewayError('UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE, {
        method: where.method,
        path: where.path,
        cause: this.cause,
      });
    this.active += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
    };
  }
}

/**
 * The one connection to the provider's gateway: a keep-alive undici pool with connect, header
 * and body timeouts (and one of its own for image downloads), JSON or multipart bodies, and the
 * one mapping from HTTP outcomes and network failures to `GatewayError`. GETs are retried once
 * after a connection reset; writes never are, so an order is never placed twice.
 */
export class GatewayHttp {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly maxAnswerBytes: number;
  private readonly overallTimeoutMs: number;
  /** Calls admitted at once: every connection busy plus `maxQueued` waiting. */
  private readonly calls: Admission;
  /** Image downloads' own connections and count, so that downloads never take an API call's. */
  private readonly mediaPool: Pool;
  private readonly downloads: Admission;
  private readonly mediaTimeoutMs: number;
  /** GETs on their way, by caller and address: identical concurrent reads share one call. */
  private readonly inFlight = new Map<string, SharedCall>();
  /** Image links on the gateway's origin, in JSON strings (plain or with escaped slashes). */
  private readonly mediaLinks: RegExp;
  /** Large GET answers' bytes and what they parsed to, so the same bytes are not parsed again. */
  private readonly memo: AnswerMemo;
  private readonly metrics: Metrics | undefined;

  constructor(options: GatewayHttpOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.maxAnswerBytes = options.maxAnswerBytes ?? 50 * 1024 * 1024;
    this.memo = new AnswerMemo(options.memoBytes ?? DEFAULT_MEMO_MB * 1024 * 1024);
    this.metrics = options.metrics;
    this.overallTimeoutMs = options.connectTimeoutMs + options.timeoutMs * 3;
    this.calls = new Admission(options.maxConnections + (options.maxQueued ?? 128), 'too many gateway calls waiting');
    this.mediaLinks = new RegExp(`"${escapeRegExp(url.origin).replace(/\//g, '\\\\?/')}(\\\\?/)`, 'g');
    this.pool = new Pool(url.origin, {
      connections: options.maxConnections,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4_000,
    });
    const media = options.media ?? MEDIA_DEFAULTS;
    this.downloads = new Admission(media.maxConnections + media.maxQueued, 'too many image downloads waiting');
    this.mediaTimeoutMs = media.timeoutMs;
    this.mediaPool = new Pool(url.origin, {
      connections: media.maxConnections,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4_000,
    });
  }

  /** Calls admitted and not yet settled (running or waiting for a connection). */
  get pending(): number {
    return this.calls.pending;
  }

  /**
   * Sends one call and answers the parsed JSON body, or throws a `GatewayError`. A GET that the
   * same caller already has on its way is not sent again: both wait for the one answer, which is
   * forgotten as soon as it arrives (single-flight: no call is answered without the gateway). A
   * large answer that comes back byte for byte as before answers the value parsed before
   * (`AnswerMemo`). Answers are therefore shared between requests and must be treated as
   * read-only. A caller whose signal aborts stops waiting at once; the shared call itself is
   * aborted only when no caller waits for it.
   */
  send(request: GatewayRequest): Promise<unknown> {
    if (request.signal?.aborted) return Promise.reject(this.abortFailure(request, request.signal.reason));
    if (request.method !== 'GET' || request.form || request.json !== undefined)
      return this.admit(request, request.signal, undefined);
    const key = `${request.token ?? ''}\n${request.path}\n${request.query ? new URLSearchParams(request.query).toString() : ''}`;
    let shared = this.inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const call: SharedCall = {
        controller,
        waiters: 0,
        promise: this.admit(request, controller.signal, key).finally(() => {
          if (this.inFlight.get(key) === call) this.inFlight.delete(key);
        }),
      };
      // Callers may all leave before it settles; nobody else reads this rejection then.
      call.promise.catch(() => undefined);
      this.inFlight.set(key, call);
      shared = call;
    }
    return this.wait(shared, key, request);
  }

  private wait(shared: SharedCall, key: string, request: GatewayRequest): Promise<unknown> {
    const { signal } = request;
    shared.waiters += 1;
    return new Promise((resolve, reject) => {
      let waiting = true;
      const leave = () => {
        if (!waiting) return false;
        waiting = false;
        shared.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        if (shared.waiters === 0) {
          // The last one waiting has gone: nobody needs the answer any more.
          if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
          shared.controller.abort(signal!.reason);
        }
        reject(this.abortFailure(request, signal!.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => leave() && resolve(value),
        (error: unknown) => leave() && reject(asError(error)),
      );
    });
  }

  /**
   * Admits a call if the pool's queue has room, otherwise fails at once (back-pressure). `key`:
   * a GET's caller and address (see `send`), under which its answer is memoized (`AnswerMemo`).
   */
  private async admit(
    request: GatewayRequest,
    signal: AbortSignal | undefined,
    key: string | undefined,
  ): Promise<unknown> {
    let leave: () => void;
    try {
      leave = this.calls.enter(request);
    } catch (error) {
      this.metrics?.gatewayFailures.inc({
        method: request.method,
        route: request.route ?? request.path,
        kind: 'refused',
      });
      throw error;
    }
    try {
      return await this.sendOnce(request, signal, key);
    } finally {
      leave();
    }
  }

  private async sendOnce(
    request: GatewayRequest,
    signal: AbortSignal | undefined,
    key: string | undefined,
  ): Promise<unknown> {
    try {
      return await this.attempt(request, signal, key);
    } catch (error) {
      const reset = error instanceof GatewayError && isConnectionReset(error.detail.cause);
      if (request.method === 'GET' && reset && !signal?.aborted) return this.attempt(request, signal, key);
      throw error;
    }
  }

  /**
   * Reads a file from the gateway's origin whole (the images its answers link to, rewritten to
   * `/media/…`), without the caller's token, on the downloads' own pool: the connection is free
   * again as soon as the last byte is in, however slowly the file is then sent on. Admitted while
   * that pool's queue has room; cut off at the downloads' deadline; a file larger than `maxBytes`
   * is a bad response.
   */
  async media(path: string, maxBytes: number): Promise<MediaAnswer> {
    const where = { method: 'GET', path };
    const fail = (code: GatewayError['code'], message: string, status?: number, cause?: unknown) =>
      new GatewayError(code, message, { ...where, status, cause });
    const leave = this.downloads.enter(where);
    try {
      const answer = await requestUntilAborted(this.mediaPool, {
        method: 'GET',
        path,
        headers: { accept: 'image/*' },
        signal: AbortSignal.timeout(this.mediaTimeoutMs),
      });
      const type = answer.headers['content-type'];
      const contentType = (Array.isArray(type) ? type[0] : type) ?? '';
      return { status: answer.statusCode, contentType, bytes: await this.readBody(answer.body, undefined, maxBytes) };
    } catch (error) {
      if (error instanceof AnswerTooLarge) throw fail('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, undefined, error);
      throw this.networkFailure(error, fail);
    } finally {
      leave();
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.mediaPool.close()]);
  }

  /** One exchange with the gateway, counted: its duration by status, or its failure by kind. */
  private async attempt(
    request: GatewayRequest,
    signal: AbortSignal | undefined,
    key: string | undefined,
  ): Promise<unknown> {
    const started = performance.now();
    const labels = { method: request.method, route: request.route ?? request.path };
    let status: number | undefined;
    try {
      return await this.exchange(request, signal, key, (answered) => (status = answered));
    } catch (error) {
      if (status === undefined && error instanceof GatewayError)
        this.metrics?.gatewayFailures.inc({ ...labels, kind: error.code.toLowerCase() });
      throw error;
    } finally {
      if (status !== undefined)
        this.metrics?.gatewayCalls.observe({ ...labels, status: String(status) }, secondsSince(started));
    }
  }

  private async exchange(
    request: GatewayRequest,
    signal: AbortSignal | undefined,
    key: string | undefined,
    answered: (status: number) => void,
  ): Promise<unknown> {
    const { method, path } = request;
    const fail = (code: GatewayError['code'], message: string, status?: number, cause?: unknown) =>
      new GatewayError(code, message, { method, path, status, cause });
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token) headers.token = request.token;
    let body: string | FormData | undefined;
    if (request.form) {
      body = request.form;
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }

    const timeout = AbortSignal.timeout(this.overallTimeoutMs);
    let answer: PoolAnswer;
    try {
      answer = await requestUntilAborted(this.pool, {
        method,
        path: `${this.basePath}${path}${query}`,
        headers,
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (isWrite(request) && !neverSent(error))
        throw fail('IN_DOUBT', GATEWAY_MESSAGES.IN_DOUBT, undefined, signal?.aborted ? signal.reason : error);
      throw signal?.aborted ? this.abortFailure(request, signal.reason) : this.networkFailure(error, fail);
    }

    const status = answer.statusCode;
    answered(status);
    const isJson = /\bjson\b/i.test(String(answer.headers['content-type'] ?? ''));
    // A read answered with exactly the bytes it was answered with last time parses as it did then.
    const memoKey = key !== undefined && isJson && status >= 200 && status < 300 ? key : undefined;
    const known = memoKey === undefined ? undefined : this.memo.find(memoKey);
    let bytes: Buffer;
    try {
      bytes = await this.readBody(answer.body, known?.bytes);
    } catch (error) {
      if (isWrite(request) && status < 400) throw fail('IN_DOUBT', GATEWAY_MESSAGES.IN_DOUBT, status, error);
      if (error instanceof AnswerTooLarge) throw fail('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, status, error);
      throw signal?.aborted ? this.abortFailure(request, signal.reason) : this.networkFailure(error, fail);
    }
    if (known && bytes === known.bytes) return known.value;
    const text = bytes.toString('utf8');
    let parsed: unknown;
    let parsedOk = false;
    if (isJson && text !== '') {
      try {
        // Links to the gateway's own files become `/media/…` on the BFF: one origin for the browser.
        parsed = JSON.parse(text.replace(this.mediaLinks, (_match, slash: string) => `"${slash}media${slash}`));
        parsedOk = true;
      } catch {
        parsedOk = false;
      }
    }
    const message = parsedOk ? messageOf(parsed) : undefined;

    if (status === 401 && request.credentials) throw fail('REJECTED', message ?? GATEWAY_MESSAGES.REJECTED, status);
    if (status === 401) throw fail('UNAUTHENTICATED', GATEWAY_MESSAGES.UNAUTHENTICATED, status);
    if (status === 403) throw fail('FORBIDDEN', message ?? GATEWAY_MESSAGES.FORBIDDEN, status);
    if (status === 404) throw fail('NOT_FOUND', message ?? GATEWAY_MESSAGES.NOT_FOUND, status);
    if (status >= 500) throw fail('UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE, status);
    if (status >= 400) throw fail('REJECTED', message ?? GATEWAY_MESSAGES.REJECTED, status);
    // An empty 2xx answer is a success with nothing to say (the contract does not show some answers).
    if (status >= 200 && status < 300 && text.trim() === '') return {};
    if (status < 200 || status >= 300 || !parsedOk) {
      // A write the gateway answered with success, in words we cannot read: it has happened or not.
      if (isWrite(request) && status >= 200 && status < 300)
        throw fail('IN_DOUBT', GATEWAY_MESSAGES.IN_DOUBT, status, isJson ? 'unparsable JSON' : 'not JSON');
      throw fail('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, status, isJson ? 'unparsable JSON' : 'not JSON');
    }
    if (typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success === false) {
      throw fail('REJECTED', message ?? GATEWAY_MESSAGES.REJECTED, status);
    }
    if (memoKey !== undefined) this.memo.set(memoKey, bytes, parsed);
    return parsed;
  }

  /**
   * The answer's bytes, at most `maxBytes`; `expected` itself when they are exactly those, compared
   * chunk by chunk as they arrive, so that an unchanged answer is neither copied together nor
   * compared again.
   */
  private async readBody(
    body: AsyncIterable<Buffer> & { destroy(): void },
    expected: Buffer | undefined,
    maxBytes = this.maxAnswerBytes,
  ): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    let same = expected !== undefined;
    for await (const chunk of body) {
      if (same)
        same =
          size + chunk.length <= expected!.length &&
          expected!.compare(chunk, 0, chunk.length, size, size + chunk.length) === 0;
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy();
        throw new AnswerTooLarge(`answer larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    return same && size === expected!.length ? expected! : Buffer.concat(chunks, size);
  }

  /** A call abandoned because its GraphQL request passed its deadline or lost its client. */
  private abortFailure(request: GatewayRequest, reason: unknown): GatewayError {
    return new GatewayError('TIMEOUT', GATEWAY_MESSAGES.TIMEOUT, {
      method: request.method,
      path: request.path,
      cause: reason ?? 'aborted',
    });
  }

  private networkFailure(
    error: unknown,
    fail: (code: GatewayError['code'], message: string, status?: number, cause?: unknown) => GatewayError,
  ): GatewayError {
    if (
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError ||
      error instanceof undiciErrors.ConnectTimeoutError ||
      error instanceof undiciErrors.RequestAbortedError ||
      (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    ) {
      return fail('TIMEOUT', GATEWAY_MESSAGES.TIMEOUT, undefined, error);
    }
    return fail('UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE, undefined, error);
  }
}
