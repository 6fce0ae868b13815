import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM, CHROMIUM_ARGS } from './harness.ts';

/**
 * A headless Chromium driven through the DevTools protocol alone, for a measurement that
 * Playwright's own instrumentation would change: Playwright enables the `Runtime` domain on every
 * page, and with it V8 records the whole script stack of each request the page makes, which
 * means re-reading the source of every function on that stack (see docs/decisions/history.md). Here a
 * page gets only the domains a test enables.
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

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
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
  let lastId = 0;
  const replies = new Map<number, (message: Message) => void>();
  const waiting: { method: string; sessionId: string; resolve: (params: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.id !== undefined) {
      replies.get(message.id)?.(message);
      replies.delete(message.id);
      return;
    }
    const at = waiting.findIndex((wait) => wait.method === message.method && wait.sessionId === message.sessionId);
    if (at >= 0) waiting.splice(at, 1)[0]!.resolve(message.params ?? {});
  });
  // A Chromium that exits or crashes fails the commands still waiting for it.
  const closed = (why: string) => {
    for (const reply of replies.values()) reply({ error: { message: why } });
    replies.clear();
  };
  socket.on('close', () => closed('the DevTools connection closed'));
  socket.on('error', (error) => closed(error.message));
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      replies.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      );
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  return {
    send,
    next: (method, sessionId) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${method} within ${EVENT_TIMEOUT_MS} ms`)),
          EVENT_TIMEOUT_MS,
        );
        waiting.push({
          method,
          sessionId,
          resolve: (params) => {
            clearTimeout(timer);
            resolve(params);
          },
        });
      }),
    async evaluate<T>(sessionId: string, expression: string) {
      const { result, exceptionDetails } = await send<{
        result: { value: T };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
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
      socket.close();
      // A process Chromium started may still be writing in the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
