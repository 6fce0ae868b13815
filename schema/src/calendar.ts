// The package has no types: this declares the part used, for every project that imports this module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./bikram-sambat.d.ts" />
import bikramSambat from 'bikram-sambat';

const { daysInMonth, toBik, toGreg } = bikramSambat;

/**
 * Dates as Nepal reads them: the calendar day of an instant in Nepal time (UTC+05:45, no
 * daylight saving), in the Gregorian calendar (AD) or in Bikram Sambat (BS), the official one.
 * Instants are what is stored and sent; a calendar is only how a day is shown. BS goes through
 * `bikram-sambat` and only for the years whose calendar is published: past `LAST_BS_YEAR` the
 * month lengths are projections that the libraries disagree on, so such a day has no BS date
 * here (callers show AD), never a wrong one.
 */

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export type Calendar = 'BS' | 'AD';

/** Nepal's offset from UTC, all year round. */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The first and last BS years this module converts. */
export const FIRST_BS_YEAR = 2000;
export const LAST_BS_YEAR = 2083;

/** BS month names, Baisakh to Chaitra. */
export const BS_MONTHS: Record<'en' | 'ne', readonly string[]> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Asoj',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कार्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

/**
 * The AD day in Nepal of an instant (`2026-11-25T18:15:00Z` is 26 November there), or of a
 * calendar date given as `YYYY-MM-DD` (a date of birth), which is that day; `null` for anything else.
 */
export function nepalDay(value: string | null | undefined): CalendarDay | null {
  if (!value) return null;
  const ms = DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value) + NEPAL_OFFSET_MS;
  if (Number.isNaN(ms)) return null;
  const day = new Date(ms);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** The minutes past midnight in Nepal of an instant. */
export function nepalMinutes(value: string): number {
  const ms = Date.parse(value) + NEPAL_OFFSET_MS;
  return Math.floor((((ms / 60_000) % 1440) + 1440) % 1440);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a day. */
export const isoDay = (day: CalendarDay): string => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** The BS date of an AD day, or `null` outside FIRST_BS_YEAR–LAST_BS_YEAR. */
export function toBs(ad: CalendarDay): CalendarDay | null {
  const bs = toBik(isoDay(ad));
  return bs.year >= FIRST_BS_YEAR && bs.year <= LAST_BS_YEAR ? bs : null;
}

/** The AD day of a BS date (for tests and pickers), or `null` outside the years converted. */
export function fromBs(bs: CalendarDay): CalendarDay | null {
  if (bs.year < FIRST_BS_YEAR || bs.year > LAST_BS_YEAR || bs.month < 1 || bs.month > 12) return null;
  if (bs.day < 1 || bs.day > daysInMonth(bs.year, bs.month)) return null;
  return toGreg(bs.year, bs.month, bs.day);
}

/** The days of a BS month, or `null` outside the years converted. */
export function bsMonthLength(year: number, month: number): number | null {
  return year >= FIRST_BS_YEAR && year <= LAST_BS_YEAR && month >= 1 && month <= 12 ? daysInMonth(year, month) : null;
}

/** The day of an instant (or date) in Nepal in a calendar: BS falls back to AD outside its years. */
export function dayIn(
  calendar: Calendar,
  value: string | null | undefined,
): { calendar: Calendar; day: CalendarDay } | null {
  const ad = nepalDay(value);
  if (!ad) return null;
  const bs = calendar === 'BS' ? toBs(ad) : null;
  return bs ? { calendar: 'BS', day: bs } : { calendar: 'AD', day: ad };
}

/** `YYYY-MM-DD` in BS of an instant or date in Nepal (a CSV column), or `null` outside the years converted. */
export function bsDate(value: string | null | undefined): string | null {
  const ad = nepalDay(value);
  const bs = ad && toBs(ad);
  return bs ? isoDay(bs) : null;
}
