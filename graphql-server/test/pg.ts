/**
 * Where the integration tests find PostgreSQL: DATABASE_URL, else the local server at 127.0.0.1:5432,
 * else an embedded PostgreSQL (ARCHITECTURE §2). Never a mock.
 */
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';

export const TEMPLATE_DB = `lumina_test_template_${process.pid}`;

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A URL to the server's maintenance database, plus a stop function when we started it ourselves. */
/** DATABASE_URL, else the local server at 127.0.0.1:5432 when it answers; undefined when neither. */
export async function findRunningServer(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  return (await reachable(local)) ? local : undefined;
}

export async function findServer(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase }> {
  const running = await findRunningServer();
  if (running) return { adminUrl: running };
  const dir = path.resolve(__dirname, '..', '..', '.data', 'test-postgres');
  const embedded = await startEmbeddedPostgres(dir, { database: 'postgres' });
  return { adminUrl: embedded.url, embedded };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
