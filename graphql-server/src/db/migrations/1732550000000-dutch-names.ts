import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tile demo's products as the first seed named them, and their Dutch names (issue 31). */
const RENAMED: [slug: string, from: string, to: string][] = [
  ['translucent-grijs', 'Translucent rolgordijn – Grijs', 'Doorschijnend rolgordijn – Grijs'],
  ['translucent-beige', 'Translucent rolgordijn – Beige', 'Doorschijnend rolgordijn – Beige'],
];

/**
 * A Dutch shop names its products in Dutch (issue 31): the seed's 'Translucent rolgordijn – …' become 'Doorschijnend
 * rolgordijn – …' in databases seeded before. Only a name as the seed wrote it changes (one staff renamed stays
 * theirs); the slugs stay, so links and search engines find the same pages. Placed orders keep the name they were
 * sold under (their items copy it).
 */
export class DutchNames1732550000000 implements MigrationInterface {
  name = 'DutchNames1732550000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [slug, from, to] of RENAMED) await q.query(`UPDATE product SET name = $3 WHERE slug = $1 AND name = $2`, [slug, from, to]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [slug, from, to] of RENAMED) await q.query(`UPDATE product SET name = $2 WHERE slug = $1 AND name = $3`, [slug, from, to]);
  }
}
