import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from './schema';

export const schemaFile = path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');

/** The SDL as committed in schema/schema.graphql (sorted, so it diffs cleanly). */
export async function printSchemaSdl(): Promise<string> {
  const schema = await buildAppSchema();
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
