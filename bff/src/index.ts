import { startGatewaySim } from '../gateway-sim/app.ts';
import { DEMO_ACCOUNTS } from '../gateway-sim/seed.ts';
import { readConfig, type Config } from './config.ts';
import { createServer } from './server.ts';

let config: Config;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let gatewayUrl = config.gatewayUrl;
let stopGateway: (() => Promise<void>) | undefined;
if (!gatewayUrl) {
  const sim = await startGatewaySim({ dataDir: config.gatewayDataDir });
  gatewayUrl = sim.url;
  stopGateway = sim.close;
  console.log(`GATEWAY_URL is not set: started the stand-in REST gateway in-process at ${sim.url} (data: ${config.gatewayDataDir})`);
}

const server = await createServer(config, gatewayUrl);
const url = await server.listen(config.port, config.host);
console.log(`Bikri (${config.nodeEnv}) is listening on ${url}`);
if (config.isProduction) console.log(`  web app:  ${url}/`);
console.log(`  GraphQL:  ${url}/graphql${config.sandbox ? ' (open it in a browser for Apollo Sandbox)' : ''}`);
console.log(`  health:   ${url}/healthz`);
if (stopGateway) {
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(18)} ${account.password.padEnd(10)} ${account.note}`);
}

const shutdown = async () => {
  await server.close();
  await stopGateway?.();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
