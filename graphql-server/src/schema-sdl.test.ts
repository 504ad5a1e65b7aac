import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaSdl, schemaFile } from './schema-sdl';

describe('schema/schema.graphql', () => {
  it('is the SDL printed from the type-graphql classes (run "npm run codegen" when this fails)', async () => {
    const committed = fs.readFileSync(schemaFile, 'utf8');
    expect(committed).toBe(await printSchemaSdl());
  });
});
