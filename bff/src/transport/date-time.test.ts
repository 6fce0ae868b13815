import { DateTimeResolver } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { DateTime } from './date-time.ts';

/** What graphql-scalars' DateTime ends up writing into the JSON answer. */
const written = (value: unknown) =>
  JSON.parse(JSON.stringify({ value: DateTime.serialize(value) })) as { value: unknown };
const scalarsWrite = (value: unknown) =>
  JSON.parse(JSON.stringify({ value: DateTimeResolver.serialize(value) })) as { value: unknown };

describe('DateTime', () => {
  it('writes every instant as graphql-scalars does, passing the canonical form through', () => {
    for (const value of [
      '2026-11-23T13:44:20.123Z',
      '2026-11-23T10:00:00+05:45',
      '2026-11-23T08:14:20Z',
      new Date('2026-01-02T03:04:05.006Z'),
    ]) {
      expect(written(value)).toEqual(scalarsWrite(value));
    }
    expect(DateTime.serialize('2026-11-23T13:44:20.123Z')).toBe('2026-11-23T13:44:20.123Z');
    expect(written('2026-11-23T10:00:00+05:45').value).toBe('2026-11-23T04:15:00.000Z');
  });

  it('refuses what is no instant, and keeps graphql-scalars’ name and input parsing', () => {
    expect(() => DateTime.serialize('yesterday')).toThrow();
    for (const bad of [
      '2026-13-45T99:00:00.000Z',
      '2026-00-10T00:00:00.000Z',
      '2026-01-32T00:00:00.000Z',
      '2026-01-01T23:60:00.000Z',
      '2026-01-01T23:59:60.000Z',
    ]) {
      expect(() => DateTime.serialize(bad), bad).toThrow();
    }
    expect(DateTime.name).toBe('DateTime');
    expect(DateTime.parseValue('2026-11-23T10:00:00Z')).toEqual(DateTimeResolver.parseValue('2026-11-23T10:00:00Z'));
  });
});
