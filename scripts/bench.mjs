// npm run bench: numbers, not assertions, as Markdown tables (docs/PERFORMANCE.md holds one run). Loopback only;
// builds if needed, then measures, each section timed:
//  1. the price engine (quotes per second for each configurator),
//  2. start-up: a fresh clone to its first page served, and a warm restart (scripts/bench/startup.mjs),
//  3. the API beside its floor (scripts/bench/api.mjs): five requests at 1, 16 and 64 connections against the shop
//     and a bare node:http + pg server answering the same JSON, SQL statements per request, the shop's RSS,
//  4. Lighthouse 12 mobile, 3 runs each, on six routes beside a calibration page the bench builds itself
//     (scripts/bench/lighthouse.mjs),
//  5. what the home page loads (gzip) and every later chunk,
//  6. at 100× the data (scripts/bench/data100x.mjs): searches and order pages, p50/p95, with their plans.
// The shop runs on a database of its own, lumina_bench_api: on DATABASE_URL's server, or else in an embedded
// PostgreSQL in .data/bench-postgres. Everything printed is also written to .data/bench/latest.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const require = createRequire(import.meta.url);
const benchStarted = Date.now();
const output = [];
const log = (line) => {
  console.log(line);
  output.push(line);
};
/** Runs one section and says how long it took. */
async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    log(`\n_${name}: ${((Date.now() - started) / 1000).toFixed(0)} s_`);
  }
}

/** A section of its own, scripts/bench/{name}.mjs. */
const section = (name) => import(pathToFileURL(path.join(root, 'scripts/bench', `${name}.mjs`)).href);

// 1. Price engine ------------------------------------------------------------------------------
const { quote } = require(path.join(root, 'schema/dist/index.js'));
const rules = require(path.join(root, 'graphql-server/dist/db/seed/configurators.js'));
const cases = {
  blackout: [rules.blackoutRules(), { width: 150, height: 180, options: { controlType: 'metal-chain', bottomBar: 'covered-both', controlSide: 'left', profileColor: 'white', mounting: 'inside-recess' } }],
  'light-filtering': [rules.lightFilteringRules(), { width: 120, height: 160, options: { chainMaterial: 'metal', chainColor: 'metal', bottomBar: 'covered-one', controlSide: 'right', profileColor: 'black', mounting: 'outside-frame' } }],
  'blackout-white': [rules.blackoutWhiteRules(), { width: 150, height: 180, options: { mounting: 'outside-frame', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'heavy-duty' } }],
  authentics: [rules.authenticsRules(), { width: 1234, height: 1876, options: { color: 'beige', mounting: 'outside-frame' } }],
};
log('\nPrijsmotor (quotes per seconde, één kern):');
for (const [name, [r, input]] of Object.entries(cases)) {
  for (let i = 0; i < 2000; i++) quote(r, input); // warm-up
  const n = 100_000;
  const t0 = process.hrtime.bigint();
  let checksum = 0;
  for (let i = 0; i < n; i++) checksum += quote(r, { ...input, width: input.width + (i % 2) * 5 }).breakdown.totalCents;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  log(`  ${name.padEnd(16)} ${Math.round(n / seconds).toLocaleString('nl-BE').padStart(10)} /s   (${((seconds / n) * 1e6).toFixed(1)} µs per quote, checksum ${checksum})`);
}

// 2. Start-up ----------------------------------------------------------------------------------
await timed('start-up', async () => (await section('startup')).run({ root, log }));

// The shop's database and server -----------------------------------------------------------------
const { apiDatabase, startApiShop } = await section('shop-server');
const database = await apiDatabase(root);
const databaseUrl = database.url;

try {
  const { server, base, startedInMs, stop } = await startApiShop({ root, databaseUrl });
  try {
    log(`\nServer klaar in ${(startedInMs / 1000).toFixed(1)} s (start, migraties, seed-controle).`);

    // 3. The API beside its floor ----------------------------------------------------------------
    const { run: api } = await section('api');
    await timed('API', () => api({ root, base, serverPid: server.pid, databaseUrl, log }));

    // 4. Lighthouse ------------------------------------------------------------------------------
    const { run: lighthouse } = await section('lighthouse');
    await timed('Lighthouse', () => lighthouse({ root, base, log }));
  } finally {
    await stop();
  }

  // 5. What the home page loads --------------------------------------------------------------------
  // Every page is index.html with the server's markup in it: its scripts and preloads are what / loads first.
  const dist = path.join(root, 'web/dist');
  const landing = 'index.html';
  const html = fs.readFileSync(path.join(dist, landing), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let gzipTotal = 0;
  log('\nStartpagina, eerste lading (gzip):\n\n| bestand | KB gzip |\n|---|---:|');
  for (const asset of [`/${landing}`, '/theme-init.js', '/early-input.js', ...assets]) {
    const file = path.join(dist, asset);
    if (!fs.existsSync(file)) continue;
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipTotal += size;
    log(`| ${asset} | ${(size / 1024).toFixed(1)} |`);
  }
  log(`| totaal (zonder lettertypen en beelden) | ${(gzipTotal / 1024).toFixed(1)} |\n`);

  // 4b. Every chunk loaded later (a screen, the cart panel, ...), largest first; a screen's budget is 40 KB gzip.
  const firstLoad = new Set(assets.map((a) => path.basename(a)));
  const later = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !firstLoad.has(f))
    .map((f) => ({ f, size: zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length }))
    .sort((a, b) => b.size - a.size);
  log('Later geladen stukken (gzip; budget per scherm 40 KB):\n\n| bestand | KB gzip | binnen budget |\n|---|---:|---|');
  for (const { f, size } of later) log(`| ${f} | ${(size / 1024).toFixed(1)} | ${size > 40 * 1024 ? 'nee, > 40 KB' : 'ja'} |`);
  log('');

  // 6. At 100× the data ----------------------------------------------------------------------------
  const { run: data100x } = await section('data100x');
  await timed('100× data', () => data100x({ root, databaseUrl, log }));
} finally {
  await database.stop();
}

log(`\n_npm run bench: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s in all, on ${os.cpus().length} cores._`);
fs.mkdirSync(path.join(root, '.data', 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, '.data', 'bench', 'latest.md'), `${output.join('\n')}\n`);
