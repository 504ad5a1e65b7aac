// npm test: install what is missing, check types, lint and unused code (knip), build, then every suite — unit and integration (Vitest, real
// PostgreSQL), browser (Playwright, Debian Chromium) and reliability (load, fuzz, two processes; alone on the
// machine, since it measures latency) — and end with one summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { runReliability } from './lib/reliability.mjs';
import { ensureBuilt, ensureInstalled, log, root, run, runLanes, webBuild, webBuildNeeded } from './lib/workspace.mjs';

const CHROMIUM = createRequire(import.meta.url)('./lib/chromium.json').executablePath;
const started = Date.now();

ensureInstalled();
ensureChromium();

// The checks and the web build, two at a time (each is one process on one core; the machine has two): the type check
// and then knip, which reads the compiled server's seed list (web/scripts), beside eslint and then the web build.
const TSC = 'Typecontrole (tsc -b)';
const ESLINT = 'Lint en importgrenzen (eslint)';
const KNIP = 'Ongebruikte bestanden, exports en afhankelijkheden (knip)';
const node = (name, ...args) => ({ name, command: process.execPath, args });
const checks = await runLanes([
  [
    node(TSC, path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b'),
    node(KNIP, path.join(root, 'node_modules', 'knip', 'bin', 'knip.js'), '--no-config-hints'),
  ],
  [node(ESLINT, path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'), ...(webBuildNeeded() ? [webBuild()] : [])],
]);
const [typecheck, eslint, knip] = [checks[TSC], checks[ESLINT], checks[KNIP]];
ensureBuilt();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-test-'));
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
const reliabilityJson = path.join(reports, 'reliability.json');

log('Unit- en integratietests (Vitest) ...');
run(process.execPath, [
  path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

log('Browsertests (Playwright in Chromium) ...');
run(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
});

runReliability({ jsonReport: reliabilityJson });

const counts = { passed: 0, failed: 0, skipped: 0 };
const suites = [];
// The names of the failed tests, repeated at the end: a CI log is often read from its tail only.
const failures = [];

countVitest('vitest', vitestJson);

const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  const s = playwright.stats;
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
  if ((playwright.errors ?? []).length) counts.failed += playwright.errors.length;
  collectPlaywrightFailures(playwright.suites ?? []);
  for (const e of playwright.errors ?? []) failures.push(`playwright: ${firstLine(e.message)}`);
  suites.push(`playwright ${(s.expected ?? 0) + (s.flaky ?? 0)}/${(s.expected ?? 0) + (s.flaky ?? 0) + (s.unexpected ?? 0) + (s.skipped ?? 0)}`);
} else {
  counts.failed += 1;
  suites.push('playwright: geen rapport');
}
countVitest('betrouwbaarheid', reliabilityJson);
if (typecheck !== 0) {
  counts.failed += 1;
  suites.push('typecontrole mislukt');
}
if (eslint !== 0) {
  counts.failed += 1;
  suites.push('eslint mislukt');
}
if (knip !== 0) {
  counts.failed += 1;
  suites.push('knip: ongebruikte code of afhankelijkheden');
}

fs.rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nMislukt:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${suites.join(' · ')} · ${seconds} s`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 || counts.passed === 0 ? 1 : 0);

function countVitest(name, file) {
  const report = readJson(file);
  if (!report) {
    counts.failed += 1;
    suites.push(`${name}: geen rapport`);
    return;
  }
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  suites.push(`${name} ${report.numPassedTests ?? 0}/${report.numTotalTests ?? 0}`);
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${name}: ${where} › ${t.fullName ?? t.title} — ${firstLine(t.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed') failures.push(`${name}: ${where} — ${firstLine(file.message)}`);
  }
}

function collectPlaywrightFailures(list, titles = []) {
  for (const suite of list) {
    const inner = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          `playwright [${test.projectName}] ${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')} — ${firstLine(last?.error?.message)}`,
        );
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], inner);
  }
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    log('Debian-pakket chromium installeren voor de browsertests ...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`De browsertests hebben ${CHROMIUM} nodig (Debian: apt-get install -y chromium).`);
  }
}
