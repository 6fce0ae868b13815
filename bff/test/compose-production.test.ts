import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig } from '../src/config.ts';

/**
 * The production BFF of docker-compose.yml keeps Apollo Sandbox and introspection off: its
 * environment, read as the BFF reads it at start-up, turns neither on.
 */

interface ComposeService {
  environment?: Record<string, string>;
}
const root = new URL('../..', import.meta.url).pathname;
// `merge`: the file shares the image's build between services with a YAML merge key (`<<:`).
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

describe('docker-compose.yml in production', () => {
  it('turns GRAPHQL_SANDBOX on for no service', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.environment?.GRAPHQL_SANDBOX ?? 'false', name).toBe('false');
    }
  });

  it('starts the BFF with Sandbox and introspection off', () => {
    const environment = compose.services.bff?.environment ?? {};
    expect(environment).toMatchObject({ NODE_ENV: 'production', GATEWAY_URL: 'http://gateway:4010' });
    expect(readConfig(environment)).toMatchObject({ isProduction: true, gatewayUrl: 'http://gateway:4010', sandbox: false });
  });
});
