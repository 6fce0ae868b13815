import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { compose, service } from './compose.ts';

/**
 * The production BFF of docker-compose.yml keeps Apollo Sandbox and introspection off: its
 * environment, read as the BFF reads it at start-up, turns neither on. Its Redis keeps what the
 * replicas share (sessions, the outcomes of keyed writes) across a restart.
 */

describe('docker-compose.yml in production', () => {
  it('turns GRAPHQL_SANDBOX on for no service', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.environment?.GRAPHQL_SANDBOX ?? 'false', name).toBe('false');
    }
  });

  it('starts the BFF with Sandbox and introspection off', () => {
    const environment = compose.services.bff?.environment ?? {};
    expect(environment).toMatchObject({ NODE_ENV: 'production', GATEWAY_URL: 'http://gateway:4010' });
    expect(readConfig(environment)).toMatchObject({
      isProduction: true,
      gatewayUrl: 'http://gateway:4010',
      sandbox: false,
    });
  });

  it("keeps Redis's data on a volume in an append-only file, so a restart signs no one out and forgets no write", () => {
    const redis = service('redis');
    expect(redis.command?.join(' ')).toMatch(/--appendonly yes\b/);
    expect(redis.volumes).toEqual(['redis-data:/data']);
    expect(compose.volumes).toHaveProperty('redis-data');
  });
});
