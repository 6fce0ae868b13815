import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, setLocale, translate } from './i18n.ts';
import { storedLocale } from './locale-choice.ts';

const locales = join(import.meta.dirname, '..', 'locales');
const read = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join(locales, locale, `${ns}.json`), 'utf8')) as Record<string, string>;
const namespaces = readdirSync(join(locales, 'en')).map((file) => file.replace(/\.json$/, ''));
/** The placeholders of an ICU message: `{name}`, `{count, plural, …}`. */
const placeholders = (message: string) => new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]));

describe('the catalogues', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces.sort()).toEqual(['app', 'public']);
    expect(readdirSync(join(locales, 'ne')).sort()).toEqual(readdirSync(join(locales, 'en')).sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: every English key is in Nepali and the other way round, none empty`, () => {
      const en = read('en', ns);
      const ne = read('ne', ns);
      expect(Object.keys(ne).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of [...Object.entries(en), ...Object.entries(ne)]) expect(value.trim(), key).not.toBe('');
    });

    it(`${ns}: Nepali uses only placeholders the English message is given`, () => {
      const en = read('en', ns);
      const ne = read('ne', ns);
      // A Nepali message may leave an English detail out ({what}), but never asks for a value no caller passes.
      const given = (key: string) => new Set([...placeholders(en[key]!), ...(EXTRA_VALUES[key] ?? [])]);
      for (const key of Object.keys(ne))
        for (const name of placeholders(ne[key]!)) expect(given(key).has(name), `${key}: {${name}}`).toBe(true);
    });

    it(`${ns}: Nepali is written in Devanagari, not left in English`, () => {
      const ne = read('ne', ns);
      for (const [key, value] of Object.entries(ne)) {
        // Brand and file-format names and Rs. stay as they are; everything else has Nepali words (a
        // message of placeholders and brands only, as the tab's title, has none to have).
        const words = value
          .replace(/\{[^}]*\}/g, '')
          .replace(/\b(Bikri|WhatsApp|Facebook|Instagram|TikTok|CSV|PNG|JPEG|WebP|GIF|Rs)\b/g, '');
        expect(/[A-Za-z]{3,}/.test(words), `${key}: ${value}`).toBe(false);
        if (/\p{L}/u.test(words)) expect(/[\u0900-\u097F]/.test(value), `${key}: ${value}`).toBe(true);
      }
    });
  }
});

/** Values a caller passes beyond the English message's own placeholders (see lib/errors.ts). */
const EXTRA_VALUES: Record<string, string[]> = {
  'error.choose': ['label'],
  'error.format.email': ['label'],
  'error.format.phone': ['label'],
  'error.format.link': ['label', 'example'],
  'error.format.image': ['label'],
};

describe('switching the language', () => {
  afterEach(() => setLocale('en'));

  it('starts in English, loads Nepali on demand and remembers it', async () => {
    expect(currentLocale()).toBe('en');
    expect(storedLocale()).toBe('en');
    expect(translate('nav.login')).toBe('Login');
    await setLocale('ne');
    expect(translate('nav.login')).toBe('लगइन');
    expect(storedLocale()).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    await setLocale('en');
    expect(translate('nav.login')).toBe('Login');
    expect(storedLocale()).toBe('en');
  });

  it('formats messages with values', async () => {
    expect(translate('hero.earn', { amount: 'Rs. 630.00' })).toBe('You earn Rs. 630.00');
    await setLocale('ne');
    expect(translate('hero.earn', { amount: 'Rs. ६३०.००' })).toBe('तपाईंको कमाइ Rs. ६३०.००');
  });
});
