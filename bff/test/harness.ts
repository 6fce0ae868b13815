import { randomUUID } from 'node:crypto';
import { startGatewaySim, type RunningGatewaySim } from '../gateway-sim/app.ts';
import { paintPng } from '../gateway-sim/png.ts';
import { readConfig, type Config } from '../src/config.ts';
import { createServer, type BffServer } from '../src/server.ts';
import { signInOnce } from '../src/gateway/sign-in-once.ts';
import { devControls, PASSWORDS, type DevControls } from '../src/gateway/test-gateway.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { trustedRequest } from './trusted.ts';

/**
 * Integration harness: a fresh stand-in gateway and a real BFF on free ports, and a small
 * GraphQL-over-HTTP client that keeps a session cookie like a browser would.
 */

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: { field: string; message: string }[]; requestId?: string };
}

export interface GraphQLResult<T = unknown> {
  status: number;
  data?: T | null;
  errors?: GraphQLError[];
  headers: Headers;
  text: string;
}

export interface FileArg {
  /** Variable path, e.g. `input.images.0`. */
  path: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

/**
 * A mutation goes out with an Idempotency-Key of its own, as the web client sends every one
 * (tests of keys give theirs in the headers, which win).
 */
const keyFor = (query: string): Record<string, string> =>
  /^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {};

/** Extra headers that send a mutation without an Idempotency-Key, as an API client may. */
export const WITHOUT_KEY = { 'idempotency-key': '' };

export class Session {
  cookie: string | undefined;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** Sends one typed operation (a `graphql(…)` document of bff/test/gql/) as JSON and keeps any session cookie the answer sets. */
  async gql<R, V>(
    document: TypedDocumentString<R, V>,
    variables?: V,
    extraHeaders: Record<string, string> = {},
  ): Promise<GraphQLResult<R>> {
    return this.raw<R>(document.toString(), variables ?? undefined, extraHeaders);
  }

  /**
   * Sends a query string as it is: for what the schema cannot type (malformed, hostile or
   * deliberately mistyped documents and variables).
   */
  async raw<T = Record<string, unknown>>(
    query: string,
    variables?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    return this.send<T>(JSON.stringify({ query, variables }), {
      'content-type': 'application/json',
      ...keyFor(query),
      ...extraHeaders,
    });
  }

  /** Sends one of the web client's operations by its id alone, as the web client does. */
  async trusted<T = Record<string, unknown>>(
    name: string,
    variables?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    return this.send<T>(JSON.stringify(trustedRequest(name, variables)), {
      'content-type': 'application/json',
      ...extraHeaders,
    });
  }

  /** Sends one typed operation as a GraphQL multipart request with real files. */
  async upload<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V,
    files: FileArg[],
    options: { preflight?: boolean; headers?: Record<string, string> } = {},
  ): Promise<GraphQLResult<R>> {
    return this.rawUpload<R>(document.toString(), variables, files, options);
  }

  /** Sends a query string as a GraphQL multipart request with real files, as it is. */
  async rawUpload<T = Record<string, unknown>>(
    query: string,
    variables: unknown,
    files: FileArg[],
    { preflight = true, headers = {} }: { preflight?: boolean; headers?: Record<string, string> } = {},
  ): Promise<GraphQLResult<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((f, n) => [String(n), [`variables.${f.path}`]]))));
    files.forEach((f, n) => form.append(String(n), new Blob([f.bytes], { type: f.type }), f.filename));
    return this.send<T>(form, {
      ...(preflight ? { 'apollo-require-preflight': 'true' } : {}),
      ...keyFor(query),
      ...headers,
    });
  }

  private async send<T>(body: string | FormData, headers: Record<string, string>): Promise<GraphQLResult<T>> {
    // A header given empty is not sent (`WITHOUT_KEY`).
    const sent = Object.fromEntries(
      Object.entries({ ...this.headers, ...headers }).filter(([, value]) => value !== ''),
    );
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { ...sent, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body,
    });
    const setCookie = response.headers.getSetCookie().find((header) => header.startsWith('session='));
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie =
        pair && !/^session=;?$/.test(pair) && !/Expires=Thu, 01 Jan 1970/i.test(setCookie) ? pair : undefined;
    }
    const text = await response.text();
    let parsed: { data?: T | null; errors?: GraphQLError[] } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = {};
    }
    return { status: response.status, data: parsed.data, errors: parsed.errors, headers: response.headers, text };
  }
}

