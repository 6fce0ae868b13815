import manifest from '@bikri/schema/persisted-query-manifest.json' with { type: 'json' };
import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, gatewayToken, startBff, type GraphQLError, type GraphQLResult, type TestBff } from './harness.ts';
import { liveClient } from './live-client.ts';
import { dbOf } from './stand-in-data.ts';
import { trustedId } from './trusted.ts';

/**
 * Trusted documents (the web client's, by id) and what any other document must pass first
 * (policies/document-admission.ts), over HTTP and over WebSocket.
 */

/** A document no one has sent before: `n` makes each one new. */
const fresh = (n: number | string) => `query Fresh${n} { me { id } }`;
/** `count` fields (of one name: aliases have a bound of their own). */
const fields = (count: number, name = 'id') => Array(count).fill(name).join(' ');
/** A query whose one selection set holds `count` fields. */
const wide = (count: number) => `{ me { ${fields(count)} } }`;
const bodyOf = (name: string) => manifest.operations.find((operation) => operation.name === name)!.body;

describe('with the Sandbox off (production with a real gateway)', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ GRAPHQL_SANDBOX: 'false' });
  });
  afterAll(() => bff.close());

  it("runs the web client's documents for anyone, by id or as their exact text", async () => {
    const visitor = bff.anonymous();
    const probe = await visitor.trusted('SessionProbe');
    expect({ status: probe.status, data: probe.data }).toEqual({ status: 200, data: { me: null } });
    const login = await visitor.trusted('Login', { input: { email: 'sita@demo.test', password: 'sita1234' } });
    expect(login.errors).toBeUndefined();
    expect(visitor.cookie).toBeDefined();
    expect((await visitor.trusted('Me')).data).toMatchObject({ me: { email: 'sita@demo.test', __typename: 'User' } });
    // The text itself is the same document: it is recognised by its SHA-256.
    expect((await bff.anonymous().raw(bodyOf('SessionProbe'))).data).toEqual({ me: null });
  });

  it('refuses an id that names no trusted document, and sends nothing to the gateway', async () => {
    await bff.dev.resetCalls();
    const answer = await sendRaw(bff, { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.errors![0]!.message).toMatch(/names none of the trusted documents/);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it("refuses a document's text from someone not signed in, or with a token the gateway does not know", async () => {
    for (const headers of [{}, { token: 'not-a-token' }] as Record<string, string>[]) {
      const refused = await bff.anonymous().raw('{ me { id } }', undefined, headers);
      expect(refused.status).toBe(400);
      expect(codeOf(refused)).toBe('PERSISTED_QUERY_REQUIRED');
      expect(refused.errors![0]!.message).toMatch(/^Sign in to send a GraphQL document of your own/);
      expect(refused.errors![0]!.extensions?.requestId).toBe(refused.headers.get('x-request-id'));
    }
  });

  it('runs any document for a signed-in caller, by session or by the gateway token', async () => {
    const sita = await bff.signIn('sita@demo.test');
    expect((await sita.raw('{ me { email } }')).data).toEqual({ me: { email: 'sita@demo.test' } });
    const token = await gatewayToken(bff, 'admin@demo.test');
    expect((await bff.anonymous().raw('{ me { email role } }', undefined, { token })).data).toEqual({
      me: { email: 'admin@demo.test', role: 'ADMIN' },
    });
  });

  it('answers 400 naming the bound a new document goes past, before validating it', async () => {
    const sita = await bff.signIn('sita@demo.test');
    expect((await sita.raw(wide(30))).errors).toBeUndefined();
    const refused = await sita.raw(wide(31));
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([
      {
        message:
          'A selection set may hold at most 30 fields, those of the fragments spread into it included: split the query.',
        extensions: {
          code: 'DOCUMENT_TOO_LARGE',
          bound: 'fieldsPerSelection',
          limit: 30,
          requestId: expect.any(String) as string,
        },
      },
    ]);
    // Fragments count where they are spread: 20 of its own and a fragment of 11 make 31.
    const spread = `query Spread { me { ...Eleven ${fields(20)} } } fragment Eleven on User { ${fields(11, 'name')} }`;
    expect((await sita.raw(spread)).errors?.[0]?.extensions).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      bound: 'fieldsPerSelection',
      limit: 30,
    });
    // Seven lists of 29 fields: 7 + 7 × 29 = 210 fields in all.
    const many = `{ ${fields(7, `me { ${fields(29)} }`)} }`;
    const tooMany = await sita.raw(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors?.[0]).toMatchObject({
      message:
        "A document may hold at most 200 fields, each fragment's counted wherever it is spread: split the query.",
      extensions: { code: 'DOCUMENT_TOO_LARGE', bound: 'fields', limit: 200 },
    });
  });

  it("counts an account's new documents, and leaves its known documents and other accounts alone", async () => {
    const maya = await bff.signIn('maya@demo.test');
    for (let n = 0; n < 60; n += 1) expect(codeOf(await maya.raw(fresh(n))), `document ${n}`).toBeUndefined();
    const limited = await maya.raw(fresh(60));
    expect(limited.status).toBe(429);
    expect(codeOf(limited)).toBe('RATE_LIMITED');
    const wait = limited.errors![0]!.extensions as { retryAfterSeconds: number };
    expect(wait.retryAfterSeconds).toBeGreaterThan(0);
    expect(wait.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers.get('retry-after')).toBe(String(wait.retryAfterSeconds));
    // Documents this process keeps, and trusted ones, are not new.
    expect((await maya.raw(fresh(0))).data).toEqual({ me: { id: expect.any(String) as string } });
    expect((await maya.trusted('Me')).data).toMatchObject({ me: { email: 'maya@demo.test' } });
    // Other accounts count their own, even from the same address.
    const admin = await bff.signIn('admin@demo.test');
    expect((await admin.raw(fresh('admin'))).errors).toBeUndefined();

    // Over WebSocket the same account's new documents are refused alike.
    const client = liveClient(bff.url, maya.cookie);
    try {
      const answer = await firstAnswer(client, { query: 'subscription MayaNew { live { __typename } }' });
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    } finally {
      await client.dispose();
    }
  });

  it('admits subscriptions over WebSocket alike: a trusted one by its id, without parsing the text beside it', async () => {
    const admin = await bff.signIn('admin@demo.test');
    const client = liveClient(bff.url, admin.cookie);
    try {
      const tooWide = await firstAnswer(client, {
        query: `subscription Wide { live { ${fields(31, '__typename')} } }`,
      });
      expect(tooWide.errors?.[0]).toMatchObject({
        extensions: { code: 'DOCUMENT_TOO_LARGE', bound: 'fieldsPerSelection', limit: 30 },
      });
      // The text beside the id does not even parse: only the id counts.
      const events: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
      const waiting: (() => void)[] = [];
      client.subscribe(
        { query: '{', extensions: { persistedQuery: { version: 1, sha256Hash: trustedId('LiveUpdates') } } },
        {
          next: (event) => {
            events.push(event);
            waiting.shift()?.();
          },
          error: (error) => events.push({ errors: error as never }),
          complete: () => undefined,
        },
      );
      const product = dbOf(bff).products.find((p) => p.status === 'available')!._id;
      // Published until one arrives: the subscription may start after the first change.
      for (let attempt = 0; attempt < 50 && events.length === 0; attempt += 1) {
        const arrived = new Promise<void>((resolve) => waiting.push(resolve));
        expect((await admin.trusted('SetProductStatus', { id: product, status: 'AVAILABLE' })).errors).toBeUndefined();
        await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 200))]);
      }
      expect(events[0]).toMatchObject({
        data: {
          live: { __typename: 'ProductEvent', product: { id: product, status: 'AVAILABLE', __typename: 'Product' } },
        },
      });
    } finally {
      await client.dispose();
    }
  });
});

