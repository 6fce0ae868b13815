import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type enAppKeys from '../locales/en/app.json';
import type enPublicKeys from '../locales/en/public.json';
import { useChosenCalendar } from './calendar-choice.ts';
import { rememberLocale, type Locale } from './locale-choice.ts';

/**
 * The interface language (Lingui). English is the default, active from the start, and what the
 * build prerenders; its texts come with the app's screens (english.ts), not with the first steps
 * that boot.ts takes. Nepali is downloaded only when chosen. The choice is kept per browser in
 * localStorage and `<html lang>` follows it.
 */

export type { Locale };
export const LOCALES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ne', name: 'नेपाली' },
];
/**
 * Intl locales for numbers and dates: lakh grouping in both, Devanagari digits in Nepali. Not
 * `ne-NP`: browsers without Nepali locale data (Debian's Chromium) fall back to en-US, with
 * Latin digits and thousands grouping; every browser has en-IN and the Devanagari digits.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', ne: 'en-IN-u-nu-deva' };

/** Every message key; the English catalogues are the source. */
export type MessageKey = keyof typeof enPublicKeys | keyof typeof enAppKeys;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Nepali's catalogues, downloaded when first chosen. */
const nepali = async (): Promise<Messages> => {
  const [common, app] = await Promise.all([
    import('../locales/ne/public.json?lingui'),
    import('../locales/ne/app.json?lingui'),
  ]);
  return { ...common.messages, ...app.messages };
};
const loaded = new Set<Locale>(['en']);

// English's texts are added by english.ts, before anything is drawn.
i18n.load('en', {});
i18n.activate('en');

export function currentLocale(): Locale {
  return i18n.locale === 'ne' ? 'ne' : 'en';
}

/** The web app manifest of each language (web/pwa.ts), which the page links. */
const MANIFEST: Record<Locale, string> = { en: '/manifest.webmanifest', ne: '/manifest.ne.webmanifest' };

/**
 * Switches the interface (after downloading its catalogues), remembers it and sets `<html lang>` and
 * the linked manifest; the screen shown names the browser tab (use-screen-title.ts).
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await nepali());
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFEST[locale]);
  rememberLocale(locale);
}

/** The message in the current language, for code outside components (toasts, validation). */
export const translate: Translate = (key, values) => i18n._(key, values);

/**
 * `t(key, values)` in the current language. The component re-renders when the language or the
 * calendar of dates changes, and `t` is then a new function: what is memoized on `t` (table
 * columns) follows both.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  const calendar = useChosenCalendar();
  return useMemo<Translate>(() => (calendar ? (key, values) => _(key, values) : _), [_, calendar]);
}

export { i18n };

/**
 * A message the API answered (a success toast): the API words it in English, so other languages
 * show the catalogue's words for the same event.
 */
export function apiMessage(message: string, key: MessageKey, values?: MessageValues): string {
  return currentLocale() === 'en' ? message : translate(key, values);
}
