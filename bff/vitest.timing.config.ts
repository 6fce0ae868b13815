import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.config.ts';

/**
 * The BFF's timing tests, for `npm run perf` (the root's vitest.perf.config.ts): one file at a time,
 * after the timing browser tests, so that their figures are the BFF's, not another suite's load.
 */
export default defineConfig({
  resolve,
  test: {
    // bff/, also when run from the repository's root.
    root: fileURLToPath(new URL('.', import.meta.url)),
    name: 'bff-timing',
    include: ['test/**/*.timing.test.ts'],
    sequence: { groupOrder: 1 },
    fileParallelism: false,
    // The attack test takes about 40 s (build and idle 15 s, each flood 10 s and its last answers).
    testTimeout: 30_000,
    hookTimeout: 40_000,
  },
});
