import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * How the benches run the BFF and the stand-in: as deployed, compiled by the production build
 * (build.ts) and started with `node --enable-source-maps` (README, *Production and scale-out*),
 * each in its own process. Under tsx, the development runner, the same BFF answered the
 * 100-order list at 20-25 % less throughput in A/B runs (1,170-1,360 against 1,489-1,629 req/s).
 */

export async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StartOptions {
  /** Arguments of the entry point. */
  args?: string[];
  /** Options for node itself, before the entry point. */
  nodeArgs?: string[];
  /** Opens an IPC channel to the process (`child.send`, `child.on('message')`). */
  ipc?: boolean;
}

export interface Deployed {
  /** The folder the build wrote, under bff/.dist-bench/. */
  dir: string;
  /** Starts a compiled entry point in its own process group and resolves once it prints that it listens. */
  start: (
    script: 'index.js' | 'gateway.js',
    env: Record<string, string>,
    options?: StartOptions,
  ) => Promise<ChildProcess>;
  /** Deletes the build. */
  remove: () => void;
}

const bffDir = new URL('..', import.meta.url).pathname;
const benchBuilds = join(bffDir, '.dist-bench');

/** Builds the BFF and the stand-in into a folder of their own, so that two benches can run at once. */
export function buildDeployed(name: string): Deployed {
  mkdirSync(benchBuilds, { recursive: true });
  const dir = mkdtempSync(join(benchBuilds, `${name}-`));
  execFileSync('npx', ['tsx', 'build.ts', dir], { cwd: bffDir, stdio: 'ignore' });
  return {
    dir,
    start: (script, env, { args = [], nodeArgs = [], ipc = false } = {}) => {
      // The BFF as the image starts it, with the traces' loader first (bff/src/tracing.ts: on only
      // when OTEL_EXPORTER_OTLP_ENDPOINT is set).
      const tracing = script === 'index.js' ? ['--import', join(dir, 'tracing.js')] : [];
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', ...tracing, ...nodeArgs, join(dir, script), ...args],
        {
          cwd: bffDir,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
          detached: true,
        },
      );
      return new Promise((resolve, reject) => {
        let output = '';
        let listening = false;
        const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}: ${output}`));
        // Read to the end, and drop what follows: a pipe nobody reads stops the process once it is full.
        child.stdout!.on('data', (chunk: Buffer) => {
          if (listening) return;
          output += chunk.toString();
          if (/listening on/.test(output)) {
            listening = true;
            child.off('exit', onExit);
            resolve(child);
          }
        });
        child.once('exit', onExit);
      });
    },
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(benchBuilds);
      } catch {
        // Another bench's build is still there.
      }
    },
  };
}

/** Ends a process started by `start`, and everything it started, and resolves once it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  return exited;
}
