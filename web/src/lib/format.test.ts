import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPercent } from './format.ts';

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
  it('shows YYYY-MM-DD in local time and nothing for a missing date', () => {
    const local = new Date(2026, 0, 5, 14, 7);
    expect(formatDate(local.toISOString())).toBe('2026-01-05');
    expect(formatDateTime(local.toISOString())).toBe('2026-01-05 14:07');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPercent', () => {
  it('drops needless decimals', () => {
    expect(formatPercent(14)).toBe('14%');
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});
