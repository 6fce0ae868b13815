/**
 * The phone number rule the BFF enforces and the web client checks before sending: Nepali
 * mobiles and landlines, checked with libphonenumber-js and Nepal's numbering plan from its
 * metadata (nepal-phone-metadata.ts).
 */

import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { asciiDigits } from './digits.ts';
import { NEPAL_PHONE_METADATA } from './nepal-phone-metadata.ts';

/**
 * What a typed phone may hold: digits (ASCII or Devanagari), spaces, dashes, dots, parentheses
 * and one leading `+`. libphonenumber alone would also take an extension (`;ext=123`, `x123`) or
 * letters, and keep their digits.
 */
const TYPED_PHONE = /^\+?[0-9\u0966-\u096F \u00A0\-\u2010-\u2015\u2212.()]+$/;

/**
 * A Nepali phone number as it is stored: a mobile's 10 digits (`9841234567`) or a landline with
 * its area code (`014123456`), whatever way it was typed (`+977`, spaces, dashes, Devanagari
 * digits); null when the text is not a Nepali mobile or landline number, or holds anything else.
 */
export function nepaliPhone(text: string): string | null {
  const typed = text.trim();
  if (!TYPED_PHONE.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(asciiDigits(typed), 'NP', NEPAL_PHONE_METADATA);
  if (!parsed?.isValid() || parsed.ext) return null;
  return parsed.formatNational().replace(/\D/g, '');
}

/** Whether the text is a Nepali mobile or landline number, typed in either digits (`nepaliPhone` is what to store). */
export function isPhoneNumber(text: string): boolean {
  return nepaliPhone(text) !== null;
}

/** A typed phone's ASCII digits, Nepal's international prefix `00977` read as `977`. */
function typedDigits(phone: string): string {
  const digits = asciiDigits(phone).replace(/\D/g, '');
  return digits.startsWith('00977') ? digits.slice(2) : digits;
}

/**
 * A phone number as WhatsApp and `tel:` links want it, with Nepal's country code: `+977 98…`,
 * `00977 98…` and `98…` all give `97798…`; a landline's leading 0 goes (`01-4…` gives `97714…`).
 */
export function internationalNumber(phone: string): string {
  const digits = typedDigits(phone);
  if (phone.trim().startsWith('+') || digits.startsWith('977')) return digits;
  return `977${digits.replace(/^0/, '')}`;
}

/**
 * A phone number's digits as `nepaliPhone` stores them, without parsing it (cheap enough to
 * compare every order's phone): Nepal's country code goes (`+977`, `00977`) and a landline keeps
 * its leading 0 (`+977 1 4…` gives `014…`); a number of another country keeps its digits.
 */
export function nationalNumber(phone: string): string {
  const digits = typedDigits(phone);
  if (digits.length <= 10 || !digits.startsWith('977')) return digits;
  const national = digits.slice(3);
  return national.startsWith('9') ? national : `0${national}`;
}
