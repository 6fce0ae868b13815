import { UPLOAD_MAX_FILE_BYTES } from '@bikri/schema/media';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGatewaySim, type RunningGatewaySim } from '../gateway-sim/app.ts';
import { readConfig } from '../src/config.ts';
import { AppError, formatError } from '../src/errors.ts';
import { GatewayError } from '../src/gateway/errors.ts';
import { graphql } from './gql/index.ts';
import {
  codeOf,
  gatewayWrites,
  png,
  pngFile,
  startBff,
  type GraphQLError as WireError,
  type Session,
  type TestBff,
} from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { anyNumber, anyString } from './matchers.ts';

/**
 * Query limits, no batching, CSRF prevention, upload limits, request ids,
 * masked internals, introspection and Sandbox by mode, /healthz and /readyz, and the token kept server-side.
 */

let bff: TestBff;
let admin: Session;

beforeAll(async () => {
  bff = await startBff({ NODE_ENV: 'development', UPLOAD_MAX_FILES: '2' });
  admin = await bff.signIn('admin@demo.test');
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());

interface Raw {
  status: number;
  headers: Headers;
  text: string;
  errors?: WireError[];
}

/** A plain HTTP call to the BFF, for what the GraphQL client of the harness does not send. */
async function raw(target: TestBff, path: string, init: RequestInit = {}): Promise<Raw> {
  const response = await fetch(`${target.url}${path}`, init);
  const text = await response.text();
  let errors: WireError[] | undefined;
  try {
    errors = (JSON.parse(text) as { errors?: WireError[] }).errors;
  } catch {
    errors = undefined;
  }
  return { status: response.status, headers: response.headers, text, errors };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const MARK_SENT = graphql(`
  mutation SafetyMarkSent($id: ID!, $proof: Upload!) {
    markPaymentSent(id: $id, proof: $proof) {
      payment {
        status
      }
    }
  }
`);
const ME = graphql(`
  query SafetyMe {
    me {
      id
    }
  }
`);
const ME_EMAIL = graphql(`
  query SafetyMeEmail {
    me {
      email
    }
  }
`);
const ME_BY_GET = graphql(`
  query SafetyMeByGet {
    me {
      id
      email
    }
  }
`);
const LOGOUT = graphql(`
  mutation SafetyLogout {
    logout
  }
`);
const USERS = graphql(`
  query SafetyUsers {
    users {
      edges {
        node {
          id
        }
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation SafetyLogin {
    login(input: { email: "sita@demo.test", password: "sita1234" }) {
      message
      user {
        id
        email
      }
    }
  }
`);
const pendingPaymentId = () => dbOf(bff).payments.find((p) => p.status === 'pending')!._id;

/** `__type { fields { type { ofType … { name } } } }`, `depth` levels deep. */
const introspectionOfDepth = (depth: number) => {
  const ofTypes = depth - 4;
  return `{ __type(name: "Order") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } }`;
};

describe('query limits', () => {
  it('accepts depth 8 and refuses depth 9 before running anything', async () => {
    expect((await admin.raw(introspectionOfDepth(8))).errors).toBeUndefined();
    const deep = await admin.raw(introspectionOfDepth(9));
    expect(deep.status).toBe(400);
    expect(codeOf(deep)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(deep.errors![0]!.message).toMatch(/depth limit of 8 exceeded, found 9/);

    // Fields nested through fragments count as fields (fragments add no depth, nor hide it):
    // refused, and the gateway never asked.
    await bff.dev.resetCalls();
    const ofTypes = (n: number): string => (n === 0 ? 'name' : `... on __Type { ofType { ${ofTypes(n - 1)} } }`);
    const nested = await admin.raw(
      `{ orders { totalCount } __type(name: "Order") { ...F } } fragment F on __Type { fields { type { ${ofTypes(5)} } } }`,
    );
    expect(codeOf(nested)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(nested.errors![0]!.message).toMatch(/depth limit of 8 exceeded, found 9/);
    expect(nested.data).toBeUndefined();
    expect((await bff.dev.calls()).total).toBe(0);
    const shallow = await admin.raw(
      `{ __type(name: "Order") { ...F } } fragment F on __Type { fields { type { ${ofTypes(4)} } } }`,
    );
    expect(shallow.errors).toBeUndefined();
  });

  it('accepts 15 aliases and refuses 16', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const fifteen = await admin.raw<Record<string, { id: string }>>(aliases(15));
    expect(Object.keys(fifteen.data!)).toHaveLength(15);
    await bff.dev.resetCalls();
    const sixteen = await admin.raw(aliases(16));
    expect(sixteen.status).toBe(400);
    expect(codeOf(sixteen)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(sixteen.errors![0]!.message).toMatch(/Aliases limit of 15 exceeded, found 16/);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('answers a syntax error and a document of more than 2,000 tokens with 400 GRAPHQL_PARSE_FAILED, before anything runs', async () => {
    const broken = await admin.raw('{ me { id }');
    expect(broken.status).toBe(400);
    expect(broken.errors![0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error: Expected Name, found <EOF>/) as unknown,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    // 13 tokens, 2 a spread (`...`, `F`), and 1 for a second `id` in the fragment when n - 13 is odd.
    const withTokens = (n: number) =>
      `{ me { id ${'...F '.repeat(Math.floor((n - 13) / 2))}} } fragment F on User { id${(n - 13) % 2 ? ' id' : ''} }`;
    // 2,000 tokens parse, and meet the next bound: 994 fields in one selection set (policies/document-admission.ts).
    expect((await admin.raw(withTokens(2_000))).errors![0]!.extensions).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      bound: 'fieldsPerSelection',
    });
    const long = await admin.raw(withTokens(2_001));
    expect(long.status).toBe(400);
    expect(long.errors![0]).toMatchObject({
      message: expect.stringMatching(/2000 tokens/) as unknown,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('refuses batched HTTP requests (a JSON array body)', async () => {
    const batch = await raw(
      bff,
      '/graphql',
      json([{ query: String(ME) }, { query: String(ME_EMAIL) }], { cookie: admin.cookie! }),
    );
    expect(batch.status).toBe(400);
    expect(batch.errors).toHaveLength(1);
    expect(batch.errors![0]).toMatchObject({
      message: 'Operation batching disabled.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(batch.text).not.toContain('"data"');
    expect((await bff.dev.calls()).total).toBe(0);
  });
});

describe('CSRF prevention', () => {
  it('answers 400 to a multipart upload without the apollo-require-preflight header, and runs it with the header', async () => {
    const id = pendingPaymentId();
    const blocked = await admin.upload(MARK_SENT, { id, proof: null }, [pngFile('proof', 'CSRF')], {
      preflight: false,
    });
    expect(blocked.status).toBe(400);
    expect(codeOf(blocked)).toBe('BAD_REQUEST');
    expect(blocked.errors![0]!.message).toMatch(/Cross-Site Request Forgery/);
    expect((await bff.dev.calls()).total).toBe(0);

    // The same upload with the header reaches the resolver (a text file is refused there).
    const text = await admin.upload(MARK_SENT, { id, proof: null }, [
      { path: 'proof', bytes: Buffer.from('hello'), filename: 'a.txt', type: 'text/plain' },
    ]);
    expect(text.status).toBe(200);
    expect(codeOf(text)).toBe('BAD_USER_INPUT');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses a GET query with no content-type or preflight header, and a text/plain POST', async () => {
    const query = `/graphql?query=${encodeURIComponent(String(ME_BY_GET))}`;
    const blocked = await raw(bff, query, { headers: { cookie: admin.cookie! } });
    expect(blocked.status).toBe(400);
    expect(blocked.errors![0]!.message).toMatch(/Cross-Site Request Forgery/);
    expect(blocked.text).not.toContain('admin@demo.test');

    const simplePost = await raw(bff, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: admin.cookie! },
      body: JSON.stringify({ query: String(LOGOUT) }),
    });
    expect(simplePost.status).toBe(400);
    expect(simplePost.headers.get('set-cookie')).toBeNull();
    expect((await bff.dev.calls()).total).toBe(0);

    const allowed = await raw(bff, query, { headers: { cookie: admin.cookie!, 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(JSON.parse(allowed.text)).toEqual({ data: { me: { id: anyString, email: 'admin@demo.test' } } });

    const mutationByGet = await raw(bff, `/graphql?query=${encodeURIComponent(String(LOGOUT))}`, {
      headers: { cookie: admin.cookie!, 'apollo-require-preflight': 'true' },
    });
    expect(mutationByGet.status).toBe(405);
    expect(mutationByGet.headers.get('set-cookie')).toBeNull();
  });
});

describe('upload limits (UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES=2)', () => {
  it('refuses a file larger than the limit with BAD_USER_INPUT, writing nothing', async () => {
    const id = pendingPaymentId();
    const big = Buffer.concat([png('BIG'), Buffer.alloc(UPLOAD_MAX_FILE_BYTES, 7)]);
    const result = await admin.upload(MARK_SENT, { id, proof: null }, [
      { path: 'proof', bytes: big, filename: 'big.png', type: 'image/png' },
    ]);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toBe('A file is larger than the upload limit.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect(dbOf(bff).payments.find((p) => p._id === id)).toMatchObject({ status: 'pending', proof: null });
  });

  it('refuses more files than the limit before anything runs', async () => {
    const productsBefore = dbOf(bff).products.length;
    const ADD = graphql(`
      mutation SafetyAddProduct($input: AddProductInput!) {
        addProduct(input: $input) {
          product {
            id
          }
        }
      }
    `);
    const input = {
      name: 'Too Many Pictures',
      price: 100,
      commissionRate: 10,
      description: '',
      images: [null, null, null],
    };
    const result = await admin.upload(ADD, { input }, [
      pngFile('input.images.0', 'A'),
      pngFile('input.images.1', 'B'),
      pngFile('input.images.2', 'C'),
    ]);
    expect(result.status).toBe(413);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(/2 max file uploads exceeded/);
    expect((await bff.dev.calls()).total).toBe(0);
    expect(dbOf(bff).products).toHaveLength(productsBefore);
  });
});

describe('request ids and masked errors', () => {
  it('gives every answer an x-request-id header and every error that id, with no stack trace', async () => {
    const id = pendingPaymentId();
    const sita = await bff.signIn('sita@demo.test');
    await bff.dev.fault({ mode: 'status500', path: '/admin/orders', times: 1 });
    const answers: Raw[] = [
      await admin.raw('{ mee { id } }'),
      await admin.raw(introspectionOfDepth(9)),
      await admin.raw('query Q($id: ID!) { order(id: $id) { id } }', {}),
      await bff.anonymous().gql(
        graphql(`
          query SafetyProducts {
            products {
              id
            }
          }
        `),
      ),
      await sita.gql(USERS),
      await sita.gql(
        graphql(`
          mutation SafetyPayoutOfNothing {
            requestPayout(orderIds: []) {
              message
            }
          }
        `),
      ),
      await admin.gql(
        graphql(`
          query SafetyOrders {
            orders {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
      ),
      await admin.gql(
        graphql(`
          query SafetyPayment($id: ID!) {
            payment(id: $id) {
              id
            }
          }
        `),
        { id: 'nope' },
      ),
      await admin.upload(MARK_SENT, { id, proof: null }, [pngFile('proof')], { preflight: false }),
      await raw(bff, '/graphql', json([{ query: String(ME) }])),
      await raw(bff, '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D'),
      await raw(bff, '/graphql', json('{"query": "{ me { id } ')),
      await admin.upload(MARK_SENT, { id, proof: null }, [
        pngFile('proof', 'A'),
        pngFile('proof', 'B'),
        pngFile('proof', 'C'),
      ]),
    ];
    await bff.dev.clearFault();
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code);
    expect(codes).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'BAD_USER_INPUT',
      'GATEWAY_UNAVAILABLE',
      'NOT_FOUND',
      'BAD_REQUEST',
      'BAD_REQUEST',
      'BAD_REQUEST',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
    ]);
    const ids = new Set<string>();
    for (const answer of answers) {
      const header = answer.headers.get('x-request-id');
      expect(header).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      ids.add(header!);
      expect(answer.errors!.length).toBeGreaterThan(0);
      for (const error of answer.errors!) expect(error.extensions?.requestId, answer.text).toBe(header);
      expect(answer.text).not.toMatch(/stacktrace|node_modules|\/work\/|\bat [\w.<>]+ \(/i);
    }
    expect(ids.size).toBe(answers.length);

    const fine = await admin.gql(ME);
    expect(fine.errors).toBeUndefined();
    expect(fine.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('formatError masks an unexpected internal error as INTERNAL_SERVER_ERROR with a generic message', () => {
    const typeError = new TypeError("Cannot read properties of undefined (reading 'price')");
    const asApolloSeesIt = new GraphQLError(typeError.message, {
      path: ['orders', 0, 'price'],
      originalError: typeError,
    });
    const formatted = {
      message: typeError.message,
      path: ['orders', 0, 'price'],
      extensions: {
        code: 'INTERNAL_SERVER_ERROR',
        stacktrace: [
          `TypeError: ${typeError.message}`,
          '    at toOrder (/work/main/bff/src/modules/orders/orders.service.ts:20:5)',
        ],
      },
    };
    const masked = formatError(formatted, asApolloSeesIt);
    expect(masked).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      path: ['orders', 0, 'price'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(masked)).not.toMatch(/price'|stacktrace|orders\.service/);

    for (const thrown of [
      new Error('connect ECONNREFUSED 10.0.0.7:5432'),
      new RangeError('Invalid array length'),
      'a string',
    ]) {
      const result = formatError(
        { message: String(thrown), extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        new GraphQLError('x', { originalError: thrown as Error }),
      );
      expect(result.message).toBe('Something went wrong on our side. Please try again.');
      expect(result.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    }
    // An unknown code someone set on a raw GraphQLError is masked too.
    expect(
      formatError(
        { message: 'SELECT * FROM users failed', extensions: { code: 'DB_ERROR' } },
        new GraphQLError('SELECT * FROM users failed'),
      ).extensions,
    ).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('formatError keeps our own errors’ codes and messages, hides gateway details, and adds the request id', () => {
    const own = formatError(
      { message: 'x' },
      new GraphQLError('x', {
        originalError: new AppError('BAD_USER_INPUT', 'price: must be more than 0', [
          { field: 'price', message: 'must be more than 0', rule: 'NOT_POSITIVE' },
        ]),
      }),
    );
    expect(own).toMatchObject({
      message: 'price: must be more than 0',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'price', message: 'must be more than 0', rule: 'NOT_POSITIVE' }],
      },
    });
    const gateway = new GatewayError(
      'UNAVAILABLE',
      'The marketplace service is unavailable right now. Please try again shortly.',
      { method: 'GET', path: '/admin/orders', status: 502, cause: new Error('socket hang up') },
    );
    const shown = formatError(
      { message: gateway.message },
      new GraphQLError(gateway.message, { originalError: gateway }),
    );
    expect(shown).toMatchObject({ message: gateway.message, extensions: { code: 'GATEWAY_UNAVAILABLE' } });
    expect(JSON.stringify(shown)).not.toMatch(/admin\/orders|502|socket/);
    const scoped = formatError(
      { message: 'x' },
      new GraphQLError('x', { originalError: new TypeError('boom') }),
      'req-1',
    );
    expect(scoped.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1' });
  });
});

describe('the session token stays on the server', () => {
  it('never appears in a response body', async () => {
    const session = bff.anonymous();
    const login = await session.gql(LOGIN);
    const sita = userByEmail(bff, 'sita@demo.test');
    const token = dbOf(bff).sessions.findLast((s) => s.user === sita._id)!.token;
    expect(token.length).toBeGreaterThan(10);
    const bodies = [
      login.text,
      (
        await session.gql(
          graphql(`
            query SafetyProfile {
              me {
                id
                email
                name
                phone
                paymentQrUrl
              }
            }
          `),
        )
      ).text,
      (
        await session.gql(
          graphql(`
            query SafetyEverything {
              orders {
                edges {
                  node {
                    id
                    owner {
                      email
                    }
                  }
                }
              }
              income {
                totalIncome
              }
              payments {
                edges {
                  node {
                    id
                    user {
                      email
                    }
                  }
                }
              }
              dashboard {
                allOrders
              }
            }
          `),
        )
      ).text,
      (await session.gql(USERS)).text,
      (
        await session.gql(
          graphql(`
            mutation SafetyPayoutOfUnknown {
              requestPayout(orderIds: ["x"]) {
                message
              }
            }
          `),
        )
      ).text,
      (await bff.anonymous().gql(ME, undefined, { token })).text,
      (await raw(bff, '/readyz')).text,
    ];
    for (const body of bodies) {
      expect(body.length).toBeGreaterThan(10);
      expect(body).not.toContain(token);
      for (const { token: other } of dbOf(bff).sessions) expect(body).not.toContain(other);
    }
    // The cookie holds the session's own id, not the gateway token.
    expect(login.headers.get('set-cookie')).toMatch(/^session=[\w-]{43};/);
    expect(login.headers.get('set-cookie')).not.toContain(token);
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz says the process answers, asking nothing else, whatever the gateway does', async () => {
    await bff.dev.resetCalls();
    await bff.dev.fault({ mode: 'status500' });
    const live = await raw(bff, '/healthz');
    await bff.dev.clearFault();
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' });
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('/readyz is 200 while every store can be used, and says whether the gateway answers without failing on it', async () => {
    const up = await raw(bff, '/readyz');
    expect(up.status).toBe(200);
    expect(JSON.parse(up.text)).toEqual({
      status: 'ready',
      notReady: [],
      stores: {
        kind: 'memory',
        sessions: true,
        writes: true,
        limits: true,
        live: true,
        inbox: true,
        shares: true,
        tracking: true,
      },
      gateway: { reachable: true, latencyMs: anyNumber },
    });
    await bff.dev.fault({ mode: 'status500' });
    const failing = await raw(bff, '/readyz');
    await bff.dev.clearFault();
    expect(failing.status).toBe(200);
    expect(JSON.parse(failing.text)).toMatchObject({ status: 'ready', gateway: { reachable: false } });
  });

  it('answers GATEWAY_UNAVAILABLE to requests, without internals, while the gateway is down', async () => {
    const gone = await startGatewaySim();
    await gone.close();
    const orphan = await startBff({ GATEWAY_URL: gone.url });
    try {
      expect(JSON.parse((await raw(orphan, '/readyz')).text)).toMatchObject({ gateway: { reachable: false } });
      const query = await orphan.anonymous().gql(LOGIN);
      expect(codeOf(query)).toBe('GATEWAY_UNAVAILABLE');
      expect(query.text).not.toContain(new URL(gone.url).port);
    } finally {
      await orphan.close();
    }
  });
});

describe('introspection and the Sandbox by mode', () => {
  it('serves the Sandbox and introspection in development', async () => {
    const page = await raw(bff, '/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toMatch(/embeddable-sandbox/);
    const schema = await admin.raw<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  describe('production with a real gateway', () => {
    let sim: RunningGatewaySim;
    let prod: TestBff;
    beforeAll(async () => {
      sim = await startGatewaySim();
      prod = await startBff({ NODE_ENV: 'production', GATEWAY_URL: sim.url, PUBLIC_URL: 'https://bikri.example' });
    });
    afterAll(async () => {
      await prod.close();
      await sim.close();
    });

    it('refuses introspection, serves no Sandbox page and hides schema hints, yet answers queries', async () => {
      expect(prod.config).toMatchObject({ isProduction: true, sandbox: false });
      const session = await prod.signIn('admin@demo.test');
      for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Order") { name } }']) {
        const result = await session.raw(query);
        expect(result.status).toBe(400);
        expect(codeOf(result)).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(result.text).not.toContain('"types"');
      }
      const page = await raw(prod, '/graphql', { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type') ?? '').not.toMatch(/html/);
      expect(page.text).not.toMatch(/sandbox/i);
      const typo = await session.raw('{ mee { id } }');
      expect(codeOf(typo)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(typo.errors![0]!.message).not.toMatch(/Did you mean/);
      const me = await session.gql(ME_EMAIL);
      expect(me.data).toEqual({ me: { email: 'admin@demo.test' } });
      expect(me.text).not.toMatch(/stacktrace/);
    });
  });

  it('turns the Sandbox on in production when the stand-in is embedded (demo mode), or when configured', async () => {
    expect(readConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).sandbox).toBe(true);
    const production = {
      NODE_ENV: 'production',
      GATEWAY_URL: 'https://api.example.com',
      PUBLIC_URL: 'https://bikri.example',
    };
    expect(readConfig(production).sandbox).toBe(false);
    expect(readConfig({ ...production, GRAPHQL_SANDBOX: 'true' }).sandbox).toBe(true);
    const demo = await startBff({ NODE_ENV: 'production', DEMO_MODE: 'true' });
    try {
      const page = await raw(demo, '/graphql', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/embeddable-sandbox/);
    } finally {
      await demo.close();
    }
  });
});
