import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff create and edit fabric SKUs, by the form or a CSV import (issue 20 item 4): every change is recorded with
 * who, when and which fields changed (before and after). An internal SKU is unique whatever its case.
 */
export class FabricSkuAdmin1732440000000 implements MigrationInterface {
  name = 'FabricSkuAdmin1732440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fabric_sku_change (
        id           serial PRIMARY KEY,
        internal_sku text NOT NULL,
        action       text NOT NULL CHECK (action IN ('created', 'updated')),
        fields       jsonb NOT NULL,
        changed_by   text NOT NULL,
        changed_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX fabric_sku_change_sku_idx ON fabric_sku_change (internal_sku, changed_at, id)`);
    await q.query(`CREATE UNIQUE INDEX fabric_sku_internal_sku_lower_idx ON fabric_sku (lower(internal_sku))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX fabric_sku_internal_sku_lower_idx`);
    await q.query(`DROP TABLE fabric_sku_change`);
  }
}
