import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type LogLevel, type Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { writePwa } from './pwa.ts';

/**
 * `npm run build`: Vite's production build of the web app, with the landing page prerendered
 * (Vite's SSR guide, "Pre-Rendering"):
 * 1. the app's build into `--outDir` (default dist/): index.html, the empty page every address
 *    but `/` starts from, kept as shell.html;
 * 2. the landing page's own small build beside it: index.html again, its script src/main.tsx
 *    swapped for src/landing.ts, sharing no file with the app's;
 * 3. an SSR build of src/entry-server.tsx beside node_modules, so that its imports resolve, and
 *    `/` rendered with it into the landing page, written as index.html (what the BFF serves at
 *    `/`). The page names the app's entry (`data-app`), which its script loads only for a
 *    visitor who reads in Nepali;
 * 4. the icons, manifests and service worker that make it an installable app (web/pwa.ts).
 */
const web = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, logLevel: { type: 'string', default: 'info' } },
});
const outDir = resolve(web, values.outDir);
const logLevel = values.logLevel as LogLevel;
const EMPTY_ROOT = '<div id="root"></div>';
const APP_SCRIPT = '<script type="module" src="/src/main.tsx"></script>';
const LANDING_SCRIPT = '<script type="module" src="/src/landing.ts"></script>';

/** index.html with the landing page's script in place of the app's, so that both pages share one head. */
const landingEntry: Plugin = {
  name: 'bikri:landing-entry',
  transformIndexHtml: {
    order: 'pre',
    handler(html) {
      if (!html.includes(APP_SCRIPT)) throw new Error(`index.html has no ${APP_SCRIPT} to swap for the landing page's`);
      return html.replace(APP_SCRIPT, LANDING_SCRIPT);
    },
  },
};

const app = await build({ root: web, logLevel, build: { outDir, emptyOutDir: true } });
const appChunk = (Array.isArray(app) ? app : [app])
  .flatMap((result) => ('output' in result ? result.output : []))
  .find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('index.html'));
if (!appChunk)
  throw new Error("the app's build has no entry for index.html: the app entry to name in the landing page");
const appEntry = `/${appChunk.fileName}`;
await rename(join(outDir, 'index.html'), join(outDir, 'shell.html'));
await build({
  root: web,
  logLevel: logLevel === 'info' ? 'warn' : logLevel,
  plugins: [landingEntry],
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: { input: { landing: join(web, 'index.html') }, output: { codeSplitting: true } },
  },
});

await mkdir(join(web, 'node_modules'), { recursive: true });
const ssrDir = await mkdtemp(join(web, 'node_modules', '.prerender-'));
try {
  await build({
    root: web,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { render } = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
    render: (url: string) => Promise<string>;
  };
  const landingDocument = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!landingDocument.includes(EMPTY_ROOT))
    throw new Error(`the landing page's index.html has no ${EMPTY_ROOT} to prerender it into`);
  const landing = await render('/');
  // Emotion writes each component's styles inline before it (~100 KB here): moved into <head>, the
  // body is the page alone, and the browser has every style before the first element.
  const styles: string[] = [];
  const markup = landing.replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (style) => {
    styles.push(style);
    return '';
  });
  const page = landingDocument
    .replace('</head>', () => `  ${styles.join('')}\n  </head>`)
    // A function, so that `$` in the markup (React writes `<!--$-->`) is not read as a replacement pattern.
    .replace(EMPTY_ROOT, () => `<div id="root" data-app="${appEntry}">${markup}</div>`);
  await writeFile(join(outDir, 'index.html'), page);
  if (logLevel === 'info')
    console.log(
      `prerendered / into ${join(outDir, 'index.html')} (${(Buffer.byteLength(landing) / 1024).toFixed(1)} KB of HTML)`,
    );
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
const precached = await writePwa(web, outDir);
if (logLevel === 'info')
  console.log(
    `service worker: ${precached.count} files precached (${(precached.size / 1024).toFixed(1)} KB before compression)`,
  );
await precompress(outDir);
