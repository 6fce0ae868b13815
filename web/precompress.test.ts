import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** The build step that writes `.br` and `.gz` beside the built files (run by prerender.ts). */

const PAGE = `<!doctype html><html><head><style>${'.css-1x2y{display:flex;align-items:center}'.repeat(60)}</style></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const rows = [${'{"status":"DELIVERED","amount":1500},'.repeat(100)}];\n`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h16v16H0z"/>'.repeat(50)}</svg>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bikri-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const names = (folder: string) => readdirSync(join(dir, folder)).sort();

describe('precompress', () => {
  it('writes brotli and gzip variants that decode to each file, in every folder', async () => {
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js'), SCRIPT);
    writeFileSync(join(dir, 'favicon.svg'), ICON);
    const lines: string[] = [];
    const results = await precompress(dir, { log: (line) => lines.push(line) });

    expect(names('.')).toEqual([
      'assets',
      'favicon.svg',
      'favicon.svg.br',
      'favicon.svg.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(names('assets')).toEqual(['index-Ab12Cd.js', 'index-Ab12Cd.js.br', 'index-Ab12Cd.js.gz']);
    for (const [file, text] of [
      ['index.html', PAGE],
      ['assets/index-Ab12Cd.js', SCRIPT],
      ['favicon.svg', ICON],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString('utf8')).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString('utf8')).toBe(text);
    }
    const script = results.find((result) => result.file === 'assets/index-Ab12Cd.js')!;
    expect(script.bytes).toBe(3724);
    expect(script.br).toBeLessThan(100);
    expect(script.gz).toBeLessThan(150);
    expect(lines).toEqual([expect.stringMatching(/^precompressed 3 of 3 files in \d+ ms: /)]);
  });

  it('leaves tiny files, files compression does not shrink, and other types alone, and removes their stale variants', async () => {
    writeFileSync(join(dir, 'assets', 'support-C0m4kL.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'support-C0m4kL.js.br'), 'a variant of an earlier build');
    // Random bytes: incompressible, whatever the name says.
    writeFileSync(join(dir, 'assets', 'noise-9f8e7d.txt'), randomBytes(4096));
    writeFileSync(join(dir, 'assets', 'photo-1a2b3c.png'), Buffer.alloc(8192));
    writeFileSync(join(dir, 'exactly-1024.json'), `[${'0,'.repeat(510)}10]`);
    const results = await precompress(dir, { log: () => undefined });

    expect(names('assets')).toEqual(['noise-9f8e7d.txt', 'photo-1a2b3c.png', 'support-C0m4kL.js']);
    expect(names('.')).toEqual(['assets', 'exactly-1024.json', 'exactly-1024.json.br', 'exactly-1024.json.gz']);
    expect(
      results.map(({ file, bytes, br, gz }) => ({ file, bytes, br, gz })).sort((a, b) => a.file.localeCompare(b.file)),
    ).toEqual([
      { file: 'assets/noise-9f8e7d.txt', bytes: 4096, br: undefined, gz: undefined },
      { file: 'assets/support-C0m4kL.js', bytes: 10, br: undefined, gz: undefined },
      { file: 'exactly-1024.json', bytes: 1024, br: expect.any(Number) as number, gz: expect.any(Number) as number },
    ]);
    expect(existsSync(join(dir, 'assets', 'support-C0m4kL.js.br'))).toBe(false);
  });
});
