/**
 * The phone number rule the BFF enforces and the web client checks before sending: Nepali
 * mobiles and landlines, checked with libphonenumber-js and Nepal's numbering plan from its
 * metadata (nepal-phone-metadata.ts).
 */

import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { asciiDigits } from './digits.ts';
import { NEPAL_PHONE_METADATA } from './nepal-phone-metadata.ts';

/**
 * A Nepali phone number as it is stored: a mobile's 10 digits (`9841234567`) or a landline with
 * its area code (`014123456`), whatever way it was typed (`+977`, spaces, dashes, Devanagari
 * digits); null when the text is not a Nepali mobile or landline number.
 */
export function nepaliPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(asciiDigits(text.trim()), 'NP', NEPAL_PHONE_METADATA);
  if (!parsed?.isValid()) return null;
  return parsed.formatNational().replace(/\D/g, '');
}

/** Whether the text is a Nepali mobile or landline number, typed in either digits (`phoneNumber` is what to store). */
export function isPhoneNumber(text: string): boolean {
  return nepaliPhone(text) !== null;
}

/** A phone number to store: its Nepali form (`nepaliPhone`), or the text trimmed in ASCII digits when it is not one. */
export function phoneNumber(text: string): string {
  return nepaliPhone(text) ?? asciiDigits(text.trim());
}
