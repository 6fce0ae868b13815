import { startGatewaySim, type RunningGatewaySim } from '../../gateway-sim/app.ts';
import { paintPng } from '../../gateway-sim/png.ts';
import { GatewayClient } from './gateway-client.ts';
import { GatewayHttp } from './http.ts';
import type { FilePart } from './multipart.ts';
import { Readable } from 'node:stream';

/**
 * Test harness: a fresh in-memory stand-in on a free port, a gateway HTTP pool pointed at it,
 * signed-in clients for the demo accounts, and the stand-in's /__dev/ controls.
 */

export const PASSWORDS: Record<string, string> = {
  'admin@demo.test': 'admin1234',
  'sita@demo.test': 'sita1234',
  'ram@demo.test': 'ram12345',
  'hari@demo.test': 'hari1234',
  'gita@demo.test': 'gita1234',
  'new@demo.test': 'new12345',
  'maya@demo.test': 'maya1234',
};

export interface TestGateway {
  sim: RunningGatewaySim;
  http: GatewayHttp;
  anonymous: GatewayClient;
  signIn(email: string): Promise<GatewayClient>;
  dev: DevControls;
  close(): Promise<void>;
}

export interface DevControls {
  mailbox(email: string): Promise<{ code: string | null; to: string }[]>;
  calls(): Promise<{ total: number; byRoute: Record<string, number> }>;
  resetCalls(): Promise<void>;
  fault(fault: { mode: string; ms?: number; path?: string; times?: number }): Promise<void>;
  clearFault(): Promise<void>;
  backdateDelivery(orderId: string, daysAgo: number): Promise<void>;
  bulkOrders(count: number): Promise<{ created: number; total: number }>;
}

export function devControls(baseUrl: string): DevControls {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/__dev/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`/__dev/${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    mailbox: async (email) =>
      (await call('GET', `mailbox?email=${encodeURIComponent(email)}`)).messages as {
        code: string | null;
        to: string;
      }[],
    calls: async () => (await call('GET', 'calls')) as { total: number; byRoute: Record<string, number> },
    resetCalls: async () => void (await call('POST', 'calls/reset')),
    fault: async (fault) => void (await call('POST', 'faults', fault)),
    clearFault: async () => void (await call('DELETE', 'faults')),
    backdateDelivery: async (orderId, daysAgo) =>
      void (await call('POST', `orders/${orderId}/deliveredDate`, { daysAgo })),
    bulkOrders: async (count) => (await call('POST', 'orders/bulk', { count })) as { created: number; total: number },
  };
}

export async function startTestGateway(options: { timeoutMs?: number } = {}): Promise<TestGateway> {
  const sim = await startGatewaySim();
  const http = new GatewayHttp({
    baseUrl: sim.url,
    connectTimeoutMs: 1_000,
    timeoutMs: options.timeoutMs ?? 2_000,
    maxConnections: 16,
  });
  const anonymous = new GatewayClient(http, undefined);
  return {
    sim,
    http,
    anonymous,
    async signIn(email) {
      const password = PASSWORDS[email];
      if (!password) throw new Error(`no demo password for ${email}`);
      const { token } = await anonymous.login(email, password);
      return new GatewayClient(http, token);
    },
    dev: devControls(sim.url),
    async close() {
      await http.close();
      await sim.close();
    },
  };
}

/** A real PNG image as an upload part. */
export function pngPart(
  field: string,
  text = 'UP',
  filename = `${text.toLowerCase()}.png`,
): FilePart & { bytes: Buffer } {
  const bytes = paintPng({
    width: 64,
    height: 64,
    from: { r: 10, g: 120, b: 200 },
    to: { r: 200, g: 40, b: 90 },
    text,
  });
  return { field, filename, mimeType: 'image/png', bytes, open: () => Readable.from([bytes]) };
}

/**
 * Downloads a file link the gateway answered with. Links to the gateway's own files reach us as
 * `/media/<path>` (gateway/http.ts rewrites them for the BFF's media route): they are fetched
 * from `<gatewayUrl>/<path>`, as that route does.
 */
export async function download(
  url: string,
  gatewayUrl: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  if (!url.startsWith('/media/')) throw new Error(`expected a /media/ link, got ${url}`);
  const response = await fetch(`${gatewayUrl}${url.slice('/media'.length)}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Awaits a call that must fail with the given gateway error code (and message, if given). */
export async function expectGatewayError(call: Promise<unknown>, code: string, message?: RegExp): Promise<void> {
  let failure: unknown;
  try {
    await call;
  } catch (error) {
    failure = error;
  }
  if (!failure) throw new Error(`expected a ${code} gateway error, but the call succeeded`);
  const { name, code: actual, message: text } = failure as { name?: string; code?: string; message?: string };
  if (name !== 'GatewayError' || actual !== code) {
    throw new Error(`expected a ${code} gateway error, got ${name} ${actual}: ${text}`);
  }
  if (message && !message.test(text ?? '')) throw new Error(`expected the message to match ${message}, got "${text}"`);
}
