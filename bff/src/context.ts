import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from './config.ts';
import { unauthenticated } from './errors.ts';
import type { UserDto } from './gateway/dto.ts';
import { GatewayClient } from './gateway/gateway-client.ts';
import type { GatewayHttp } from './gateway/http.ts';
import { GatewayLoaders } from './gateway/loaders.ts';
import type { RoleHints } from './gateway/role-hints.ts';
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
  /** The signed-in user, or throws UNAUTHENTICATED. */
  viewer(): Promise<UserDto>;
}

/** The caller's gateway token: the session cookie, else a `token` header, else `Authorization: Bearer`. */
export function tokenOf(req: Request): string | undefined {
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = req.get('token');
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return bearer?.[1];
}

export function createContext(config: Config, http: GatewayHttp, roleHints: RoleHints, limits: RateLimits, req: Request, res: Response): Context {
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
