import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A price group's history (issue 31): every change and rollback of a group's rate is a numbered version with who,
 * when and what changed, like a product's rules (1732450000000-pricing-admin), so any earlier one can be restored.
 * A group has no from-price to keep (LowestPrices1732560000000: each product's is the lowest price its rules make);
 * a database that made this table with one loses it there. A group keeps no rows until its first change after this migration; its oldest version is then
 * what it was just before (the seeded rate for version 1, else the rate it had when its history began).
 */
export class PriceGroupVersions1732570000000 implements MigrationInterface {
  name = 'PriceGroupVersions1732570000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_group_version (
        price_group            integer NOT NULL REFERENCES price_group (price_group) ON DELETE CASCADE,
        version                integer NOT NULL CHECK (version > 0),
        cents_per_square_metre integer NOT NULL CHECK (cents_per_square_metre > 0),
        reason                 text NOT NULL,
        changes                text[] NOT NULL DEFAULT '{}',
        changed_by             text NOT NULL,
        changed_at             timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (price_group, version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE price_group_version`);
  }
}
