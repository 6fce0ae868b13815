import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql copy: Vite would resolve our sources' `graphql` imports to its ESM build while
// type-graphql and Apollo load the CommonJS one, and instanceof checks across them fail.
const graphql = createRequire(import.meta.url).resolve('graphql');
export const resolve = { alias: { graphql } };

/** The `*.timing.test.ts` files run in a project of their own, alone on the machine (vitest.timing.config.ts). */
export default defineConfig({
  resolve,
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts', 'gateway-sim/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/**/*.timing.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
