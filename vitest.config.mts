import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const r = (p: string) => path.resolve(root, p);

/** Unit and integration suites (the browser suite runs under Playwright, see playwright.config.ts). */
export default defineConfig({
  resolve: {
    alias: [
      // One copy of graphql for type-graphql and the tests ("from another module or realm").
      { find: /^graphql$/, replacement: r('node_modules/graphql/index.js') },
      { find: /^@lumina\/schema$/, replacement: r('schema/src/index.ts') },
    ],
  },
  test: {
    // Files share their worker's modules (isolate: false): importing React, Apollo, type-graphql and TypeORM once a
    // worker instead of once a file took the run from 195 s to 83 s on 2 cores; each file still starts its own app
    // on its own database, and every test cleans up after itself. Three workers: the integration files spend much
    // of their time waiting on PostgreSQL and timers, so a third keeps both cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['codegen.test.ts', 'dutch-texts.test.ts', 'eslint.config.test.ts', 'rules-round-trip.test.ts', 'schema/src/**/*.test.ts', 'graphql-server/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Screens in jsdom with Testing Library; the GraphQL network is MSW (web/src/test/).
          name: 'component',
          isolate: false,
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // A screen test that types a whole form (a new fabric: 17 fields) takes 3–5 s while three workers share two
          // cores; the timeout guards against a hang, it is not a speed test.
          testTimeout: 20_000,
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          isolate: false,
          include: ['graphql-server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['graphql-server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
