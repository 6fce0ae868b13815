import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBffBehindProxy, type GatewayProxy } from './gateway-proxy.ts';
import type { Session, TestBff } from './harness.ts';

/**
 * What the tests of writes that go wrong on the way share: a BFF with the seed whose gateway calls
 * go through a proxy that can hold or lose them, with the admin and Sita signed in.
 */

export let proxy: GatewayProxy;
export let bff: TestBff;
export let admin: Session;
export let sita: Session;

/**
 * Starts the proxied BFF (with `env`) before the tests of the file or describe it is called in,
 * and stops it after them; the outer one is back then. Before each test the proxy passes every
 * call again and forgets those it saw, and the stand-in's fault and call counts are cleared.
 */
export function useBffBehindProxy(env: Record<string, string> = {}): void {
  let outer: [GatewayProxy, TestBff, Session, Session];
  beforeAll(async () => {
    outer = [proxy, bff, admin, sita];
    ({ proxy, bff } = await startBffBehindProxy(env));
    [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
  });
  afterAll(async () => {
    await bff.close();
    await proxy.close();
    [proxy, bff, admin, sita] = outer;
  });
  beforeEach(async () => {
    proxy.intercept = () => undefined;
    proxy.seen.length = 0;
    await bff.dev.clearFault();
    await bff.dev.resetCalls();
  });
}
