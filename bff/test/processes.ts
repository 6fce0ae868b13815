import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once it has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs a command as a child process with `env` added to ours; resolves once a line matches
 * `ready` (or at once without one).
 */
export async function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready?: RegExp,
  timeoutMs = 20_000,
): Promise<RunningProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const running: RunningProcess = {
    child,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  if (!ready) return running;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')} was not ready within ${timeoutMs} ms:\n${text}`)),
      timeoutMs,
    );
    const check = () => {
      if (ready.test(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before it was ready:\n${text}`));
    });
  });
  return running;
}
