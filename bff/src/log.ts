/**
 * One-line structured logs. Callers pass fields, never a token or a password: nothing here
 * reads request headers or bodies.
 */
type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', event: string, fields: Fields): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** An error's message for a log line (what was thrown, when it is not an Error). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const log = {
  info: (event: string, fields: Fields = {}) => write('info', event, fields),
  warn: (event: string, fields: Fields = {}) => write('warn', event, fields),
  error: (event: string, fields: Fields = {}) => write('error', event, fields),
};

/**
 * Warnings of one event that come in bursts (a client that keeps retrying, a store that is away):
 * the first for a key is written, then at most one per `intervalMs`, with how many were left out.
 */
export class BurstLog {
  private readonly lines = new Map<string, { at: number; leftOut: number }>();
  private sweptAt = 0;

  constructor(
    private readonly event: string,
    private readonly intervalMs = 60_000,
  ) {}

  warn(key: string, fields: Fields): void {
    const now = Date.now();
    const line = this.lines.get(key);
    if (line && now - line.at < this.intervalMs) {
      line.leftOut += 1;
      return;
    }
    // Keys quiet for an interval are forgotten, so the map holds recent ones only.
    if (now - this.sweptAt >= this.intervalMs) {
      this.sweptAt = now;
      for (const [other, { at }] of this.lines) if (now - at >= this.intervalMs) this.lines.delete(other);
    }
    this.lines.set(key, { at: now, leftOut: 0 });
    write('warn', this.event, { ...fields, leftOutSincePreviousLine: line?.leftOut ?? 0 });
  }
}
