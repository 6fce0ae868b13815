import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema/schema.graphql + the web client's operations → typed documents in web/src/gql/. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx,graphql}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
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
  },
};

export default config;
