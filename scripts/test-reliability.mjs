// npm run test:reliability: builds the server (the load and two-process parts run graphql-server/dist as
// processes of their own), runs the reliability suite (vitest.reliability.config.mts: load, fuzz, two processes
// on one database; loopback only, bounded) and prints its figures at the end. docs/RELIABILITY.md describes it.
//
//   FUZZ_SEED=<seed> npm run test:reliability                 replay a fuzz run
//   npm run test:reliability -- graphql-server/reliability/fuzz.test.ts   one part
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, root, run } from './lib/workspace.mjs';

const started = Date.now();
ensureInstalled();
ensureBuilt({ web: false });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-reliability-'));
log('Betrouwbaarheidstest (Vitest: belasting, fuzz, twee processen) ...');
const status = run(
  process.execPath,
  [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'vitest.reliability.config.mts', ...process.argv.slice(2)],
  { env: { ...process.env, RELIABILITY_RUN_DIR: dir } },
);

const file = path.join(dir, 'figures.jsonl');
const parts = fs.existsSync(file)
  ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  : [];
fs.rmSync(dir, { recursive: true, force: true });

const sum = (key) => parts.reduce((n, p) => n + (p[key] ?? 0), 0);
const load = parts.find((p) => p.part === 'load');
const fuzz = parts.find((p) => p.part === 'fuzz');
console.log('\nBetrouwbaarheid — cijfers van deze run');
for (const p of parts) {
  console.log(`  ${p.part.padEnd(14)} ${String(p.requests).padStart(7)} requests, ${p.status5xx} × 5xx, ${p.seconds} s`);
  for (const note of p.notes ?? []) console.log(`  ${''.padEnd(14)} ${note}`);
}
const lines = [
  ['requests sent', sum('requests')],
  ['5xx answers (must be 0)', sum('status5xx')],
  ['carts checked', sum('cartsChecked')],
  ['fuzz inputs tried', fuzz ? fuzz.inputsTried : '—'],
  ['rows changed by refused inputs (must be 0)', fuzz ? fuzz.rowsChangedByRefused : '—'],
  ['probe latency p50 / p99 (limit 250 ms)', load?.probe ? `${load.probe.p50} / ${load.probe.p99} ms (${load.probe.count} reads, max ${load.probe.max} ms)` : '—'],
  ['fuzz seed (replay: FUZZ_SEED=…)', fuzz?.seed ?? '—'],
  ['run time', `${Math.round((Date.now() - started) / 1000)} s`],
];
for (const [label, value] of lines) console.log(`  ${label.padEnd(44)} ${value}`);
const failures = parts.flatMap((p) => (p.failures ?? []).map((f) => `${p.part}: ${f}`));
if (failures.length) {
  console.log('\nGevonden:');
  for (const f of failures) console.log(`  - ${f}`);
}
if (parts.length < 3) console.log(`\n(${3 - parts.length} van de drie delen leverde geen cijfers: zie de Vitest-uitvoer hierboven.)`);
process.exit(status);
