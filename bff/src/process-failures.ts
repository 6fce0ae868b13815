import { log } from './log.ts';

const describe = (value: unknown) => (value instanceof Error ? (value.stack ?? value.message) : String(value));

interface ProcessLike {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
}

/**
 * What the process does with errors nothing caught. A promise rejected with no handler is a
 * bug, but one request's: it is logged and the server keeps serving. An uncaught exception
 * leaves the process in an unknown state: it is logged, the server stops taking requests and
 * finishes those under way (at most `graceMs`), and the process exits with 1 so that its
 * supervisor (docker compose `restart`, systemd) starts a fresh one.
 */
export function handleProcessFailures(
  target: ProcessLike,
  shutdown: () => Promise<void>,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs = 10_000,
): void {
  target.on('unhandledRejection', (reason) => {
    log.error('unhandledRejection', { error: describe(reason) });
  });
  let stopping = false;
  target.on('uncaughtException', (error) => {
    log.error('uncaughtException', { error: describe(error) });
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => exit(1), graceMs);
    timer.unref?.();
    shutdown()
      .catch((failure: unknown) => log.error('shutdown', { error: describe(failure) }))
      .finally(() => {
        clearTimeout(timer);
        exit(1);
      });
  });
}
