import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout and the staff side (issue 11): an order knows the cart that placed it (only that visitor may read
 * its confirmation), its country, subtotal, shipping, payment state and promised delivery day; order numbers
 * come from a sequence; an item keeps the fabrication size and the child-safe chain, and fields that do not
 * apply to every product (a fixed-price blind has no fabric or mounting) may be empty. Status changes and SKU
 * setting changes are recorded with who and when. Whether an order is ready for the fabricator export is
 * computed from its data, so the stored flag goes. A product names its fabric SKU per colour.
 */
export class Checkout1732350000000 implements MigrationInterface {
  name = 'Checkout1732350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE customer_order
        ADD COLUMN cart_token_hash       text,
        ADD COLUMN country               text CHECK (country IN ('BE', 'NL')),
        ADD COLUMN subtotal_cents        integer CHECK (subtotal_cents >= 0),
        ADD COLUMN shipping_cents        integer NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
        ADD COLUMN payment_status        text NOT NULL DEFAULT 'awaiting_payment' CHECK (payment_status IN ('awaiting_payment', 'paid')),
        ADD COLUMN delivery_date         date,
        ADD COLUMN delivery_working_days integer,
        DROP COLUMN fabricator_export_ready`);
    await q.query(`UPDATE customer_order SET subtotal_cents = total_cents - shipping_cents`);
    await q.query(`UPDATE customer_order SET payment_status = 'paid' WHERE status IN ('processing', 'production', 'shipped', 'completed')`);
    await q.query(`ALTER TABLE customer_order ALTER COLUMN subtotal_cents SET NOT NULL`);
    await q.query(`CREATE INDEX customer_order_cart_idx ON customer_order (cart_token_hash) WHERE cart_token_hash IS NOT NULL`);
    await q.query(`CREATE SEQUENCE order_number_seq START 1001`);

    await q.query(`
      ALTER TABLE order_item
        ADD COLUMN fabrication_width_mm  integer,
        ADD COLUMN fabrication_height_mm integer,
        ADD COLUMN chain_length_cm       integer,
        ADD COLUMN safety_device         text,
        ADD COLUMN mounting_height_cm    integer,
        ADD COLUMN summary               jsonb NOT NULL DEFAULT '[]',
        ALTER COLUMN fabric_code DROP NOT NULL,
        ALTER COLUMN manufacturer_code DROP NOT NULL,
        ALTER COLUMN fabric_price_group DROP NOT NULL,
        ALTER COLUMN cassette_type DROP NOT NULL,
        ALTER COLUMN selected_width DROP NOT NULL,
        ALTER COLUMN selected_height DROP NOT NULL,
        ALTER COLUMN montage DROP NOT NULL,
        ALTER COLUMN bediening DROP NOT NULL,
        ALTER COLUMN bedieningszijde DROP NOT NULL`);

    await q.query(`
      CREATE TABLE order_status_change (
        id          serial PRIMARY KEY,
        order_id    text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        from_status text,
        to_status   text NOT NULL,
        changed_by  text NOT NULL,
        changed_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_status_change_order_idx ON order_status_change (order_id, changed_at, id)`);

    await q.query(`
      CREATE TABLE fabric_sku_setting_change (
        id           serial PRIMARY KEY,
        internal_sku text NOT NULL REFERENCES fabric_sku (internal_sku) ON DELETE CASCADE ON UPDATE CASCADE,
        setting      text NOT NULL CHECK (setting IN ('visible_on_frontend', 'sample_available')),
        value        boolean NOT NULL,
        changed_by   text NOT NULL,
        changed_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX fabric_sku_setting_change_sku_idx ON fabric_sku_setting_change (internal_sku, changed_at, id)`);

    await q.query(`ALTER TABLE product ADD COLUMN fabric_skus jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product DROP COLUMN fabric_skus`);
    await q.query(`DROP TABLE fabric_sku_setting_change`);
    await q.query(`DROP TABLE order_status_change`);
    await q.query(`DELETE FROM order_item WHERE fabric_code IS NULL OR manufacturer_code IS NULL OR fabric_price_group IS NULL
      OR cassette_type IS NULL OR selected_width IS NULL OR selected_height IS NULL OR montage IS NULL OR bediening IS NULL OR bedieningszijde IS NULL`);
    await q.query(`
      ALTER TABLE order_item
        DROP COLUMN fabrication_width_mm, DROP COLUMN fabrication_height_mm, DROP COLUMN chain_length_cm,
        DROP COLUMN safety_device, DROP COLUMN mounting_height_cm, DROP COLUMN summary,
        ALTER COLUMN fabric_code SET NOT NULL, ALTER COLUMN manufacturer_code SET NOT NULL,
        ALTER COLUMN fabric_price_group SET NOT NULL, ALTER COLUMN cassette_type SET NOT NULL,
        ALTER COLUMN selected_width SET NOT NULL, ALTER COLUMN selected_height SET NOT NULL,
        ALTER COLUMN montage SET NOT NULL, ALTER COLUMN bediening SET NOT NULL, ALTER COLUMN bedieningszijde SET NOT NULL`);
    await q.query(`DROP SEQUENCE order_number_seq`);
    await q.query(`DROP INDEX customer_order_cart_idx`);
    await q.query(`
      ALTER TABLE customer_order
        ADD COLUMN fabricator_export_ready boolean NOT NULL DEFAULT false,
        DROP COLUMN cart_token_hash, DROP COLUMN country, DROP COLUMN subtotal_cents, DROP COLUMN shipping_cents,
        DROP COLUMN payment_status, DROP COLUMN delivery_date, DROP COLUMN delivery_working_days`);
  }
}
