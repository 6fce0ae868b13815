import { startGatewaySim } from '../gateway-sim/app.ts';
import { DEMO_ACCOUNTS } from '../gateway-sim/seed.ts';
import { readConfig, type Config } from './config.ts';
import { signInOnce } from './gateway/sign-in-once.ts';
import { setLogLevel } from './log.ts';
import { stopTraces } from './observability/traces.ts';
import { handleProcessFailures } from './process-failures.ts';
import { createServer } from './server.ts';

let config: Config;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

setLogLevel(config.logLevel);

let gatewayUrl = config.gatewayUrl;
let serviceToken = config.gatewayServiceToken;
let stopGateway: (() => Promise<void>) | undefined;
if (!gatewayUrl) {
  const sim = await startGatewaySim({ dataDir: config.gatewayDataDir });
  gatewayUrl = sim.url;
  stopGateway = sim.close;
  console.log(
    'DEMO: GATEWAY_URL is not set, so the stand-in REST gateway runs in-process with the demo accounts below.',
  );
  console.log(
    `  stand-in: ${sim.url} (data: ${config.gatewayDataDir}); not for real use: set GATEWAY_URL to the provider's gateway.`,
  );
  console.log(
    `  mailbox:  ${sim.url}/__dev/mailbox?email=new@demo.test (the codes the demo emails, on the stand-in's address)`,
  );
  if (!serviceToken) {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    serviceToken = await signInOnce(sim.url, config.gatewayTimeoutMs, admin.email, admin.password);
    console.log(`  service:  signed in as ${admin.email} for the BFF's own reads (GATEWAY_SERVICE_TOKEN)`);
  }
}

let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer({ ...config, gatewayServiceToken: serviceToken }, gatewayUrl);
} catch (error) {
  // What start-up refuses (a Redis that keeps nothing on disk, say), said once, without a stack.
  console.error((error as Error).message);
  await stopGateway?.();
  process.exit(1);
}
const url = await server.listen(config.port, config.host);
console.log(`Bikri (${config.nodeEnv}${stopGateway ? ', demo' : ''}) is listening on ${url}`);
if (config.isProduction) console.log(`  web app:  ${url}/`);
console.log(`  GraphQL:  ${url}/graphql${config.sandbox ? ' (open it in a browser for Apollo Sandbox)' : ''}`);
console.log(`  health:   ${url}/healthz (live), ${url}/readyz (ready)`);
const metricsUrl = server.metricsUrl();
if (metricsUrl) console.log(`  metrics:  ${metricsUrl} (Prometheus, METRICS_PORT)`);
console.log(`  live:     ${url.replace(/^http/, 'ws')}/graphql (graphql-ws subscriptions)`);
console.log(
  `  stores:   ${config.redisUrl ? 'shared in Redis (REDIS_URL)' : 'in this process (set REDIS_URL to share them between replicas)'}`,
);
if (stopGateway) {
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(18)} ${account.password.padEnd(10)} ${account.note}`);
}

let closing: Promise<void> | undefined;
const close = () =>
  (closing ??= (async () => {
    await server.close();
    await stopGateway?.();
    await stopTraces();
  })());
handleProcessFailures(process, close);
const shutdown = () => void close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
