/**
 * One embedded database, one owner: a second start in the same checkout (npm start, npm run dev) never stops
 * the database a running shop still uses; it refuses with a message that names the running shop and how to
 * run a second one beside it. A database whose owner is gone (killed) is stopped as left behind.
 * Runs the built server (graphql-server/dist, which npm test builds first) as separate processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded';

const main = path.resolve(__dirname, '..', 'dist', 'main.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-owner-'));
fs.chmodSync(dir, 0o755);
const dataDir = path.join(dir, 'postgres');
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Shop {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startShop(): Promise<Shop & { port: number }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_PG_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  env.WEB_DIST = dir; // no shop build needed here
  env.SEED_SAMPLE_ORDERS = 'false';
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function untilServing(shop: Shop & { port: number }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (shop.output().includes('De winkel draait op')) return;
    if (shop.child.exitCode !== null) throw new Error(`stopped: ${shop.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not serving: ${shop.output()}`);
}

describe('the embedded database has one owner', () => {
  it('refuses a second start beside a running shop, and the running shop keeps serving', async () => {
    expect(fs.existsSync(main), 'build the server first (npm test does)').toBe(true);
    const first = await startShop();
    await untilServing(first);
    const url = `http://127.0.0.1:${first.port}`;
    expect((await fetch(`${url}/api/products`)).status).toBe(200);

    const second = await startShop();
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain('is in gebruik door een draaiende winkel');
    expect(second.output()).toContain(`http://localhost:${first.port}/`);
    expect(second.output()).toContain('EMBEDDED_PG_DIR=.data/postgres-2 PORT=3001 npm start');

    // The first shop and its database are untouched.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await fetch(`${url}/api/products`)).status).toBe(200);

    first.child.kill('SIGTERM');
    await first.exited;
    // A clean stop gives the database up: no owner file is left behind.
    expect(fs.existsSync(`${dataDir}.owner.json`)).toBe(false);
  });

  it('takes over a database whose owner was killed, stopping the orphaned server', async () => {
    const crashed = await startShop();
    await untilServing(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // The killed shop's PostgreSQL runs on, and its owner file names a process that is gone.
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    expect(fs.existsSync(`${dataDir}.owner.json`)).toBe(true);

    const next = await startShop();
    await untilServing(next);
    expect((await fetch(`http://127.0.0.1:${next.port}/api/products`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
