import { describe, expect, it } from 'vitest';
import {
  BS_MONTHS,
  bsDate,
  bsMonthLength,
  dayIn,
  fromBs,
  isoDay,
  LAST_BS_YEAR,
  nepalDay,
  nepalMinutes,
} from './calendar.ts';

/**
 * BS 2081–2083 as Nepal's calendar has them: each month's length and the AD day of its first
 * day. Fixed dates in those years agree: New Year (1 Baisakh) on 13 April 2024, 14 April 2025 and
 * 14 April 2026; Constitution Day (3 Asoj) on 19 September 2024 and 2025; Maghe Sankranti
 * (1 Magh) on 14 January 2025.
 */
const PUBLISHED: Record<number, { lengths: number[]; firstDays: string[] }> = {
  2081: {
    lengths: [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31],
    firstDays: [
      '2024-04-13',
      '2024-05-14',
      '2024-06-15',
      '2024-07-16',
      '2024-08-17',
      '2024-09-17',
      '2024-10-17',
      '2024-11-16',
      '2024-12-16',
      '2025-01-14',
      '2025-02-13',
      '2025-03-14',
    ],
  },
  2082: {
    lengths: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
    firstDays: [
      '2025-04-14',
      '2025-05-15',
      '2025-06-15',
      '2025-07-17',
      '2025-08-17',
      '2025-09-17',
      '2025-10-18',
      '2025-11-17',
      '2025-12-16',
      '2026-01-15',
      '2026-02-13',
      '2026-03-15',
    ],
  },
  2083: {
    lengths: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
    firstDays: [
      '2026-04-14',
      '2026-05-15',
      '2026-06-15',
      '2026-07-17',
      '2026-08-17',
      '2026-09-17',
      '2026-10-18',
      '2026-11-17',
      '2026-12-16',
      '2027-01-15',
      '2027-02-13',
      '2027-03-15',
    ],
  },
};

describe('Bikram Sambat', () => {
  it.each(Object.entries(PUBLISHED))('has BS %s month by month as published', (year, { lengths, firstDays }) => {
    const months = Array.from({ length: 12 }, (_, n) => n + 1);
    expect(months.map((month) => bsMonthLength(Number(year), month))).toEqual(lengths);
    expect(months.map((month) => isoDay(fromBs({ year: Number(year), month, day: 1 })!))).toEqual(firstDays);
    expect(firstDays.map((day) => bsDate(day))).toEqual(
      months.map((month) => `${year}-${String(month).padStart(2, '0')}-01`),
    );
  });

  it('places the three fixed days', () => {
    expect(bsDate('2024-09-19')).toBe('2081-06-03');
    expect(bsDate('2025-09-19')).toBe('2082-06-03');
    expect(bsDate('2025-01-14')).toBe('2081-10-01');
  });

  it('turns the day at midnight in Nepal (UTC+05:45), not at midnight UTC', () => {
    expect(nepalDay('2026-11-25T18:14:59.999Z')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(bsDate('2026-11-25T18:14:59.999Z')).toBe('2083-08-09');
    expect(nepalDay('2026-11-25T18:15:00.000Z')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(bsDate('2026-11-25T18:15:00.000Z')).toBe('2083-08-10');
    expect(bsDate('2026-11-26T00:00:00+05:45')).toBe('2083-08-10');
    expect(nepalMinutes('2026-11-25T18:15:00.000Z')).toBe(0);
    expect(nepalMinutes('2026-11-25T08:22:00.000Z')).toBe(14 * 60 + 7);
  });

  it('reads a date without a time (a date of birth) as that day', () => {
    expect(nepalDay('1995-05-01')).toEqual({ year: 1995, month: 5, day: 1 });
    expect(bsDate('1995-05-01')).toBe('2052-01-18');
  });

  it(`converts up to the end of ${LAST_BS_YEAR} and answers no BS date after it, so AD is shown`, () => {
    expect(LAST_BS_YEAR).toBe(2083);
    expect(bsDate('2027-04-13T23:59:59+05:45')).toBe('2083-12-30');
    expect(bsDate('2027-04-14T00:00:00+05:45')).toBeNull();
    expect(dayIn('BS', '2027-04-14T06:00:00Z')).toEqual({ calendar: 'AD', day: { year: 2027, month: 4, day: 14 } });
    expect(dayIn('BS', '2026-11-26T06:00:00Z')).toEqual({ calendar: 'BS', day: { year: 2083, month: 8, day: 10 } });
    expect(dayIn('AD', '2026-11-26T06:00:00Z')).toEqual({ calendar: 'AD', day: { year: 2026, month: 11, day: 26 } });
    expect(bsMonthLength(2084, 1)).toBeNull();
    expect(fromBs({ year: 2084, month: 1, day: 1 })).toBeNull();
    expect(fromBs({ year: 2083, month: 8, day: 30 })).toBeNull();
    expect(bsDate('1943-04-13')).toBeNull();
    expect(bsDate('1943-04-14')).toBe('2000-01-01');
  });

  it('answers nothing for a missing or broken value', () => {
    expect(bsDate(null)).toBeNull();
    expect(bsDate('')).toBeNull();
    expect(bsDate('not a date')).toBeNull();
    expect(dayIn('BS', undefined)).toBeNull();
  });

  it('names the months in English and Nepali', () => {
    expect(BS_MONTHS.en[7]).toBe('Mangsir');
    expect(BS_MONTHS.ne[7]).toBe('मंसिर');
    expect(BS_MONTHS.en).toHaveLength(12);
    expect(BS_MONTHS.ne).toHaveLength(12);
  });
});
