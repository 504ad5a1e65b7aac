/**
 * Housekeeping removes what the shop no longer needs, in small batches: carts idle for 60 days (with their
 * lines), expired staff sessions, ended rate-limit windows and picture files no picture names. What is still in
 * use stays.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDRAILS } from '../src/guardrails';
import { FolderStorage } from '../src/product-images/media-storage';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-housekeeping-media-'));
  app = await startTestApp({ asStaff: true, services: () => ({ mediaStorage: new FolderStorage(mediaDir) }) });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('housekeeping', () => {
  it('removes idle carts, expired sessions and ended limits in batches, and keeps the rest', async () => {
    const productId = Number(await app.productId('blackout-white-roller-blind'));
    const idle = GUARDRAILS.housekeeping.cartIdleDays;
    const old = GUARDRAILS.housekeeping.batchSize + 20; // more than one batch
    await app.ds.query(
      `INSERT INTO cart (token_hash, updated_at) SELECT 'oud-' || n, now() - make_interval(days => $1 + 1) FROM generate_series(1, $2) AS n`,
      [idle, old],
    );
    await app.ds.query(`INSERT INTO cart (token_hash, updated_at) VALUES ('recent', now() - make_interval(days => $1 - 1))`, [idle]);
    const [{ id: oldCart }] = await app.ds.query(`SELECT id FROM cart WHERE token_hash = 'oud-1'`);
    await app.ds.query(
      `INSERT INTO cart_line (cart_id, product_id, quantity, configuration, configuration_key, unit_price_cents) VALUES ($1, $2, 1, '{}', 'k', 100)`,
      [oldCart, productId],
    );
    const [{ id: userId }] = await app.ds.query(`SELECT id FROM staff_user LIMIT 1`);
    await app.ds.query(
      `INSERT INTO staff_session (token_hash, staff_user_id, expires_at) VALUES ('verlopen', $1, now() - interval '1 minute'), ('geldig', $1, now() + interval '1 hour')`,
      [userId],
    );
    await app.ds.query(
      `INSERT INTO rate_limit (key, points, expire) VALUES ('afgelopen', 3, $1), ('lopend', 3, $2)`,
      [Date.now() - 1000, Date.now() + 60_000],
    );

    // A picture file an upload left half-way two hours ago, and one just written (an upload may be under way).
    const [orphan, fresh] = ['0a'.repeat(12), '0b'.repeat(12)].map((hash) => path.join(mediaDir, `${hash}-320.webp`)) as [string, string];
    for (const file of [orphan, fresh]) fs.writeFileSync(file, 'webp');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(orphan, twoHoursAgo, twoHoursAgo);

    // The order counts' rows (one per status and attention each statement changed) fold into one per key still counted.
    const [{ folded }] = await app.ds.query(
      `SELECT count(*) - (SELECT count(*) FROM (SELECT 1 FROM order_count GROUP BY status, attention HAVING sum(orders) <> 0) k) AS folded FROM order_count`,
    );
    expect(Number(folded)).toBeGreaterThan(0);
    const report = await app.services.housekeeping.run();
    // The seeded unpaid orders are younger than a week and were reminded already: nothing for the shop's clock.
    expect(report).toEqual({ carts: old, sessions: 1, rateLimits: 1, reminded: 0, cancelled: 0, refundsSent: 0, mediaFiles: 1, orderCountRows: Number(folded) });
    expect([fs.existsSync(orphan), fs.existsSync(fresh)]).toEqual([false, true]);
    const left = async (sql: string) => (await app.ds.query(sql)).map((r: { k: string }) => r.k);
    expect(await left(`SELECT token_hash AS k FROM cart WHERE token_hash LIKE 'oud-%' OR token_hash = 'recent'`)).toEqual(['recent']);
    expect(await left(`SELECT cart_id::text AS k FROM cart_line WHERE cart_id = '${oldCart}'`)).toEqual([]);
    expect(await left(`SELECT token_hash AS k FROM staff_session WHERE token_hash IN ('verlopen', 'geldig')`)).toEqual(['geldig']);
    expect(await left(`SELECT key AS k FROM rate_limit WHERE key IN ('afgelopen', 'lopend')`)).toEqual(['lopend']);
    // The signed-in staff member's own session is untouched.
    expect((await app.fetch('/api/orders')).status).toBe(200);
    // Nothing left to do the next time.
    expect(await app.services.housekeeping.run()).toEqual({ carts: 0, sessions: 0, rateLimits: 0, reminded: 0, cancelled: 0, refundsSent: 0, mediaFiles: 0, orderCountRows: 0 });
  });

  it('lets one process at a time do it', async () => {
    const runner = app.ds.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock(424243)');
      expect(await app.services.housekeeping.run()).toBeNull();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(424243)');
      await runner.release();
    }
  });
});
