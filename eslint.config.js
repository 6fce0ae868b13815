// The lint gate of `npm test` (CONVENTIONS.md): typescript-eslint with type information, the
// React hooks rules, and the import boundaries the conventions state, checked on resolved paths.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** web/src: app → features → components/lib, and no feature imports another. */
const webZones = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need down to components/ or lib/.',
  })),
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features do not import app/: app composes features, not the other way.',
  },
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/app', 'web/src/features'],
    message: 'components/ and lib/ are shared: they import neither features nor app.',
  },
  { target: 'web/src', from: ['bff', 'web/e2e'], message: 'The client talks to the BFF over GraphQL only.' },
];

// On Node 20 an AsyncLocalStorage in use turns on promise hooks for every promise of the process:
// 15-35 % of the BFF's throughput on a 100-order list (A/B runs). See errors.ts `tagErrors`.
const noAsyncHooks = ['node:async_hooks', 'async_hooks'].map((name) => ({
  name,
  message:
    'No async hooks in the BFF: they slow every promise on Node 20. Pass what you need (a request id) explicitly.',
}));
const standInZone = {
  from: 'bff/gateway-sim',
  message:
    'Only the embedded start (bff/src/index.ts) and tests, benches and browser harnesses use the stand-in gateway.',
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'web/src/gql/',
    'web/src/**/*.generated.ts',
    'bff/test/gql/',
    'web/e2e/.artifacts/',
    '.data/',
    '.bench/',
    'coverage/',
  ]),
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    plugins: { 'import-x': importX },
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: root,
      },
    },
    settings: {
      // Without these, import-x skips .ts/.tsx modules when it follows imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              importNames: ['Button'],
              message: 'Use components/ui/button.tsx: it keeps the focus while loading.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/ui/button.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['bff/**/*.ts', 'schema/**/*.ts', 'web/e2e/**/*.ts', 'web/*.ts', '*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/index.ts', 'bff/src/**/*.test.ts', 'bff/src/gateway/test-gateway.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: 'bff/src', ...standInZone },
            { target: 'bff/src', from: 'web' },
          ],
        },
      ],
    },
  },
  {
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/gateway/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'undici', message: 'Only bff/src/gateway/ speaks REST: add a typed gateway call there.' },
            ...noAsyncHooks,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only bff/src/gateway/ speaks REST: add a typed gateway call there.' },
      ],
    },
  },
  {
    files: ['bff/src/gateway/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noAsyncHooks }] },
  },
  {
    files: ['bff/gateway-sim/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'bff/gateway-sim',
              from: ['bff/src', 'web'],
              message: 'The stand-in is independent of the BFF it stands in for.',
            },
            {
              target: 'bff/gateway-sim',
              from: 'schema/src',
              except: ['./money.ts'],
              message:
                "The stand-in models the provider's rules itself (gateway-sim/rules.ts): sharing the BFF's could never catch a wrong one.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['schema/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'schema',
              from: ['bff', 'web'],
              message: 'schema/ holds the shared rules: it depends on neither side.',
            },
          ],
        },
      ],
    },
  },
]);
