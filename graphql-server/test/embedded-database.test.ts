import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrations, openDatabase } from '../src/db/data-source';
import { seedDatabase } from '../src/db/seed';

// What `npm start` does on a machine with nothing installed: embedded PostgreSQL, migrations, seed.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-embedded-'));
fs.chmodSync(dir, 0o755);
const dataDir = path.join(dir, 'postgres');
const running: EmbeddedDatabase[] = [];

afterAll(async () => {
  for (const db of running) await db.stop().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function productCount(url: string): Promise<{ products: number; migrations: number }> {
  const ds = await openDatabase(url);
  try {
    const [{ products }] = await ds.query('SELECT count(*)::int AS products FROM product');
    const [{ migrations }] = await ds.query('SELECT count(*)::int AS migrations FROM migrations');
    return { products, migrations };
  } finally {
    await ds.destroy();
  }
}

describe('embedded PostgreSQL (npm start without DATABASE_URL)', () => {
  it('boots a new cluster, migrates and seeds it', async () => {
    const db = await startEmbeddedPostgres(dataDir, { database: 'lumina' });
    running.push(db);
    const ds = await openDatabase(db.url);
    const filled = await seedDatabase(ds, { sampleOrders: false });
    await ds.destroy();
    expect(filled).toContain('product');
    expect(await productCount(db.url)).toEqual({ products: expect.any(Number), migrations: migrations.length });
    expect((await productCount(db.url)).products).toBeGreaterThanOrEqual(20);
  });

  it('starts again after a crash left the old server running, keeping the data', async () => {
    // The first server is never stopped: like a SIGKILL of npm start, its postgres child is orphaned.
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    const again = await startEmbeddedPostgres(dataDir, { database: 'lumina' });
    running.push(again);
    const ds = await openDatabase(again.url);
    const filled = await seedDatabase(ds, { sampleOrders: false });
    await ds.destroy();
    expect(filled).toEqual([]);
    expect((await productCount(again.url)).products).toBeGreaterThanOrEqual(20);
    await again.stop();
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});
