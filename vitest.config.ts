import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every suite; each workspace has its own config.
export default defineConfig({
  test: {
    projects: ['schema', 'bff', 'bff/vitest.timing.config.ts', 'web', 'web/e2e', 'web/e2e/vitest.timing.config.ts'],
  },
});
