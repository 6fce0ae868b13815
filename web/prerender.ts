import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';
import { precompress } from './precompress.ts';

/**
 * `npm run build`: Vite's production build of the web app, with the landing page prerendered
 * (Vite's SSR guide, "Pre-Rendering"):
 * 1. the client build into `--outDir` (default dist/);
 * 2. an SSR build of src/entry-server.tsx beside node_modules, so that its imports resolve;
 * 3. `/` rendered into index.html, marked `data-prerendered="/"` for main.tsx to hydrate, and
 *    the page as Vite built it kept as shell.html, which the BFF serves for every other address
 *    so that they never show the landing page first.
 */

const web = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' }, logLevel: { type: 'string', default: 'info' } } });
const outDir = resolve(web, values.outDir);
const logLevel = values.logLevel as LogLevel;
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The section after the hero: the browser holds its first frame until that element is reached
 * (`rel=expect` unblocks on the element's start tag, so naming the hero itself let Chromium paint
 * the top bar before the headline), so the first frame holds the whole hero.
 */
const FIRST_PAINT = 'about';

await build({ root: web, logLevel, build: { outDir, emptyOutDir: true } });

await mkdir(join(web, 'node_modules'), { recursive: true });
const ssrDir = await mkdtemp(join(web, 'node_modules', '.prerender-'));
try {
  await build({ root: web, logLevel: logLevel === 'info' ? 'warn' : logLevel, build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false } });
  const { render } = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as { render: (url: string) => Promise<string> };
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender the landing page into`);
  const landing = await render('/');
  if (!landing.includes(`id="${FIRST_PAINT}"`)) throw new Error(`the landing page has no #${FIRST_PAINT} section, which follows the hero`);
  // Emotion writes each component's styles inline before it (~100 KB here): moved into <head>,
  // where its client cache finds and keeps them, the body is the page alone, so the browser's
  // first frame is not cut off after the top bar by a parser pause inside 80 KB of styles.
  const styles: string[] = [];
  const markup = landing.replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (style) => {
    styles.push(style);
    return '';
  });
  const page = shell
    .replace('</head>', () => `  ${styles.join('')}\n  <link rel="expect" href="#${FIRST_PAINT}" blocking="render" />\n  </head>`)
    // A function, so that `$` in the markup (React writes `<!--$-->`) is not read as a replacement pattern.
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="/">${markup}</div>`);
  await writeFile(join(outDir, 'index.html'), page);
  await writeFile(join(outDir, 'shell.html'), shell);
  if (logLevel === 'info') console.log(`prerendered / into ${join(outDir, 'index.html')} (${(Buffer.byteLength(landing) / 1024).toFixed(1)} KB of HTML)`);
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
await precompress(outDir);
