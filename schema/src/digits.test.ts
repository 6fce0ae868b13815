import { describe, expect, it } from 'vitest';
import { asciiDigits, devanagariDigits, typedNumber } from './digits.ts';

describe('asciiDigits', () => {
  it('reads every Devanagari digit as its ASCII digit', () => {
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(asciiDigits('९८४११२२३३४')).toBe('9841122334');
  });

  it('keeps ASCII digits, signs, spaces and letters as they are, mixed digits included', () => {
    expect(asciiDigits('+९७७ 98४१-१२२३३४')).toBe('+977 9841-122334');
    expect(asciiDigits('वडा नं. ४, Pokhara 33700')).toBe('वडा नं. 4, Pokhara 33700');
    expect(asciiDigits('')).toBe('');
    expect(asciiDigits('पश्मिना')).toBe('पश्मिना');
  });
});

describe('typedNumber', () => {
  it('reads whole and decimal numbers in either digits', () => {
    expect(typedNumber('२')).toBe(2);
    expect(typedNumber(' १२ ')).toBe(12);
    expect(typedNumber('१५००.५०')).toBe(1500.5);
    expect(typedNumber('1५0')).toBe(150);
    expect(typedNumber('-३')).toBe(-3);
  });

  it('is null for blank text and for what is not a number', () => {
    for (const text of ['', '   ', 'दुई', '२x', '१.२.३', 'Infinity']) expect(typedNumber(text)).toBeNull();
  });
});

describe('devanagariDigits', () => {
  it('writes every ASCII digit in Devanagari, keeping signs and spaces', () => {
    expect(devanagariDigits('9841122334')).toBe('९८४११२२३३४');
    expect(devanagariDigits('+977-1-4412345')).toBe('+९७७-१-४४१२३४५');
    expect(asciiDigits(devanagariDigits('0123456789'))).toBe('0123456789');
  });
});
