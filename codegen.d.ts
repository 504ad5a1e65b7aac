import type { CodegenConfig } from '@graphql-codegen/cli';
/**
 * Typed documents for the web client: the committed SDL plus every operation and fragment in
 * web/src/**\/*.graphql. Output in web/src/gql/ is generated and committed; never edit it by hand.
 * Run: npx graphql-codegen --config codegen.ts
 */
declare const config: CodegenConfig;
export default config;
