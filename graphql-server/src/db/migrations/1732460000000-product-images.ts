import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SVG drawings a product came with (product.images) as picture rows, so reordering, the main image and alt
 * texts cover every picture. Only products without rows; run by this migration and by the seed after it fills
 * the products of a fresh database.
 */
export const SVG_IMAGES_AS_ROWS = `
  INSERT INTO product_image (product_id, position, alt, width, height, url, created_by)
  SELECT p.id, i.n - 1, p.name || ', afbeelding ' || i.n, 800, 600, i.url, 'Webshop'
  FROM product p CROSS JOIN LATERAL unnest(p.images) WITH ORDINALITY AS i (url, n)
  WHERE NOT EXISTS (SELECT 1 FROM product_image x WHERE x.product_id = p.id)`;

/**
 * Staff upload product pictures (issue 20 item 2): each picture with its position (0 is the main image), alt text,
 * intrinsic size and the stored WebP and AVIF variants, with who added and last changed it. product.images stays
 * as every picture's one URL in order (the cart, checkout and REST read it), written from these rows.
 */
export class ProductImages1732460000000 implements MigrationInterface {
  name = 'ProductImages1732460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_image (
        id         serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        position   integer NOT NULL CHECK (position >= 0),
        alt        text NOT NULL CHECK (btrim(alt) <> ''),
        width      integer NOT NULL CHECK (width > 0),
        height     integer NOT NULL CHECK (height > 0),
        url        text,
        variants   jsonb NOT NULL DEFAULT '[]',
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_by text,
        updated_at timestamptz,
        CHECK (url IS NOT NULL OR jsonb_array_length(variants) > 0)
      )`);
    await q.query(`CREATE INDEX product_image_product_idx ON product_image (product_id, position, id)`);
    await q.query(SVG_IMAGES_AS_ROWS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_image`);
  }
}
