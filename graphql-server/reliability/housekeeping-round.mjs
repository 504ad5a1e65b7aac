// One housekeeping round in a process of its own, with the built server's own code (graphql-server/dist):
// its data source (pool, timeouts) and services, and Housekeeping.run. Prints one JSON line: the round's report, or null
// when another process held the housekeeping lock. Used by two-processes.test.ts.
//
//   node housekeeping-round.mjs <database url> [--when-locked]
// --when-locked: connect, print "ready", wait until another process holds the housekeeping lock, then run
// (so that the two rounds certainly overlap, whatever the machine's speed).
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createDataSource } = require('../dist/db/data-source.js');
const { createServices } = require('../dist/services.js');

const [url, flag] = process.argv.slice(2);
// The lock key of housekeeping.ts, as pg_locks shows an advisory lock taken with one bigint key.
const LOCK_KEY = 424243;

const ds = createDataSource(url);
await ds.initialize();
if (flag === '--when-locked') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  process.stdout.write('ready\n');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`, [LOCK_KEY]);
    if (rows[0].n > 0) break;
    if (Date.now() > deadline) throw new Error('the housekeeping lock was never taken');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await client.end();
}
const started = Date.now();
// A round may write a payment reminder: its link names a shop address no one follows here.
const report = await createServices(ds, { shopUrl: 'http://lumina.test' }).housekeeping.run();
await ds.destroy();
process.stdout.write(`${JSON.stringify({ report, ms: Date.now() - started })}\n`);
