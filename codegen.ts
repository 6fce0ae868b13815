import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/schema.graphql + the web client's operations → the schema's types in web/src/gql/ and
 * typed documents next to each `.graphql` file; the BFF tests' operations → typed document
 * strings in bff/test/gql/. `npm run codegen` then writes the web client's persisted-query
 * manifest (web/persisted-query-manifest.config.ts).
 */

/** How the web client's types are written. */
const WEB_TYPES = {
  useTypeImports: true,
  enumsAsTypes: true,
  strictScalars: true,
  scalars: { DateTime: 'string', Upload: 'File' },
  skipTypename: false,
  nonOptionalTypename: true,
  // `null` for nullable fields rather than optional properties; inputs may omit them.
  avoidOptionals: { field: true, inputValue: false },
};

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    // The schema's types, for the operations' files below and the client's code.
    'web/src/gql/graphql.ts': {
      plugins: ['typescript'],
      config: { ...WEB_TYPES, onlyOperationTypes: true },
    },
    // Each file of operations gets its typed documents next to it (`orders.graphql` ->
    // `orders.generated.ts`, each document whole, with the fragments it spreads): a screen's code
    // carries its own documents only, not every screen's.
    'web/src/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'near-operation-file',
      presetConfig: { baseTypesPath: 'gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: WEB_TYPES,
    },
    'bff/test/gql/': {
      documents: ['bff/test/**/*.ts', '!bff/test/gql/**'],
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
      config: {
        // The tests send documents as strings over HTTP, exactly as written.
        documentMode: 'string',
        importExtension: '.ts',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string', Upload: 'null' },
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
