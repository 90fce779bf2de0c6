import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql + the web app's documents -> typed documents in web/src/gql (never edited by hand). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx,graphql}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Fragment masking stays off until components start declaring fragments.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { LocalDate: 'string', DateTime: 'string', DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
