// ESLint (flat config): the recommended JavaScript and typescript-eslint rules, plus the import
// boundaries of STYLE.md ("Client: features, colocated data, one-way imports") as errors.
// Not type-aware on purpose (no projectService): `npx eslint .` stays fast on two cores.
// Run: npm run lint (also part of npm test, right after the type check).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = 'web/src/features';

/** Every folder in web/src/features is a feature; a new one is covered without touching this file. */
const features = fs
  .readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const FEATURE_MESSAGE =
  'A feature never imports another feature: move the shared piece to web/src/components or web/src/lib, ' +
  'or expose it through a context in components/ (STYLE.md, "one-way imports").';
const SHARED_MESSAGE =
  'Shared code (components/, lib/, i18n/) never imports a feature or app/: imports flow shared -> features -> app. ' +
  'Move what both need down into components/ or lib/, or let app/ pass it in (props, context).';
const FEATURE_APP_MESSAGE =
  'A feature never imports web/src/app: app/ composes features, not the other way round. ' +
  'Move the piece into components/ or lib/, or have app/ pass it in (props, context).';
const WEB_SERVER_MESSAGE =
  'The web client never imports the server (graphql-server/): talk to it over GraphQL (generated hooks in web/src/gql), ' +
  'and put what both sides share in the contract, schema/ (@lumina/schema).';
const SERVER_WEB_MESSAGE =
  'The server never imports the web client (web/): put what both sides share in the contract, schema/ (@lumina/schema).';
const SCHEMA_MESSAGE =
  'The contract (schema/) depends on neither side: move the code into schema/src, or keep it in web/ or graphql-server/.';

/** Zones for import-x/no-restricted-paths: files in `target` may not import anything under `from`. */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./${FEATURES}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${FEATURES}/${other}`),
    message: FEATURE_MESSAGE,
  })).filter((zone) => zone.from.length > 0),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/i18n'],
    from: [`./${FEATURES}`, './web/src/app'],
    message: SHARED_MESSAGE,
  },
  { target: `./${FEATURES}`, from: './web/src/app', message: FEATURE_APP_MESSAGE },
  // Everything under web/ except the two tooling folders, which have one reviewed exception each (below).
  { target: ['./web/!(e2e|scripts)/**', './web/*.*'], from: './graphql-server', message: WEB_SERVER_MESSAGE },
  {
    // Known exceptions, tooling that drives the whole repo rather than client code: the browser suite's
    // global setup shares the integration suite's database helpers (graphql-server/test/pg.ts), the browser suite
    // computes authenticator codes as the integration suite does (graphql-server/test/totp.ts), and the image
    // generator reads the compiled product seed list. Anything else from graphql-server/ stays an error.
    target: ['./web/e2e', './web/scripts'],
    from: './graphql-server',
    // (The compiled module resolves to its .d.ts when present, to the .js otherwise.)
    except: ['./test/pg.ts', './test/totp.ts', './dist/db/seed/products.js', './dist/db/seed/products.d.ts'],
    message: WEB_SERVER_MESSAGE,
  },
  { target: './graphql-server', from: './web', message: SERVER_WEB_MESSAGE },
  { target: './schema', from: ['./web', './graphql-server'], message: SCHEMA_MESSAGE },
];

const TEST_FILES = ['graphql-server/test/**', 'graphql-server/reliability/**', 'web/e2e/**', '**/*.test.{ts,tsx,mts}'];

export default defineConfig(
  // Generated or built: never linted.
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    'web/dist-ssr/**',
    'web/src/gql/**',
    '**/test-results/**',
    'playwright-report/**',
    'bench-results/**',
    '.data/**',
    '**/*.d.ts',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  // Where code runs: Node for the server, the scripts and the tooling; the browser for the shop.
  {
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright tests run in Node but pass callbacks to the page (page.evaluate).
    files: ['web/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A name starting with _ is left out on purpose (e.g. a property taken out of an object with a rest spread).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A classic script loaded before the app (no modules, no bundler).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },

  {
    // An ES5 script that runs before the first paint: `catch (e) {}` is how it ignores a blocked localStorage.
    files: ['web/public/**/*.js'],
    rules: {
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },

  // Server data is never `any` (STYLE.md); tests may use it for fixtures and probing.
  {
    files: ['web/src/**', 'graphql-server/src/**', 'schema/src/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: TEST_FILES,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Import boundaries. Paths are resolved (TypeScript paths, extensions, index files) before they are
  // matched, so `../content/home/HomePage` and `../../../../graphql-server/src/services` are both caught.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: path.join(root, 'tsconfig.json'),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
);
