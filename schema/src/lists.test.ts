import { describe, expect, it } from 'vitest';
import {
  compareByName,
  FIRST_PAGE,
  MAX_ROWS,
  MORE_PAGE,
  compareNewestFirst,
  SEARCH_MAX_LENGTH,
  sortableTime,
} from './lists.ts';

describe('list bounds', () => {
  it('asks for pages the API allows', () => {
    expect([FIRST_PAGE, MORE_PAGE, MAX_ROWS, SEARCH_MAX_LENGTH]).toEqual([50, 100, 1_000, 100]);
    expect(Math.max(FIRST_PAGE, MORE_PAGE)).toBeLessThanOrEqual(MAX_ROWS);
  });
});

describe('compareNewestFirst', () => {
  it('puts the later time first, then the greater id', () => {
    const rows = [
      { key: '2026-11-01T10:00:00.000Z', id: 'a' },
      { key: '2026-11-02T09:00:00.000Z', id: 'b' },
      { key: '2026-11-01T10:00:00.000Z', id: 'c' },
      { key: '2025-12-31T23:59:59.999Z', id: 'd' },
    ];
    expect([...rows].sort(compareNewestFirst).map((row) => row.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('compareByName', () => {
  it('orders names as people read them, case, accents and number width aside, then by id', () => {
    const rows = [
      { key: 'sita', id: '2' },
      { key: 'Anita 10', id: '1' },
      { key: 'Ánita 9', id: '3' },
      { key: 'Sita', id: '1' },
      { key: '', id: '9' },
    ];
    expect([...rows].sort(compareByName).map((row) => `${row.key}/${row.id}`)).toEqual([
      '/9',
      'Ánita 9/3',
      'Anita 10/1',
      'Sita/1',
      'sita/2',
    ]);
  });
});

describe('sortableTime', () => {
  it('keeps the ISO form, rewrites other readable times in it and reads the rest as the epoch', () => {
    expect(sortableTime('2026-11-24T18:54:06.123Z')).toBe('2026-11-24T18:54:06.123Z');
    expect(sortableTime('2026-11-24T18:54:06Z')).toBe('2026-11-24T18:54:06.000Z');
    expect(sortableTime('2026-11-25T00:39:06+05:45')).toBe('2026-11-24T18:54:06.000Z');
    expect(sortableTime('not a time')).toBe('1970-01-01T00:00:00.000Z');
    expect(sortableTime(null)).toBe('1970-01-01T00:00:00.000Z');
  });
});
