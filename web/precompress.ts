import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';

/**
 * Build step after web/prerender.ts: `<file>.br` and `<file>.gz` beside every compressible file of
 * the build, at the highest levels, so that the BFF (express-static-gzip) and any proxy send them
 * to browsers as they are, without compressing them per request.
 */

const brotliCompress = promisify(brotliCallback);
const gzip = promisify(gzipCallback);

/** Text formats: what the browser downloads of the app, and what compresses. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.map', '.txt', '.xml']);
/** Below this the encoding's headers and a request's round trip outweigh the bytes saved (the BFF's on-the-fly threshold too). */
export const MIN_BYTES = 1024;
/** A variant is kept only when it is at most this share of the original's size. */
const MAX_RATIO = 0.9;

export interface Precompressed {
  /** Relative to the build folder, with `/` separators. */
  file: string;
  bytes: number;
  /** Sizes of the variants written; absent where compression did not pay. */
  br?: number;
  gz?: number;
}

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside each compressible file of
 * `dir` of at least MIN_BYTES, each only where it saves more than a tenth; a variant not written
 * is removed, so that a stale one is never served.
 */
export async function precompress(
  dir: string,
  { log = console.log }: { log?: (line: string) => void } = {},
): Promise<Precompressed[]> {
  const started = performance.now();
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
  const results = await Promise.all(files.map((path) => variants(path, dir)));
  const done = results.filter((result) => result.br !== undefined || result.gz !== undefined);
  const total = (pick: (result: Precompressed) => number | undefined) =>
    done.reduce((sum, result) => sum + (pick(result) ?? result.bytes), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(
    `precompressed ${done.length} of ${files.length} files in ${Math.round(performance.now() - started)} ms: ` +
      `${kb(total((result) => result.bytes))} → ${kb(total((result) => result.br))} brotli, ${kb(total((result) => result.gz))} gzip`,
  );
  return results;
}

async function variants(path: string, dir: string): Promise<Precompressed> {
  const source = await readFile(path);
  const result: Precompressed = {
    file: path
      .slice(dir.length + 1)
      .split('\\')
      .join('/'),
    bytes: source.length,
  };
  const big = source.length >= MIN_BYTES;
  const [br, gz] = await Promise.all([
    big
      ? brotliCompress(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        })
      : undefined,
    big ? gzip(source, { level: constants.Z_BEST_COMPRESSION }) : undefined,
  ]);
  const keep = async (encoded: Buffer | undefined, extension: string): Promise<number | undefined> => {
    if (encoded && encoded.length <= source.length * MAX_RATIO) {
      await writeFile(path + extension, encoded);
      return encoded.length;
    }
    await rm(path + extension, { force: true });
    return undefined;
  };
  [result.br, result.gz] = await Promise.all([keep(br, '.br'), keep(gz, '.gz')]);
  return result;
}
