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

/** How a social profile link may be typed, for the messages that ask for one. */
export const SOCIAL_LINK_EXAMPLE = 'facebook.com/your.page';

/**
 * A social profile link as people type it (`facebook.com/sunita.sells`, with or without
 * `https://`), written whole: `https://facebook.com/sunita.sells`; `null` for what is not an
 * http(s) address on a named host. The BFF checks and keeps a profile's link with it.
 */
export function socialProfileLink(text: string): string | null {
  const typed = text.trim();
  if (typed === '' || /\s/.test(typed)) return null;
  const whole = /^[a-z][a-z\d+.-]*:\/\//i.test(typed) ? typed : `https://${typed.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(whole);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host with a dot and a top-level name of letters: facebook.com, not "facebook" or an IP's last part.
  if (!/^([a-z\d-]+\.)+[a-z]{2,}$/i.test(url.hostname) || url.username || url.password) return null;
  return whole;
}
