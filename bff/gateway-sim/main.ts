import { resolve } from 'node:path';
import { startGatewaySim } from './app.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

/**
 * `npm run gateway`: the stand-in REST gateway alone. PORT (4010), HOST (127.0.0.1),
 * GATEWAY_DATA_DIR (.data/gateway at the repository root), GATEWAY_PUBLIC_URL (image links);
 * `--fresh` reseeds the demo data.
 */
const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const dataDir = resolve(process.env.GATEWAY_DATA_DIR ?? new URL('../../.data/gateway', import.meta.url).pathname);
const fresh = process.argv.includes('--fresh');

const sim = await startGatewaySim({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  fresh,
  publicUrl: process.env.GATEWAY_PUBLIC_URL || undefined,
});
console.log(`Stand-in REST gateway listening on ${sim.url} (data: ${dataDir}${fresh ? ', reseeded' : ''})`);
console.log('Demo accounts:');
for (const account of DEMO_ACCOUNTS)
  console.log(`  ${account.email.padEnd(18)} ${account.password.padEnd(10)} ${account.note}`);

const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
