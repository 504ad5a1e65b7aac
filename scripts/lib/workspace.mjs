// Shared by the README commands (start, test, dev). Only Node built-ins here: these run before
// dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const began = Date.now();

/** A step of a README command, with the seconds since the command began (so a slow step shows itself). */
export function log(message) {
  console.log(`\u001b[36m›\u001b[0m ${message} \u001b[2m(${Math.round((Date.now() - began) / 1000)} s)\u001b[0m`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs lanes of steps at once, each lane's steps one after another (a step may need the one before it in its lane).
 * A step's output is held and printed whole when it ends, so two steps never interleave their lines. Answers each
 * step's exit status by its name.
 */
export async function runLanes(lanes) {
  const statuses = {};
  const runStep = (step) =>
    new Promise((resolve) => {
      log(`${step.name} ...`);
      const began = Date.now();
      const child = spawn(step.command, step.args, { cwd: root, env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      const out = [];
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
      let finished = false;
      const finish = (status) => {
        if (finished) return;
        finished = true;
        const text = Buffer.concat(out).toString().trimEnd();
        console.log(`\u001b[36m‹\u001b[0m ${step.name}: ${status === 0 ? 'klaar' : `mislukt (exit ${status})`} in ${Math.round((Date.now() - began) / 1000)} s${text ? `\n${text}` : ''}`);
        statuses[step.name] = status;
        resolve(status);
      };
      // A command that cannot start: 'close' follows 'error' with a negative code; the step failed either way.
      child.on('error', (error) => {
        out.push(Buffer.from(String(error)));
        finish(1);
      });
      child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    });
  await Promise.all(
    lanes.map(async (steps) => {
      for (const step of steps) await runStep(step);
    }),
  );
  return statuses;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} is mislukt (exit ${status}).`);
    process.exit(status);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of any file below these paths (skipping node_modules and dist). */
export function newest(...paths) {
  let max = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry === 'gql-cache') continue;
        walk(path.join(p, entry));
      }
    } else if (stat.mtimeMs > max) max = stat.mtimeMs;
  };
  for (const p of paths) walk(path.join(root, p));
  return max;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  log('Afhankelijkheden installeren (npm ci) ...');
  runOrExit(npm, ['ci', '--no-audit', '--no-fund']);
}

/** Compiles schema + server (incremental) and builds the web app when its sources changed. */
export function ensureBuilt({ web = true } = {}) {
  log('Server compileren (tsc -b) ...');
  runOrExit(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'schema', 'graphql-server']);
  if (!web || !webBuildNeeded()) return;
  const { name, command, args } = webBuild();
  log(`${name} ...`);
  runOrExit(command, args);
}

/** Whether the web app's build is missing or older than its sources. */
export function webBuildNeeded() {
  const built = mtime(path.join(root, 'web', 'dist', 'index.html'));
  const sources = newest('web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'schema/src', 'package-lock.json');
  return built <= sources;
}

/** The web app's build (browser and server bundles) as a step. */
export function webBuild() {
  return { name: 'Webwinkel bouwen (vite build)', command: npm, args: ['run', 'build', '-w', 'web'] };
}

/** Runs a long-lived child; Ctrl-C reaches it (same process group) and we exit with its code. */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  const forward = (signal) => () => {
    if (!child.killed) child.kill(signal);
  };
  process.on('SIGINT', () => undefined); // the terminal already sent SIGINT to the child
  process.on('SIGTERM', forward('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

export { npm };
