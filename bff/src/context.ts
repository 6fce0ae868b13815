import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from './config.ts';
import { AppError, unauthenticated } from './errors.ts';
import type { UserDto } from './gateway/dto.ts';
import { GatewayClient } from './gateway/gateway-client.ts';
import type { GatewayHttp } from './gateway/http.ts';
import { GatewayLoaders } from './gateway/loaders.ts';
import { errorText, log } from './log.ts';
import type { RoleHints } from './gateway/role-hints.ts';
import { tabIdOf, type LiveEvents } from './live/live-events.ts';
import type { EmailCodes } from './stores/email-codes.ts';
import type { AccountDecisions } from './stores/account-decisions.ts';
import type { Inboxes } from './stores/inbox.ts';
import type { SharedProducts } from './stores/shared-products.ts';
import type { PayoutQrHashes } from './stores/payout-qr-hashes.ts';
import type { IdempotentWrites, WriteAttempt } from './policies/idempotency.ts';
import { addressKey, type RateLimits } from './policies/rate-limits.ts';
import { Spent } from './policies/request-cost.ts';
import type { OrderTracking } from './stores/order-tracking.ts';
import { SESSION_COOKIE, tokenIn, type Credential, type Sessions } from './stores/sessions.ts';
import type { Metrics } from './observability/metrics.ts';

/** The session cookie: httpOnly, holding an opaque id (stores/sessions.ts); the gateway token stays on the server. */
export interface Session {
  /** Starts a session for the gateway token sign-in answered, and sets its cookie. */
  start(token: string, userId: string): Promise<void>;
  /** Ends the session (and its live sockets, in every replica) and clears its cookie. */
  end(): Promise<void>;
  /** Ends every other session of the account (and their live sockets), after a new password; answers how many. */
  endOthers(userId: string): Promise<number>;
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
  /** Writes at most once: the records of Idempotency-Keys, and locks shared by the replicas. */
  writes: IdempotentWrites;
  /** Server-side sessions, to end those of a blocked account. */
  sessions: Sessions;
  /** When each account was last emailed a verification code. */
  emailCodes: EmailCodes;
  /** Shared product links and what their pages show. */
  shares: SharedProducts;
  /** Orders' tracking links, what their pages show, and their customers' answers. */
  tracking: OrderTracking;
  /** Every user's notification inbox: changes announce into it (live/announce.ts). */
  inbox: Inboxes;
  /** Each account's last status change by an admin, with its reason. */
  decisions: AccountDecisions;
  /** The content hash of each account's payout QR image, for the risk flags. */
  qrHashes: PayoutQrHashes;
  /** This site's public address (`PUBLIC_URL`, else where it listens), for links made for the caller. */
  origin: string;
  /** This request's attempt at a mutation sent with an Idempotency-Key; undefined without one. */
  write: WriteAttempt | undefined;
  /** The signed-in user, or throws UNAUTHENTICATED. */
  viewer(): Promise<UserDto>;
  /** Whether the request comes with a session or a gateway token. */
  signedIn: boolean;
  /** What the request has cost so far: list rows answered, costly fields (policies/request-cost.ts). */
  spent: Spent;
  /** Who the request's cost is counted against (policies/request-cost.ts): the session's account, a token, or the client's address. */
  costKey(): Promise<string>;
}

/** What every context is made with: the server's configuration and its shared parts. */
export interface Services {
  config: Config;
  http: GatewayHttp;
  roleHints: RoleHints;
  limits: RateLimits;
  live: LiveEvents;
  writes: IdempotentWrites;
  sessions: Sessions;
  emailCodes: EmailCodes;
  shares: SharedProducts;
  tracking: OrderTracking;
  inbox: Inboxes;
  decisions: AccountDecisions;
  qrHashes: PayoutQrHashes;
  metrics: Metrics;
  /** This site's public address: `PUBLIC_URL`, else the address the server listens on. */
  publicUrl: () => string;
}

/** An old cookie that held the gateway token itself; cleared when a browser still sends it. */
const LEGACY_COOKIE = 'token';

