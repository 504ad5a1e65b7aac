import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Acties (issue 33): every use of a promotion by an order, with the customer's e-mail address (a limit per customer
 * counts them) and the discount it gave. Written in the transaction that places the order, after the promotion's row
 * was counted up under its lock (promotions/promotion-claims.ts).
 */
export class PromotionUses1732590001000 implements MigrationInterface {
  name = 'PromotionUses1732590001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promotion_use (
        id              serial PRIMARY KEY,
        promotion_id    integer NOT NULL REFERENCES promotion (id),
        order_id        text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        customer_email  text NOT NULL,
        discount_cents  integer NOT NULL CHECK (discount_cents >= 0),
        used_at         timestamptz NOT NULL DEFAULT now(),
        UNIQUE (promotion_id, order_id)
      )`);
    await q.query(`CREATE INDEX promotion_use_customer_idx ON promotion_use (promotion_id, lower(customer_email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE promotion_use`);
  }
}
