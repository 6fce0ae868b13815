import { defineConfig } from 'vitest/config';
import { e2e } from './vitest.config.ts';

/** The timing browser tests: a later group than every other project, so they run alone. */
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, name: 'e2e-timing', include: ['e2e/**/*.timing.e2e.ts'], sequence: { groupOrder: 1 } },
});
