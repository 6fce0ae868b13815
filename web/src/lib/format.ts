/**
 * The one way to show money, numbers and dates in the interface language: `Rs.` with
 * lakh grouping in both (`Rs. 1,23,456.50`; in Nepali with Devanagari digits, `Rs. १,२३,४५६.५०`),
 * dates as `YYYY-MM-DD` of the day in Nepal, in the calendar shown first (`२०८३-०८-१०` in
 * Bikram Sambat, `2026-11-26` in AD), times as `HH:mm` in Nepal.
 */
import { BS_MONTHS, dayIn, nepalMinutes, type CalendarDay } from '@bikri/schema/calendar';
import { devanagariDigits } from '@bikri/schema/digits';
import { primaryCalendar } from './calendar-choice.ts';
import { currentLocale, INTL_LOCALE, translate, type Locale } from './i18n.ts';

function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    let value = made.get(locale);
    if (!value) made.set(locale, (value = make(INTL_LOCALE[locale])));
    return value;
  };
}

const money = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const number = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const digits = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false }));
const twoDigits = perLocale((locale) => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }));

export function formatMoney(amount: number, prefix: 'Rs.' | 'NPR' = 'Rs.'): string {
  return `${prefix} ${money().format(Number.isFinite(amount) ? amount : 0)}`;
}

/** A count or a quantity, grouped and in the interface's digits. */
export function formatNumber(value: number): string {
  return number().format(value);
}

/** A phone number as stored (`9841234567`, `+977-1-4412345`), in the interface's digits. */
export function formatPhone(phone: string): string {
  return currentLocale() === 'ne' ? devanagariDigits(phone) : phone;
}

/** A delivery location in the interface's language: the API's Nepali for a picked one, else as typed. */
export function formatLocation(customer: { location: string; locationNe?: string | null }): string {
  return (currentLocale() === 'ne' && customer.locationNe) || customer.location;
}

/** A number that names something (an order number), ungrouped, in the interface's digits. */
export function formatDigits(value: number): string {
  return digits().format(value);
}

export function formatPercent(rate: number): string {
  return `${number().format(Number(rate.toFixed(2)))}%`;
}

const dayText = ({ year, month, day }: CalendarDay) =>
  `${digits().format(year)}-${twoDigits().format(month)}-${twoDigits().format(day)}`;

/**
 * The day of an instant in Nepal (or a date such as a birthday), `YYYY-MM-DD` in the calendar
 * shown first (AD where Bikram Sambat has no date for it); an empty string for a missing date.
 */
export function formatDate(iso: string | null | undefined): string {
  const shown = dayIn(primaryCalendar(currentLocale()), iso);
  return shown ? dayText(shown.day) : '';
}

/** `HH:mm` in Nepal; an empty string for a missing time. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const minutes = nepalMinutes(iso);
  return `${twoDigits().format(Math.floor(minutes / 60))}:${twoDigits().format(minutes % 60)}`;
}

/** `YYYY-MM-DD HH:mm` in Nepal, the date in the calendar shown first. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = formatDate(iso);
  return date && `${date} ${formatTime(iso)}`;
}

/**
 * The same day in the other calendar, named: `10 Mangsir 2083 BS` (`१० मंसिर २०८३ वि.सं.`) or
 * `2026-11-26 AD`; an empty string when there is none (Bikram Sambat past the years it knows).
 */
export function formatOtherDate(iso: string | null | undefined): string {
  const locale = currentLocale();
  const first = primaryCalendar(locale);
  const other = first === 'BS' ? 'AD' : 'BS';
  if (dayIn(first, iso)?.calendar !== first) return '';
  const shown = dayIn(other, iso);
  if (shown?.calendar !== other) return '';
  const { year, month, day } = shown.day;
  if (other === 'AD') return `${dayText(shown.day)} ${translate('calendar.ad')}`;
  return `${digits().format(day)} ${BS_MONTHS[locale][month - 1]} ${digits().format(year)} ${translate('calendar.bs')}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until `iso` from `now`, in its largest whole unit: "in 3 days", "in 5 hours",
 * "in 12 minutes" ("३ दिनमा"); an empty string once it has passed or for a missing date. From
 * the catalogue rather than Intl.RelativeTimeFormat, which answers English where a browser
 * lacks Nepali locale data.
 */
export function formatCountdown(iso: string | null | undefined, now: number = Date.now()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const left = at - now;
  if (Number.isNaN(left) || left <= 0) return '';
  const count =
    left >= DAY
      ? Math.floor(left / DAY)
      : left >= HOUR
        ? Math.floor(left / HOUR)
        : Math.max(1, Math.ceil(left / MINUTE));
  const unit = left >= DAY ? 'countdown.days' : left >= HOUR ? 'countdown.hours' : 'countdown.minutes';
  return translate(unit, { count, n: formatNumber(count) });
}
