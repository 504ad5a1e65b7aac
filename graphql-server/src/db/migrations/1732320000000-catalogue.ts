import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLD_FROM, FOLD_TO } from '../../search/fold';

/**
 * Catalogue screens (issue 9): accent- and case-insensitive search in PostgreSQL (`shop_fold`, the same
 * folding as search/fold.ts, no extension needed), how a product is operated (chain, motor) for the overview
 * chips, indexes for the listings' sorts, and reviews that wait for staff approval (pending, approved,
 * rejected) with an index for the approved reviews of a product, newest first.
 */
export class Catalogue1732320000000 implements MigrationInterface {
  name = 'Catalogue1732320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE OR REPLACE FUNCTION shop_fold(value text) RETURNS text
         LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $$ SELECT lower(translate(value, '${FOLD_FROM}', '${FOLD_TO}')) $$`,
    );
    await q.query(`ALTER TABLE product ADD COLUMN controls text[] NOT NULL DEFAULT '{chain}'`);
    await q.query(`CREATE INDEX product_price_idx ON product (price_cents, id)`);

    await q.query(`ALTER TABLE review ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected'))`);
    await q.query(`UPDATE review SET status = CASE WHEN published THEN 'approved' ELSE 'pending' END`);
    await q.query(`ALTER TABLE review DROP COLUMN published`);
    await q.query(`ALTER TABLE review ADD COLUMN moderated_at timestamptz`);
    await q.query(`DROP INDEX IF EXISTS review_product_idx`);
    await q.query(`CREATE INDEX review_product_status_idx ON review (product_id, status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX review_status_idx ON review (status, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS review_status_idx`);
    await q.query(`DROP INDEX IF EXISTS review_product_status_idx`);
    await q.query(`ALTER TABLE review ADD COLUMN published boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE review SET published = (status = 'approved')`);
    await q.query(`ALTER TABLE review DROP COLUMN status, DROP COLUMN moderated_at`);
    await q.query(`CREATE INDEX review_product_idx ON review (product_id, created_at DESC)`);
    await q.query(`DROP INDEX IF EXISTS product_price_idx`);
    await q.query(`ALTER TABLE product DROP COLUMN controls`);
    await q.query(`DROP FUNCTION IF EXISTS shop_fold(text)`);
  }
}
