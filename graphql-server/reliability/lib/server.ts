/**
 * The built server (graphql-server/dist/main.js) as a process of its own on a database of this run, started
 * as web/e2e/global-setup.ts starts it: loopback only, NODE_ENV=test, no sample orders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { Client } from 'pg';
import { freePort } from '../../src/db/embedded';
import { adminQuery, findRunningServer, withDatabase } from '../../test/pg';
import { databaseName, recordChild, sleep } from './run';

export const MAIN = path.resolve(__dirname, '..', '..', 'dist', 'main.js');
const root = path.resolve(__dirname, '..', '..', '..');

/** The staff account the spawned servers create from STAFF_EMAIL / STAFF_PASSWORD. */
export const REL_STAFF = { email: 'betrouwbaarheid@lumina.test', password: 'een-lang-betrouwbaarheidswachtwoord' };
/** The key of the staff's two-factor secrets: one for every server of a run, as every process of one shop has. */
const REL_TWO_FACTOR_KEY = randomBytes(32).toString('base64');

export interface RunDatabase {
  name: string;
  url: string;
  /** One query on the database (a short-lived connection). */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh, empty database on the local PostgreSQL (the server migrates and seeds it at start). */
export async function createRunDatabase(label: string): Promise<RunDatabase> {
  const adminUrl = await findRunningServer();
  if (!adminUrl) throw new Error('De betrouwbaarheidstest heeft een PostgreSQL nodig (DATABASE_URL of 127.0.0.1:5432).');
  const name = databaseName(label);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  return {
    name,
    url,
    async query(sql, params = []) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const living = new Set<ChildProcess>();
// Should this worker end in a hurry, its servers end with it.
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

export async function spawnServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} ontbreekt: npm run test:reliability bouwt de server eerst.`);
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    SEED_SAMPLE_ORDERS: 'false',
    LOG_LEVEL: 'warn',
    STAFF_EMAIL: REL_STAFF.email,
    STAFF_PASSWORD: REL_STAFF.password,
    STAFF_2FA_KEY: REL_TWO_FACTOR_KEY,
    // Every request of this suite comes from 127.0.0.1: the write limit per client address would count the
    // whole load as one flood (a test about the limit sets its own); so would the orders per client address and the
    // one staff member's reads.
    WRITE_LIMIT_PER_MINUTE: '1000000',
    ORDER_LIMIT_PER_CLIENT_HOUR: '1000000',
    STAFF_READ_LIMIT_PER_SECOND: '1000000',
    ...env,
  };
  const child = spawn(process.execPath, [MAIN], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  living.add(child);
  recordChild(child.pid);
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + String(d)).slice(-200_000)));
  child.stderr!.on('data', (d) => (output = (output + String(d)).slice(-200_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => living.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = sleep(10_000).then(() => child.kill('SIGKILL'));
      await Promise.race([exited, killed]);
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`De server stopte met code ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  await server.stop();
  throw new Error(`De server antwoordde niet binnen 90 s:\n${output}`);
}
