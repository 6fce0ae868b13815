import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateSW } from 'workbox-build';

/**
 * Build step after web/prerender.ts has written the pages: what makes the app installable and
 * keeps it on the phone.
 * - Icons rendered from public/favicon.svg (sharp): the pages' icon (`icon-48.png`; a browser
 *   draws an SVG icon as a document of its own, in the page's renderer, while the page loads),
 *   `any` icons as the favicon draws them, a maskable one filled to the edges with the mark
 *   inside the safe zone, and Apple's touch icon.
 * - The web app manifest, one per language (`manifest.webmanifest`, `manifest.ne.webmanifest`),
 *   the same app (`id`) in both: the page links the one of its language (lib/i18n.ts).
 * - The service worker (Workbox's generateSW): every file the app and the landing page load is
 *   precached, `/` answers with the landing page and every other page address with shell.html,
 *   as the BFF does; product images are cached as they are seen; the API is never touched.
 */

/** The brand's orange (the favicon's, `<meta name="theme-color">`) and the app's page background (`bg.subtle`). */
export const THEME_COLOR = '#c2410c';
export const BACKGROUND_COLOR = '#fafafa';

/** Addresses a page is never started from the shell at: the API, exports, images, shared product pages, order tracking pages, the health check, files. */
export const NOT_APP_PAGES = /^\/(graphql|export|media|p|t|healthz|assets|__dev)(\/|$)/;

const MEDIA_CACHE = { name: 'media', maxEntries: 200, maxAgeSeconds: 30 * 86_400 };

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const MANIFESTS = {
  'manifest.webmanifest': {
    lang: 'en',
    name: 'Bikri',
    short_name: 'Bikri',
    description: 'Sell products on social media and earn commission on every delivered order in Nepal.',
  },
  'manifest.ne.webmanifest': {
    lang: 'ne',
    // The brand is written the same in the Nepali interface (locales/ne).
    name: 'Bikri',
    short_name: 'Bikri',
    description: 'सामाजिक सञ्जालमा सामान बेच्नुहोस् र नेपालभर डेलिभर भएको हरेक अर्डरमा कमिसन कमाउनुहोस्।',
  },
};

async function writeIcons(web: string, outDir: string): Promise<void> {
  const favicon = await readFile(join(web, 'public', 'favicon.svg'), 'utf8');
  const mark = /<path [^>]*\/>/.exec(favicon)?.[0];
  if (!mark) throw new Error('public/favicon.svg has no <path> to draw the maskable icon from');
  // The whole square filled, the mark scaled about the centre so that it stays inside the safe
  // zone (the central circle of 80 %) whatever shape the phone cuts.
  const square = (scale: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/>` +
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;
  const render = (svg: string, size: number, file: string) =>
    sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(outDir, 'icons', file));
  await mkdir(join(outDir, 'icons'), { recursive: true });
  await Promise.all([
    render(favicon, 48, 'icon-48.png'),
    render(favicon, 192, 'icon-192.png'),
    render(favicon, 512, 'icon-512.png'),
    render(square(0.8), 512, 'maskable-512.png'),
    render(square(0.9), 180, 'apple-touch-icon.png'),
  ]);
}

async function writeManifests(outDir: string): Promise<void> {
  await Promise.all(
    Object.entries(MANIFESTS).map(([file, words]) =>
      writeFile(
        join(outDir, file),
        JSON.stringify({
          id: '/',
          ...words,
          dir: 'ltr',
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOR,
          background_color: BACKGROUND_COLOR,
          icons: ICONS,
        }),
      ),
    ),
  );
}

/** Writes the icons, the manifests and sw.js into `outDir`, the finished build; returns what the worker precaches. */
export async function writePwa(web: string, outDir: string): Promise<{ count: number; size: number }> {
  await writeIcons(web, outDir);
  await writeManifests(outDir);
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    globPatterns: [
      'index.html',
      'shell.html',
      'assets/**/*.{js,css}',
      'favicon.svg',
      'manifest*.webmanifest',
      'icons/*.png',
    ],
    swDest: join(outDir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    // Their names carry their content's hash: no revision to add, and the browser's HTTP cache may answer.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: '/shell.html',
    navigateFallbackDenylist: [NOT_APP_PAGES],
    // A new version waits until the page's "Reload" (app/service-worker.ts) asks it to take over;
    // until then the old one keeps serving the old files to the pages that use them.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/media/'),
        handler: 'CacheFirst',
        options: {
          cacheName: MEDIA_CACHE.name,
          expiration: {
            maxEntries: MEDIA_CACHE.maxEntries,
            maxAgeSeconds: MEDIA_CACHE.maxAgeSeconds,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`the service worker's build warned:\n${warnings.join('\n')}`);
  return { count, size };
}
