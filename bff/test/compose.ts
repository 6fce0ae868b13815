import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { freePort, run, type RunningProcess } from './processes.ts';

/**
 * docker-compose.yml as the tests read it, and its services run outside Docker (no engine here)
 * with the file's own commands and environment, from a build of this run.
 */

export interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
  /** Compose profiles the service belongs to; none: it starts with `docker compose up`. */
  profiles?: string[];
}

export const root = new URL('../..', import.meta.url).pathname;
// `merge`: the file shares the image's build between services with a YAML merge key (`<<:`).
// `${NAME:-default}` reads as compose reads it with none of those variables set: the default.
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8').replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
export const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
export const service = (name: string): ComposeService => compose.services[name]!;

/** Compiles the BFF and the stand-in as the image does (`bff/build.ts`); answers the folder. */
export function buildBff(): string {
  // Inside bff/, as bff/dist is, so that the build's imports resolve to node_modules.
  const dist = mkdtempSync(join(root, 'bff', '.dist-test-'));
  execFileSync('npx', ['tsx', 'build.ts', dist], { cwd: join(root, 'bff'), stdio: 'pipe' });
  return dist;
}

/** The compose command of `name` with the image's `bff/dist/` replaced by `dist`. */
export function commandOf(dist: string, name: string): [string, string[]] {
  const [command, ...args] = service(name).command!.map((part) => part.replace(/^(\.\/)?bff\/dist\//, `${dist}/`));
  return [command!, args];
}

/** The stand-in gateway as compose runs it, on a free loopback port, its data in `dataDir`. */
export async function startComposeGateway(
  dist: string,
  dataDir: string,
): Promise<{ process: RunningProcess; url: string }> {
  const port = await freePort();
  const [command, args] = commandOf(dist, 'gateway');
  const process = await run(
    command,
    args,
    { ...service('gateway').environment, PORT: String(port), HOST: '127.0.0.1', GATEWAY_DATA_DIR: dataDir },
    /listening on/,
  );
  return { process, url: `http://127.0.0.1:${port}` };
}

/**
 * One BFF replica as compose runs it, on `port` of loopback (its metrics on a free one: the
 * replicas share this machine), with `env` over the file's environment.
 */
export function startComposeReplica(dist: string, port: number, env: Record<string, string>): Promise<RunningProcess> {
  const [command, args] = commandOf(dist, 'bff');
  return run(
    command,
    args,
    { ...service('bff').environment, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0', ...env },
    /listening on/,
  );
}

/** What a test started of the deployment; any part may be missing when starting it failed. */
export interface StartedDeployment {
  proxy?: { stop(): Promise<void> };
  replicas: { process: RunningProcess }[];
  gateway?: RunningProcess;
  redis?: { stop(): Promise<void> };
  folders: (string | undefined)[];
}

/** Stops a deployment from the front (nginx) to the back (Redis), then removes its folders. */
export async function stopDeployment({ proxy, replicas, gateway, redis, folders }: StartedDeployment): Promise<void> {
  await proxy?.stop();
  for (const replica of replicas) await replica.process.stop();
  await gateway?.stop();
  await redis?.stop();
  for (const folder of folders) if (folder) rmSync(folder, { recursive: true, force: true });
}
