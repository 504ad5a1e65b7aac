import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const r = (p: string) => path.resolve(root, p);

/**
 * The reliability suite (npm run test:reliability; docs/RELIABILITY.md): load, fuzz, two processes on one
 * database. Not part of `npm test`'s Vitest run (vitest.config.mts does not include graphql-server/reliability).
 * One file at a time: the load part measures latency and must not share the two cores with the fuzzer.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: r('node_modules/graphql/index.js') },
      { find: /^@lumina\/schema$/, replacement: r('schema/src/index.ts') },
    ],
  },
  test: {
    name: 'reliability',
    include: ['graphql-server/reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['graphql-server/reliability/global-setup.ts'],
    fileParallelism: false,
    sequence: { shuffle: false },
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
