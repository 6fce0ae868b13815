import manifest from '@bikri/schema/persisted-query-manifest.json' with { type: 'json' };

/** The id of one of the web client's operations in its persisted-query manifest (the SHA-256 of its text). */
export function trustedId(name: string): string {
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`${name} is not an operation of the web client`);
  return operation.id;
}

/** A request for one of the web client's operations by its id alone, as the web client sends it. */
export function trustedRequest(
  name: string,
  variables?: unknown,
): { operationName: string; variables?: unknown; extensions: { persistedQuery: { version: 1; sha256Hash: string } } } {
  return {
    operationName: name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: trustedId(name) } },
  };
}

/** The text of one of the web client's operations: sent as it is, it is recognised by its SHA-256 as the trusted document. */
export function trustedText(name: string): string {
  return manifest.operations.find((operation) => operation.id === trustedId(name))!.body;
}
