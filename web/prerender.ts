import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';
import { precompress } from './precompress.ts';
import { writePwa } from './pwa.ts';

/**
 * `npm run build`: Vite's production build of the web app, with the landing page prerendered
 * (Vite's SSR guide, "Pre-Rendering"):
 * 1. the app's build into `--outDir` (default dist/): index.html, the empty page every address
 *    but `/` starts from, kept as shell.html;
 * 2. the landing page's own small build beside it (landing.html, its script src/landing.ts),
 *    sharing no file with the app's;
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
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: { input: join(web, 'landing.html'), output: { codeSplitting: true } },
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
  const landingDocument = await readFile(join(outDir, 'landing.html'), 'utf8');
  if (!landingDocument.includes(EMPTY_ROOT))
    throw new Error(`landing.html has no ${EMPTY_ROOT} to prerender the landing page into`);
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
  await rm(join(outDir, 'landing.html'));
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
