import { defineConfig } from 'vitest/config';

// `npm run soak`: the 60 s soak test of test/bff.soak.ts, run on demand (too heavy for every `npm test`).
export default defineConfig({
  test: {
    name: 'soak',
    include: ['test/**/*.soak.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
