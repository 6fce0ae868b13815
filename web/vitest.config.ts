import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One graphql copy for our sources and @graphql-tools/Apollo alike (see bff/vitest.config.ts).
const graphql = createRequire(import.meta.url).resolve('graphql');

// Component tests: happy-dom, fed by the real schema through @graphql-tools/mock.
export default defineConfig({
  plugins: [react(), lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  resolve: { alias: [{ find: 'graphql', replacement: graphql }] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
