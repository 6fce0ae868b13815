import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fromGraphQLCodegenPersistedDocuments,
  type PersistedQueryManifestConfig,
} from '@apollo/generate-persisted-query-manifest';
import { concatAST, parse, print, separateOperations } from 'graphql';

/**
 * `npm run codegen`'s last step: the web client's operations → schema/persisted-query-manifest.json,
 * the trusted documents the BFF runs for anyone (bff/src/transport/trusted-documents.ts). Apollo's
 * generator runs each operation through Apollo Client itself, so each body is the text the
 * client sends (`__typename` added) and its id the SHA-256 the client computes
 * (web/src/lib/persisted-query-link.ts). The generator reads one operation per document and our
 * `.graphql` files hold several: graphql-js splits them first, each operation with the fragments
 * it spreads, into the `{ key: document }` file the generator's documented source reads.
 */
const root = 'web/src';
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .sort();
const operations = separateOperations(concatAST(files.map((file) => parse(readFileSync(join(root, file), 'utf8')))));
const cache = 'node_modules/.cache/bikri';
mkdirSync(cache, { recursive: true });
const split = join(cache, 'web-operations.json');
writeFileSync(
  split,
  JSON.stringify(Object.fromEntries(Object.entries(operations).map(([name, document]) => [name, print(document)]))),
);

const config: PersistedQueryManifestConfig = {
  documents: fromGraphQLCodegenPersistedDocuments(split),
  output: 'schema/persisted-query-manifest.json',
};

export default config;
