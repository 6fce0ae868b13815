import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { Config } from './config.ts';
import { unauthenticated } from './errors.ts';
import type { UserDto } from './gateway/dto.ts';
import { GatewayClient } from './gateway/gateway-client.ts';
import type { GatewayHttp } from './gateway/http.ts';
import { GatewayLoaders } from './gateway/loaders.ts';
import type { RoleHints } from './gateway/role-hints.ts';
import { tabIdOf, type LiveEvents } from './shared/live-events.ts';
import type { RateLimits } from './shared/rate-limits.ts';

export const SESSION_COOKIE = 'token';

/** The session cookie: httpOnly, so the gateway token never reaches browser JavaScript. */
export interface Session {
  start(token: string): void;
  end(): void;
}

/** What every resolver gets: the caller's gateway client and its loaders, and the session. */
export interface Context {
  requestId: string;
  gateway: GatewayClient;
  loaders: GatewayLoaders;
  session: Session;
  config: Config;
  /** The caller's address (X-Forwarded-For only from a trusted proxy), for rate limits. */
  clientAddress: string;
  limits: RateLimits;
  /** Live updates: mutations publish what they changed; subscriptions receive it. */
  live: LiveEvents;
  /** The browser tab the request comes from (`x-tab-id`), which live updates skip; null if not said. */
  tabId: string | null;
  /** The signed-in user, or throws UNAUTHENTICATED. */
  viewer(): Promise<UserDto>;
}

/** The caller's gateway token: the session cookie, else a `token` header, else `Authorization: Bearer`. */
export function tokenOf(req: IncomingMessage & { cookies?: unknown }): string | undefined {
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return bearer?.[1];
}

/** What every context is made with: the server's configuration and its shared parts. */
export interface Services {
  config: Config;
  http: GatewayHttp;
  roleHints: RoleHints;
  limits: RateLimits;
  live: LiveEvents;
}

export function createContext({ config, http, roleHints, limits, live }: Services, req: Request, res: Response): Context {
  const requestId = (res.locals.requestId as string | undefined) ?? randomUUID();
  const fromCookie = Boolean((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
  const token = tokenOf(req);
  // Aborted at the request's deadline or when its client goes away (see server.ts).
  const gateway = new GatewayClient(http, token, res.locals.signal as AbortSignal | undefined);
  const loaders = new GatewayLoaders(gateway, roleHints.for(token));
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict' as const,
    path: '/',
  };
  const session: Session = {
    start: (token) => res.cookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.sessionMaxAgeDays * 86_400_000 }),
    end: () => res.clearCookie(SESSION_COOKIE, cookieOptions),
  };
  return {
    requestId,
    gateway,
    loaders,
    session,
    config,
    clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    limits,
    live,
    tabId: tabIdOf(req.headers['x-tab-id']),
    async viewer() {
      const user = await loaders.viewer();
      if (!user) {
        // An expired or forged session cookie is removed, so the browser stops sending it.
        if (fromCookie) session.end();
        throw unauthenticated();
      }
      return user;
    },
  };
}

/**
 * The context of one subscription over WebSocket (shared/live-socket.ts): the session was checked
 * when the socket was admitted, so the viewer is known; no deadline, since a subscription lasts
 * as long as the socket. The session cookie cannot change over a socket.
 */
export function createSocketContext(
  { config, http, roleHints, limits, live }: Services,
  token: string,
  viewer: UserDto,
  clientAddress: string,
  tabId: string | null,
): Context {
  const gateway = new GatewayClient(http, token);
  const loaders = new GatewayLoaders(gateway, roleHints.for(token));
  loaders.setViewer(viewer);
  const noCookie = () => {
    throw new Error('The session cookie cannot change over WebSocket.');
  };
  return {
    requestId: randomUUID(),
    gateway,
    loaders,
    session: { start: noCookie, end: noCookie },
    config,
    clientAddress,
    limits,
    live,
    tabId,
    viewer: () => Promise.resolve(viewer),
  };
}
