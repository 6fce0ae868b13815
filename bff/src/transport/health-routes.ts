import { Router } from 'express';
import { GatewayError } from '../gateway/errors.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import type { GatewayHttp } from '../gateway/http.ts';
import type { RedisLinks } from '../stores/redis.ts';

/** A store this process needs, by name, and whether it can be used now. */
export type Readiness = Record<string, { ready(): boolean }>;

/**
 * The probes orchestrators and load balancers ask: `/healthz`, liveness (the process answers;
 * nothing else is asked, so a gateway or Redis that is away never gets a live replica restarted),
 * and `/readyz`, readiness: 503 with what is not ready while a store the process needs cannot be
 * used (sessions, keyed writes, limits, live messages, inboxes, shared links), 200 otherwise, with
 * Redis's state (stores/redis.ts; `refused` says why it may not be used). It also says whether
 * the gateway answers, without failing on it: every replica shares the gateway, and taking them
 * all out of service would answer nginx's 502 instead of the API's own GATEWAY_UNAVAILABLE.
 */
export function healthRoutes(http: GatewayHttp, redis: RedisLinks | undefined, stores: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const states = Object.fromEntries(Object.entries(stores).map(([name, store]) => [name, store.ready()]));
    const notReady = Object.keys(states).filter((name) => !states[name]);
    const started = performance.now();
    let reachable: boolean;
    try {
      await new GatewayClient(http, undefined).currentUser();
      reachable = true;
    } catch (error) {
      // Any real HTTP answer (401 without a token) means the gateway is up.
      reachable =
        error instanceof GatewayError && ['UNAUTHENTICATED', 'FORBIDDEN', 'REJECTED', 'NOT_FOUND'].includes(error.code);
    }
    res
      .status(notReady.length === 0 ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({
        status: notReady.length === 0 ? 'ready' : 'not ready',
        notReady,
        stores: { kind: redis ? 'redis' : 'memory', ...states },
        ...(redis ? { redis: redis.state } : {}),
        gateway: { reachable, latencyMs: Math.round(performance.now() - started) },
      });
  });
  return router;
}
