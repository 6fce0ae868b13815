import { defineConfig } from 'vitest/config';

// `npm run perf`: the timing tests against their budgets, one project after the other (each
// project's `sequence.groupOrder`), so that no suite's load is in another's figures.
export default defineConfig({
  test: {
    projects: ['web/e2e/vitest.timing.config.ts', 'bff/vitest.timing.config.ts'],
  },
});
