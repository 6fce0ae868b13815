import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { Context } from '../context.ts';
import { formatError } from '../errors.ts';
import { limitLabel, outcomeLabel } from '../observability/graphql-metrics.ts';
import { OTHER_OPERATION, secondsSince, type Metrics } from '../observability/metrics.ts';
import {
  refusalStatus,
  type CallerAccounts,
  type DocumentAdmission,
  type GraphQLParams,
} from '../policies/document-admission.ts';
import type { IdempotentWrites, WriteEnding } from '../policies/idempotency.ts';
import { writerOf, type Credential } from '../stores/sessions.ts';

/**
 * The most bytes of JSON one GraphQL request may carry: a POST's body, a multipart upload's
 * `operations` field, a WebSocket message. The largest the schema needs is about 34 KB (500 ids
 * of 64 characters, the most `requestPayout` takes); within it, parsing the most hostile JSON
 * costs a few milliseconds.
 */
export const MAX_GRAPHQL_JSON_BYTES = 64 * 1024;

/**
 * The GraphQL route: the Express request handed to Apollo's `executeHTTPGraphQLRequest` (the
 * integration API Apollo documents, which @as-integrations/express5 is a thin wrapper of) and its
 * answer written back, with one addition: an error answer that Apollo gave before the request
 * started (CSRF prevention, a batch, a body without a query) carries the request id in each of
 * its errors, as every other error does (errors.ts `formatError`). Only answers with an HTTP
 * error status, small, are read and written again (an id an error already has is kept); every
 * answer with data goes out as Apollo made it. A mutation sent with an Idempotency-Key runs
 * through `IdempotentWrites`: refused, answered again from what it made, or run and what it made
 * recorded. Every complete answer is compressed whole (`compress`).
 *
 * Before anything reads it, the request's document is admitted (policies/document-admission.ts):
 * a trusted document sent by its id becomes its text, which Apollo finds parsed and validated in
 * its document store (transport/document-cache.ts); a refused one is answered here.
 */
export function graphqlRoute(
  apollo: ApolloServer<Context>,
  contextOf: (req: Request, res: Response) => Context,
  writes: IdempotentWrites,
  compress: (req: Request, res: Response, body: string) => string | Buffer,
  documents: DocumentAdmission,
  accounts: CallerAccounts,
  metrics: Metrics,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const started = performance.now();
    const signal = res.locals.signal as AbortSignal | undefined;
    const credential = res.locals.credential as Credential;
    const at = req.url.indexOf('?');
    const request = graphQLRequest(req.method, at === -1 ? '' : req.url.slice(at), req.body);
    const admission = await documents.admit(
      request.params,
      { address: req.ip ?? req.socket.remoteAddress ?? 'unknown', account: () => accounts.of(credential, signal) },
      'http',
    );
    if (admission.kind === 'refused') {
      const { error } = admission;
      if (error.code === 'RATE_LIMITED') {
        res.setHeader('retry-after', String(error.extra.retryAfterSeconds));
        metrics.rateLimited.inc({ limit: limitLabel(error.extra.limit) });
      }
      // Refused before Apollo Server, which counts every other request (observability/graphql-metrics.ts).
      metrics.graphqlRequests.observe(
        { operation: OTHER_OPERATION, outcome: outcomeLabel(error.code) },
        secondsSince(started),
      );
      const errors = [formatError({ message: error.message }, error, res.locals.requestId as string)];
      res
        .status(refusalStatus(error))
        .type('application/json')
        .send(compress(req, res, JSON.stringify({ errors })));
      return;
    }
    if (admission.kind === 'trusted') request.resolve(admission.document.body);
    else if (admission.kind === 'text') request.resolve(admission.query);
    const write = await writes.open(req.headers['idempotency-key'], request.params, writerOf(credential), signal);
    if (write.kind === 'answer') {
      metrics.keyedWrites.inc({ outcome: 'refused' });
      if (write.status === 429) metrics.rateLimited.inc({ limit: 'kept_writes' });
      res
        .status(write.status)
        .type('application/json')
        .send(
          compress(
            req,
            res,
            write.status >= 400
              ? withRequestId(write.body, 'application/json', res.locals.requestId as string)
              : write.body,
          ),
        );
      return;
    }
    if (write.kind === 'replay') {
      res.setHeader('idempotent-replayed', 'true');
      metrics.keyedWrites.inc({ outcome: 'replayed' });
    }
    if (write.kind === 'run' || write.kind === 'replay') res.locals.writeAttempt = write.attempt;
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: request.search, body: request.body },
      context: () => Promise.resolve(contextOf(req, res)),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      const text = answer.body.string;
      if (write.kind === 'run') {
        const ending = await write.settle(res.statusCode, text);
        metrics.keyedWrites.inc({ outcome: KEYED_OUTCOMES[ending] });
      }
      res.send(
        compress(
          req,
          res,
          res.statusCode >= 400
            ? withRequestId(text, answer.headers.get('content-type'), res.locals.requestId as string)
            : text,
        ),
      );
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

