import { defineConfig } from 'vitest/config';

// `npm test`: every suite that gives the same answer on any machine; each workspace has its own config.
// The timing tests run with `npm run perf` (vitest.perf.config.ts).
export default defineConfig({
  test: {
    projects: ['schema', 'bff', 'web', 'web/e2e'],
  },
});
