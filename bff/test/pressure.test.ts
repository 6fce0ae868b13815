import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { handleProcessFailures } from '../src/process-failures.ts';
import { imagePart, type FileUpload } from '../src/transport/uploads.ts';
import { graphql } from './gql/index.ts';
import { codeOf, png, Session, startBff, type TestBff } from './harness.ts';
import { dbOf } from './stand-in-data.ts';
import { stringMatching } from './matchers.ts';

/**
 * Back-pressure and deadlines (calls given up: abandoned-calls.test.ts); uploads checked by
 * content; security headers; what the process does with errors nothing caught.
 */

const bffs: TestBff[] = [];
async function bffWith(env: Record<string, string>): Promise<TestBff> {
  const bff = await startBff(env);
  bffs.push(bff);
  return bff;
}
afterEach(async () => {
  for (const bff of bffs.splice(0)) {
    await bff.dev.clearFault();
    await bff.close();
  }
});

const until = async (check: () => boolean | Promise<boolean>, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

const ME = graphql(`
  query PressureMe {
    me {
      id
    }
  }
`);

describe('back-pressure', () => {
  it('fails fast with GATEWAY_UNAVAILABLE once every connection is busy and the queue is full; refused calls never reach the gateway', async () => {
    const bff = await bffWith({
      GATEWAY_MAX_CONNECTIONS: '2',
      GATEWAY_MAX_QUEUED: '2',
      GATEWAY_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '10000',
    });
    // Different callers, so that no two reads are shared (single-flight is per caller).
    const fillers = await Promise.all(
      ['admin@demo.test', 'sita@demo.test', 'maya@demo.test', 'gita@demo.test'].map((email) => bff.signIn(email)),
    );
    const others = [
      ...(await Promise.all(['ram@demo.test', 'hari@demo.test', 'new@demo.test'].map((email) => bff.signIn(email)))),
      new Session(bff.url, { token: 'not-a-session' }),
    ];
    await bff.dev.fault({ mode: 'delay', ms: 1_500, path: '/user' });
    await bff.dev.resetCalls();
    // Two slow calls on the two connections, two more waiting for them: the queue is full.
    let firstSlowAnswerAt = Infinity;
    const fill = Promise.all(
      fillers.map((session) =>
        session.gql(ME).then((result) => {
          firstSlowAnswerAt = Math.min(firstSlowAnswerAt, performance.now());
          return result;
        }),
      ),
    );
    expect(await until(async () => (await bff.dev.calls()).total === 2)).toBe(true);
    const more = await Promise.all(
      others.map(async (session) => {
        const result = await session.gql(ME);
        return { code: codeOf(result), message: result.errors?.[0]?.message, at: performance.now() };
      }),
    );
    for (const answer of more) {
      expect(answer).toMatchObject({
        code: 'GATEWAY_UNAVAILABLE',
        message: 'The marketplace service is unavailable right now. Please try again shortly.',
      });
      // Refused at once, not queued behind the slow calls: answered before any of those is.
      expect(answer.at).toBeLessThan(firstSlowAnswerAt);
    }
    for (const answer of await fill) expect(answer.errors).toBeUndefined();
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 4 });
  });
});

describe('one deadline per request', () => {
  it('answers GATEWAY_TIMEOUT at REQUEST_TIMEOUT_MS, however long each call may take', async () => {
    const bff = await bffWith({ REQUEST_TIMEOUT_MS: '700', GATEWAY_TIMEOUT_MS: '5000' });
    const sita = await bff.signIn('sita@demo.test');
    await bff.dev.fault({ mode: 'delay', ms: 3_000, path: '/product' });
    const started = performance.now();
    const result = await sita.gql(
      graphql(`
        query PressureProducts {
          products {
            id
          }
        }
      `),
    );
    const ms = performance.now() - started;
    expect(codeOf(result)).toBe('GATEWAY_TIMEOUT');
    expect(ms).toBeGreaterThanOrEqual(650);
    expect(ms).toBeLessThan(2_000);
  });
});

