import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeParts } from './chakra-theme.ts';

// `npm run dev`: Vite with hot reload, proxying the API and gateway images to the BFF (BFF_URL, default :4000).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // lingui(): compiles the catalogues the app imports with `?lingui` (web/lingui.config.ts).
  plugins: [react(), lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  // The landing page's footer year, the same in the prerendered HTML and the client that hydrates it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: [chakraThemeParts] },
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
    chunkSizeWarningLimit: 700,
  },
});
