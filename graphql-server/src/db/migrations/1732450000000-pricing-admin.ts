import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff edit prices as rules (issue 20 item 3): the eight price groups (a rate per m² and a from-price each; the
 * seed fills them, so a database of an earlier release gets them at its next start), and every version of a
 * product's configurator rules — who changed them, when and what — so any earlier version can be restored.
 */
export class PricingAdmin1732450000000 implements MigrationInterface {
  name = 'PricingAdmin1732450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_group (
        price_group            integer PRIMARY KEY CHECK (price_group BETWEEN 1 AND 8),
        cents_per_square_metre integer NOT NULL CHECK (cents_per_square_metre > 0),
        from_price_cents       integer NOT NULL CHECK (from_price_cents >= 0),
        version                integer NOT NULL DEFAULT 1,
        updated_by             text,
        updated_at             timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE product_rule_version (
        product_id       integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        version          integer NOT NULL CHECK (version > 0),
        rules            jsonb NOT NULL,
        from_price_cents integer NOT NULL,
        reason           text NOT NULL,
        changes          text[] NOT NULL DEFAULT '{}',
        changed_by       text NOT NULL,
        changed_at       timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (product_id, version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_rule_version`);
    await q.query(`DROP TABLE price_group`);
  }
}
