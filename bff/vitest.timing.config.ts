import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.config.ts';

/**
 * The BFF's timing tests, one file at a time in the timing tests' group (web/e2e's
 * vitest.timing.config.ts has the same `groupOrder` and one worker), so that they run alone: their
 * figures are the BFF's, not the other suites' load.
 */
export default defineConfig({
  resolve,
  test: {
    // bff/, also when run from the repository's root with `-c bff/vitest.timing.config.ts`.
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
