/**
 * The one way to show money, numbers and dates in the interface language: `Rs.` with
 * lakh grouping in both (`Rs. 1,23,456.50`; in Nepali with Devanagari digits, `Rs. १,२३,४५६.५०`),
 * dates as `YYYY-MM-DD` (`२०२६-०१-०५`).
 */
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

const money = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const number = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const digits = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false }));
const day = perLocale((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }));
const time = perLocale((locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

export function formatMoney(amount: number, prefix: 'Rs.' | 'NPR' = 'Rs.'): string {
  return `${prefix} ${money().format(Number.isFinite(amount) ? amount : 0)}`;
}

/** A count or a quantity, grouped and in the interface's digits. */
export function formatNumber(value: number): string {
  return number().format(value);
}

/** A number that names something (an order number), ungrouped, in the interface's digits. */
export function formatDigits(value: number): string {
  return digits().format(value);
}

export function formatPercent(rate: number): string {
  return `${number().format(Number(rate.toFixed(2)))}%`;
}

/** A local calendar date, `YYYY-MM-DD`; an empty string for a missing date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // en-IN writes DD/MM/YYYY and ne-NP YYYY-MM-DD: build the ISO order from the parts.
  const parts = Object.fromEntries(day().formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `HH:mm`, local time; an empty string for a missing date. */
export function formatTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? time().format(date) : '';
}

/** `YYYY-MM-DD HH:mm`, local time. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = formatDate(iso);
  if (!date) return '';
  return `${date} ${time().format(new Date(iso!))}`;
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
  const count = left >= DAY ? Math.floor(left / DAY) : left >= HOUR ? Math.floor(left / HOUR) : Math.max(1, Math.ceil(left / MINUTE));
  const unit = left >= DAY ? 'countdown.days' : left >= HOUR ? 'countdown.hours' : 'countdown.minutes';
  return translate(unit, { count, n: formatNumber(count) });
}
