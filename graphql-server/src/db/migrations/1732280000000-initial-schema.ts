import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Everything SPEC §3 stores: catalogue, fabrics, carts, orders, reviews, contact, staff. Money in integer cents. */
export class InitialSchema1732280000000 implements MigrationInterface {
  name = 'InitialSchema1732280000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product (
        id              serial PRIMARY KEY,
        slug            text UNIQUE,
        name            text NOT NULL,
        description     text NOT NULL,
        price_cents     integer NOT NULL CHECK (price_cents >= 0),
        category        text NOT NULL,
        stofsoort       text NOT NULL,
        line            text NOT NULL DEFAULT 'factory' CHECK (line IN ('factory', 'atelier')),
        card_category   text CHECK (card_category IN ('blackout', 'light-filtering', 'screen')),
        listings        text[] NOT NULL DEFAULT '{}',
        transparency    text,
        images          text[] NOT NULL DEFAULT '{}',
        features        text[] NOT NULL DEFAULT '{}',
        colors          jsonb NOT NULL DEFAULT '[]',
        light_filter    text[] NOT NULL DEFAULT '{}',
        is_published    boolean NOT NULL DEFAULT true,
        sort_order      integer NOT NULL DEFAULT 0,
        configurator    jsonb,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_category_idx ON product (category)`);
    await q.query(`CREATE INDEX product_listings_idx ON product USING gin (listings)`);
    await q.query(`CREATE INDEX product_name_lower_idx ON product (lower(name) text_pattern_ops)`);

    await q.query(`
      CREATE TABLE fabric_sku (
        internal_sku          text PRIMARY KEY,
        product_id            text NOT NULL,
        display_name          text NOT NULL,
        fabric_type           text NOT NULL CHECK (fabric_type IN ('lichtdoorlatend', 'verduisterend', 'screen')),
        price_group           integer NOT NULL CHECK (price_group BETWEEN 1 AND 8),
        manufacturer_code     text NOT NULL,
        supplier_code         text NOT NULL,
        supplier_name         text NOT NULL,
        max_width_cm          integer NOT NULL CHECK (max_width_cm > 0),
        cassette_type         text NOT NULL,
        lead_time_days        integer NOT NULL CHECK (lead_time_days >= 0),
        visible_on_frontend   boolean NOT NULL DEFAULT true,
        sample_available      boolean NOT NULL DEFAULT false,
        fabric_category       text NOT NULL,
        quality_grade         text NOT NULL,
        warranty_months       integer NOT NULL,
        special_instructions  text NOT NULL DEFAULT '',
        updated_at            timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX fabric_sku_sku_lower_idx ON fabric_sku (lower(internal_sku) text_pattern_ops)`);
    await q.query(`CREATE INDEX fabric_sku_product_idx ON fabric_sku (lower(product_id) text_pattern_ops)`);
    await q.query(`CREATE INDEX fabric_sku_manufacturer_idx ON fabric_sku (lower(manufacturer_code) text_pattern_ops)`);
    await q.query(`CREATE INDEX fabric_sku_name_lower_idx ON fabric_sku (lower(display_name) text_pattern_ops)`);

    await q.query(`
      CREATE TABLE fabric_collection_item (
        id                serial PRIMARY KEY,
        name              text NOT NULL,
        image             text NOT NULL,
        fabric_type       text NOT NULL CHECK (fabric_type IN ('lichtdoorlatend', 'verduisterend', 'screen')),
        price_group       integer NOT NULL CHECK (price_group BETWEEN 1 AND 8),
        color_tag         text NOT NULL,
        material          text NOT NULL,
        base_price_cents  integer NOT NULL CHECK (base_price_cents >= 0),
        internal_code     text NOT NULL UNIQUE,
        product_id        integer REFERENCES product (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX fabric_collection_type_idx ON fabric_collection_item (fabric_type, price_group)`);

    await q.query(`
      CREATE TABLE cart (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash  text NOT NULL UNIQUE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE cart_line (
        id                 serial PRIMARY KEY,
        cart_id            uuid NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
        product_id         integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        quantity           integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        configuration      jsonb NOT NULL DEFAULT '{}',
        configuration_key  text NOT NULL,
        unit_price_cents   integer NOT NULL CHECK (unit_price_cents >= 0),
        created_at         timestamptz NOT NULL DEFAULT now(),
        UNIQUE (cart_id, product_id, configuration_key)
      )`);

    await q.query(`
      CREATE TABLE customer_order (
        id                       text PRIMARY KEY,
        status                   text NOT NULL DEFAULT 'new'
                                 CHECK (status IN ('new', 'processing', 'production', 'shipped', 'completed', 'cancelled')),
        customer_name            text NOT NULL,
        customer_email           text NOT NULL,
        customer_phone           text NOT NULL DEFAULT '',
        shipping_address         text NOT NULL,
        total_cents              integer NOT NULL CHECK (total_cents >= 0),
        vat_cents                integer NOT NULL CHECK (vat_cents >= 0),
        payment_method           text,
        production_notes         text,
        fabricator_export_ready  boolean NOT NULL DEFAULT false,
        checkout_token           text UNIQUE,
        created_at               timestamptz NOT NULL DEFAULT now(),
        updated_at               timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customer_order_status_idx ON customer_order (status, created_at DESC)`);
    await q.query(`CREATE INDEX customer_order_created_idx ON customer_order (created_at DESC)`);
    await q.query(`CREATE INDEX customer_order_name_lower_idx ON customer_order (lower(customer_name) text_pattern_ops)`);
    await q.query(`
      CREATE TABLE order_item (
        id                  serial PRIMARY KEY,
        order_id            text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        product_id          integer REFERENCES product (id) ON DELETE SET NULL,
        product_name        text NOT NULL,
        quantity            integer NOT NULL CHECK (quantity > 0),
        unit_price_cents    integer NOT NULL CHECK (unit_price_cents >= 0),
        total_cents         integer NOT NULL CHECK (total_cents >= 0),
        configuration       jsonb NOT NULL DEFAULT '{}',
        fabric_code         text NOT NULL,
        manufacturer_code   text NOT NULL,
        fabric_price_group  integer NOT NULL,
        cassette_type       text NOT NULL,
        selected_width      integer NOT NULL,
        selected_height     integer NOT NULL,
        montage             text NOT NULL,
        bediening           text NOT NULL,
        bedieningszijde     text NOT NULL
      )`);
    await q.query(`CREATE INDEX order_item_order_idx ON order_item (order_id)`);
    await q.query(`CREATE INDEX order_item_fabric_code_idx ON order_item (lower(fabric_code))`);
    await q.query(`CREATE INDEX order_item_manufacturer_code_idx ON order_item (lower(manufacturer_code))`);

    await q.query(`
      CREATE TABLE review (
        id             serial PRIMARY KEY,
        product_id     integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        customer_name  text NOT NULL,
        rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment        text NOT NULL,
        published      boolean NOT NULL DEFAULT false,
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX review_product_idx ON review (product_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE contact_message (
        id          serial PRIMARY KEY,
        name        text NOT NULL,
        email       text NOT NULL,
        phone       text,
        subject     text NOT NULL,
        message     text NOT NULL,
        handled     boolean NOT NULL DEFAULT false,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE staff_user (
        id             serial PRIMARY KEY,
        email          text NOT NULL UNIQUE,
        name           text NOT NULL,
        password_hash  text NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE staff_session (
        token_hash     text PRIMARY KEY,
        staff_user_id  integer NOT NULL REFERENCES staff_user (id) ON DELETE CASCADE,
        created_at     timestamptz NOT NULL DEFAULT now(),
        expires_at     timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX staff_session_expires_idx ON staff_session (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'staff_session',
      'staff_user',
      'contact_message',
      'review',
      'order_item',
      'customer_order',
      'cart_line',
      'cart',
      'fabric_collection_item',
      'fabric_sku',
      'product',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
