import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Acties (issue 33): a cart holds the code its shopper entered; an order keeps what promotions took off its goods, in
 * all and per item, and what to call it on its invoice and in its mails. An order's total is then
 * subtotal − discount + shipping (shipping as paid: a free-shipping code leaves it at 0).
 */
export class Discounts1732590002000 implements MigrationInterface {
  name = 'Discounts1732590002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart ADD COLUMN discount_code text`);
    await q.query(`
      ALTER TABLE customer_order
        ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        ADD COLUMN discount_label text`);
    await q.query(`ALTER TABLE order_item ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_item DROP COLUMN discount_cents`);
    await q.query(`ALTER TABLE customer_order DROP COLUMN discount_label, DROP COLUMN discount_cents`);
    await q.query(`ALTER TABLE cart DROP COLUMN discount_code`);
  }
}
