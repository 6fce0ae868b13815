/**
 * The interface language this browser chose, kept in localStorage. Its own module, free of
 * Lingui, so that the prerendered landing page can read it without loading the interface.
 */

export type Locale = 'en' | 'ne';

const STORAGE_KEY = 'bikri.locale';

/** The language this browser chose before; English when none or storage is unavailable. */
export function storedLocale(): Locale {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ne' ? 'ne' : 'en';
  } catch {
    return 'en';
  }
}

/** Remembers the choice for the next visit. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}
