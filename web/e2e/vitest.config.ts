import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const graphql = createRequire(import.meta.url).resolve('graphql');

// Browser tests: real BFF + stand-in + Chromium. One file at a time (2 cores, one browser each).
export default defineConfig({
  resolve: { alias: { graphql } },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
