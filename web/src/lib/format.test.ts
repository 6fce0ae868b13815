import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseCalendar } from './calendar-choice.ts';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDigits,
  formatOtherDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPhone,
} from './format.ts';
import { currentLocale, setLocale } from './i18n.ts';

describe('formatMoney', () => {
  it('groups digits the Nepali/Indian way with two decimals', () => {
    expect(formatMoney(123456.5)).toBe('Rs. 1,23,456.50');
    expect(formatMoney(12345678)).toBe('Rs. 1,23,45,678.00');
    expect(formatMoney(0)).toBe('Rs. 0.00');
    expect(formatMoney(4500, 'NPR')).toBe('NPR 4,500.00');
    expect(formatMoney(Number.NaN)).toBe('Rs. 0.00');
  });
});

describe('formatDate', () => {
  afterEach(() => chooseCalendar(null));

  it('shows the day in Nepal, YYYY-MM-DD in AD in English, and nothing for a missing date', () => {
    expect(formatDate('2026-01-05T08:22:00.000Z')).toBe('2026-01-05');
    expect(formatDateTime('2026-01-05T08:22:00.000Z')).toBe('2026-01-05 14:07');
    expect(formatDate('2026-11-25T18:14:59.000Z')).toBe('2026-11-25');
    expect(formatDate('2026-11-25T18:15:00.000Z')).toBe('2026-11-26');
    expect(formatDate('1995-05-01')).toBe('1995-05-01');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('names the same day in Bikram Sambat beside it, and nothing past the BS years it knows', () => {
    expect(formatOtherDate('2026-11-26T06:00:00.000Z')).toBe('10 Mangsir 2083 BS');
    expect(formatOtherDate('2027-05-01T06:00:00.000Z')).toBe('');
    expect(formatOtherDate(null)).toBe('');
  });

  it('shows Bikram Sambat first once chosen, and AD where BS has no date', () => {
    chooseCalendar('BS');
    expect(formatDate('2026-11-26T06:00:00.000Z')).toBe('2083-08-10');
    expect(formatDateTime('2026-11-25T18:15:00.000Z')).toBe('2083-08-10 00:00');
    expect(formatOtherDate('2026-11-26T06:00:00.000Z')).toBe('2026-11-26 AD');
    expect(formatDate('2027-05-01T06:00:00.000Z')).toBe('2027-05-01');
    expect(formatOtherDate('2027-05-01T06:00:00.000Z')).toBe('');
    expect(localStorage.getItem('bikri.calendar')).toBe('BS');
  });
});

describe('formatPercent', () => {
  it('drops needless decimals', () => {
    expect(formatPercent(14)).toBe('14%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(0.125)).toBe('0.13%');
  });
});

describe('formatNumber and formatDigits', () => {
  it('group counts and leave numbers that name something whole', () => {
    expect(formatNumber(2500)).toBe('2,500');
    expect(formatNumber(250000)).toBe('2,50,000');
    expect(formatDigits(1042)).toBe('1042');
  });
});

describe('formatCountdown', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const later = (ms: number) => new Date(now + ms).toISOString();
  it('says how long is left in its largest whole unit', () => {
    expect(formatCountdown(later(3.6 * 86_400_000), now)).toBe('in 3 days');
    expect(formatCountdown(later(86_400_000), now)).toBe('in 1 day');
    expect(formatCountdown(later(5.9 * 3_600_000), now)).toBe('in 5 hours');
    expect(formatCountdown(later(90_000), now)).toBe('in 2 minutes');
    expect(formatCountdown(later(1_000), now)).toBe('in 1 minute');
  });

  it('says nothing once the time has passed or without a date', () => {
    expect(formatCountdown(later(0), now)).toBe('');
    expect(formatCountdown(later(-5_000), now)).toBe('');
    expect(formatCountdown(null, now)).toBe('');
  });
});

describe('in Nepali', () => {
  beforeAll(() => setLocale('ne'));
  afterAll(() => setLocale('en'));

  it('keeps Rs. and lakh grouping, in Devanagari digits', () => {
    expect(currentLocale()).toBe('ne');
    expect(formatMoney(100000)).toBe('Rs. १,००,०००.००');
    expect(formatMoney(12345678.5)).toBe('Rs. १,२३,४५,६७८.५०');
    expect(formatMoney(4500, 'NPR')).toBe('NPR ४,५००.००');
    expect(formatMoney(Number.NaN)).toBe('Rs. ०.००');
    expect(formatNumber(2500)).toBe('२,५००');
    expect(formatDigits(1042)).toBe('१०४२');
    expect(formatPercent(12.5)).toBe('१२.५%');
    expect(formatPhone('9841234567')).toBe('९८४१२३४५६७');
    expect(formatPhone('+977-1-4412345')).toBe('+९७७-१-४४१२३४५');
  });

  it('writes dates YYYY-MM-DD in Bikram Sambat, AD beside them, and countdowns in Nepali', () => {
    expect(formatDate('2026-01-05T08:22:00.000Z')).toBe('२०८२-०९-२१');
    expect(formatDateTime('2026-01-05T08:22:00.000Z')).toBe('२०८२-०९-२१ १४:०७');
    expect(formatOtherDate('2026-01-05T08:22:00.000Z')).toBe('२०२६-०१-०५ ई.सं.');
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    expect(formatCountdown(new Date(now + 3.6 * 86_400_000).toISOString(), now)).toBe('३ दिनमा');
    expect(formatCountdown(new Date(now + 5.9 * 3_600_000).toISOString(), now)).toBe('५ घण्टामा');
  });

  it('writes AD first once chosen, with the Bikram Sambat day named in Nepali beside it', () => {
    chooseCalendar('AD');
    expect(formatDate('2026-01-05T08:22:00.000Z')).toBe('२०२६-०१-०५');
    expect(formatOtherDate('2026-01-05T08:22:00.000Z')).toBe('२१ पुस २०८२ वि.सं.');
    chooseCalendar(null);
  });

  it('keeps the choice for the next visit and sets <html lang>', () => {
    expect(localStorage.getItem('bikri.locale')).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
  });
});
