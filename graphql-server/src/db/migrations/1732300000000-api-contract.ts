import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The API contract (issue 7): configurator rules name the trade meaning of their option groups (`role`)
 * and no longer carry a VAT rate of their own (the rate lives in one place, schema/src/vat.ts); every
 * product has a slug; indexes
 * that match the keyset order of every cursor connection, so a late page costs what the first does.
 */
export class ApiContract1732300000000 implements MigrationInterface {
  name = 'ApiContract1732300000000';

  async up(q: QueryRunner): Promise<void> {
    // Rules stored before roles existed: the seeded option group keys and the role each one plays.
    await q.query(`
      UPDATE product p
      SET configurator = (p.configurator - 'vatPercent') || jsonb_build_object('optionGroups', COALESCE((
        SELECT jsonb_agg(CASE WHEN r.role IS NOT NULL AND NOT (g ? 'role') THEN g || jsonb_build_object('role', r.role) ELSE g END
                         ORDER BY t.ord)
        FROM jsonb_array_elements(p.configurator -> 'optionGroups') WITH ORDINALITY AS t(g, ord)
        LEFT JOIN (VALUES
          ('controlType', 'controlType'), ('chainMaterial', 'controlType'), ('chainType', 'controlType'),
          ('chainColor', 'chainColor'), ('controlSide', 'controlSide'), ('bottomBar', 'bottomBar'),
          ('profileColor', 'profileColor'), ('systemColor', 'profileColor'), ('mounting', 'mounting'),
          ('fabricType', 'fabric'), ('cassette', 'cassette'), ('color', 'color')
        ) AS r(key, role) ON r.key = g ->> 'key'
      ), '[]'::jsonb))
      WHERE p.configurator IS NOT NULL`);

    // Every product has a URL key: the API finds products by id or by slug.
    await q.query(`UPDATE product SET slug = 'product-' || id WHERE slug IS NULL`);
    await q.query(`ALTER TABLE product ALTER COLUMN slug SET NOT NULL`);

    await q.query(`DROP INDEX IF EXISTS customer_order_created_idx`);
    await q.query(`CREATE INDEX customer_order_keyset_idx ON customer_order (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX contact_message_keyset_idx ON contact_message (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX product_keyset_idx ON product (sort_order, id)`);
    await q.query(`CREATE INDEX fabric_collection_name_keyset_idx ON fabric_collection_item (name, id)`);
    await q.query(`CREATE INDEX fabric_collection_group_keyset_idx ON fabric_collection_item (price_group, name, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS fabric_collection_group_keyset_idx`);
    await q.query(`DROP INDEX IF EXISTS fabric_collection_name_keyset_idx`);
    await q.query(`DROP INDEX IF EXISTS product_keyset_idx`);
    await q.query(`DROP INDEX IF EXISTS contact_message_keyset_idx`);
    await q.query(`DROP INDEX IF EXISTS customer_order_keyset_idx`);
    await q.query(`CREATE INDEX customer_order_created_idx ON customer_order (created_at DESC)`);
    await q.query(`ALTER TABLE product ALTER COLUMN slug DROP NOT NULL`);
    await q.query(`
      UPDATE product SET configurator = configurator || jsonb_build_object('vatPercent', 21)
      WHERE configurator IS NOT NULL`);
  }
}
