import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a product last changed (issue 31, item 9: the sitemap's lastmod): `updated_at`, set by the database on every
 * update that changes the row — a staff edit, new prices or rules, a picture (product.images follows them), a
 * migration — whoever writes it, unless the update names a date itself. A database of before starts from what its
 * history says: the product's last recorded change or rules version, else its creation.
 */
export class ProductUpdatedAt1732565000000 implements MigrationInterface {
  name = 'ProductUpdatedAt1732565000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN updated_at timestamptz`);
    await q.query(`
      UPDATE product p SET updated_at = GREATEST(
        p.created_at,
        (SELECT max(c.changed_at) FROM product_change c WHERE c.product_id = p.id),
        (SELECT max(v.changed_at) FROM product_rule_version v WHERE v.product_id = p.id)
      )`);
    await q.query(`ALTER TABLE product ALTER COLUMN updated_at SET DEFAULT now(), ALTER COLUMN updated_at SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION product_touched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
          NEW.updated_at := now();
        END IF;
        RETURN NEW;
      END $$`);
    // Only an update that changes something (the seed's idempotent UPDATEs at every start leave the date alone), and
    // one that names its own date keeps it (an import of a product's history).
    await q.query(`CREATE TRIGGER product_touched BEFORE UPDATE ON product FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION product_touched()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER product_touched ON product`);
    await q.query(`DROP FUNCTION product_touched()`);
    await q.query(`ALTER TABLE product DROP COLUMN updated_at`);
  }
}
