import pino, { type Level } from 'pino';

/**
 * One JSON line per event, by pino: `time`, `level`, `event`, then the caller's fields (the
 * request's `requestId` where there is one). Errors go to stderr, the rest to stdout. Callers
 * pass fields, never a token or a password; fields named as one are redacted anyway.
 */
type Fields = Record<string, unknown>;

/** Field names whose values never reach a log line, at the top level or one level down. */
const SECRET_FIELDS = ['token', 'password', 'newPassword', 'cookie', 'authorization', 'phone'];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const logger = pino(
  {
    base: undefined,
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: SECRET_FIELDS.flatMap((name) => [name, `*.${name}`]), censor: '[redacted]' },
  },
  pino.multistream(
    [
      { level: 'trace', stream: process.stdout },
      { level: 'error', stream: process.stderr },
    ],
    { dedupe: true },
  ),
);

/** Sets the lowest level written (`LOG_LEVEL`, read by config.ts). */
export function setLogLevel(level: (typeof LOG_LEVELS)[number]): void {
  logger.level = level;
}

/** An error's message for a log line (what was thrown, when it is not an Error). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const write = (level: Level, event: string, fields: Fields) => logger[level]({ event, ...fields });

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
