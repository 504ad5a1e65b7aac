import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web client: the committed SDL plus every operation and fragment in
 * web/src/**\/*.graphql. Output in web/src/gql/ is generated and committed; never edit it by hand.
 * Run: npx graphql-codegen --config codegen.ts
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Components receive plain fragment-typed props; Apollo Client 4 does its own data masking.
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        scalars: {
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
};

export default config;
