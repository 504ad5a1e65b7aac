/**
 * The staff order list's totals come from counts the database keeps with every change (issue 32): whatever inserts,
 * moves, flags, deletes or empties orders — one order or many in a statement, committed or rolled back, folded by
 * housekeeping or not — `orders { totalCount }` and REST's `X-Total-Count` say exactly what counting the orders says,
 * for every status and the attention filter. Two checkouts at once never wait for each other on a counter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ asStaff: true });
});
afterAll(async () => {
  await app?.close();
});

const STATUSES = ['NEW', 'PROCESSING', 'PRODUCTION', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
const TOTAL = `query($status: OrderStatus, $attention: Boolean) { orders(status: $status, attention: $attention, first: 1) { totalCount } }`;
const FLAGGED = `'[{"code": "CHARGEBACK", "message": "Terugboeking"}]'::jsonb`;

/** What the list says and what counting the orders says, for no filter, every status, and with attention. */
async function listedAndCounted() {
  const listed: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const status of [null, ...STATUSES]) {
    for (const attention of [false, true]) {
      const key = `${status ?? 'ALL'}${attention ? '+attention' : ''}`;
      const { data, errors } = await app.gql(TOTAL, { status, attention: attention || null });
      expect(errors).toBeUndefined();
      listed[key] = data.orders.totalCount as number;
      const [{ n }] = await app.ds.query(
        `SELECT count(*)::int AS n FROM customer_order WHERE ($1::text IS NULL OR status = $1) AND (attention <> '[]'::jsonb OR NOT $2)`,
        [status?.toLowerCase() ?? null, attention],
      );
      counted[key] = n as number;
    }
  }
  return { listed, counted };
}

async function expectExact() {
  const { listed, counted } = await listedAndCounted();
  expect(listed).toEqual(counted);
  return counted;
}

/** `n` copies of a seeded order (every column as it is) under new numbers, in one statement. */
async function copyOrders(prefix: string, n: number, status: string, flagged = false, db: { query: TestApp['ds']['query'] } = app.ds) {
  const columns = ((await app.ds.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'customer_order' AND column_name NOT IN ('id', 'status', 'attention') ORDER BY ordinal_position`,
  )) as { column_name: string }[]).map((c) => c.column_name);
  await db.query(
    `INSERT INTO customer_order (id, status, attention, ${columns.join(', ')})
     SELECT $1 || lpad(g::text, 4, '0'), $2, ${flagged ? FLAGGED : `'[]'::jsonb`}, ${columns.map((c) => `o.${c}`).join(', ')}
     FROM generate_series(1, $3) AS g, (SELECT * FROM customer_order ORDER BY id LIMIT 1) o`,
    [prefix, status, n],
  );
}

describe('the order list totals', () => {
  it('are exact after every kind of change, for every status and the attention filter', async () => {
    const seeded = await expectExact();
    expect(seeded.ALL).toBeGreaterThan(0);

    await copyOrders('LUM-CNT-A', 40, 'completed');
    await copyOrders('LUM-CNT-B', 7, 'production', true);
    let counted = await expectExact();
    expect(counted.COMPLETED - seeded.COMPLETED).toBe(40);
    expect(counted['PRODUCTION+attention'] - seeded['PRODUCTION+attention']).toBe(7);

    // Moved (some), flagged and cleared, deleted, and a change that touches neither status nor attention.
    await app.ds.query(`UPDATE customer_order SET status = 'shipped' WHERE id LIKE 'LUM-CNT-A%' AND id < 'LUM-CNT-A0011'`);
    await app.ds.query(`UPDATE customer_order SET attention = ${FLAGGED} WHERE id LIKE 'LUM-CNT-A002%'`);
    await app.ds.query(`UPDATE customer_order SET attention = '[]'::jsonb WHERE id = 'LUM-CNT-B0001'`);
    await app.ds.query(`UPDATE customer_order SET production_notes = 'Ketting links' WHERE id LIKE 'LUM-CNT-%'`);
    await app.ds.query(`DELETE FROM customer_order WHERE id IN ('LUM-CNT-A0039', 'LUM-CNT-B0007')`);
    counted = await expectExact();
    expect(counted.SHIPPED - seeded.SHIPPED).toBe(10);
    expect(counted['COMPLETED+attention'] - seeded['COMPLETED+attention']).toBe(10);

    // A change rolled back counts for nothing.
    await app.ds.transaction((tx) => copyOrders('LUM-CNT-C', 5, 'new', false, tx));
    await expect(
      app.ds.transaction(async (tx) => {
        await copyOrders('LUM-CNT-D', 5, 'new', false, tx);
        throw new Error('teruggedraaid');
      }),
    ).rejects.toThrow('teruggedraaid');
    counted = await expectExact();
    expect(counted.NEW - seeded.NEW).toBe(5);

    // Housekeeping folds the rows into one per status and attention; the totals stay.
    const rowsBefore = Number((await app.ds.query(`SELECT count(*) AS n FROM order_count`))[0].n);
    const report = await app.services.housekeeping.run();
    expect(report?.orderCountRows).toBeGreaterThan(0);
    const rowsAfter = Number((await app.ds.query(`SELECT count(*) AS n FROM order_count`))[0].n);
    expect(rowsAfter).toBe(rowsBefore - report!.orderCountRows);
    expect(await expectExact()).toEqual(counted);

    // REST says the same.
    const rest = await app.fetch('/api/orders?status=completed&limit=1');
    expect(rest.status).toBe(200);
    expect(Number(rest.headers.get('x-total-count'))).toBe(counted.COMPLETED);
  });

  it('lets two checkouts place orders at once without waiting for each other', async () => {
    const first = app.ds.createQueryRunner();
    const second = app.ds.createQueryRunner();
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.startTransaction();
      await copyOrders('LUM-CNT-E', 1, 'new', false, first);
      // The first is still open; the second must not wait on any lock the first holds.
      await second.startTransaction();
      await second.query(`SET LOCAL lock_timeout = '2s'`);
      await copyOrders('LUM-CNT-F', 1, 'new', false, second);
      await second.commitTransaction();
      await first.commitTransaction();
    } finally {
      if (first.isTransactionActive) await first.rollbackTransaction();
      if (second.isTransactionActive) await second.rollbackTransaction();
      await Promise.all([first.release(), second.release()]);
    }
    await expectExact();
  });

  it('start again from nothing when the orders are emptied, and can be counted anew after a restore', async () => {
    await app.ds.query(`CREATE TABLE saved_orders AS SELECT * FROM customer_order`);
    await app.ds.query(`TRUNCATE customer_order CASCADE`);
    const emptied = await expectExact();
    expect(emptied.ALL).toBe(0);
    // A restore skips triggers (session_replication_role = replica) and counts the orders again afterwards.
    await app.ds.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`INSERT INTO customer_order SELECT * FROM saved_orders`);
      await tx.query(`SELECT order_count_rebuild()`);
      await tx.query(`DROP TABLE saved_orders`);
    });
    expect((await expectExact()).ALL).toBeGreaterThan(0);
  });
});
