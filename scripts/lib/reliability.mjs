// The reliability suite (docs/RELIABILITY.md): load, fuzz and two processes on one database, run by Vitest with
// vitest.reliability.config.mts. Shared by `npm run test:reliability` and `npm test`; needs the built server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, root, run } from './workspace.mjs';

/**
 * Runs the suite (or the files in `args`), prints its figures and every violation found, and answers the exit
 * status. `jsonReport` (a file path) also writes Vitest's JSON report there, for a caller that counts tests.
 */
export function runReliability({ args = [], jsonReport, started = Date.now() } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-reliability-'));
  log('Betrouwbaarheidstest (Vitest: belasting, fuzz, twee processen) ...');
  const reporters = jsonReport ? ['--reporter=default', '--reporter=json', `--outputFile.json=${jsonReport}`] : [];
  const status = run(
    process.execPath,
    [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'vitest.reliability.config.mts', ...reporters, ...args],
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
    [
      'probe latency p50 / p99 (target: p99 ≤ 250 ms)',
      load?.probe
        ? `${load.probe.p50} / ${load.probe.p99} ms (${load.probe.count} reads, max ${load.probe.max} ms): ` +
          (load.probe.p99 <= load.probe.p99Target ? 'target met' : `target missed by ${load.probe.p99 - load.probe.p99Target} ms`)
        : '—',
    ],
    ['fuzz seed (replay: FUZZ_SEED=…)', fuzz?.seed ?? '—'],
    ['run time', `${Math.round((Date.now() - started) / 1000)} s`],
  ];
  for (const [label, value] of lines) console.log(`  ${label.padEnd(48)} ${value}`);
  const failures = parts.flatMap((p) => (p.failures ?? []).map((f) => `${p.part}: ${f}`));
  if (failures.length) {
    console.log('\nGevonden:');
    for (const f of failures) console.log(`  - ${f}`);
  }
  if (!args.length && parts.length < 3) console.log(`\n(${3 - parts.length} van de drie delen leverde geen cijfers: zie de Vitest-uitvoer hierboven.)`);
  return status;
}
