// Start-up: how long a fresh clone takes to serve its first page with the README's `npm start`, and how long
// a warm restart of that same clone takes. The clone is of HEAD (committed work only; ref picks another), in the system's temp
// folder, removed afterwards. npm installs from its cache first (--prefer-offline; the registry is asked only
// for what the cache lacks). The database is the README's quick-start one: no DATABASE_URL, so `npm start`
// starts an embedded PostgreSQL in the clone's .data/ (initdb, migrations, seed included in the time).
// Pass database: 'server' to use a fresh database lumina_bench_startup on DATABASE_URL's server (or
// postgres://postgres@127.0.0.1:5432) instead.
//
// run({ root, log }): prints a Markdown table and returns the figures.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The bench's own ports: 4300–4399. */
const PORTS = [4300, 4339];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What start.mjs and the server print at each step (scripts/lib/workspace.mjs log(), graphql-server/src/main.ts). */
const MARKERS = [
  ['install', /Afhankelijkheden installeren/],
  ['compile', /Server compileren/],
  ['web build', /Webwinkel bouwen/],
  ['server start', /Klaar met voorbereiden/],
  ['listening', /De winkel draait op/],
];

function freePortCheck(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  const [low, high] = PORTS;
  const candidates = Array.from({ length: high - low + 1 }, (_, i) => low + i).sort(() => Math.random() - 0.5);
  for (const port of candidates) {
    if (await freePortCheck(port)) return port;
  }
  throw new Error(`no free port in ${low}–${high}`);
}

const seconds = (ms) => (ms === undefined || ms === null ? '–' : (ms / 1000).toFixed(1));

/**
 * `npm start` in dir; resolves when GET / answers 200 with HTML. Returns the process, the time of each marker
 * (ms since t0) and a stop() that sends SIGTERM and waits for the whole start to exit.
 */
