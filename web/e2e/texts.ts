import enApp from '../src/locales/en/app.json' with { type: 'json' };
import enPublic from '../src/locales/en/public.json' with { type: 'json' };
import neApp from '../src/locales/ne/app.json' with { type: 'json' };
import nePublic from '../src/locales/ne/public.json' with { type: 'json' };

/** The interface's texts as the browser tests expect them, from the catalogues (web/src/locales/). */
const catalogues = { en: { ...enPublic, ...enApp }, ne: { ...nePublic, ...neApp } };
export type TextKey = keyof typeof catalogues.en;

/** A message with its simple `{name}` placeholders filled. */
export function text(key: TextKey, values: Record<string, string | number> = {}, locale: 'en' | 'ne' = 'en'): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
