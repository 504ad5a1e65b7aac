import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One price group per product, read from one place (issue 31). The group a blind is priced in is the one its rules
 * name (`configurator.pricing.priceGroup`: the price engine charges that group's rate, and staff set it at
 * /admin/prijzen). Until now the fabric collection kept a copy of each fabric's group and a from-price of its own
 * (group 2 'v.a. € 34,95' while group 2 cost € 28,95 per m²), and the SKU card showed the group typed into the SKU,
 * so one product stood in three groups. Now:
 * - `product_price_group(rules)`: the group of a product's rules (null for a rate of its own or a fixed base);
 * - `fabric_product(code)`: the published product made of a fabric (a made-to-measure one first, then the shop's
 *   order), the product a fabric of the collection opens;
 * - `fabric_price_group(code)`: a fabric's group, that product's; for a fabric no product priced by a group is made
 *   of (none, a fixed price, a rate of its own), the group staff gave its SKU.
 * The SKU card, the SKU export and the fabric collection read `fabric_price_group`; the collection's copies go.
 * Two seeded products were made of a fabric another product in another group was made of too; each gets the
 * seed's fabric of its own group (a fabric staff chose since is left as it is).
 */
export class OnePriceGroup1732560001000 implements MigrationInterface {
  name = 'OnePriceGroup1732560001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION product_price_group(rules jsonb) RETURNS integer
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT (rules->'pricing'->>'priceGroup')::integer $$`,
    );
    await q.query(
      `CREATE FUNCTION fabric_product(code text) RETURNS integer
         LANGUAGE sql STABLE PARALLEL SAFE
         AS $$
           SELECT p.id FROM product p
           WHERE p.is_published AND product_fabric_codes(p.fabric_skus) @> ARRAY[code]
           ORDER BY p.configurator IS NULL, p.sort_order, p.id
           LIMIT 1
         $$`,
    );
    await q.query(
      `CREATE FUNCTION fabric_price_group(code text) RETURNS integer
         LANGUAGE sql STABLE PARALLEL SAFE
         AS $$
           SELECT coalesce(
             (SELECT product_price_group(p.configurator) FROM product p WHERE p.id = fabric_product(code)),
             (SELECT s.price_group FROM fabric_sku s WHERE s.internal_sku = code)
           )
         $$`,
    );

    for (const [slug, before, after] of OWN_FABRIC) {
      await q.query(
        `UPDATE product SET fabric_skus = jsonb_build_object('Wit', $3::text)
         WHERE slug = $1 AND fabric_skus = jsonb_build_object('Wit', $2::text) AND EXISTS (SELECT 1 FROM fabric_sku WHERE internal_sku = $3)`,
        [slug, before, after],
      );
    }

    // The collection's copies (and the indexes over them); the filters' indexes without the group.
    await q.query(`ALTER TABLE fabric_collection_item DROP COLUMN price_group, DROP COLUMN base_price_cents`);
    await q.query(`CREATE INDEX IF NOT EXISTS fabric_collection_type_idx ON fabric_collection_item (fabric_type)`);
    await q.query(`CREATE INDEX IF NOT EXISTS fabric_collection_color_idx ON fabric_collection_item (shop_fold(color_tag), fabric_type)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fabric_collection_item ADD COLUMN price_group integer, ADD COLUMN base_price_cents integer`);
    await q.query(`
      UPDATE fabric_collection_item f SET price_group = coalesce(fabric_price_group(f.internal_code), 1),
        base_price_cents = coalesce((SELECT p.price_cents FROM product p WHERE p.id = fabric_product(f.internal_code)), 0)`);
    await q.query(`ALTER TABLE fabric_collection_item ALTER COLUMN price_group SET NOT NULL, ALTER COLUMN base_price_cents SET NOT NULL`);
    for (const [slug, before, after] of OWN_FABRIC) {
      await q.query(`UPDATE product SET fabric_skus = jsonb_build_object('Wit', $2::text) WHERE slug = $1 AND fabric_skus = jsonb_build_object('Wit', $3::text)`, [slug, before, after]);
    }
    await q.query(`DROP FUNCTION fabric_price_group(text)`);
    await q.query(`DROP FUNCTION fabric_product(text)`);
    await q.query(`DROP FUNCTION product_price_group(jsonb)`);
  }
}

/**
 * The seeded products that shared a fabric with a product of another group, the fabric they were seeded with, and
 * the seed's fabric of their own group: the blackout white configurator (group 5) the Blackout Basic white of the
 * overview's white blackout blind (group 4), now Blackout Thermo white (group 5); the Basic light-filtering blind
 * (group 2) the Basic Voile white of the light-filtering white one (group 3), now Lino white (group 2).
 */
const OWN_FABRIC: [slug: string, before: string, after: string][] = [
  ['verduisterend-wit', 'LUM-VD-0101', 'LUM-VD-0301'],
  ['light-filtering-white-roller-blind', 'LUM-LD-0101', 'LUM-LD-0201'],
];
