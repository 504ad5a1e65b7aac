import fs from 'node:fs';
import path from 'node:path';

/**
 * A staff screen's own operation as the web client sends it: as GraphQL Code Generator compiled it
 * (web/src/gql/admin.ts, read at run time, so whatever the screen's fragments ask today is what is run), with the
 * __typename Apollo Client adds to every selection.
 */
export async function screenOperation(name: string): Promise<string> {
  const file = path.resolve(__dirname, '..', '..', 'web', 'src', 'gql', 'admin.ts');
  const json = new RegExp(`export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`).exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!json) throw new Error(`${name}Document not found in web/src/gql/admin.ts`);
  const { print } = await import('graphql');
  const { addTypenameToDocument } = await import('@apollo/client/utilities');
  return print(addTypenameToDocument(JSON.parse(json)));
}
