import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order keeps its delivery address as the lines it was given in (street, postcode and town, country) beside the
 * one-line form, so an invoice prints them as they are: a street written "Kouter 14, bus 3" stays one line. Orders
 * from before keep null; their invoices read the one-line form.
 */
export class ShippingAddressLines1732490000000 implements MigrationInterface {
  name = 'ShippingAddressLines1732490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order ADD COLUMN shipping_address_lines text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order DROP COLUMN shipping_address_lines`);
  }
}
