import fs from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web client: the committed SDL plus every operation and fragment in
 * web/src/**\/*.graphql. Output in web/src/gql/ is generated and committed; never edit it by hand.
 * Run: npx graphql-codegen --config codegen.ts
 *
 * Where the documents go decides what a page downloads: a generated module is one unit for the bundler, so
 * every document in `graphql.ts` ships with the first load of "/" (the shell imports it). That file holds the
 * shell's documents (app, cart, content); each other feature (catalog, and the configurators, checkout and
 * admin after it) gets a self-contained module of its own, `web/src/gql/{feature}.ts`, loaded with its screens.
 */
const FEATURES_IN_SHELL = ['cart', 'content'];
const features = path.join('web', 'src', 'features');
const ownModules = fs
  .readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FEATURES_IN_SHELL.includes(entry.name))
  .map((entry) => entry.name)
  .filter((name) => fs.readdirSync(path.join(features, name), { recursive: true }).some((file) => String(file).endsWith('.graphql')))
  .sort();
const featureGlob = (name: string) => `web/src/features/${name}/**/*.graphql`;

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: false,
    scalars: {
      JSONObject: 'Record<string, unknown>',
    },
  },
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql', ...ownModules.map((name) => `!${featureGlob(name)}`)],
      preset: 'client',
      presetConfig: {
        // Components receive plain fragment-typed props; Apollo Client 4 does its own data masking.
        fragmentMasking: false,
      },
    },
    ...Object.fromEntries(
      ownModules.map((name) => [
        `web/src/gql/${name}.ts`,
        { documents: [featureGlob(name)], plugins: ['typescript-operations', 'typed-document-node'] },
      ]),
    ),
  },
};

export default config;
