import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether any picture names a stored file (issue 30): asked for each file a delete may remove and for each file the
 * media sweep finds, `variants @> '[{"key": …}]'`. A GIN index over the variants (jsonb_path_ops: containment only,
 * the smallest kind) answers it from the index at any number of pictures, instead of reading every row.
 */
export class MediaKeys1732526000000 implements MigrationInterface {
  name = 'MediaKeys1732526000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX product_image_variants_idx ON product_image USING gin (variants jsonb_path_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_image_variants_idx`);
  }
}
