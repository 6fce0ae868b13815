import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, type CDPSession, type ConnectionTransport } from 'puppeteer-core';
import WebSocket from 'ws';
import { CHROMIUM, CHROMIUM_ARGS } from './harness.ts';

/**
 * A headless Chromium driven through the DevTools protocol alone, for a measurement that
 * Playwright's own instrumentation would change: Playwright enables the `Runtime` domain on every
 * page, and with it V8 records the whole script stack of each request the page makes, which
 * means re-reading the source of every function on that stack (see docs/decisions/history.md). Here a
 * page gets only the domains a test enables: puppeteer's `Connection` carries the commands, replies
 * and events, without the page set-up that `puppeteer.connect` would add (decision 015).
 */
export interface DevTools {
  /** Sends a command, to the browser or, with `sessionId`, to an attached page. */
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** The next event `method` of the page attached as `sessionId`. */
  next(method: string, sessionId: string): Promise<Record<string, unknown>>;
  /** Evaluates `expression` in the page, awaiting a promise it gives, and answers its value. */
  evaluate<T>(sessionId: string, expression: string): Promise<T>;
  close(): Promise<void>;
}

/** How long `next` waits for its event. */
const EVENT_TIMEOUT_MS = 30_000;

/** A protocol command's name, as puppeteer types it. */
type Command = Parameters<Connection['send']>[0];

/** Puppeteer's transport interface over a WebSocket to the browser. */
function transportOver(socket: WebSocket): ConnectionTransport {
  const transport: ConnectionTransport = {
    send: (message) => socket.send(message),
    close: () => socket.close(),
  };
  socket.on('message', (data: Buffer) => transport.onmessage?.(data.toString()));
  socket.on('close', () => transport.onclose?.());
  return transport;
}

export async function launchDevTools(): Promise<DevTools> {
  const profile = mkdtempSync(join(tmpdir(), 'bikri-devtools-'));
  const chromium = spawn(
    CHROMIUM,
    ['--headless', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on (ws:\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  // When the socket closes (Chromium exited or crashed), the connection fails what still waits.
  const connection = new Connection(address, transportOver(socket));
  /** A page attached with `Target.attachToTarget` and `flatten: true` (see the timing tests). */
  const page = (sessionId: string): CDPSession => {
    const session = connection.session(sessionId);
    if (!session) throw new Error(`no page attached as ${sessionId}`);
    return session;
  };
  const send = async <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    (await (sessionId ? page(sessionId) : connection).send(method as Command, params)) as T;
  return {
    send,
    next: (method, sessionId) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${method} within ${EVENT_TIMEOUT_MS} ms`)),
          EVENT_TIMEOUT_MS,
        );
        page(sessionId).once(method, (params) => {
          clearTimeout(timer);
          resolve((params ?? {}) as Record<string, unknown>);
        });
      }),
    async evaluate<T>(sessionId: string, expression: string) {
      const { result, exceptionDetails } = await page(sessionId).send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value as T;
    },
    async close() {
      if (chromium.exitCode === null && chromium.signalCode === null) {
        const exited = new Promise((resolve) => chromium.once('exit', resolve));
        // Chromium ends its other processes and closes its profile before it exits; its answer
        // may never come, as the connection goes with it.
        void send('Browser.close').catch(() => undefined);
        const stuck = setTimeout(() => chromium.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(stuck);
      }
      connection.dispose();
      // A process Chromium started may still be writing in the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
