import { errors as undiciErrors, Pool, type FormData } from 'undici';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';

export interface GatewayHttpOptions {
  /** The gateway's base URL, e.g. `https://api.example.com` or `http://127.0.0.1:4010`. */
  baseUrl: string;
  connectTimeoutMs: number;
  /** Limit for the answer's headers, and separately for each pause in its body. */
  timeoutMs: number;
  maxConnections: number;
  /** Answers larger than this are refused as bad responses. */
  maxAnswerBytes?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface GatewayRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  token?: string;
  /** A sign-in or registration: a 401 then means the credentials were refused, not the session. */
  credentials?: boolean;
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function isConnectionReset(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && RESET_CODES.has(code);
}

class AnswerTooLarge extends Error {}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message.trim();
    return message || undefined;
  }
  return undefined;
}

/**
 * The one connection to the provider's gateway: a keep-alive undici pool with connect, header
 * and body timeouts, JSON or multipart bodies, and the one mapping from HTTP outcomes and
 * network failures to `GatewayError`. GETs are retried once after a connection reset; writes
 * never are, so an order is never placed twice.
 */
export class GatewayHttp {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly maxAnswerBytes: number;
  private readonly overallTimeoutMs: number;
  /** GETs on their way, by caller and address: identical concurrent reads share one call. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(options: GatewayHttpOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.maxAnswerBytes = options.maxAnswerBytes ?? 50 * 1024 * 1024;
    this.overallTimeoutMs = options.connectTimeoutMs + options.timeoutMs * 3;
    this.pool = new Pool(url.origin, {
      connections: options.maxConnections,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4_000,
    });
  }

  /**
   * Sends one call and answers the parsed JSON body, or throws a `GatewayError`. A GET that the
   * same caller already has on its way is not sent again: both wait for the one answer, which is
   * forgotten as soon as it arrives (single-flight, nothing cached). Answers are therefore shared
   * between requests and must be treated as read-only.
   */
  send(request: GatewayRequest): Promise<unknown> {
    if (request.method !== 'GET' || request.form || request.json !== undefined) return this.sendOnce(request);
    const key = `${request.token ?? ''}\n${request.path}\n${request.query ? new URLSearchParams(request.query).toString() : ''}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const call = this.sendOnce(request).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  private async sendOnce(request: GatewayRequest): Promise<unknown> {
    try {
      return await this.attempt(request);
    } catch (error) {
      const reset = error instanceof GatewayError && isConnectionReset(error.detail.cause);
      if (request.method === 'GET' && reset) return this.attempt(request);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async attempt(request: GatewayRequest): Promise<unknown> {
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

    let answer: Awaited<ReturnType<Pool['request']>>;
    try {
      answer = await this.pool.request({
        method,
        path: `${this.basePath}${path}${query}`,
        headers,
        body,
        signal: AbortSignal.timeout(this.overallTimeoutMs),
      });
    } catch (error) {
      throw this.networkFailure(error, fail);
    }

    let text: string;
    try {
      text = await this.readBody(answer.body);
    } catch (error) {
      if (error instanceof AnswerTooLarge) throw fail('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, answer.statusCode, error);
      throw this.networkFailure(error, fail);
    }
    const status = answer.statusCode;
    const isJson = /\bjson\b/i.test(String(answer.headers['content-type'] ?? ''));
    let parsed: unknown;
    let parsedOk = false;
    if (isJson && text !== '') {
      try {
        parsed = JSON.parse(text);
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
    // An empty 2xx answer is a success with nothing to say (spec §7 does not show some answers).
    if (status >= 200 && status < 300 && text.trim() === '') return {};
    if (status < 200 || status >= 300 || !parsedOk) {
      throw fail('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, status, isJson ? 'unparsable JSON' : 'not JSON');
    }
    if (typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success === false) {
      throw fail('REJECTED', message ?? GATEWAY_MESSAGES.REJECTED, status);
    }
    return parsed;
  }

  private async readBody(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > this.maxAnswerBytes) {
        body.destroy();
        throw new AnswerTooLarge(`answer larger than ${this.maxAnswerBytes} bytes`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  private networkFailure(
    error: unknown,
    fail: (code: GatewayError['code'], message: string, status?: number, cause?: unknown) => GatewayError,
  ): GatewayError {
    if (
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError ||
      error instanceof undiciErrors.ConnectTimeoutError ||
      (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    ) {
      return fail('TIMEOUT', GATEWAY_MESSAGES.TIMEOUT, undefined, error);
    }
    return fail('UNAVAILABLE', GATEWAY_MESSAGES.UNAVAILABLE, undefined, error);
  }
}
