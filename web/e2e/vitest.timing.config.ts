import { defineConfig } from 'vitest/config';
import { e2e } from './vitest.config.ts';

/**
 * The timing browser tests, for `npm run perf` (the root's vitest.perf.config.ts): first, one file at
 * a time, before the BFF's attack test, so that the figures are the page's alone.
 */
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, name: 'e2e-timing', include: ['e2e/**/*.timing.e2e.ts'], sequence: { groupOrder: 0 } },
});