describe('with the Sandbox on (development, demos)', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('runs a document from someone not signed in, counting new ones per client address', async () => {
    expect(bff.config.sandbox).toBe(true);
    const first = bff.anonymousWith({ 'x-forwarded-for': '203.0.113.7' });
    expect((await first.raw('{ me { id } }')).data).toEqual({ me: null });
    for (let n = 1; n < 60; n += 1) expect(codeOf(await first.raw(fresh(n))), `document ${n}`).toBeUndefined();
    expect(codeOf(await first.raw(fresh(60)))).toBe('RATE_LIMITED');
    expect(codeOf(await first.raw(wide(31)))).toBe('RATE_LIMITED');
    const second = bff.anonymousWith({ 'x-forwarded-for': '203.0.113.8' });
    expect((await second.raw(fresh(60))).data).toEqual({ me: null });
    expect(codeOf(await second.raw(wide(31)))).toBe('DOCUMENT_TOO_LARGE');
  });
});

/** Sends a JSON body as it is. */
async function sendRaw(bff: TestBff, body: unknown): Promise<GraphQLResult> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = JSON.parse(text) as { data?: unknown; errors?: GraphQLError[] };
  return { status: response.status, data: parsed.data, errors: parsed.errors, headers: response.headers, text };
}

/** The first thing a subscription answers: an event, or its errors. */
function firstAnswer(
  client: Client,
  payload: { query: string; extensions?: Record<string, unknown> },
): Promise<{ errors?: GraphQLError[] }> {
  return new Promise((resolve) => {
    const stop = client.subscribe(payload, {
      next: (event) => {
        stop();
        resolve(event as { errors?: GraphQLError[] });
      },
      error: (error) => resolve({ errors: error as GraphQLError[] }),
      complete: () => resolve({}),
    });
  });
}
