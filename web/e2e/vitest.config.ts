import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const graphql = createRequire(import.meta.url).resolve('graphql');

/**
 * Browser tests: real BFF + stand-in + Chromium, one file at a time (2 cores, one browser each).
 * The `*.timing.e2e.ts` files measure what a person waits for against issue targets; they run in
 * their own project, alone on the machine (vitest.timing.config.ts), so the
 * figures are the page's and not the other suites' load.
 */
export const e2e = {
  resolve: { alias: { graphql } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
};

export default defineConfig({
  ...e2e,
  test: { ...e2e.test, name: 'e2e', include: ['e2e/**/*.e2e.ts'], exclude: ['e2e/**/*.timing.e2e.ts'] },
});
