import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The catalogues (web/src/locales/{locale}/{namespace}.json): flat `key → ICU message` files that
 * @lingui/vite-plugin compiles when the app imports them with `?lingui`. `public` holds what the
 * landing page and the public header show (loaded with the first page); `app` everything behind
 * sign-in, loaded with the session's chunks. Keys are written by hand (no macros, no extraction).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/public', include: [] },
    { path: '<rootDir>/src/locales/{locale}/app', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
});
