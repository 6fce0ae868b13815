import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's suites (each workspace has its own config).
export default defineConfig({
  test: {
    projects: ['schema', 'bff'],
  },
});
