import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { Context } from '../context.ts';
import type { GraphQLBody, IdempotentWrites } from '../policies/idempotency.ts';
import { writerOf, type Credential } from '../stores/sessions.ts';

/**
 * The GraphQL route: the Express request handed to Apollo's `executeHTTPGraphQLRequest` (the
 * integration API Apollo documents, which @as-integrations/express5 is a thin wrapper of) and its
 * answer written back, with one addition: an error answer that Apollo gave before the request
 * started (CSRF prevention, a batch, a body without a query) carries the request id in each of
 * its errors, as every other error does (errors.ts `formatError`). Only answers with an HTTP
 * error status, small, are read and written again (an id an error already has is kept); every
 * answer with data goes out as Apollo made it. A mutation sent with an Idempotency-Key runs
 * through `IdempotentWrites`: answered from its record, or run and its answer recorded. Every
 * complete answer is compressed whole (`compress`).
 */
export function graphqlRoute(
  apollo: ApolloServer<Context>,
  contextOf: (req: Request, res: Response) => Context,
  writes: IdempotentWrites,
  compress: (req: Request, res: Response, body: string) => string | Buffer,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const signal = res.locals.signal as AbortSignal | undefined;
    const write = await writes.open(req.headers['idempotency-key'], req.body as GraphQLBody | undefined, writerOf(res.locals.credential as Credential), signal);
    if (write.kind === 'answer') {
      if (write.replayed) res.setHeader('idempotent-replayed', 'true');
      res.status(write.status).type('application/json').send(compress(req, res, write.status >= 400 ? withRequestId(write.body, 'application/json', res.locals.requestId as string) : write.body));
      return;
    }
    if (write.kind === 'run') res.locals.writeAttempt = write.attempt;
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query === -1 ? '' : req.url.slice(query), body: req.body as unknown },
      context: () => Promise.resolve(contextOf(req, res)),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      const text = answer.body.string;
      if (write.kind === 'run') await write.settle(res.statusCode, text);
      res.send(compress(req, res, res.statusCode >= 400 ? withRequestId(text, answer.headers.get('content-type'), res.locals.requestId as string) : text));
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

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
  parsed.errors = parsed.errors.map((error) => ({ ...error, extensions: { ...error.extensions, requestId: error.extensions?.requestId ?? requestId } }));
  return JSON.stringify(parsed);
}
