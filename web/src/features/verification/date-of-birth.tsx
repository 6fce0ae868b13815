import {
  BS_MONTHS,
  bsMonthLength,
  FIRST_BS_YEAR,
  fromBs,
  isoDay,
  nepalDay,
  toBs,
  type Calendar,
  type CalendarDay,
} from '@bikri/schema/calendar';
import { Box, Fieldset, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { primaryCalendar, useChosenCalendar } from '../../lib/calendar-choice.ts';
import { formatDigits } from '../../lib/format.ts';
import { currentLocale, INTL_LOCALE, useT } from '../../lib/i18n.ts';

/** How many years back an AD birthday may be chosen. */
const AD_YEARS = 100;

interface Parts {
  year: string;
  month: string;
  day: string;
}

const EMPTY: Parts = { year: '', month: '', day: '' };
/** Room for a four-digit year and a two-digit day (in either script) beside their arrows; the month takes the rest. */
const WIDTH: Record<keyof Parts, string> = { year: '0 0 6.5rem', month: '1', day: '0 0 5rem' };

/** The day of `iso` in `calendar` as the three selects hold it. */
function partsOf(iso: string, calendar: Calendar): Parts {
  const ad = nepalDay(iso);
  const day = ad && (calendar === 'BS' ? toBs(ad) : ad);
  return day ? { year: String(day.year), month: String(day.month), day: String(day.day) } : EMPTY;
}

/** The days of a month in `calendar` (31 while the month is not chosen). */
function monthLength(calendar: Calendar, year: number, month: number): number {
  if (!year || !month) return 31;
  return calendar === 'BS' ? (bsMonthLength(year, month) ?? 32) : new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The AD `YYYY-MM-DD` of three chosen parts, or '' until all three make a day. */
function isoOf(parts: Parts, calendar: Calendar): string {
  const day: CalendarDay = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  if (!day.year || !day.month || !day.day) return '';
  const ad = calendar === 'BS' ? fromBs(day) : day;
  return ad ? isoDay(ad) : '';
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => to - i);

/**
 * A date of birth as year, month and day, in the calendar the user reads dates in (Bikram Sambat
 * by default in Nepali, AD in English, or as chosen in the user menu), with the interface's
 * digits and month names. `value` and `onChange` are the AD `YYYY-MM-DD` the API takes ('' until
 * a whole day is chosen).
 */
export function DateOfBirthField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (iso: string) => void;
  error?: string;
}) {
  const t = useT();
  const calendar = useChosenCalendar() ?? primaryCalendar(currentLocale());
  // Keyed by calendar: choosing the other one in the menu shows the same day in it.
  return (
    <Selects
      key={calendar}
      calendar={calendar}
      value={value}
      onChange={onChange}
      error={error}
      label={t('verify.dob')}
    />
  );
}

function Selects({
  calendar,
  value,
  onChange,
  error,
  label,
}: {
  calendar: Calendar;
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  label: string;
}) {
  const t = useT();
  const locale = currentLocale();
  const [parts, setParts] = useState<Parts>(() => partsOf(value, calendar));
  const today = nepalDay(new Date().toISOString())!;
  const thisYear = calendar === 'BS' ? (toBs(today)?.year ?? FIRST_BS_YEAR) : today.year;
  const years = range(calendar === 'BS' ? FIRST_BS_YEAR : thisYear - AD_YEARS, thisYear);
  const months =
    calendar === 'BS'
      ? BS_MONTHS[locale]
      : range(1, 12)
          .reverse()
          .map((month) =>
            new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', timeZone: 'UTC' }).format(
              Date.UTC(2000, month - 1, 1),
            ),
          );
  const days = range(1, monthLength(calendar, Number(parts.year), Number(parts.month))).reverse();

  const choose = (part: keyof Parts) => (event: { target: { value: string } }) => {
    const next = { ...parts, [part]: event.target.value };
    // A day the new month does not have is chosen again.
    if (Number(next.day) > monthLength(calendar, Number(next.year), Number(next.month))) next.day = '';
    setParts(next);
    // The value changes (and its error goes) once the parts make a day, or stop making one.
    const iso = isoOf(next, calendar);
    if (iso !== value) onChange(iso);
  };

  const select = (part: keyof Parts, name: string, options: { value: number; text: string }[]) => (
    <NativeSelect.Root flex={WIDTH[part]} minW="0">
      <NativeSelect.Field aria-label={name} value={parts[part]} onChange={choose(part)}>
        <option value="">{name}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Fieldset.Root invalid={Boolean(error)} gap="1.5">
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}{' '}
        <Box as="span" color="fg.error" aria-hidden="true">
          *
        </Box>
      </Fieldset.Legend>
      <Fieldset.HelperText textStyle="xs" color="fg.muted">
        {t(calendar === 'BS' ? 'verify.dobInBs' : 'verify.dobInAd')}
      </Fieldset.HelperText>
      <HStack gap="2">
        {select(
          'year',
          t('verify.dobYear'),
          years.map((year) => ({ value: year, text: formatDigits(year) })),
        )}
        {select(
          'month',
          t('verify.dobMonth'),
          months.map((name, i) => ({ value: i + 1, text: name })),
        )}
        {select(
          'day',
          t('verify.dobDay'),
          days.map((day) => ({ value: day, text: formatDigits(day) })),
        )}
      </HStack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
