import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql copy: Vite would resolve our sources' `graphql` imports to its ESM build while
// type-graphql and Apollo load the CommonJS one, and instanceof checks across them fail.
const graphql = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: { graphql } },
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts', 'gateway-sim/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
