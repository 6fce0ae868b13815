import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev`: Vite with hot reload, proxying the API and gateway images to the BFF (BFF_URL, default :4000).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // lingui(): compiles the catalogues the app imports with `?lingui` (web/lingui.config.ts).
  plugins: [react(), lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: bff, changeOrigin: false, ws: true },
      '/export': { target: bff, changeOrigin: false },
      '/media': { target: bff, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the app's page loads before its first screen, in one file rather than one
            // per module that a screen also uses.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