describe('uploads checked by content', () => {
  const upload = (bytes: Buffer, mimetype: string, filename: string): FileUpload =>
    ({
      filename,
      mimetype,
      encoding: '7bit',
      fieldName: 'f',
      createReadStream: () => Readable.from([bytes]),
    }) as unknown as FileUpload;
  const JPEG = Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    ...new Array<number>(64).fill(0),
  ]);

  it('types a file by its magic bytes and sends a generated name, whatever the client declared', async () => {
    const part = await imagePart(upload(png('X'), 'text/plain', '../../etc/passwd'), 'proof', 'proof');
    expect(part).toMatchObject({ field: 'proof', mimeType: 'image/png' });
    expect(part.filename).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    const jpeg = await imagePart(upload(JPEG, 'image/png', 'photo.png'), 'proof', 'proof');
    expect(jpeg).toMatchObject({ mimeType: 'image/jpeg', filename: stringMatching(/\.jpg$/) });
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP image, naming the field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    for (const bytes of [svg, html, pdf, Buffer.alloc(0)]) {
      await expect(imagePart(upload(bytes, 'image/png', 'a.png'), 'images[0]', 'productImages')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'images[0]', message: 'must be a PNG, JPEG, GIF or WebP image' }],
      });
    }
  });

  it('sends a real image declared as something else, through the BFF', async () => {
    const bff = await bffWith({});
    const admin = await bff.signIn('admin@demo.test');
    const pending = dbOf(bff).payments.find((p) => p.status === 'pending')!;
    const MARK_SENT = graphql(`
      mutation PressureMarkSent($id: ID!, $proof: Upload!) {
        markPaymentSent(id: $id, proof: $proof) {
          payment {
            status
            proofUrl
          }
        }
      }
    `);
    const result = await admin.upload(MARK_SENT, { id: pending._id, proof: null }, [
      { path: 'proof', bytes: png('PAID'), filename: 'transfer.txt', type: 'application/octet-stream' },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      markPaymentSent: {
        payment: { status: 'SENT', proofUrl: stringMatching(/^\/media\/\d+\.[\w-]{22}\/uploads\/proof-[\w-]+\.png$/) },
      },
    });
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual protections; Sandbox gets Apollo’s CDN and nothing more', async () => {
    const bff = await bffWith({ NODE_ENV: 'development' });
    const api = await fetch(`${bff.url}/healthz`);
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'self';base-uri 'self';object-src 'none';frame-ancestors 'none';form-action 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';manifest-src 'self';worker-src 'self'",
    );
    expect(
      Object.fromEntries(
        [
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'cross-origin-opener-policy',
          'strict-transport-security',
        ].map((h) => [h, api.headers.get(h)]),
      ),
    ).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000',
    });
    const sandbox = await fetch(`${bff.url}/graphql`, { headers: { accept: 'text/html' } });
    const policy = sandbox.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/embeddable-sandbox\.cdn\.apollographql\.com/);
    expect(policy).toMatch(/frame-src https:\/\/sandbox\.embed\.apollographql\.com/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
    // Apollo's page carries its own per-page nonce policy, which browsers enforce together with ours.
    const html = await sandbox.text();
    const nonce = /<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-([0-9a-f]+)'/.exec(
      html,
    )?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(html).toContain(`<script nonce="${nonce}" src="https://embeddable-sandbox.cdn.apollographql.com/`);
  });
});

describe('errors nothing caught', () => {
  const fakeProcess = () => {
    const listeners: Record<string, (value: never) => void> = {};
    return {
      on: (event: string, listener: (value: never) => void) => void (listeners[event] = listener),
      emit: (event: string, value: unknown) => listeners[event]!(value as never),
    };
  };

  it('logs an unhandled rejection and keeps serving', () => {
    const target = fakeProcess();
    const exits: number[] = [];
    let stopped = false;
    handleProcessFailures(
      target,
      () => {
        stopped = true;
        return Promise.resolve();
      },
      (code) => exits.push(code),
    );
    target.emit('unhandledRejection', new Error('stray promise'));
    expect(stopped).toBe(false);
    expect(exits).toEqual([]);
  });

  it('stops the server and exits with 1 after an uncaught exception, or after the grace period if stopping hangs', async () => {
    const target = fakeProcess();
    const exits: number[] = [];
    let stops = 0;
    handleProcessFailures(
      target,
      () => {
        stops += 1;
        return Promise.resolve();
      },
      (code) => exits.push(code),
      1_000,
    );
    target.emit('uncaughtException', new TypeError('boom'));
    target.emit('uncaughtException', new TypeError('boom again'));
    await until(() => exits.length > 0);
    expect(stops).toBe(1);
    expect(exits).toEqual([1]);

    const hanging = fakeProcess();
    const hangingExits: number[] = [];
    handleProcessFailures(
      hanging,
      () => new Promise(() => undefined),
      (code) => hangingExits.push(code),
      100,
    );
    hanging.emit('uncaughtException', new Error('stuck'));
    expect(await until(() => hangingExits.length > 0, 1_000)).toBe(true);
    expect(hangingExits).toEqual([1]);
  });
});