async function startShop(dir, env, t0, deadline, { log, label }) {
  const child = spawn(npm, ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const marks = {};
  const tail = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  void exited.then((e) => (exit = e));
  const read = (stream) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        tail.push(line);
        if (tail.length > 30) tail.shift();
        for (const [name, pattern] of MARKERS) {
          if (marks[name] === undefined && pattern.test(line)) marks[name] = Date.now() - t0;
        }
      }
    });
  };
  read(child.stdout);
  read(child.stderr);

  // npm start runs in a process group of its own (detached): npm, start.mjs, the server and its PostgreSQL.
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    // SIGTERM to the whole group, as a terminal's Ctrl-C reaches every process of it (npm alone would exit at
    // once and leave the server running); the server stops its embedded PostgreSQL itself. Done when every
    // process of the group has exited.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const limit = Date.now() + 30_000;
    while (groupAlive() && Date.now() < limit) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive()) {
      log(`  ${label}: still running 30 s after SIGTERM; SIGKILL to its process group.`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    return exited;
  };

  const url = `http://127.0.0.1:${env.PORT}/`;
  for (;;) {
    if (exit) {
      throw Object.assign(new Error(`${label}: npm start stopped (${exit.code ?? exit.signal}) before serving a page:\n${tail.join('\n')}`), { marks });
    }
    if (Date.now() > deadline) {
      await stop();
      throw Object.assign(
        new Error(`${label}: no page served within the time limit (${Math.round((deadline - t0) / 1000)} s); the last lines were:\n${tail.join('\n')}`),
        { marks },
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = await res.text();
      if (res.status === 200 && /text\/html/.test(res.headers.get('content-type') ?? '') && body.includes('<html')) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  marks['first page'] = Date.now() - t0;
  return { marks, stop, tail };
}

/** The phases between the markers that were seen, in order (ms). */
function phases(marks, cloneMs = 0) {
  const first = marks.install ?? marks.compile;
  const order = [
    ['git clone', 0, cloneMs || undefined],
    ['npm start up to its first step', cloneMs, first],
    ['npm ci (from the cache)', marks.install, marks.compile],
    ['tsc -b (schema, server)', marks.compile, marks['web build'] ?? marks['server start']],
    ['vite build (browser and server)', marks['web build'], marks['server start']],
    ['server: PostgreSQL, migrations, seed, listen', marks['server start'], marks.listening],
    ['first GET / answered', marks.listening, marks['first page']],
  ];
  return order.filter(([, from, to]) => from !== undefined && to !== undefined).map(([name, from, to]) => ({ name, ms: to - from }));
}

export async function run({ root, log = console.log, timeoutMs = 6 * 60_000, warmTimeoutMs = 2 * 60_000, database = 'embedded', ref = 'HEAD' }) {
  const began = Date.now();
  const deadline = began + timeoutMs;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-startup-'));
  // mkdtemp makes it 0700; as root the embedded PostgreSQL runs as the user postgres, who must reach its binaries.
  fs.chmodSync(dir, 0o755);
  const clone = path.join(dir, 'shop');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // npm installs from its cache; the registry only for what the cache lacks.
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  // The README's `npm start` as a newcomer runs it: development mode, the clone's own folders.
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'EMBEDDED_PG_DIR', 'MEDIA_DIR', 'WEB_DIST', 'STAFF_EMAIL', 'STAFF_PASSWORD', 'SMTP_URL', 'MOLLIE_API_KEY', 'STAFF_2FA_KEY']) {
    delete env[name];
  }
  let admin;
  let running;
  let cloneMs;
  const result = { database, port, cold: null, warm: null, error: null };
  try {
    if (database === 'server') {
      const pg = createRequire(path.join(root, 'graphql-server', 'package.json'))('pg');
      const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query('DROP DATABASE IF EXISTS lumina_bench_startup WITH (FORCE)');
      await admin.query('CREATE DATABASE lumina_bench_startup');
      const u = new URL(server);
      u.pathname = '/lumina_bench_startup';
      env.DATABASE_URL = u.toString();
    }

    log(`Start-up: fresh clone of ${ref} in ${clone}, npm start on port ${port} (${database === 'server' ? 'DATABASE_URL: a fresh database' : 'embedded PostgreSQL'}) ...`);
    const t0 = Date.now();
    const commit = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).stdout.trim();
    if (!commit) throw new Error(`${ref} is no commit`);
    const cloned = spawnSync('git', ['clone', '--quiet', '--no-local', '--no-checkout', root, clone], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
    const checkedOut = spawnSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (checkedOut.status !== 0) throw new Error(`git checkout ${commit} in the clone failed: ${checkedOut.stderr}`);
    cloneMs = Date.now() - t0;
    running = await startShop(clone, env, t0, deadline, { log, label: 'fresh clone' });
    const cold = { totalMs: running.marks['first page'], phases: phases(running.marks, cloneMs) };
    result.cold = cold;
    log(`  fresh clone: first page after ${seconds(cold.totalMs)} s`);

    const stopStart = Date.now();
    const stopped = await running.stop();
    running = null;
    const stopMs = Date.now() - stopStart;
    log(`  stopped (SIGTERM) in ${seconds(stopMs)} s, exit ${stopped.code ?? stopped.signal}`);

    const t1 = Date.now();
    if (!(await freePortCheck(port))) throw new Error(`port ${port} still answers after the stop`);
    running = await startShop(clone, env, t1, t1 + warmTimeoutMs, { log, label: 'warm restart' });
    const warm = { totalMs: running.marks['first page'], phases: phases(running.marks), stopMs };
    result.warm = warm;
    log(`  warm restart: first page after ${seconds(warm.totalMs)} s`);
    await running.stop();
    running = null;

    const table = ['| start | first page s | phases (s) |', '|---|---|---|'];
    const list = (p) => p.map((x) => `${x.name} ${seconds(x.ms)}`).join('; ');
    table.push(`| fresh clone → first page (\`git clone\`, \`npm start\`) | ${seconds(cold.totalMs)} | ${list(cold.phases)} |`);
    table.push(`| warm restart (same clone, stopped with SIGTERM in ${seconds(stopMs)} s) | ${seconds(warm.totalMs)} | ${list(warm.phases)} |`);
    log('');
    log(table.join('\n'));
    log('');
    log(
      `Database: ${database === 'server' ? 'a fresh lumina_bench_startup on the PostgreSQL server' : "the embedded PostgreSQL in the clone's .data/ (a new cluster on the fresh start)"}; ` +
        'npm ci with --prefer-offline (from npm\u2019s cache).',
    );
    result.table = table.join('\n');
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`Start-up: ${result.error}`);
    if (error?.marks) {
      // The steps that finished before it stopped (the last one seen is still running).
      const done = phases(error.marks, result.cold ? undefined : cloneMs);
      result.partial = done;
      log(`  steps finished: ${done.map((x) => `${x.name} ${seconds(x.ms)} s`).join('; ') || 'none'}`);
    }
  } finally {
    if (running) await running.stop().catch(() => undefined);
    // An embedded PostgreSQL left behind by a stop that went wrong is stopped before its folder goes.
    const pidFile = path.join(clone, '.data', 'postgres', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (pid > 0) {
        log(`  the clone's PostgreSQL (pid ${pid}) was still running: stopped.`);
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // already gone
        }
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
    const removing = Date.now();
    fs.rmSync(dir, { recursive: true, force: true });
    log(`  temporary clone removed in ${seconds(Date.now() - removing)} s.`);
    if (admin) {
      await admin.query('DROP DATABASE IF EXISTS lumina_bench_startup WITH (FORCE)').catch(() => undefined);
      await admin.end();
    }
  }
  result.seconds = (Date.now() - began) / 1000;
  log(`Start-up section took ${result.seconds.toFixed(0)} s.`);
  return result;
}
