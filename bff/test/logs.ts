import { vi } from 'vitest';

/**
 * Every line this process writes to stdout and stderr (the BFF's log lines, by pino) and prints
 * with console.log or console.error, silenced, until `restore()`. `entries()`: the JSON lines, parsed.
 */
export function captureLogs() {
  const lines: string[] = [];
  const keep = (text: unknown) => {
    for (const line of String(text).split('\n')) if (line !== '') lines.push(line);
  };
  const spies = [
    vi
      .spyOn(process.stdout, 'write')
      .mockImplementation(
        (chunk: string | Uint8Array) => (
          keep(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')),
          true
        ),
      ),
    vi
      .spyOn(process.stderr, 'write')
      .mockImplementation(
        (chunk: string | Uint8Array) => (
          keep(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')),
          true
        ),
      ),
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => keep(args.map(String).join(' '))),
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => keep(args.map(String).join(' '))),
  ];
  return {
    lines,
    entries: () =>
      lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
