import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff edit the products (issue 20): every change is recorded with who, when and what changed (before and after),
 * and a renamed slug keeps the old one as a redirect, so shared links keep working.
 */
export class ProductAdmin1732430000000 implements MigrationInterface {
  name = 'ProductAdmin1732430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_change (
        id         serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        changes    jsonb NOT NULL,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_change_product_idx ON product_change (product_id, changed_at, id)`);
    await q.query(`
      CREATE TABLE product_slug_redirect (
        slug       text PRIMARY KEY,
        product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_slug_redirect`);
    await q.query(`DROP TABLE product_change`);
  }
}
