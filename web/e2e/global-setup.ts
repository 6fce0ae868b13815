import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the browser tests run against. */
    webDist: string;
  }
}

/**
 * Builds the web app once before the browser tests with `npm run build`, as `npm start` does (the
 * landing page prerendered), into a folder of this run's own so that concurrent runs and a
 * running `npm start` never share a build.
 */
export default function setup(project: TestProject): () => void {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), 'bikri-web-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npm', ['run', '--silent', 'build', '--', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
    env,
  });
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
