/**
 * Contact and account field rules the BFF enforces and the web client checks before sending, so
 * that an obvious mistake is caught in the browser with the same rule the server applies.
 */

import { asciiDigits } from './digits.ts';

/** Phone numbers as people type them: digits with optional +, spaces and dashes, 7 to 17 long. */
const PHONE_PATTERN = /^\+?\d[\d\s-]{6,16}$/;

/** A typed phone number as it is checked and stored: trimmed, Devanagari digits read as ASCII. */
export function phoneNumber(text: string): string {
  return asciiDigits(text.trim());
}

/** Whether the text is a phone number, typed in either digits (`phoneNumber` is what to store). */
export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(phoneNumber(text));
}

/** The shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * An address of the form name@domain.tld with no spaces: what a browser can tell at a glance.
 * The server checks the address fully (it may still refuse one this lets through).
 */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
