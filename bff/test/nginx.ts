import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.ts';

/**
 * A real nginx (Debian's package; CI installs it) running a site configuration of the
 * repository, such as the compose file's `.docker/nginx.conf`, with only its upstream servers
 * and its listen address rewritten to this run's. It runs in the foreground as one child
 * process, its files in a temporary folder. The http block around the site sets only those
 * files: nothing else of the nginx image's own nginx.conf bears on proxying (its `gzip on` is
 * commented out). `NGINX` overrides the binary.
 */
export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

const binary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`the nginx configuration should have "${from}" once`);
  return text.replace(from, () => to);
}

/**
 * Starts nginx with `site`, its `server <upstream>;` line replaced by one line per address of
 * `upstreams` (host:port). With `tls`, it listens as an HTTPS deployment does: TLS with HTTP/2,
 * under a self-signed certificate for 127.0.0.1 made for this run (Debian's openssl).
 */
export async function startNginx(
  site: string,
  upstream: string,
  upstreams: string[],
  { tls = false }: { tls?: boolean } = {},
): Promise<RunningNginx> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bikri-nginx-'));
  let listen = `listen 127.0.0.1:${port};`;
  if (tls) {
    const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    // `listen … http2` rather than `http2 on;`, which Debian's nginx 1.22 does not know.
    listen = `listen 127.0.0.1:${port} ssl http2;\n  ssl_certificate ${cert};\n  ssl_certificate_key ${key};`;
  }
  const rewritten = replaceOnce(
    replaceOnce(site, `server ${upstream};`, upstreams.map((address) => `server ${address};`).join('\n  ')),
    'listen 80;',
    listen,
  );
  writeFileSync(join(dir, 'site.conf'), rewritten);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  // One process (no master, no workers switching user), so that it runs as whoever runs the tests.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\npid ${join(dir, 'nginx.pid')};\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n${temp}\n  include ${join(dir, 'site.conf')};\n}\n`,
  );
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`nginx could not be started (apt-get install nginx): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}:\n${output}`)));
  });
  failed.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  try {
    while (!(await Promise.race([accepts(port), failed]))) {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
