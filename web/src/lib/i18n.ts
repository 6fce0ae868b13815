import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type enApp from '../locales/en/app.json';
import { messages as enPublic } from '../locales/en/public.json?lingui';
import type enPublicKeys from '../locales/en/public.json';
import { rememberLocale, type Locale } from './locale-choice.ts';

/**
 * The interface language (Lingui). English is the default and is what the build prerenders;
 * Nepali is downloaded only when chosen. The choice is kept per browser in localStorage and
 * `<html lang>` follows it.
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
export type MessageKey = keyof typeof enPublicKeys | keyof typeof enApp;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

type Namespace = 'public' | 'app';
const catalogues: Record<Locale, Record<Namespace, () => Promise<{ messages: Messages }>>> = {
  en: { public: () => Promise.resolve({ messages: enPublic }), app: () => import('../locales/en/app.json?lingui') },
  ne: { public: () => import('../locales/ne/public.json?lingui'), app: () => import('../locales/ne/app.json?lingui') },
};

const wanted = new Set<Namespace>(['public']);
const loaded = new Set<string>(['en/public']);

i18n.load('en', enPublic);
i18n.activate('en');

async function ensure(locale: Locale, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...namespaces]
      .filter((ns) => !loaded.has(`${locale}/${ns}`))
      .map(async (ns) => {
        const { messages } = await catalogues[locale][ns]();
        i18n.load(locale, messages);
        loaded.add(`${locale}/${ns}`);
      }),
  );
}

export function currentLocale(): Locale {
  return i18n.locale === 'ne' ? 'ne' : 'en';
}

/** Loads a namespace's messages in the current language (and in any language chosen later). */
export function loadNamespace(ns: Namespace): Promise<void> {
  wanted.add(ns);
  return ensure(currentLocale(), [ns]);
}

/** Switches the interface (after downloading its catalogues), remembers it and sets `<html lang>`. */
export async function setLocale(locale: Locale): Promise<void> {
  await ensure(locale, wanted);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.title = i18n._('app.title');
  rememberLocale(locale);
}

/** The message in the current language, for code outside components (toasts, validation). */
export const translate: Translate = (key, values) => i18n._(key, values);

/** `t(key, values)` in the current language; the component re-renders when the language changes. */
export function useT(): Translate {
  return useLingui()._;
}

export { i18n };

/**
 * A message the API answered (a success toast): the API words it in English, so other languages
 * show the catalogue's words for the same event.
 */
export function apiMessage(message: string, key: MessageKey, values?: MessageValues): string {
  return currentLocale() === 'en' ? message : translate(key, values);
}
