import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from './codegen';

const root = path.dirname(fileURLToPath(import.meta.url));

describe('web/src/gql', () => {
  it('is what GraphQL Code Generator makes of schema.graphql and the .graphql operations (run "npm run codegen" when this fails)', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const outputs = await generate({ ...config, silent: true }, false);
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        expect(fs.readFileSync(path.join(root, output.filename), 'utf8'), output.filename).toBe(output.content);
      }
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
