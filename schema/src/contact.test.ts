import { describe, expect, it } from 'vitest';
import { isPhoneNumber, looksLikeEmail, phoneNumber } from './contact.ts';

describe('isPhoneNumber', () => {
  it('takes numbers as people type them', () => {
    for (const phone of ['9841234567', '+977 9841234567', '984-123-4567', '01 4412345', ' 9841234567 ']) expect(isPhoneNumber(phone)).toBe(true);
  });

  it('takes numbers typed in Devanagari digits, or in both', () => {
    for (const phone of ['९८४११२२३३४', '+९७७ ९८४११२२३३४', '९८४-११२-२३३४', '98४1122334']) expect(isPhoneNumber(phone)).toBe(true);
  });

  it('refuses words, short numbers and letters', () => {
    for (const phone of ['', 'abc', '12345', '98412x4567', '+', '9841234567890123456', '१२३४५', 'नौ८४११२२३३४']) expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('phoneNumber', () => {
  it('is the number trimmed, in ASCII digits', () => {
    expect(phoneNumber(' ९८४११२२३३४ ')).toBe('9841122334');
    expect(phoneNumber('+९७७ ९८४-११२२३३४')).toBe('+977 984-1122334');
    expect(phoneNumber('9841234567')).toBe('9841234567');
  });
});

describe('looksLikeEmail', () => {
  it('takes name@domain.tld, spaces around it trimmed', () => {
    for (const email of ['sita@demo.test', ' a.b+c@mail.example.com ', 'x@y.np']) expect(looksLikeEmail(email)).toBe(true);
  });

  it('refuses what is plainly not an address', () => {
    for (const email of ['', 'sita', 'sita@', '@demo.test', 'sita@demo', 'si ta@demo.test', 'sita@@demo.test']) expect(looksLikeEmail(email)).toBe(false);
  });
});
