import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './processes.ts';

/**
 * A real redis-server (Debian's package; CI installs it) on a free loopback port (or the `requested` one,
 * to start one again where a stopped one was), with nothing persisted, for tests of what replicas
 * share through Redis. `REDIS_SERVER` overrides the binary.
 */
export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(requested?: number): Promise<RunningRedis> {
  const port = requested ?? (await freePort());
  const child: ChildProcess = spawn(
    process.env.REDIS_SERVER ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (apt-get install redis-server): ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
