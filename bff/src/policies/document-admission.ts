import { parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import { GatewayError } from '../gateway/errors.ts';
import type { Credential } from '../stores/sessions.ts';
import type { DocumentCache, Validated } from '../transport/document-cache.ts';
import { sha256Hex, type TrustedDocument, type TrustedDocuments } from '../transport/trusted-documents.ts';
import { exceededBound, type DocumentBound, type DocumentBounds } from './document-bounds.ts';
import type { RateLimits } from './rate-limits.ts';

/**
 * What a new document may hold. Within them the costliest document measured (8 fields of one
 * name, each with 24 fields of one name below) is parsed and validated in about 2 ms of CPU;
 * the web client's own documents, which are trusted and never counted, reach 27 fields in a
 * selection set and 233 in all.
 */
export const DOCUMENT_BOUNDS: DocumentBounds = { fieldsPerSelection: 30, fields: 200 };

const BOUND_MESSAGES: Record<DocumentBound, (limit: number) => string> = {
  fieldsPerSelection: (limit) =>
    `A selection set may hold at most ${limit} fields, those of the fragments spread into it included: split the query.`,
  fields: (limit) =>
    `A document may hold at most ${limit} fields, each fragment's counted wherever it is spread: split the query.`,
};

/** A GraphQL request's parameters, from a POST's body or a GET's query string. */
export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** Who sends a document. */
export interface Caller {
  /** The signed-in account (`user:<id>`), asked only when it matters; undefined when nobody is signed in. */
  account(): Promise<string | undefined>;
  /** The client address, which counts new documents when nobody is signed in. */
  address: string;
}

export type Admission =
  /** One of the web client's documents: runs without parsing or validation. */
  | { kind: 'trusted'; document: TrustedDocument }
  /** Any other text, within the rules: parsed and validated unless already kept under `id`. */
  | { kind: 'text'; query: string; id: string }
  /** No document at all: Apollo Server answers that. */
  | { kind: 'none' }
  | { kind: 'refused'; error: AppError };

interface PersistedQuery {
  version?: unknown;
  sha256Hash?: unknown;
}

/**
 * Which documents run, decided before anything parses them. A trusted document (the web
 * client's, trusted-documents.ts) runs for anyone, named by its id in Apollo's
 * `extensions.persistedQuery.sha256Hash` or sent as its exact text. Any other text runs only for
 * a signed-in caller, or for anyone while the Sandbox is on (development, demos); a document
 * this process has not kept yet is new, and a new one is counted per account (per address when
 * signed out, RateLimits `NEW_DOCUMENTS`) and must stay within `DOCUMENT_BOUNDS` before graphql-js
 * validates it. Apollo's automatic persisted queries are off: an id is only ever looked up.
 */
export class DocumentAdmission {
  constructor(
    private readonly trusted: TrustedDocuments,
    private readonly cache: DocumentCache,
    private readonly limits: RateLimits,
    private readonly options: { sandbox: boolean; maxTokens: number; bounds?: DocumentBounds },
  ) {}

  async admit(params: GraphQLParams, caller: Caller, validated: Validated): Promise<Admission> {
    const persisted = (params.extensions as { persistedQuery?: PersistedQuery } | undefined)?.persistedQuery;
    const query = typeof params.query === 'string' && params.query !== '' ? params.query : undefined;
    if (persisted !== undefined) {
      const found = typeof persisted.sha256Hash === 'string' ? this.trusted.get(persisted.sha256Hash) : undefined;
      if (found) return { kind: 'trusted', document: found };
      if (query === undefined) {
        return refused(
          'PERSISTED_QUERY_NOT_FOUND',
          'This id names none of the trusted documents of this server: send the document itself (signed in), or the id of a document of the web client of this version.',
        );
      }
    }
    if (query === undefined) return { kind: 'none' };
    const id = sha256Hex(query);
    const found = this.trusted.get(id);
    if (found) return { kind: 'trusted', document: found };

    let account: string | undefined;
    try {
      account = await caller.account();
    } catch (error) {
      // The gateway's own words when it was the one that failed (busy, down, too slow).
      return refused(
        'GATEWAY_UNAVAILABLE',
        error instanceof GatewayError
          ? error.message
          : 'Your sign-in cannot be checked right now. Please try again shortly.',
      );
    }
    if (!account && !this.options.sandbox) {
      return refused(
        'PERSISTED_QUERY_REQUIRED',
        'Sign in to send a GraphQL document of your own: signed out, only the web client’s trusted documents run, sent by their id (extensions.persistedQuery.sha256Hash).',
      );
    }
    if (this.cache.has(validated, id)) return { kind: 'text', query, id };
    try {
      await this.limits.countNewDocument({ account, address: caller.address });
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused', error };
      throw error;
    }
    let bound: DocumentBound | undefined;
    try {
      bound = exceededBound(
        parse(query, { noLocation: true, maxTokens: this.options.maxTokens }),
        this.options.bounds ?? DOCUMENT_BOUNDS,
      );
    } catch {
      // Apollo Server (or the live socket) parses it again and answers the syntax error.
      return { kind: 'text', query, id };
    }
    if (bound) {
      const limit = (this.options.bounds ?? DOCUMENT_BOUNDS)[bound];
      return refused('DOCUMENT_TOO_LARGE', BOUND_MESSAGES[bound](limit), { bound, limit });
    }
    return { kind: 'text', query, id };
  }
}

const refused = (
  code: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_REQUIRED' | 'DOCUMENT_TOO_LARGE' | 'GATEWAY_UNAVAILABLE',
  message: string,
  extra: Record<string, unknown> = {},
): Admission => ({
  kind: 'refused',
  error: new AppError(code, message, [], extra),
});

/** The HTTP status of a refusal. */
export function refusalStatus(error: AppError): number {
  if (error.code === 'RATE_LIMITED') return 429;
  if (error.code === 'GATEWAY_UNAVAILABLE') return 503;
  return 400;
}

/**
 * The account of a request's credential: a session's user, or the user a sent gateway token
 * belongs to, asked of the gateway (`userOf`) and remembered for a minute per token (at most
 * 10,000 tokens), so that an API client's requests do not each cost a gateway call to be admitted.
 */
export class CallerAccounts {
  private readonly tokens = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });

  /** `userOf` asks the gateway whose a token is, giving up when `signal` (the request's) aborts. */
  constructor(
    private readonly userOf: (token: string, signal: AbortSignal | undefined) => Promise<string | undefined>,
  ) {}

  async of(credential: Credential, signal: AbortSignal | undefined): Promise<string | undefined> {
    if (credential.kind === 'session') return `user:${credential.userId}`;
    if (credential.kind !== 'token') return undefined;
    const key = sha256Hex(credential.token);
    const known = this.tokens.get(key);
    if (known) return known;
    const user = await this.userOf(credential.token, signal);
    if (!user) return undefined;
    this.tokens.set(key, `user:${user}`);
    return `user:${user}`;
  }
}
