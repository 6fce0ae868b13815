import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the web app once before the browser tests, as `npm start` does. */
export default function setup(): void {
  const web = fileURLToPath(new URL('..', import.meta.url));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
}
