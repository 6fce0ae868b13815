import { defineConfig } from 'vitest/config';
import { e2e } from './vitest.config.ts';

/**
 * The timing browser tests, in a group of their own so that they run alone: after the unit
 * suites (group 0) and before the other browser tests, which Vitest runs last, in a group of their
 * own, since their project runs one file at a time.
 */
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, name: 'e2e-timing', include: ['e2e/**/*.timing.e2e.ts'], sequence: { groupOrder: 1 } },
});
