import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A fabric of the collection opens the product made of it (issue 21 item 1): that product and its colour are read
 * from the products' fabric SKUs when asked, so the stored link by fabric type (which sent 'Blackout Basic Grijs' to
 * the white blackout configurator) goes.
 */
export class FabricMadeAs1732480000000 implements MigrationInterface {
  name = 'FabricMadeAs1732480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fabric_collection_item DROP COLUMN product_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fabric_collection_item ADD COLUMN product_id integer REFERENCES product (id) ON DELETE SET NULL`);
  }
}
