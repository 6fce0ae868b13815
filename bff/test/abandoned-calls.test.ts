import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayHttp } from '../src/gateway/http.ts';
import { graphql } from './gql/index.ts';
import { codeOf, startBff, type TestBff } from './harness.ts';

/** Gateway calls the BFF gives up: a client's that went away, and one that waited for a connection past its deadline. */

const bffs: TestBff[] = [];
async function bffWith(env: Record<string, string>): Promise<TestBff> {
  const bff = await startBff(env);
  bffs.push(bff);
  return bff;
}
afterEach(async () => {
  for (const bff of bffs.splice(0)) await bff.close();
});

/** How long a check of what the BFF did over the network is retried. */
const SOON = { timeout: 3_000, interval: 20 };

const ME = graphql(`
  query AbandonedMe {
    me {
      id
    }
  }
`);

/** A gateway that never answers, and notes when the BFF gives up on a call. */
interface SilentGateway {
  url: string;
  open: IncomingMessage[];
  /** The answers to `open`, unsent until a test sends them. */
  answers: ServerResponse[];
  closed: string[];
  close(): Promise<void>;
}
async function silentGateway(): Promise<SilentGateway> {
  const gateway: SilentGateway = { url: '', open: [], answers: [], closed: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    gateway.open.push(req);
    gateway.answers.push(res);
    res.on('close', () => gateway.closed.push(`${req.method} ${req.url}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gateway;
}

describe('a client that goes away', () => {
  let gateway: SilentGateway;
  beforeAll(async () => {
    gateway = await silentGateway();
  });
  afterAll(() => gateway.close());

  const ask = (bff: TestBff, token: string, signal: AbortSignal) =>
    fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ query: String(ME) }),
      signal,
    }).catch(() => undefined);

  it('has its gateway call aborted', async () => {
    const bff = await bffWith({ GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '30000' });
    gateway.open.length = 0;
    gateway.closed.length = 0;
    const client = new AbortController();
    void ask(bff, 'token-one', client.signal);
    await vi.waitFor(() => expect(gateway.open).toHaveLength(1), SOON);
    client.abort();
    await vi.waitFor(() => expect(gateway.closed).toHaveLength(1), SOON);
    expect(gateway.closed).toEqual(['GET /user']);
  });

  const SHARED_CALLER = {
    _id: 'shared-caller',
    name: 'Shared Caller',
    email: 'shared@example.com',
    role: 'user',
    status: 'active',
    isEmailVerified: true,
    isUserVerified: true,
  };

  /** Two clients of one caller asking the same read at once; answers the second's answer and the `send`s each got. */
  async function sharedRead(bff: TestBff, first: AbortController, second: AbortController) {
    // Watched, not changed: a call joining another is not seen at the gateway (that is the point).
    const send = vi.spyOn(GatewayHttp.prototype, 'send');
    void ask(bff, 'token-shared', first.signal);
    await vi.waitFor(() => expect(gateway.open).toHaveLength(1), SOON);
    const secondAnswer = ask(bff, 'token-shared', second.signal);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2), SOON);
    // Same caller, same address: one call for both.
    expect(send.mock.calls.map(([call]) => `${call.method} ${call.path} ${call.token}`)).toEqual([
      'GET /user token-shared',
      'GET /user token-shared',
    ]);
    expect(gateway.open).toHaveLength(1);
    const [firstWait, secondWait] = send.mock.results.map((result) => result.value as Promise<unknown>);
    send.mockRestore();
    return { secondAnswer, firstWait: firstWait!, secondWait: secondWait! };
  }

  it('leaves a read shared with another waiting client running for that one', async () => {
    const bff = await bffWith({ GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '30000' });
    gateway.open.length = 0;
    gateway.answers.length = 0;
    gateway.closed.length = 0;
    const first = new AbortController();
    const { secondAnswer, firstWait } = await sharedRead(bff, first, new AbortController());
    first.abort();
    // The BFF has let the first go: had that ended the call, the second would have no answer.
    await expect(firstWait).rejects.toMatchObject({ code: 'TIMEOUT' });
    // The shared call is answered, and so is the second's own read of its user that follows.
    for (let n = 0; n < 2; n += 1) {
      await vi.waitFor(() => expect(gateway.open.length).toBeGreaterThan(n), SOON);
      gateway.answers[n]!.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ success: true, data: SHARED_CALLER }),
      );
    }
    expect(await (await secondAnswer)?.json()).toEqual({ data: { me: { id: SHARED_CALLER._id } } });
    expect(gateway.open.map((req) => `${req.method} ${req.url}`)).toEqual(['GET /user', 'GET /user']);
  });

  it('ends a shared read once the last client waiting for it goes away', async () => {
    const bff = await bffWith({ GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '30000' });
    gateway.open.length = 0;
    gateway.closed.length = 0;
    const first = new AbortController();
    const second = new AbortController();
    const { firstWait, secondWait } = await sharedRead(bff, first, second);
    first.abort();
    await expect(firstWait).rejects.toMatchObject({ code: 'TIMEOUT' });
    second.abort();
    await expect(secondWait).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.waitFor(() => expect(gateway.closed).toHaveLength(1), SOON);
    expect(gateway.closed).toEqual(['GET /user']);
  });
});

describe('a call waiting for a free connection', () => {
  let gateway: SilentGateway;
  beforeAll(async () => {
    gateway = await silentGateway();
  });
  afterAll(() => gateway.close());

  it('is given up at its request’s deadline, not when a connection frees, and is never sent', async () => {
    const bff = await bffWith({
      GATEWAY_URL: gateway.url,
      GATEWAY_MAX_CONNECTIONS: '1',
      GATEWAY_TIMEOUT_MS: '20000',
      REQUEST_TIMEOUT_MS: '1000',
    });
    // A readiness probe holds the only connection (it asks the gateway, with no request deadline).
    void fetch(`${bff.url}/readyz`).catch(() => undefined);
    await vi.waitFor(() => expect(gateway.open).toHaveLength(1), SOON);
    // A write waits behind it: it must not wait for the health check.
    const started = performance.now();
    const login = await bff.anonymous().gql(
      graphql(`
        mutation PressureLogin {
          login(input: { email: "sita@demo.test", password: "sita1234" }) {
            message
          }
        }
      `),
    );
    const ms = performance.now() - started;
    expect(codeOf(login)).toBe('GATEWAY_TIMEOUT');
    expect(ms).toBeLessThan(5_000);
    // Once the connection frees, the abandoned write is dropped, not sent.
    gateway.answers[0]!.writeHead(401, { 'content-type': 'application/json' }).end(
      '{"success":false,"message":"Not signed in"}',
    );
    await vi.waitFor(() => expect(gateway.closed).toHaveLength(1), SOON);
    // A later call takes the one connection in turn: the abandoned write, queued before it, would come first.
    void fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'token-after' },
      body: JSON.stringify({ query: String(ME) }),
    }).catch(() => undefined);
    await vi.waitFor(() => expect(gateway.open).toHaveLength(2), SOON);
    expect(gateway.open.map((req) => `${req.method} ${req.url} ${String(req.headers.token ?? '')}`)).toEqual([
      'GET /user ',
      'GET /user token-after',
    ]);
  });
});
