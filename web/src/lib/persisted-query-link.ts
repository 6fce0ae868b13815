import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, print, type DefinitionNode, type DocumentNode } from 'graphql';

/** The SHA-256 of a text, in hex, by the browser's Web Crypto (there in secure contexts: HTTPS and localhost). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const nameOf = (definition: DefinitionNode) =>
  definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION
    ? (definition.name?.value ?? '')
    : '';

/**
 * The id of an operation in the persisted-query manifest (schema/persisted-query-manifest.json):
 * the SHA-256 of its text as Apollo's manifest generator prints it, operations before fragments
 * and each kind by name, as `generatePersistedQueryIdsAtRuntime` of @apollo/persisted-query-lists
 * computes it (why it is written here: docs/decisions/005-trusted-documents.md);
 * persisted-query-link.test.ts checks every operation's id against the manifest.
 */
export function persistedQueryId(query: DocumentNode): Promise<string> {
  const definitions = [...query.definitions].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind > b.kind ? -1 : 1;
    return nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0;
  });
  return sha256Hex(print({ ...query, definitions }));
}

/**
 * Sends each operation by its id alone (Apollo's `extensions.persistedQuery.sha256Hash`), never
 * its text: the BFF runs the web client's documents by id for anyone, and other documents only for
 * signed-in callers. An id the server does not know is an error to show, not a reason to send the
 * text instead (`retry`); over WebSocket the text goes with its id, as graphql-ws requires.
 */
export function persistedQueryLink(): PersistedQueryLink {
  return new PersistedQueryLink({ generateHash: persistedQueryId, disable: () => false, retry: () => false });
}
