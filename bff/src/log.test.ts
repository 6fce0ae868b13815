import { afterEach, describe, expect, it, vi } from 'vitest';
import { BurstLog, log, setLogLevel } from './log.ts';

/** What the logger writes to stdout and stderr during `act`, as parsed lines. */
function written(act: () => void): { stdout: Record<string, unknown>[]; stderr: Record<string, unknown>[] } {
  const out: string[] = [];
  const err: string[] = [];
  const spies = [
    vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => (out.push(String(chunk)), true)),
    vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: string | Uint8Array) => (err.push(String(chunk)), true)),
  ];
  try {
    act();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  const parse = (chunks: string[]) =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stdout: parse(out), stderr: parse(err) };
}

afterEach(() => setLogLevel('info'));

describe('log lines', () => {
  it('are one JSON line each: ISO time, level by name, event, then the fields', () => {
    const { stdout, stderr } = written(() =>
      log.warn('gateway', { requestId: 'r-1', code: 'TIMEOUT', path: '/product' }),
    );
    expect(stderr).toEqual([]);
    expect(stdout).toHaveLength(1);
    expect(stdout[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      level: 'warn',
      event: 'gateway',
      requestId: 'r-1',
      code: 'TIMEOUT',
      path: '/product',
    });
  });

  it('go to stderr for errors, to stdout for the rest', () => {
    const { stdout, stderr } = written(() => {
      log.info('one');
      log.error('two');
    });
    expect(stdout.map((line) => line.event)).toEqual(['one']);
    expect(stderr.map((line) => line.event)).toEqual(['two']);
  });

  it('never carry a token, password, cookie or phone, at the top or one level down', () => {
    const { stdout } = written(() =>
      log.warn('leak', {
        token: 'tok-123',
        password: 'sita1234',
        cookie: 'bikri_session=abc',
        customer: { name: 'Ram', phone: '9841000000' },
        headers: { authorization: 'Bearer x' },
      }),
    );
    const line = JSON.stringify(stdout[0]);
    for (const secret of ['tok-123', 'sita1234', 'bikri_session=abc', '9841000000', 'Bearer x'])
      expect(line).not.toContain(secret);
    expect(stdout[0]).toMatchObject({
      token: '[redacted]',
      password: '[redacted]',
      cookie: '[redacted]',
      customer: { name: 'Ram', phone: '[redacted]' },
      headers: { authorization: '[redacted]' },
    });
  });

  it('below LOG_LEVEL are not written', () => {
    setLogLevel('warn');
    const { stdout } = written(() => {
      log.info('quiet');
      log.warn('loud');
    });
    expect(stdout.map((line) => line.event)).toEqual(['loud']);
  });

  it('of one burst are written once a minute per key, with how many were left out', () => {
    const burst = new BurstLog('writes');
    const { stdout } = written(() => {
      for (let n = 0; n < 5; n += 1) burst.warn('redis', { unavailable: 'down' });
    });
    expect(stdout).toEqual([
      expect.objectContaining({ level: 'warn', event: 'writes', unavailable: 'down', leftOutSincePreviousLine: 0 }),
    ]);
  });
});