export function createContext(
  {
    config,
    http,
    roleHints,
    limits,
    live,
    writes,
    sessions,
    emailCodes,
    shares,
    tracking,
    inbox,
    decisions,
    qrHashes,
    publicUrl,
  }: Services,
  req: Request,
  res: Response,
): Context {
  const requestId = (res.locals.requestId as string | undefined) ?? randomUUID();
  // Read for /graphql and /export by server.ts before the route runs.
  const credential = (res.locals.credential as Credential | undefined) ?? { kind: 'anonymous' };
  const token = tokenIn(credential);
  const write = res.locals.writeAttempt as WriteAttempt | undefined;
  // Aborted at the request's deadline or when its client goes away (see server.ts).
  const signal = res.locals.signal as AbortSignal | undefined;
  const actingFor = (as: string | undefined) => {
    const gateway = new GatewayClient(http, as, signal, write);
    return { gateway, loaders: new GatewayLoaders(gateway, roleHints.for(as)) };
  };
  // Whom the request's gateway calls act for: its caller, then the session it starts or ends, so
  // that a sign-in's answer resolves every field it selects as the account it signed in.
  let acting = actingFor(token);
  let unavailable = credential.kind === 'unavailable';
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict' as const,
    path: '/',
  };
  const setCookie = (id: string) =>
    res.cookie(SESSION_COOKIE, id, { ...cookieOptions, maxAge: sessions.cookieMaxAgeMs });
  if ((req.cookies as Record<string, string> | undefined)?.[LEGACY_COOKIE])
    res.clearCookie(LEGACY_COOKIE, cookieOptions);
  if (credential.kind === 'session' && credential.renew) setCookie(credential.sessionId);
  // A cookie that names no session (ended, expired, forged) is removed, so the browser stops sending it.
  if (credential.kind === 'ended') res.clearCookie(SESSION_COOKIE, cookieOptions);
  let sessionId = credential.kind === 'session' ? credential.sessionId : undefined;
  const session: Session = {
    async start(token, userId) {
      if (sessionId) await session.end();
      let started: Awaited<ReturnType<Sessions['start']>>;
      try {
        started = await sessions.start(token, userId);
      } catch (error) {
        log.warn('sessions', { notStarted: errorText(error) });
        throw new AppError(
          'GATEWAY_UNAVAILABLE',
          'Signing in cannot be completed right now. Please try again shortly.',
        );
      }
      sessionId = started.id;
      // The account's oldest sessions beyond its bound ended: their live sockets close too.
      if (started.ended.length > 0) live.endSessions({ sessions: started.ended });
      setCookie(sessionId);
      acting = actingFor(token);
      unavailable = false;
    },
    async end() {
      res.clearCookie(SESSION_COOKIE, cookieOptions);
      acting = actingFor(undefined);
      unavailable = false;
      if (!sessionId) return;
      const ended = sessionId;
      sessionId = undefined;
      live.endSessions({ sessions: [await sessions.end(ended)] });
    },
    async endOthers(userId) {
      const ended = await sessions.endUser(userId, sessionId);
      if (ended.length > 0) live.endSessions({ sessions: ended });
      return ended.length;
    },
  };
  const clientAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return {
    requestId,
    get gateway() {
      return acting.gateway;
    },
    get loaders() {
      return acting.loaders;
    },
    session,
    config,
    clientAddress,
    signedIn: token !== undefined,
    spent: new Spent(),
    limits,
    live,
    tabId: tabIdOf(req.headers['x-tab-id']),
    writes,
    write,
    sessions,
    emailCodes,
    shares,
    tracking,
    inbox,
    decisions,
    qrHashes,
    origin: publicUrl(),
    async viewer() {
      if (unavailable)
        throw new AppError(
          'GATEWAY_UNAVAILABLE',
          'Your session cannot be checked right now. Please try again shortly.',
        );
      const user = await acting.loaders.viewer();
      if (!user) {
        // A session whose gateway token no longer works is ended.
        if (sessionId) await session.end();
        throw unauthenticated();
      }
      return user;
    },
    costKey() {
      // A token is counted by itself: its account would cost a gateway read before the request's own.
      return Promise.resolve(
        credential.kind === 'session'
          ? `user:${credential.userId}`
          : token
            ? `token:${createHash('sha256').update(token).digest('base64url')}`
            : `address:${addressKey(clientAddress)}`,
      );
    },
  };
}

/** The reads of an account's live sockets, with the viewer its socket was admitted with. */
export function socketLoaders({ http, roleHints }: Services, token: string, viewer: UserDto): GatewayLoaders {
  const loaders = new GatewayLoaders(new GatewayClient(http, token), roleHints.for(token));
  loaders.setViewer(viewer);
  return loaders;
}

/**
 * The context of one subscription over WebSocket (live/live-socket.ts): the session was checked
 * when the socket was admitted, so the viewer is known; no deadline, since a subscription lasts
 * as long as the socket. The session cookie cannot change over a socket.
 */
export function createSocketContext(
  { config, http, limits, live, writes, sessions, emailCodes, shares, tracking, inbox, decisions, qrHashes }: Services,
  token: string,
  viewer: UserDto,
  clientAddress: string,
  tabId: string | null,
  /** The reads the account's sockets share (live/account-sockets.ts). */
  loaders: GatewayLoaders,
): Context {
  const gateway = new GatewayClient(http, token);
  const noCookie = () => Promise.reject(new Error('The session cookie cannot change over WebSocket.'));
  return {
    requestId: randomUUID(),
    gateway,
    loaders,
    session: { start: noCookie, end: noCookie, endOthers: noCookie },
    sessions,
    emailCodes,
    shares,
    tracking,
    inbox,
    decisions,
    qrHashes,
    // Subscriptions make no links.
    origin: '',
    config,
    clientAddress,
    signedIn: true,
    spent: new Spent(),
    limits,
    live,
    tabId,
    writes,
    write: undefined,
    viewer: () => Promise.resolve(viewer),
    costKey: () => Promise.resolve(`user:${viewer._id}`),
  };
}
