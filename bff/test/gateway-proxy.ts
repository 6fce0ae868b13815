import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import { Agent, request } from 'undici';
import { startBff, type TestBff } from './harness.ts';

/**
 * A tiny reverse proxy in front of a stand-in gateway, for testing the BFF against a gateway
 * that differs from the stand-in: it streams every call through, except those `refuse` picks,
 * which it answers with 404 the way an Express app without that route would.
 */
export interface GatewayProxy {
  url: string;
  /** Where calls go; settable after start, so a BFF's own stand-in can be the target. */
  target: string | undefined;
  /** `METHOD /path` of every call that reached the proxy, refused ones included. */
  seen: string[];
  /**
   * What happens to a call: passed through (`undefined`); its answer held back after the target
   * acted, for `{ holdMs }` or `{ until }` a promise settles; or lost with the connection, after the
   * target acted (`{ drop: 'answer' }`) or before it reaches the target (`{ drop: 'call' }`).
   * Settable at any time.
   */
  intercept: (
    method: string,
    path: string,
  ) => { holdMs?: number; until?: Promise<unknown>; drop?: 'answer' | 'call' } | undefined;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function forwardable(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string | string[]] =>
        entry[1] !== undefined && !HOP_BY_HOP.has(entry[0].toLowerCase()),
    ),
  );
}

export async function startGatewayProxy(refuse: (method: string, path: string) => boolean): Promise<GatewayProxy> {
  const agent = new Agent({ keepAliveTimeout: 1_000 });
  const app = express();
  const proxy: GatewayProxy = {
    url: '',
    target: undefined,
    seen: [],
    intercept: () => undefined,
    close: async () => {},
  };

  app.use(async (req: Request, res: Response) => {
    proxy.seen.push(`${req.method} ${req.path}`);
    if (refuse(req.method, req.path)) {
      // Read the upload first, so the client sees the 404 rather than a reset connection.
      req.resume();
      await new Promise((resolve) => req.on('end', resolve));
      res
        .status(404)
        .type('html')
        .send(`<!DOCTYPE html><html><body><pre>Cannot ${req.method} ${req.path}</pre></body></html>`);
      return;
    }
    if (!proxy.target) {
      res.status(503).json({ success: false, message: 'proxy has no target' });
      return;
    }
    const after = proxy.intercept(req.method, req.path);
    if (after?.drop === 'call') {
      res.destroy();
      return;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const answer = await request(`${proxy.target}${req.originalUrl}`, {
      dispatcher: agent,
      method: req.method as 'GET',
      headers: forwardable(req.headers),
      body: hasBody ? req : undefined,
    });
    if (after) {
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      if (after.holdMs) await new Promise((resolve) => setTimeout(resolve, after.holdMs));
      await after.until;
      if (after.drop === 'answer' || res.destroyed) {
        res.destroy();
        return;
      }
      res.status(answer.statusCode);
      for (const [name, value] of Object.entries(forwardable(answer.headers))) res.setHeader(name, value);
      res.end(bytes);
      return;
    }
    res.status(answer.statusCode);
    for (const [name, value] of Object.entries(forwardable(answer.headers))) res.setHeader(name, value);
    await pipeline(answer.body, res);
  });

  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await agent.close();
  };
  return proxy;
}

/** A BFF with `env` whose gateway calls go through a proxy (refusing what `refuse` picks) to the BFF's own stand-in. */
export async function startBffBehindProxy(
  env: Record<string, string> = {},
  refuse: (method: string, path: string) => boolean = () => false,
): Promise<{ proxy: GatewayProxy; bff: TestBff }> {
  const proxy = await startGatewayProxy(refuse);
  const bff = await startBff({ GATEWAY_URL: proxy.url, ...env });
  proxy.target = bff.gateway.url;
  return { proxy, bff };
}
