/**
 * Starts the built server on a fresh database for the browser suite: a new database on DATABASE_URL's
 * server or the local PostgreSQL, else the server's own embedded PostgreSQL in a fresh directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { adminQuery, findRunningServer, withDatabase } from '../../graphql-server/test/pg';
import { randomBytes } from 'node:crypto';
import { request } from '@playwright/test';
import { E2E_STAFF, prepareSuiteStaff } from './staff';

const root = path.resolve(__dirname, '..', '..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`De server stopte met code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`De server antwoordde niet binnen ${timeoutMs / 1000} s op ${url}/healthz`);
}

export default async function globalSetup(config: FullConfig) {
  const baseURL = String(config.projects[0]!.use.baseURL);
  const port = new URL(baseURL).port;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, HOST: '127.0.0.1', NODE_ENV: 'test' };
  delete env.DATABASE_URL;

  const adminUrl = await findRunningServer();
  const database = `lumina_e2e_${process.pid}`;
  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    env.DATABASE_URL = withDatabase(adminUrl, database);
  } else {
    const dir = path.join(root, '.data', 'e2e-postgres');
    fs.rmSync(dir, { recursive: true, force: true });
    env.EMBEDDED_PG_DIR = dir;
  }
  env.SEED_SAMPLE_ORDERS = 'true';
  // Every browser test comes from one address, 127.0.0.1: the shop's write limit per address would count
  // the whole suite as one flood. The limit itself is proven by the integration tests.
  env.WRITE_LIMIT_PER_MINUTE = '100000';
  // Every test's browser comes from 127.0.0.1; the per-mailbox limit is what the contact test shows.
  env.CONTACT_LIMIT_PER_CLIENT_HOUR = '100000';
  // The suite's orders all come from 127.0.0.1, and one staff member works in both browsers at once at a machine's
  // pace; both limits are proven by the integration tests.
  env.ORDER_LIMIT_PER_CLIENT_HOUR = '100000';
  env.STAFF_READ_LIMIT_PER_SECOND = '100000';
  // Pictures staff upload go to a temporary folder, never into the repository's data folder.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-e2e-media-'));
  env.MEDIA_DIR = mediaDir;
  env.STAFF_EMAIL = E2E_STAFF.email;
  env.STAFF_PASSWORD = E2E_STAFF.password;
  // The key of the staff's two-factor secrets, new for each run (the database is too).
  env.STAFF_2FA_KEY = randomBytes(32).toString('base64');

  const server = spawn(process.execPath, [path.join(root, 'graphql-server', 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(baseURL, server);
    // The suite's beheer account signs in once, with two-factor; the tests share that session (staff.ts).
    const staff = await request.newContext({ baseURL });
    try {
      await prepareSuiteStaff(staff);
    } finally {
      await staff.dispose();
    }
    process.env.E2E_BASE_URL = baseURL;
  } catch (error) {
    server.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${output}`);
  }

  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(resolve, 15_000);
    });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  };
}
