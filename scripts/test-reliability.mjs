// npm run test:reliability: builds the server (the load and two-process parts run graphql-server/dist as
// processes of their own), runs the reliability suite (vitest.reliability.config.mts: load, fuzz, two processes
// on one database; loopback only, bounded) and prints its figures at the end. docs/RELIABILITY.md describes it.
// `npm test` runs the same suite after the browser tests.
//
//   FUZZ_SEED=<seed> npm run test:reliability                 replay a fuzz run
//   npm run test:reliability -- graphql-server/reliability/fuzz.test.ts   one part
import { runReliability } from './lib/reliability.mjs';
import { ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

const started = Date.now();
ensureInstalled();
ensureBuilt({ web: false });
process.exit(runReliability({ args: process.argv.slice(2), started }));
