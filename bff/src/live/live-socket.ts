import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { createSocketContext, socketLoaders, type Services } from '../context.ts';
import { formatError } from '../errors.ts';
import type { DocumentAdmission } from '../policies/document-admission.ts';
import type { DocumentCache } from '../transport/document-cache.ts';
import { MAX_GRAPHQL_JSON_BYTES } from '../transport/graphql-route.ts';
import type { UserDto } from '../gateway/dto.ts';
import { GatewayError } from '../gateway/errors.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { GatewayLoaders } from '../gateway/loaders.ts';
import { BurstLog, errorText } from '../log.ts';
import { MAX_SOCKETS_PER_ACCOUNT, type AccountSockets } from './account-sockets.ts';
import { tabIdOf } from './live-events.ts';
import { sessionKeyOf, tokenIn } from '../stores/sessions.ts';

/**
 * Subscriptions one socket may hold at once. The web app holds one (`live`, one socket per tab);
 * the second leaves room for a re-subscription that overlaps the one it replaces.
 */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 2;

/** Sockets one session may hold at once on this process: the web app opens one per tab. */
export const MAX_SOCKETS_PER_SESSION = 10;

/**
 * The close code of `endSession`: graphql-ws's Unauthorized, after which its client does not
 * reconnect (the session is gone; a sign-in opens a new socket).
 */
export const SESSION_ENDED_CLOSE_CODE = CloseCode.Unauthorized;

/** The session a socket was admitted with, checked once at the upgrade. */
interface Admitted {
  token: string;
  /** What the per-session socket bound and `endSession` go by. */
  sessionKey: string;
  viewer: UserDto;
  /** Its count among its account's sockets, and the reads they share (account-sockets.ts). */
  socketId: string;
  loaders: GatewayLoaders;
}

/** An upgrade from a browser page must come from this site; clients that send no Origin are not pages. */
function fromThisSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === req.headers.host;
}

/** A close reason as WebSocket allows it: at most 123 bytes of UTF-8. */
function closeReason(reason: string): string {
  let fitted = reason;
  while (Buffer.byteLength(fitted) > 123) fitted = fitted.slice(0, -1);
  return fitted;
}

const parseCookies = cookieParser();

/** Fills `req.cookies` from the Cookie header, as the HTTP routes' cookie-parser does. */
function readCookies(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => parseCookies(req as Request, {} as Response, () => resolve()));
}

/** Answers an upgrade request with an HTTP error instead of a WebSocket, and hangs up. */
function refuse(socket: Duplex, status: number, message: string): void {
  const code =
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 429
          ? 'RATE_LIMITED'
          : 'GATEWAY_UNAVAILABLE';
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export interface LiveSocket {
  /**
   * Closes every socket of this session on this process with `SESSION_ENDED_CLOSE_CODE` and the
   * reason (sign-out, a blocked account). Other replicas' sockets are theirs to close.
   */
  endSession(sessionKey: string, reason: string): void;
  /** Sockets open on this process, and the subscriptions running on them (for metrics). */
  counts(): { sockets: number; subscriptions: number };
  close(): Promise<void>;
}

/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) on the HTTP server's `/graphql`,
 * beside Apollo Server's HTTP transport on the same path. A connection is admitted at the
 * upgrade only with a valid session: the cookie (or token header) is checked against the gateway
 * like any request's, and the answer is 401 without one, so no socket is ever opened for nobody.
 * A page of another site cannot open one either: an upgrade that names an origin must name this
 * site (`Origin: null` does not).
 *
 * Bounds, so that one account cannot hold the server's memory: `MAX_SOCKETS_PER_SESSION` sockets
 * per session on this process and `MAX_SOCKETS_PER_ACCOUNT` per account over its sessions and
 * every replica (more are refused with 429 at the upgrade), and `MAX_SUBSCRIPTIONS_PER_SOCKET`
 * subscriptions per socket (more are answered with a BAD_REQUEST error, the socket and its other
 * subscriptions stay). Refusals are logged once per session and kind per minute.
 *
 * Only subscriptions run here: queries and mutations stay on HTTP, where Apollo Server runs them
 * through graphql-jit (compiled-executor.ts) with its plugins. A subscription is validated with
 * the same rules as HTTP operations (depth, aliases, tokens) and executed by graphql-ws with
 * graphql-js's own `subscribe`/`execute`.
 */
