import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `@chakra-ui/react/theme/<part>`: one module of Chakra's theme (a token group, a recipe), where
 * the package only exports the whole theme. The landing page's code imports the parts it needs
 * this way (components/ui/system.ts): importing anything from `@chakra-ui/react/theme` reaches
 * every recipe module, and the bundler then keeps all of them in the first chunk, including the
 * ones only signed-in screens use (components/ui/app-recipes.ts), 4.8 KB gzip the landing page
 * would download for nothing. TypeScript finds the same parts' types through `paths` in
 * tsconfig.json.
 */
const themeDir = dirname(fileURLToPath(import.meta.resolve('@chakra-ui/react/theme')));

export const chakraThemeParts = { find: /^@chakra-ui\/react\/theme\/(.+)$/, replacement: `${themeDir}/$1.js` };
