import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { getOperationAST, GraphQLError, OperationTypeNode, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createSocketContext, tokenOf, type Services } from '../context.ts';
import { formatError } from '../errors.ts';
import type { UserDto } from '../gateway/dto.ts';
import { GatewayError } from '../gateway/errors.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { GatewayLoaders } from '../gateway/loaders.ts';
import { log } from '../log.ts';
import { tabIdOf } from './live-events.ts';

/** The session a socket was admitted with, checked once at the upgrade. */
interface Admitted {
  token: string;
  viewer: UserDto;
}

const parseCookies = cookieParser();

/** Fills `req.cookies` from the Cookie header, as the HTTP routes' cookie-parser does. */
function readCookies(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => parseCookies(req as Request, {} as Response, () => resolve()));
}

/** Answers an upgrade request with an HTTP error instead of a WebSocket, and hangs up. */
function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code: status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'GATEWAY_UNAVAILABLE' } }] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export interface LiveSocket {
  close(): Promise<void>;
}

/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) on the HTTP server's `/graphql`,
 * beside Apollo Server's HTTP transport on the same path. A connection is admitted at the
 * upgrade only with a valid session: the cookie (or token header) is checked against the gateway
 * like any request's, and the answer is 401 without one, so no socket is ever opened for nobody.
 * A page of another site cannot open one either: the upgrade must come from the same origin.
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
): LiveSocket {
  const sessions = new WeakMap<IncomingMessage, Admitted>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  async function admit(req: IncomingMessage): Promise<{ status: number; message: string } | Admitted> {
    const origin = req.headers.origin;
    if (origin && URL.canParse(origin) && new URL(origin).host !== req.headers.host) {
      return { status: 403, message: 'Live updates are only for pages of this site.' };
    }
    await readCookies(req);
    const token = tokenOf(req);
    if (!token) return { status: 401, message: 'Please sign in first.' };
    try {
      const viewer = await new GatewayLoaders(new GatewayClient(services.http, token), services.roleHints.for(token)).viewer();
      return viewer ? { token, viewer } : { status: 401, message: 'Please sign in first.' };
    } catch (error) {
      log.warn('live-socket', { refused: 'session check failed', code: error instanceof GatewayError ? error.code : String(error) });
      return { status: 503, message: 'The service is unavailable. Please try again.' };
    }
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      refuse(socket, 404, 'Not found');
      return;
    }
    socket.on('error', () => socket.destroy());
    void admit(req).then((outcome) => {
      if ('status' in outcome) {
        refuse(socket, outcome.status, outcome.message);
        return;
      }
      sessions.set(req, outcome);
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    });
  };
  httpServer.on('upgrade', onUpgrade);

  const rules = [...specifiedRules, ...validationRules];
  const server = useServer(
    {
      schema,
      onSubscribe: (ctx, _id, payload) => {
        const session = sessions.get(ctx.extra.request);
        if (!session) return [new GraphQLError('Please sign in first.', { extensions: { code: 'UNAUTHENTICATED' } })];
        // Tagged with the codes Apollo Server gives the same failures over HTTP.
        const tagged = (error: GraphQLError, code: string) =>
          new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
        let document;
        try {
          document = parse(payload.query, { maxTokens });
        } catch (error) {
          return [tagged(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors.map((error) => tagged(error, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [new GraphQLError('Only subscriptions run over WebSocket: send queries and mutations to POST /graphql.', { extensions: { code: 'BAD_REQUEST' } })];
        }
        const address = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createSocketContext(services, session.token, session.viewer, address, tabIdOf(ctx.connectionParams?.tabId)),
        };
      },
      // Our codes and messages, nothing internal, as over HTTP.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) } : undefined,
    },
    wss,
  );

  return {
    async close() {
      httpServer.off('upgrade', onUpgrade);
      await server.dispose();
    },
  };
}
