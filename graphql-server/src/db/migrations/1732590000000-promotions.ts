import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Acties (issue 33): promotions as data. A promotion with a code is one the shopper enters; without one it is an
 * automatic sale. Exactly one effect (a whole percentage, an amount, or free shipping), a scope (products, fabric
 * types, price groups; all empty: the whole order), a minimum order amount, a period, and limits: uses in all, uses per
 * customer, a budget of discount given. `uses` and `discount_given_cents` are counted in the transaction that places
 * an order, and the database holds them within their limits whatever happens at once (the CHECKs). Every staff change
 * is kept in promotion_change with who and when.
 */
export class Promotions1732590000000 implements MigrationInterface {
  name = 'Promotions1732590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promotion (
        id                       serial PRIMARY KEY,
        name                     text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        code                     text CHECK (code ~ '^[A-Z0-9]([A-Z0-9-]*[A-Z0-9])?$' AND length(code) BETWEEN 3 AND 32),
        percent_off              integer CHECK (percent_off BETWEEN 1 AND 100),
        amount_off_cents         integer CHECK (amount_off_cents > 0),
        free_shipping            boolean NOT NULL DEFAULT false,
        minimum_order_cents      integer NOT NULL DEFAULT 0 CHECK (minimum_order_cents >= 0),
        starts_at                timestamptz NOT NULL,
        ends_at                  timestamptz NOT NULL,
        usage_limit              integer CHECK (usage_limit > 0),
        usage_limit_per_customer integer CHECK (usage_limit_per_customer > 0),
        budget_cents             integer CHECK (budget_cents > 0),
        product_ids              integer[] NOT NULL DEFAULT '{}',
        fabric_types             text[] NOT NULL DEFAULT '{}',
        price_groups             integer[] NOT NULL DEFAULT '{}',
        paused                   boolean NOT NULL DEFAULT false,
        ended_at                 timestamptz,
        uses                     integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
        discount_given_cents     bigint NOT NULL DEFAULT 0 CHECK (discount_given_cents >= 0),
        version                  integer NOT NULL DEFAULT 1 CHECK (version > 0),
        created_by               text NOT NULL,
        created_at               timestamptz NOT NULL DEFAULT now(),
        updated_by               text,
        updated_at               timestamptz NOT NULL DEFAULT now(),
        CHECK (num_nonnulls(percent_off, amount_off_cents) + free_shipping::int = 1),
        CHECK (ends_at > starts_at),
        CHECK (usage_limit IS NULL OR uses <= usage_limit),
        CHECK (budget_cents IS NULL OR discount_given_cents <= budget_cents)
      )`);
    // One promotion per code, whatever case it was typed in (codes are kept in capitals).
    await q.query(`CREATE UNIQUE INDEX promotion_code_key ON promotion (code) WHERE code IS NOT NULL`);
    await q.query(`
      CREATE TABLE promotion_change (
        id            serial PRIMARY KEY,
        promotion_id  integer NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
        changes       text[] NOT NULL,
        changed_by    text NOT NULL,
        changed_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX promotion_change_promotion_idx ON promotion_change (promotion_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE promotion_change`);
    await q.query(`DROP TABLE promotion`);
  }
}
