import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/schema.graphql + the web client's operations → typed documents in web/src/gql/, and the BFF
 * tests' operations → typed document strings in bff/test/gql/.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx,graphql}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
        // Fragments declare what a component reads; their fields are spread into the operation
        // types rather than masked, which keeps cache updates and tests simple.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string', Upload: 'File' },
        skipTypename: false,
        nonOptionalTypename: true,
        // `null` for nullable fields rather than optional properties; inputs may omit them.
        avoidOptionals: { field: true, inputValue: false },
      },
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
