/**
 * Account field rules the BFF enforces and the web client checks before sending, so that an
 * obvious mistake is caught in the browser with the same rule the server applies (phone numbers:
 * phone.ts).
 */

/** The shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * An address of the form name@domain.tld with no spaces: what a browser can tell at a glance.
 * The server checks the address fully (it may still refuse one this lets through).
 */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
