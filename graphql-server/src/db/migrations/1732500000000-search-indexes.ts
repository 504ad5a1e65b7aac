import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searches that stay fast at 100× the data (issue 22; the plans in docs/perf/plans-100x.md): a search is a "contains"
 * match (`lower(col) LIKE '%term%'`, `shop_fold(col) LIKE '%term%'`), which a B-tree cannot answer, so each searched
 * column gets a trigram index (pg_trgm, a trusted extension that ships with PostgreSQL, the embedded one included).
 * The fabric collection's colour and material filters get indexes on their folded values, the hidden fabric SKUs one
 * of their own (a partial index), and its "made as" finds the
 * published products made of a fabric through a product's fabric codes (`product_fabric_codes`), indexed. The order
 * list by status needs nothing new: customer_order_status_idx (status, created_at DESC) answers its first and its
 * hundredth page alike (see the plans).
 */
export class SearchIndexes1732500000000 implements MigrationInterface {
  name = 'SearchIndexes1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    // Product search: name, description or fabric type, accent- and case-folded (CatalogService).
    await q.query(`CREATE INDEX product_name_trgm_idx ON product USING gin (shop_fold(name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX product_description_trgm_idx ON product USING gin (shop_fold(description) gin_trgm_ops)`);
    await q.query(`CREATE INDEX product_fabric_type_trgm_idx ON product USING gin (shop_fold(fabric_type) gin_trgm_ops)`);

    // Staff SKU search: internal SKU, fabric line or manufacturer code (FabricSkuService).
    await q.query(`CREATE INDEX fabric_sku_sku_trgm_idx ON fabric_sku USING gin (lower(internal_sku) gin_trgm_ops)`);
    await q.query(`CREATE INDEX fabric_sku_product_trgm_idx ON fabric_sku USING gin (lower(product_id) gin_trgm_ops)`);
    await q.query(`CREATE INDEX fabric_sku_manufacturer_trgm_idx ON fabric_sku USING gin (lower(manufacturer_code) gin_trgm_ops)`);

    // Staff order search: customer name or order number, or an item's fabric or manufacturer code (OrderService).
    await q.query(`CREATE INDEX customer_order_name_trgm_idx ON customer_order USING gin (lower(customer_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX customer_order_id_trgm_idx ON customer_order USING gin (lower(id) gin_trgm_ops)`);
    await q.query(`CREATE INDEX order_item_fabric_code_trgm_idx ON order_item USING gin (lower(fabric_code) gin_trgm_ops)`);
    await q.query(`CREATE INDEX order_item_manufacturer_code_trgm_idx ON order_item USING gin (lower(manufacturer_code) gin_trgm_ops)`);

    // The fabric collection's colour and material filters (folded, as the filters compare them); a colour with a
    // fabric type and price groups is answered by the one index.
    await q.query(`CREATE INDEX fabric_collection_color_idx ON fabric_collection_item (shop_fold(color_tag), fabric_type, price_group)`);
    await q.query(`CREATE INDEX fabric_collection_material_idx ON fabric_collection_item (shop_fold(material))`);
    // The collection leaves out a fabric whose SKU staff hid: the hidden SKUs, few, in an index of their own.
    await q.query(`CREATE INDEX fabric_sku_hidden_idx ON fabric_sku (internal_sku) WHERE NOT visible_on_frontend`);

    // The fabric collection's "made as": the published products made of a fabric code.
    await q.query(
      `CREATE FUNCTION product_fabric_codes(skus jsonb) RETURNS text[]
         LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $$ SELECT coalesce(array_agg(value), '{}') FROM jsonb_each_text(skus) $$`,
    );
    await q.query(`CREATE INDEX product_fabric_codes_idx ON product USING gin (product_fabric_codes(fabric_skus)) WHERE is_published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_fabric_codes_idx`);
    await q.query(`DROP FUNCTION product_fabric_codes(jsonb)`);
    for (const index of [
      'fabric_sku_hidden_idx',
      'fabric_collection_material_idx',
      'fabric_collection_color_idx',
      'order_item_manufacturer_code_trgm_idx',
      'order_item_fabric_code_trgm_idx',
      'customer_order_id_trgm_idx',
      'customer_order_name_trgm_idx',
      'fabric_sku_manufacturer_trgm_idx',
      'fabric_sku_product_trgm_idx',
      'fabric_sku_sku_trgm_idx',
      'product_fabric_type_trgm_idx',
      'product_description_trgm_idx',
      'product_name_trgm_idx',
    ]) {
      await q.query(`DROP INDEX ${index}`);
    }
    // pg_trgm stays: another schema object may use it by now.
  }
}
