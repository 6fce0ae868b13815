import type { FieldRule } from '@bikri/schema/field-rules';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { GatewayError, type GatewayErrorCode } from './gateway/errors.ts';
import { log } from './log.ts';

/**
 * The error codes clients see in `extensions.code`, and the one place that turns
 * whatever went wrong into them. Internals never reach a response; a request id ties a masked
 * error to the log line that explains it.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  /** The request itself is wrong (a header missing, a key reused), whatever its fields hold. */
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GATEWAY_REJECTED'
  | 'GATEWAY_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT'
  | 'GATEWAY_BAD_RESPONSE'
  | 'NOT_SUPPORTED_BY_GATEWAY'
  | 'RATE_LIMITED'
  /** A document sent by id that is not one of the trusted documents (Apollo's code for it). */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** A document's text from someone not signed in, where only trusted documents run for them. */
  | 'PERSISTED_QUERY_REQUIRED'
  /** A new document past a bound of policies/document-admission.ts, named in `bound` with its `limit`. */
  | 'DOCUMENT_TOO_LARGE'
  /** A write may or may not have happened; the BFF resolves it by reading when asked again with the same Idempotency-Key. */
  | 'WRITE_IN_DOUBT'
  | 'INTERNAL_SERVER_ERROR';

/** A field the client sent that breaks a rule: the rule by name (for clients to word) and in English. */
export type FieldProblem = { field: string; message: string } & FieldRule;

/** An error our own code raises on purpose, with the code and message a person should see. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldProblem[] = [],
    /** More for the client, such as `retryAfterSeconds` on RATE_LIMITED. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in first.');
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const writeInDoubt = (message: string) => new AppError('WRITE_IN_DOUBT', message);

/** A bad argument, naming the field and the rule it broke (by default a refusal only `message` words). */
export function badInput(field: string, message: string, rule: FieldRule = { rule: 'REFUSED' }): AppError {
  return new AppError('BAD_USER_INPUT', `${field}: ${message}`, [{ field, message, ...rule }]);
}

/** An error refusing a request before anything runs, answered with HTTP status 400 (Apollo Server reads `extensions.http`). */
export const refusal = (problem: AppError) =>
  new GraphQLError(problem.message, { originalError: problem, extensions: { http: { status: 400 } } });

const GATEWAY_CODES: Record<GatewayErrorCode, ErrorCode> = {
  REJECTED: 'GATEWAY_REJECTED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  UNAVAILABLE: 'GATEWAY_UNAVAILABLE',
  TIMEOUT: 'GATEWAY_TIMEOUT',
  BAD_RESPONSE: 'GATEWAY_BAD_RESPONSE',
  IN_DOUBT: 'WRITE_IN_DOUBT',
};

const ruleOf = (context: unknown): FieldRule =>
  typeof (context as Partial<FieldRule> | undefined)?.rule === 'string' ? (context as FieldRule) : { rule: 'REFUSED' };

function validationProblems(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // Each decorator names its rule in its context (policies/validators.ts).
    const own = Object.entries(error.constraints ?? {}).map(([name, message]): FieldProblem => ({
      field,
      message,
      ...ruleOf(error.contexts?.[name]),
    }));
    return [...own, ...validationProblems(error.children ?? [], field)];
  });
}

function isPayloadTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413;
}

/** Passed through unchanged: GraphQL's own request errors (syntax, validation, variables). */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The request each error of a GraphQL request was raised in: recorded as Apollo reports the
 * errors to plugins (`didEncounterErrors`, which comes before it formats them), read back by
 * `formatError`, with no AsyncLocalStorage around the request (docs/decisions/history.md). Errors Apollo
 * raises before a request starts (CSRF prevention, a batch) get their id where the answer is sent
 * (transport/graphql-route.ts).
 */
const requestOfError = new WeakMap<object, string>();

/** Records the request id of a GraphQL request's errors, for `formatError`. */
export function tagErrors(errors: readonly object[], requestId: string): void {
  for (const error of errors) requestOfError.set(error, requestId);
}

/** Apollo's `formatError`: our codes and messages, nothing internal, and the request id. */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  requestId: string | undefined = typeof error === 'object' && error !== null ? requestOfError.get(error) : undefined,
): GraphQLFormattedError {
  const masked = mask(formatted, error);
  if (masked.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    // Whatever was masked is logged once, here, with the id the client was given.
    const cause = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    log.error('internal', {
      requestId,
      path: formatted.path,
      error: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause),
    });
  }
  return requestId ? { ...masked, extensions: { ...masked.extensions, requestId } } : masked;
}

function mask(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { ...original.extra, code: original.code };
    if (original.fields.length > 0) extensions.fields = original.fields;
    return { ...base, message: original.message, extensions };
  }
  if (original instanceof GatewayError) {
    return { ...base, message: original.message, extensions: { code: GATEWAY_CODES[original.code] } };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = validationProblems(original.extensions.validationErrors);
    const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ') || 'Invalid input';
    return { ...base, message, extensions: { code: 'BAD_USER_INPUT', fields } };
  }
  if (isPayloadTooLarge(original)) {
    return { ...base, message: 'A file is larger than the upload limit.', extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { ...base, extensions: { code } };
  }
  return {
    ...base,
    message: 'Something went wrong on our side. Please try again.',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
