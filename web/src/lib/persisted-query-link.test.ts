import { ApolloClient, ApolloLink } from '@apollo/client';
import manifest from '@bikri/schema/persisted-query-manifest.json';
import { Kind, OperationTypeNode, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { lastValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo.ts';
import { persistedQueryLink } from './persisted-query-link.ts';
import { SESSION_PROBE_ID } from './session-probe.ts';

/** Every operation document the generated files export, by its operation's name. */
const operations = new Map<string, DocumentNode>();
for (const module of Object.values(
  import.meta.glob<Record<string, unknown>>('../**/*.generated.ts', { eager: true }),
)) {
  for (const value of Object.values(module)) {
    const document = value as DocumentNode;
    const operation = document.definitions?.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operation?.name) operations.set(operation.name.value, document);
  }
}

/** What the BFF receives for each operation: the request as the persisted-query link hands it on. */
interface Sent {
  name: string;
  extensions: Record<string, unknown>;
  http: { includeQuery?: boolean } | undefined;
  text: string;
}

/** A client built as createApolloClient builds it (the same cache), whose transport records what it is given. */
function recordingClient(sent: Sent[]): ApolloClient {
  const record = new ApolloLink((operation) => {
    sent.push({
      name: operation.operationName!,
      extensions: operation.extensions,
      http: (operation.getContext() as { http?: Sent['http'] }).http,
      text: print(operation.query),
    });
    return of({ data: null });
  });
  return new ApolloClient({ cache: createCache(), link: ApolloLink.from([persistedQueryLink(), record]) });
}

async function send(client: ApolloClient, document: DocumentNode): Promise<void> {
  const type = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!.operation;
  if (type === OperationTypeNode.QUERY) await client.query({ query: document, fetchPolicy: 'no-cache', variables: {} });
  else if (type === OperationTypeNode.MUTATION) await client.mutate({ mutation: document, fetchPolicy: 'no-cache' });
  else await lastValueFrom(client.subscribe({ query: document }), { defaultValue: undefined });
}

describe('persisted queries', () => {
  it('sends every operation of the client by the id the manifest gives it, and never its text', async () => {
    const sent: Sent[] = [];
    const client = recordingClient(sent);
    for (const document of operations.values()) await send(client, document);

    const ids = new Map(manifest.operations.map((operation) => [operation.name, operation.id]));
    expect(sent.map((request) => request.name).sort()).toEqual([...operations.keys()].sort());
    for (const request of sent) {
      expect(request.extensions, request.name).toEqual({
        persistedQuery: { version: 1, sha256Hash: ids.get(request.name) },
      });
      expect(request.http?.includeQuery, request.name).toBe(false);
    }
    // The manifest holds the client's operations and the public pages' probe, nothing else.
    expect([...ids.keys()].sort()).toEqual([...operations.keys()].sort());
  });

  it('finds the public pages’ probe in the manifest by the id it sends', () => {
    expect(manifest.operations.find((operation) => operation.id === SESSION_PROBE_ID)).toMatchObject({
      name: 'SessionProbe',
      type: 'query',
    });
  });
});