/** A keyed write's ending (policies/idempotency.ts) as the metrics name it. */
const KEYED_OUTCOMES: Record<WriteEnding, string> = { done: 'made', release: 'not_made', doubt: 'in_doubt' };

interface ErrorAnswer {
  errors?: { extensions?: Record<string, unknown> }[];
}

/** An error answer's text with the request id in each error that lacks one. */
function withRequestId(text: string, contentType: string | undefined, requestId: string): string {
  if (!/json/.test(contentType ?? '')) return text;
  let parsed: ErrorAnswer;
  try {
    parsed = JSON.parse(text) as ErrorAnswer;
  } catch {
    return text;
  }
  if (!Array.isArray(parsed.errors)) return text;
  parsed.errors = parsed.errors.map((error) => ({
    ...error,
    extensions: { ...error.extensions, requestId: error.extensions?.requestId ?? requestId },
  }));
  return JSON.stringify(parsed);
}

/**
 * A request's GraphQL parameters (a GET's from its query string), and the request with its
 * document resolved: the text in `query`, Apollo's `persistedQuery` extension removed (Apollo's
 * own persisted queries are off: policies/document-admission.ts).
 */
function graphQLRequest(method: string, search: string, body: unknown) {
  const get = method === 'GET';
  const url = new URLSearchParams(search);
  const fromUrl = (name: string) => url.get(name) ?? undefined;
  const json = (text: string | undefined): unknown => {
    try {
      return text === undefined ? undefined : JSON.parse(text);
    } catch {
      return text;
    }
  };
  const params: GraphQLParams = get
    ? {
        query: fromUrl('query'),
        operationName: fromUrl('operationName'),
        variables: json(fromUrl('variables')),
        extensions: json(fromUrl('extensions')),
      }
    : typeof body === 'object' && body !== null && !Array.isArray(body)
      ? body
      : {};
  const request = { params, search, body, resolve };
  function resolve(query: string): void {
    // Extensions that are not an object go to Apollo Server as they came, which refuses them.
    if (params.extensions !== undefined && (typeof params.extensions !== 'object' || params.extensions === null))
      return;
    const { persistedQuery, ...extensions } = (params.extensions ?? {}) as Record<string, unknown>;
    const { extensions: _sent, ...rest } = params;
    const resolved: GraphQLParams =
      Object.keys(extensions).length > 0 ? { ...rest, query, extensions } : { ...rest, query };
    request.params = resolved;
    if (persistedQuery === undefined && params.query === query) return;
    if (!get) {
      request.body = resolved;
      return;
    }
    url.set('query', query);
    if (resolved.extensions) url.set('extensions', JSON.stringify(resolved.extensions));
    else url.delete('extensions');
    request.search = `?${url.toString()}`;
  }
  return request;
}
