import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff order list's totals without counting the orders (issue 32): how many orders there are per status and per
 * "staff must look at it" (attention not empty), kept by the database in the same transaction as every change.
 *
 * `order_count` holds signed deltas, not one row per status: a statement that inserts, updates or deletes orders adds
 * one row per (status, attention) it changed, so two checkouts never wait on one counter row's lock. A total is the sum
 * of a handful of rows (`orderCountSql`), exact in any snapshot; housekeeping folds the rows into one per key
 * (`order_count_fold()`, one statement, so a reader sees the rows before or after it). Statement triggers with
 * transition tables: a bulk change (a restore, the benchmark's million orders) adds a few rows, not a row per order.
 * A session with `session_replication_role = replica` (a restore) skips triggers; it calls `order_count_rebuild()`.
 */
export class OrderCounts1732575000000 implements MigrationInterface {
  name = 'OrderCounts1732575000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_count (
        id bigserial PRIMARY KEY,
        status text NOT NULL,
        attention boolean NOT NULL,
        orders bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX order_count_key_idx ON order_count (status, attention) INCLUDE (orders)`);
    await q.query(`
      CREATE FUNCTION order_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO order_count (status, attention, orders)
          SELECT status, attention <> '[]'::jsonb, count(*) FROM new_orders GROUP BY 1, 2;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO order_count (status, attention, orders)
          SELECT status, attention <> '[]'::jsonb, -count(*) FROM old_orders GROUP BY 1, 2;
        ELSE
          INSERT INTO order_count (status, attention, orders)
          SELECT status, flagged, sum(n) FROM (
            SELECT status, attention <> '[]'::jsonb AS flagged, 1 AS n FROM new_orders
            UNION ALL
            SELECT status, attention <> '[]'::jsonb, -1 FROM old_orders
          ) change
          GROUP BY 1, 2 HAVING sum(n) <> 0;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER order_count_insert AFTER INSERT ON customer_order REFERENCING NEW TABLE AS new_orders
                   FOR EACH STATEMENT EXECUTE FUNCTION order_count_changed()`);
    await q.query(`CREATE TRIGGER order_count_update AFTER UPDATE ON customer_order REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
                   FOR EACH STATEMENT EXECUTE FUNCTION order_count_changed()`);
    await q.query(`CREATE TRIGGER order_count_delete AFTER DELETE ON customer_order REFERENCING OLD TABLE AS old_orders
                   FOR EACH STATEMENT EXECUTE FUNCTION order_count_changed()`);
    await q.query(`
      CREATE FUNCTION order_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM order_count;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER order_count_truncate AFTER TRUNCATE ON customer_order FOR EACH STATEMENT EXECUTE FUNCTION order_count_emptied()`);
    // Folds the deltas into one row per key: the rows it deletes are those its snapshot sees; a change committed
    // meanwhile keeps its own row. One statement, so no reader ever sees the deltas gone and the sums not yet there.
    await q.query(`
      CREATE FUNCTION order_count_fold() RETURNS bigint LANGUAGE sql AS $$
        WITH gone AS (DELETE FROM order_count RETURNING status, attention, orders),
             folded AS (INSERT INTO order_count (status, attention, orders)
                        SELECT status, attention, sum(orders) FROM gone GROUP BY 1, 2 HAVING sum(orders) <> 0 RETURNING 1)
        SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM folded)
      $$`);
    // Counts every order again, under a lock that keeps writers out meanwhile (a restore, the benchmark's generator).
    await q.query(`
      CREATE FUNCTION order_count_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE customer_order IN SHARE MODE;
        DELETE FROM order_count;
        INSERT INTO order_count (status, attention, orders)
        SELECT status, attention <> '[]'::jsonb, count(*) FROM customer_order GROUP BY 1, 2;
      END $$`);
    await q.query(`SELECT order_count_rebuild()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER order_count_truncate ON customer_order`);
    await q.query(`DROP TRIGGER order_count_delete ON customer_order`);
    await q.query(`DROP TRIGGER order_count_update ON customer_order`);
    await q.query(`DROP TRIGGER order_count_insert ON customer_order`);
    await q.query(`DROP FUNCTION order_count_rebuild()`);
    await q.query(`DROP FUNCTION order_count_fold()`);
    await q.query(`DROP FUNCTION order_count_emptied()`);
    await q.query(`DROP FUNCTION order_count_changed()`);
    await q.query(`DROP TABLE order_count`);
  }
}
