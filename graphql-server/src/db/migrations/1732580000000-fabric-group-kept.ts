import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A fabric's price group kept where the collection filters and sorts by it (issue 32, item 5). Issue 31 made the
 * group one fact, `fabric_price_group(code)` (the group of the product made of the fabric, else its SKU's); the
 * collection then computed it per row, ~0.1–0.75 ms a call, and at 100× the data a filter by group took 1.4 s and the
 * facets and the sort by group called it for all 80,000 fabrics. Now `fabric_collection_item.price_group` holds that
 * same function's answer, kept by the database in the transaction of every change that can alter it: a product's
 * fabrics, rules, publication or order (its old and new fabrics), a SKU's own group, a fabric added to the
 * collection. Indexed for the filter and the sort. A session with `session_replication_role = replica` (a restore,
 * the benchmark's generator) skips triggers and calls `fabric_group_rebuild()`.
 */
export class FabricGroupKept1732580000000 implements MigrationInterface {
  name = 'FabricGroupKept1732580000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fabric_collection_item ADD COLUMN price_group integer`);
    await q.query(`
      CREATE FUNCTION fabric_group_refresh(codes text[]) RETURNS void LANGUAGE sql AS $$
        UPDATE fabric_collection_item f SET price_group = g.price_group
        FROM (SELECT f2.id, fabric_price_group(f2.internal_code) AS price_group FROM fabric_collection_item f2 WHERE f2.internal_code = ANY(codes)) g
        WHERE f.id = g.id AND f.price_group IS DISTINCT FROM g.price_group
      $$`);
    await q.query(`
      CREATE FUNCTION fabric_group_rebuild() RETURNS void LANGUAGE sql AS $$
        UPDATE fabric_collection_item f SET price_group = g.price_group
        FROM (SELECT f2.id, fabric_price_group(f2.internal_code) AS price_group FROM fabric_collection_item f2) g
        WHERE f.id = g.id AND f.price_group IS DISTINCT FROM g.price_group
      $$`);
    await q.query(`
      CREATE FUNCTION fabric_group_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.fabric_skus IS NOT DISTINCT FROM NEW.fabric_skus AND OLD.configurator IS NOT DISTINCT FROM NEW.configurator
           AND OLD.is_published = NEW.is_published AND OLD.sort_order = NEW.sort_order THEN
          RETURN NULL;
        END IF;
        PERFORM fabric_group_refresh(
          CASE WHEN TG_OP = 'INSERT' THEN '{}'::text[] ELSE coalesce(product_fabric_codes(OLD.fabric_skus), '{}') END ||
          CASE WHEN TG_OP = 'DELETE' THEN '{}'::text[] ELSE coalesce(product_fabric_codes(NEW.fabric_skus), '{}') END);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER fabric_group_product AFTER INSERT OR UPDATE OR DELETE ON product FOR EACH ROW EXECUTE FUNCTION fabric_group_product_changed()`);
    await q.query(`
      CREATE FUNCTION fabric_group_sku_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM fabric_group_refresh(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.internal_sku ELSE NEW.internal_sku END]);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER fabric_group_sku AFTER INSERT OR DELETE OR UPDATE OF price_group, internal_sku ON fabric_sku FOR EACH ROW EXECUTE FUNCTION fabric_group_sku_changed()`);
    await q.query(`
      CREATE FUNCTION fabric_group_item_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.price_group := fabric_price_group(NEW.internal_code);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER fabric_group_item BEFORE INSERT OR UPDATE OF internal_code ON fabric_collection_item FOR EACH ROW EXECUTE FUNCTION fabric_group_item_written()`);
    await q.query(`SELECT fabric_group_rebuild()`);
    // The filter by group and the sort by group, then name (a fabric without a group last, as the service sorts).
    await q.query(`CREATE INDEX fabric_collection_group_idx ON fabric_collection_item ((coalesce(price_group, 2147483647)), name, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER fabric_group_item ON fabric_collection_item`);
    await q.query(`DROP TRIGGER fabric_group_sku ON fabric_sku`);
    await q.query(`DROP TRIGGER fabric_group_product ON product`);
    await q.query(`DROP FUNCTION fabric_group_item_written()`);
    await q.query(`DROP FUNCTION fabric_group_sku_changed()`);
    await q.query(`DROP FUNCTION fabric_group_product_changed()`);
    await q.query(`DROP FUNCTION fabric_group_rebuild()`);
    await q.query(`DROP FUNCTION fabric_group_refresh(text[])`);
    await q.query(`ALTER TABLE fabric_collection_item DROP COLUMN price_group`);
  }
}
