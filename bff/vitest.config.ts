import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts', 'gateway-sim/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
