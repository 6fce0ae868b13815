import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * `npm run build -w bff`: the server as plain JavaScript in `dist/` (or the folder given as the
 * first argument): `index.js` (the BFF), `tracing.js` (its traces, loaded first with `--import`)
 * and `gateway.js` (the stand-in alone). Our code and the
 * shared rules of `@bikri/schema` are bundled; packages from node_modules stay imports. esbuild
 * compiles TypeScript as tsx does in development, so production runs the same code; decorator
 * types are all explicit, which type-graphql needs without emitted metadata.
 */
const outdir = process.argv[2] ?? new URL('./dist', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

await build({
  entryPoints: { index: 'src/index.ts', tracing: 'src/tracing.ts', gateway: 'gateway-sim/main.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies)
    .filter((name) => name !== '@bikri/schema')
    .flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(`Built the BFF and the stand-in into ${outdir}`);
