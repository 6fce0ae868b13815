import { describe, expect, it } from 'vitest';
import { NEPAL_PHONE_METADATA } from './nepal-phone-metadata.ts';
import { internationalNumber, isPhoneNumber, nationalNumber, nepaliPhone } from './phone.ts';

describe('isPhoneNumber', () => {
  it('takes Nepali mobiles and landlines as people type them', () => {
    for (const phone of [
      '9841234567',
      '+977 9841234567',
      '+977-984-1234567',
      '00977 9841234567',
      '984-123-4567',
      '9612345678',
      '9712345678',
      '01 4412345',
      '061-523456',
      ' 9841234567 ',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('takes numbers typed in Devanagari digits, or in both', () => {
    for (const phone of ['९८४११२२३३४', '+९७७ ९८४११२२३३४', '९८४-११२-२३३४', '98४1122334'])
      expect(isPhoneNumber(phone), phone).toBe(true);
  });

  it('refuses words, short or long numbers, numbers no Nepali line has and other countries’ numbers', () => {
    for (const phone of [
      '',
      'abc',
      '12345',
      '98412345',
      '98412345678',
      '9641234567',
      '061-123456',
      '98412x4567',
      '+',
      '+91 9876543210',
      '१२३४५',
      'नौ८४११२२३३४',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });

  it('takes dots and parentheses, and dashes and spaces of any kind, between the digits', () => {
    for (const phone of ['984.123.4567', '(01) 4412345', '+977 (984) 1234567', '984\u20111234567', '984\u00A01234567'])
      expect(isPhoneNumber(phone), phone).toBe(true);
  });

  it('refuses an extension, letters, signs and a second or inner +, however valid the digits before them', () => {
    for (const phone of [
      '9841000000;ext=123',
      '9841000000 x123',
      '9841000000 ext. 123',
      '9841000000#123',
      '9841000000,123',
      '9841000000*',
      '98410000OO',
      '++977 9841000000',
      '977+9841000000',
      '98410\n00000',
      'tel:9841000000',
      '9841000000\u202E',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
      expect(nepaliPhone(phone), phone).toBeNull();
    }
  });
});

describe('nepaliPhone', () => {
  it('stores a mobile as its 10 digits and a landline with its area code, however typed', () => {
    expect(nepaliPhone(' ९८४११२२३३४ ')).toBe('9841122334');
    expect(nepaliPhone('+९७७ ९८४-११२२३३४')).toBe('9841122334');
    expect(nepaliPhone('+977 984-1234567')).toBe('9841234567');
    expect(nepaliPhone('9841234567')).toBe('9841234567');
    expect(nepaliPhone('+977 1-4123456')).toBe('014123456');
    expect(nepaliPhone('061-523456')).toBe('061523456');
  });
});

describe('Nepal’s numbering plan', () => {
  it('is the one in the installed libphonenumber-js (regenerate nepal-phone-metadata.ts after an upgrade)', async () => {
    const { default: all } = await import('libphonenumber-js/metadata.max.json');
    expect(NEPAL_PHONE_METADATA).toEqual({
      version: all.version,
      country_calling_codes: { '977': ['NP'] },
      countries: { NP: all.countries.NP },
      nonGeographic: {},
    });
  });
});

describe('internationalNumber', () => {
  it('gives the number with Nepal’s country code, as WhatsApp and tel: links want it', () => {
    expect(internationalNumber('9841234567')).toBe('9779841234567');
    expect(internationalNumber('+977 984-1234567')).toBe('9779841234567');
    expect(internationalNumber('00977 9841234567')).toBe('9779841234567');
    expect(internationalNumber('९८४११२२३३४')).toBe('9779841122334');
    expect(internationalNumber('01-4123456')).toBe('97714123456');
  });
});

describe('nationalNumber', () => {
  it('gives the digits as they are stored, however the number was typed', () => {
    for (const [typed, stored] of [
      ['984-1234567', '9841234567'],
      ['+977 9841234567', '9841234567'],
      ['00977 9841234567', '9841234567'],
      ['९८४११२२३३४', '9841122334'],
      ['01-4412345', '014412345'],
      ['00977-1-4412345', '014412345'],
      ['+977 61 520123', '061520123'],
    ]) {
      expect(nationalNumber(typed!)).toBe(stored);
      expect(nationalNumber(typed!)).toBe(nepaliPhone(typed!));
    }
    expect(nationalNumber('')).toBe('');
  });
});
