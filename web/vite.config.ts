import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run dev`: Vite with hot reload, proxying the API and gateway images to the BFF (BFF_URL, default :4000).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

/** The chunk of the code the app's screens share (the `screens` group below). */
const SCREENS_CHUNK = 'screens';
/** The chunk of components/ui/system.ts, Chakra's system, with the code it runs on. */
const SYSTEM_CHUNK = 'system';
/** The chunk of src/boot.ts, the app's first steps, with the code they run on (Apollo Client). */
const BOOT_CHUNK = 'boot';
/** Modules the `screens` chunk may hold: libraries and the app's shared components and helpers. */
const SHARED = /node_modules|[\\/]web[\\/]src[\\/](components|lib)[\\/]/;
/**
 * Menus and dialogs, and what places them and keeps the focus in them: loaded with the screen or
 * widget that opens one (components/ui/on-first-use.tsx), not in the `screens` chunk that every
 * first visit downloads.
 */
const OPENED_ON_PRESS =
  /[\\/]node_modules[\\/](@zag-js[\\/](menu|dialog|popover|popper|focus-trap|aria-hidden|remove-scroll)[\\/]|@floating-ui[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](menu|dialog|popover)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](menu|dialog|popover)[\\/])|[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](dialog-frame|confirm-dialog-view)\.tsx$/;

/** The chunk of the app's entry, src/main.tsx. */
const ENTRY_CHUNK = 'index';
/**
 * The files the app's page runs before its first screen can show: Chakra's system, the first
 * steps, the entry and the screens' shared code. Each starts with V8's compile hint, so that its
 * functions are compiled as the file streams in, off the main thread, rather than one at a time
 * on it as each is first called (see README, Decisions).
 */
const COMPILED_WHOLE = new Set([SYSTEM_CHUNK, BOOT_CHUNK, ENTRY_CHUNK, SCREENS_CHUNK]);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks the page fetches as it fetches the app's entry rather than once the entry runs. Two it
 * also runs as soon as each arrives, while the rest of the app is still downloading: Chakra's
 * system, which takes a phone a while to build, and the app's first steps (boot.ts), which send
 * the first screen's requests. The third is the screens' shared code, which every screen needs.
 */
function earlyChunks(): Plugin {
  return {
    name: 'bikri:early-chunks',
    apply: 'build',
    augmentChunkHash(chunk) {
      if (COMPILED_WHOLE.has(chunk.name)) return COMPILE_HINT;
    },
    generateBundle: {
      // After Vite's own additions to the top of a chunk: V8 reads the hint on the file's first line only.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !COMPILED_WHOLE.has(output.name)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset') map.source = String(map.source).replace('"mappings":"', '"mappings":";');
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = (name: string) =>
          Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === name);
        const run = [chunk(SYSTEM_CHUNK), chunk(BOOT_CHUNK)].flatMap((early) => (early ? [early] : []));
        const screens = chunk(SCREENS_CHUNK);
        return [
          ...run.map((early) => ({
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend' as const,
          })),
          ...(screens
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${screens.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
      },
    },
  };
}

export default defineConfig({
  // lingui(): compiles the catalogues the app imports with `?lingui` (web/lingui.config.ts).
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    earlyChunks(),
  ],
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
            // Chakra's system and everything it imports, ahead of the rest (see earlyChunks).
            { name: SYSTEM_CHUNK, test: /[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]system\.ts$/, priority: 2 },
            // The app's first steps and everything they import but Chakra's system (see earlyChunks).
            { name: BOOT_CHUNK, test: /[\\/]web[\\/]src[\\/]boot\.ts$/, priority: 1 },
            { name: 'app', tags: ['$initial'] },
            // The phone number rule and Nepal's numbering plan (libphonenumber-js), for the forms
            // that take a phone only: not in the code every screen needs, and without what the
            // rule imports that other screens use too (reading Devanagari digits).
            {
              name: 'phone-rule',
              test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]|[\\/]schema[\\/]src[\\/](phone|nepal-phone-metadata)\.ts$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // What three screens or more share (Chakra's components, ours), in one file rather than
            // many small ones that each cost a round trip on a phone's connection; but not what
            // opens on a press, which the first screens load when it first opens.
            { name: SCREENS_CHUNK, minShareCount: 3, test: (id) => SHARED.test(id) && !OPENED_ON_PRESS.test(id) },
          ],
        },
      },
    },
  },
});
