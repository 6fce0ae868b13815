/**
 * Numbers as people in Nepal type them: with Devanagari digits (०-९) as often as with ASCII ones.
 * Every rule about a typed number (phones, quantities, prices, codes, search) reads the text
 * through `asciiDigits` first, so "९८४११२२३३४" is the phone 9841122334 and "२" the quantity 2.
 */

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
const DEVANAGARI_ZERO = 0x0966;

/** The text with each Devanagari digit replaced by its ASCII digit; everything else unchanged. */
export function asciiDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** The text with each ASCII digit replaced by its Devanagari digit (a phone number shown in Nepali). */
export function devanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
}

/** A number typed into a field, in either digits; null when blank or not a finite number. */
export function typedNumber(text: string): number | null {
  const plain = asciiDigits(text).trim();
  if (plain === '') return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}
