/** The one way to show money and dates (spec §9): `Rs. 1,23,456.50`, `NPR …`, `YYYY-MM-DD`. */

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: number, prefix: 'Rs.' | 'NPR' = 'Rs.'): string {
  return `${prefix} ${grouping.format(Number.isFinite(amount) ? amount : 0)}`;
}

export function formatPercent(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0$/, '')}%`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar date, `YYYY-MM-DD`; an empty string for a missing date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD HH:mm`, local time. */
export function formatDateTime(iso: string | null | undefined): string {
  const day = formatDate(iso);
  if (!day) return '';
  const date = new Date(iso!);
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until `iso` from `now`, in its largest whole unit: "in 3 days", "in 5 hours",
 * "in 12 minutes"; an empty string once it has passed or for a missing date.
 */
export function formatCountdown(iso: string | null | undefined, now: number = Date.now()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const left = at - now;
  if (Number.isNaN(left) || left <= 0) return '';
  if (left >= DAY) return relative.format(Math.floor(left / DAY), 'day');
  if (left >= HOUR) return relative.format(Math.floor(left / HOUR), 'hour');
  return relative.format(Math.max(1, Math.ceil(left / MINUTE)), 'minute');
}
