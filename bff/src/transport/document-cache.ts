import type { DocumentStore } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { TrustedDocuments } from './trusted-documents.ts';

/**
 * Heap one parsed token takes, with its location: graphql-js keeps every token of a document
 * parsed with locations (as Apollo Server parses), linked to the next, and the nodes built on them
 * point at them. Measured over documents of every shape (dense field lists, nested selections,
 * arguments): 267-507 bytes per token, the source text included.
 */
const BYTES_PER_TOKEN = 512;

/** Heap of a document parsed with locations: its tokens, counted along their chain. */
export function documentBytes(document: DocumentNode): number {
  let tokens = 1;
  for (let token = document.loc?.startToken; token && token !== document.loc?.endToken; token = token.next ?? undefined)
    tokens += 1;
  return tokens * BYTES_PER_TOKEN;
}

/** Which validation a kept document passed: Apollo Server's (queries and mutations over HTTP) or the live socket's (subscriptions). */
export type Validated = 'http' | 'live';

/**
 * The parsed and validated documents this process keeps, so that a document sent again is
 * neither parsed nor validated again. The trusted documents are always there, outside the bound;
 * any other document is kept in at most `maxBytes` of heap (`documentBytes`), the least recently
 * used dropped first. Nothing else is kept per document: only trusted documents get a compiled
 * plan (compiled-executor.ts). Keys are the SHA-256 of a document's text.
 */
export class DocumentCache {
  private readonly kept: LRUCache<string, DocumentNode>;

  constructor(
    private readonly trusted: TrustedDocuments,
    maxBytes: number,
  ) {
    this.kept = new LRUCache<string, DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
  }

  /**
   * Apollo Server's `documentStore`: Apollo looks a request's document up by the SHA-256 of its
   * text before parsing (a hit skips parsing and validation) and stores it once validated. Its
   * keys start with a hash of the schema, which never changes in this process.
   */
  readonly apollo: DocumentStore = {
    get: (key) => Promise.resolve(this.get('http', idOf(key))),
    set: (key, document) => {
      this.set('http', idOf(key), document);
      return Promise.resolve();
    },
    delete: (key) => Promise.resolve(this.kept.delete(`http:${idOf(key)}`)),
  };

  get(validated: Validated, id: string): DocumentNode | undefined {
    return this.trusted.get(id)?.document ?? this.kept.get(`${validated}:${id}`);
  }

  /** Whether a document is kept, without making it the most recently used. */
  has(validated: Validated, id: string): boolean {
    return this.trusted.get(id) !== undefined || this.kept.has(`${validated}:${id}`);
  }

  set(validated: Validated, id: string, document: DocumentNode): void {
    if (!this.trusted.get(id)) this.kept.set(`${validated}:${id}`, document);
  }

  /** Heap the kept documents take, as `documentBytes` counts it (the trusted documents' not included). */
  get bytes(): number {
    return this.kept.calculatedSize;
  }
}

const idOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);