export function attachLiveSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  validationRules: readonly ValidationRule[],
  maxTokens: number,
  documents: { admission: DocumentAdmission; cache: DocumentCache },
  accounts: AccountSockets,
): LiveSocket {
  const sessions = new WeakMap<IncomingMessage, Admitted>();
  /** The open sockets of each session, and whose session it is (for the logs: never the key). */
  const sessionSockets = new Map<string, { userId: string; sockets: Set<WebSocket> }>();
  // Each kind of refusal is one line per session a minute, not one per socket or subscription.
  const refusals = new BurstLog('live-socket');
  const refused = (kind: string, key: string, fields: Record<string, unknown>) =>
    refusals.warn(`${kind}\u0000${key}`, { refused: kind, ...fields });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_GRAPHQL_JSON_BYTES });
  /** The operations graphql-ws runs on each open socket (its context's `subscriptions`). */
  const operations = new Map<WebSocket, { subscriptions: Record<string, unknown> }>();

  const tooManySockets = (sessionKey: string) => {
    const open = sessionSockets.get(sessionKey);
    if (!open || open.sockets.size < MAX_SOCKETS_PER_SESSION) return undefined;
    refused('too many sockets', sessionKey, { user: open.userId, open: open.sockets.size });
    return {
      status: 429,
      message: `At most ${MAX_SOCKETS_PER_SESSION} live connections at once per sign-in: close a tab or two.`,
    };
  };

  const tooManyOfAccount = (userId: string) => {
    refused('too many sockets of the account', userId, { user: userId, open: MAX_SOCKETS_PER_ACCOUNT });
    return {
      status: 429,
      message: `At most ${MAX_SOCKETS_PER_ACCOUNT} live connections at once per account: close some tabs, or sign out on devices you no longer use.`,
    };
  };

  async function admit(req: IncomingMessage): Promise<{ status: number; message: string } | Admitted> {
    if (!fromThisSite(req)) {
      // Not tied to a session yet: one line a minute for all of them.
      refused('origin', '', { origin: req.headers.origin?.slice(0, 200) });
      return { status: 403, message: 'Live updates are only for pages of this site.' };
    }
    await readCookies(req);
    const credential = await services.sessions.credentialOf(
      req,
      (req as Request).cookies as Record<string, string> | undefined,
    );
    if (credential.kind === 'unavailable')
      return { status: 503, message: 'The service is unavailable. Please try again.' };
    const token = tokenIn(credential);
    const sessionKey = sessionKeyOf(credential);
    if (!token || !sessionKey) return { status: 401, message: 'Please sign in first.' };
    // A session or an account already at its bound is refused before the gateway is asked.
    const full = tooManySockets(sessionKey);
    if (full) return full;
    let viewer: UserDto | null;
    try {
      if (credential.kind === 'session' && (await accounts.full(credential.userId)))
        return tooManyOfAccount(credential.userId);
      viewer = await new GatewayLoaders(
        new GatewayClient(services.http, token),
        services.roleHints.for(token),
      ).viewer();
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : String(error);
      refused('session check failed', code, { code });
      return { status: 503, message: 'The service is unavailable. Please try again.' };
    }
    if (!viewer) return { status: 401, message: 'Please sign in first.' };
    const known = viewer;
    let held: Awaited<ReturnType<AccountSockets['admit']>>;
    try {
      held = await accounts.admit(known._id, () => socketLoaders(services, token, known));
    } catch (error) {
      refused('socket count failed', 'store', { error: errorText(error) });
      return { status: 503, message: 'The service is unavailable. Please try again.' };
    }
    return held ? { token, sessionKey, viewer: known, ...held } : tooManyOfAccount(known._id);
  }

  const track = (admitted: Admitted, ws: WebSocket) => {
    const open = sessionSockets.get(admitted.sessionKey) ?? {
      userId: admitted.viewer._id,
      sockets: new Set<WebSocket>(),
    };
    sessionSockets.set(admitted.sessionKey, open);
    open.sockets.add(ws);
    ws.once('close', () => {
      open.sockets.delete(ws);
      if (open.sockets.size === 0 && sessionSockets.get(admitted.sessionKey) === open)
        sessionSockets.delete(admitted.sessionKey);
    });
  };

  const release = (admitted: Admitted) =>
    void accounts.release(admitted.viewer._id, admitted.socketId).catch(() => undefined);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      refuse(socket, 404, 'Not found');
      return;
    }
    socket.on('error', () => socket.destroy());
    void admit(req).then((outcome) => {
      if ('status' in outcome) {
        if (outcome.status === 429) services.metrics.rateLimited.inc({ limit: 'live_sockets' });
        refuse(socket, outcome.status, outcome.message);
        return;
      }
      // Counted again: other sockets of the session may have opened while the gateway answered.
      const full = tooManySockets(outcome.sessionKey);
      if (full) {
        release(outcome);
        services.metrics.rateLimited.inc({ limit: 'live_sockets' });
        refuse(socket, full.status, full.message);
        return;
      }
      sessions.set(req, outcome);
      // A socket that closes before it is upgraded no longer counts for its account.
      let upgraded = false;
      socket.once('close', () => {
        if (!upgraded) release(outcome);
      });
      // Synchronous: the socket is counted before any other upgrade is answered.
      wss.handleUpgrade(req, socket, head, (ws) => {
        upgraded = true;
        track(outcome, ws);
        ws.once('close', () => release(outcome));
        wss.emit('connection', ws, req);
      });
    });
  };
  httpServer.on('upgrade', onUpgrade);

  const rules = [...specifiedRules, ...validationRules];
  const server = useServer(
    {
      schema,
      onConnect: (ctx) => {
        const ws = ctx.extra.socket;
        operations.set(ws, ctx);
        ws.once('close', () => operations.delete(ws));
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const session = sessions.get(ctx.extra.request);
        if (!session) return [new GraphQLError('Please sign in first.', { extensions: { code: 'UNAUTHENTICATED' } })];
        // Counted by graphql-ws: the operations of this socket, this one included, until each ends.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          refused('too many subscriptions', session.sessionKey, { user: session.viewer._id });
          return [
            new GraphQLError(
              `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once per connection: \`live\` alone carries every change.`,
              {
                extensions: { code: 'BAD_REQUEST' },
              },
            ),
          ];
        }
        // Tagged with the codes Apollo Server gives the same failures over HTTP.
        const tagged = (error: GraphQLError, code: string) =>
          new GraphQLError(error.message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            extensions: { code },
          });
        // The same admission as over HTTP (policies/document-admission.ts): a trusted document or
        // one kept from before is neither parsed nor validated again.
        const address = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        const admitted = await documents.admission.admit(
          payload,
          { address, account: () => Promise.resolve(`user:${session.viewer._id}`) },
          'live',
        );
        if (admitted.kind === 'refused')
          return [new GraphQLError(admitted.error.message, { originalError: admitted.error })];
        let document =
          admitted.kind === 'trusted'
            ? admitted.document.document
            : admitted.kind === 'text'
              ? documents.cache.get('live', admitted.id)
              : undefined;
        if (!document) {
          try {
            document = parse(payload.query, { maxTokens });
          } catch (error) {
            return [tagged(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
          }
          const errors = validate(schema, document, rules);
          if (errors.length > 0) return errors.map((error) => tagged(error, 'GRAPHQL_VALIDATION_FAILED'));
          if (admitted.kind === 'text') documents.cache.set('live', admitted.id, document);
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [
            new GraphQLError('Only subscriptions run over WebSocket: send queries and mutations to POST /graphql.', {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
        }
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createSocketContext(
            services,
            session.token,
            session.viewer,
            address,
            tabIdOf(ctx.connectionParams?.tabId),
            session.loaders,
          ),
        };
      },
      // Our codes and messages, nothing internal, as over HTTP. Once the socket is no longer open
      // the error is that an event could not be sent (the client went away): no one to tell, and
      // nothing wrong on our side to log.
      onError: (ctx, _id, _payload, errors) =>
        ctx.extra.socket.readyState === WebSocket.OPEN
          ? errors.map((error) => formatError(error.toJSON(), error))
          : [{ message: 'The connection closed.' }],
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : undefined,
    },
    wss,
  );

  const endSession = (sessionKey: string, reason: string) => {
    for (const ws of sessionSockets.get(sessionKey)?.sockets ?? [])
      ws.close(SESSION_ENDED_CLOSE_CODE, closeReason(reason));
  };
  // Sessions that ended on any replica (sign-out, a blocked account) lose their sockets here too.
  const stopListening = new AbortController();
  services.live.onEndedSessions(({ sessions = [], user }) => {
    for (const key of sessions) endSession(key, 'Signed out.');
    if (!user) return;
    for (const [key, open] of sessionSockets) if (open.userId === user) endSession(key, 'This account was blocked.');
  }, stopListening.signal);

  return {
    endSession,
    counts() {
      let subscriptions = 0;
      for (const ctx of operations.values()) subscriptions += Object.keys(ctx.subscriptions).length;
      return { sockets: wss.clients.size, subscriptions };
    },
    async close() {
      stopListening.abort();
      accounts.close();
      httpServer.off('upgrade', onUpgrade);
      await server.dispose();
    },
  };
}
