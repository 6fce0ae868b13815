import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIRST_SCREEN_QUERIES, type FirstScreenPath } from '@bikri/schema/first-screens';
import { build, type LogLevel, type Manifest, type Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { writePwa } from './pwa.ts';

/**
 * `npm run build`: Vite's production build of the web app, with the landing and sign-in pages
 * prerendered (Vite's SSR guide, "Pre-Rendering"):
 * 1. the app's build into `--outDir` (default dist/): index.html, the empty page every other
 *    address starts from, kept as shell.html;
 * 2. the prerendered pages' own small build beside it: index.html again, its script src/main.tsx
 *    swapped for src/prerendered-page.ts, sharing no file with the app's;
 * 3. an SSR build of src/entry-server.tsx beside node_modules, so that its imports resolve, and
 *    each page rendered with it into that document: `/` as index.html, each sign-in page as
 *    <address>.html (what the BFF serves there, with `data-prerendered`, the address, which the
 *    app hydrates: main.tsx). Each names the app's entry and the files it starts with (`data-app`,
 *    `data-app-files`), which its script loads when the visitor needs the app;
 * 4. `first-screens.json`: for each first screen (`@bikri/schema/first-screens`), the tags that
 *    preload its own files, which the shell does not start with; the BFF puts them in the page it
 *    sends a signed-in visit there, with the screen's data (bff/src/transport/first-screen-page.ts);
 * 5. the icons, manifests and service worker that make it an installable app (web/pwa.ts).
 */
const web = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, logLevel: { type: 'string', default: 'info' } },
});
const outDir = resolve(web, values.outDir);
const logLevel = values.logLevel as LogLevel;
const EMPTY_ROOT = '<div id="root"></div>';
const APP_SCRIPT = '<script type="module" src="/src/main.tsx"></script>';
const PRERENDERED_SCRIPT = '<script type="module" src="/src/prerendered-page.ts"></script>';
/** The sign-in pages, prerendered and hydrated by the app; the BFF serves each at its address. */
const SIGN_IN_PAGES = ['/login', '/register', '/forgotPassword'];
/** Each first screen's module (what src/app/first-screens.ts loads for its address). */
const FIRST_SCREEN_MODULES: Record<FirstScreenPath, string> = {
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
  '/orders': 'src/features/orders/orders-page.tsx',
  '/products': 'src/features/products/products-page.tsx',
};

/** index.html with the prerendered pages' script in place of the app's, so that all pages share one head. */
const prerenderedEntry: Plugin = {
  name: 'bikri:prerendered-entry',
  transformIndexHtml: {
    order: 'pre',
    handler(html) {
      if (!html.includes(APP_SCRIPT))
        throw new Error(`index.html has no ${APP_SCRIPT} to swap for the prerendered pages'`);
      return html.replace(APP_SCRIPT, PRERENDERED_SCRIPT);
    },
  },
};

const app = await build({ root: web, logLevel, build: { outDir, emptyOutDir: true, manifest: true } });
const appChunk = (Array.isArray(app) ? app : [app])
  .flatMap((result) => ('output' in result ? result.output : []))
  .find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('index.html'));
if (!appChunk)
  throw new Error("the app's build has no entry for index.html: the app entry to name in the landing page");
const appEntry = `/${appChunk.fileName}`;
await rename(join(outDir, 'index.html'), join(outDir, 'shell.html'));
// The files the shell starts the app with, its entry aside, in the shell's order.
const appFiles = new Set(
  [
    ...(await readFile(join(outDir, 'shell.html'), 'utf8')).matchAll(
      /<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g,
    ),
  ]
    .map((match) => match[1]!)
    .filter((file) => file !== appEntry),
);
await writeFirstScreens(JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
await rm(join(outDir, '.vite'), { recursive: true });

/** Writes first-screens.json: per first screen, the tags preloading the files its module needs that the shell does not load. */
async function writeFirstScreens(manifest: Manifest): Promise<void> {
  const shell = await readFile(join(outDir, 'shell.html'), 'utf8');
  const tags: Record<string, string> = {};
  for (const path of Object.keys(FIRST_SCREEN_QUERIES) as FirstScreenPath[]) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the build's manifest has no ${key}, the module of the first screen ${path}`);
      if (seen.has(key)) return;
      seen.add(key);
      const file = `/${chunk.file}`;
      if (file !== appEntry && !appFiles.has(file)) scripts.add(file);
      for (const css of chunk.css ?? []) if (!shell.includes(`href="/${css}"`)) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(FIRST_SCREEN_MODULES[path]);
    tags[path] = [
      ...[...styles].map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('');
  }
  await writeFile(join(outDir, 'first-screens.json'), JSON.stringify(tags));
}

await build({
  root: web,
  logLevel: logLevel === 'info' ? 'warn' : logLevel,
  plugins: [prerenderedEntry],
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: { input: { prerendered: join(web, 'index.html') }, output: { codeSplitting: true } },
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
  const document = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!document.includes(EMPTY_ROOT)) throw new Error(`the prerendered pages' index.html has no ${EMPTY_ROOT}`);
  const app = `data-app="${appEntry}" data-app-files="${[...appFiles].join(' ')}"`;
  const pages = [
    { path: '/', file: 'index.html', root: app },
    ...SIGN_IN_PAGES.map((path) => ({
      path,
      file: `${path.slice(1)}.html`,
      root: `${app} data-prerendered="${path}"`,
    })),
  ];
  for (const { path, file, root } of pages) {
    const rendered = await render(path);
    // Emotion writes each component's styles inline before it (~100 KB here): moved into <head>, the
    // body is the page alone, and the browser has every style before the first element.
    const styles: string[] = [];
    const markup = rendered.replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (style) => {
      styles.push(style);
      return '';
    });
    const page = document
      .replace('</head>', () => `  ${styles.join('')}\n  </head>`)
      // A function, so that `$` in the markup (React writes `<!--$-->`) is not read as a replacement pattern.
      .replace(EMPTY_ROOT, () => `<div id="root" ${root}>${markup}</div>`);
    await writeFile(join(outDir, file), page);
    if (logLevel === 'info')
      console.log(`prerendered ${path} into ${file} (${(Buffer.byteLength(rendered) / 1024).toFixed(1)} KB of HTML)`);
  }
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
const precached = await writePwa(web, outDir);
if (logLevel === 'info')
  console.log(
    `service worker: ${precached.count} files precached (${(precached.size / 1024).toFixed(1)} KB before compression)`,
  );
await precompress(outDir);