export interface TestBff {
  url: string;
  gateway: RunningGatewaySim;
  dev: DevControls;
  config: Config;
  /** The Prometheus metrics' address, when `METRICS_PORT` is set. */
  metricsUrl: string | undefined;
  anonymous(): Session;
  /** An anonymous session sending these headers with every request (e.g. X-Forwarded-For). */
  anonymousWith(headers: Record<string, string>): Session;
  /** A session signed in through the web client's `Login` mutation (a trusted document, which anyone may send). */
  signIn(email: string): Promise<Session>;
  close(): Promise<void>;
}

/**
 * A BFF on a fresh stand-in, with its admin's token as the service token, as `npm start` runs
 * (`env.GATEWAY_SERVICE_TOKEN` instead, '' for none: a BFF whose GATEWAY_URL is another stand-in
 * needs that one's).
 */
export async function startBff(env: Record<string, string> = {}): Promise<TestBff> {
  const gateway = await startGatewaySim();
  const dev = devControls(gateway.url);
  const serviceToken =
    env.GATEWAY_SERVICE_TOKEN ??
    (await signInOnce(gateway.url, 1_000, 'admin@demo.test', PASSWORDS['admin@demo.test']!));
  await dev.resetCalls();
  const config = readConfig({
    NODE_ENV: 'test',
    GATEWAY_TIMEOUT_MS: '1000',
    GATEWAY_CONNECT_TIMEOUT_MS: '500',
    ...env,
    GATEWAY_SERVICE_TOKEN: serviceToken,
  });
  const server: BffServer = await createServer(config, env.GATEWAY_URL ?? gateway.url);
  const url = await server.listen(0, '127.0.0.1');
  return {
    url,
    gateway,
    config,
    metricsUrl: server.metricsUrl(),
    dev,
    anonymous: () => new Session(url),
    anonymousWith: (headers) => new Session(url, headers),
    async signIn(email) {
      const session = new Session(url);
      const password = PASSWORDS[email];
      if (password === undefined) throw new Error(`${email} is not a seeded account`);
      const result = await session.trusted('Login', { input: { email, password } });
      if (!session.cookie) throw new Error(`login as ${email} failed: ${result.text}`);
      return session;
    },
    async close() {
      await server.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await gateway.close();
    },
  };
}

/** A page of a list, as the connections answer it. */
export interface Connection<T> {
  edges: { node: T; cursor?: string }[];
  pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount?: number;
}

/** The rows of a page. */
export const nodes = <T>(connection: { edges: readonly { node: T }[] }): T[] =>
  connection.edges.map((edge) => edge.node);

/** A gateway token for an account, as a non-browser client gets one: signing in at the gateway itself. */
export async function gatewayToken(bff: TestBff, email: string): Promise<string> {
  const response = await fetch(`${bff.gateway.url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORDS[email] }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The code of the first error, for terse assertions. */
export const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

/** A small real PNG. */
export function png(text = 'IMG'): Buffer {
  return paintPng({ width: 48, height: 48, from: { r: 20, g: 90, b: 160 }, to: { r: 160, g: 30, b: 60 }, text });
}

export function pngFile(path: string, text = 'IMG'): FileArg {
  return { path, bytes: png(text), filename: `${text.toLowerCase()}.png`, type: 'image/png' };
}

/** The gateway's call counter, since the last reset. */
export async function gatewayCalls(bff: TestBff): Promise<{ total: number; byRoute: Record<string, number> }> {
  return bff.dev.calls();
}

/** Writes (non-GET calls) the gateway saw since the last reset. */
export async function gatewayWrites(bff: TestBff): Promise<number> {
  const { byRoute } = await bff.dev.calls();
  return Object.entries(byRoute)
    .filter(([route]) => !route.startsWith('GET '))
    .reduce((sum, [, n]) => sum + n, 0);
}
