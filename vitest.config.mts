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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['codegen.test.ts', 'eslint.config.test.ts', 'rules-round-trip.test.ts', 'schema/src/**/*.test.ts', 'graphql-server/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Screens in jsdom with Testing Library; the GraphQL network is MSW (web/src/test/).
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
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
