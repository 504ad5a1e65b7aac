import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hardening (issue 17): a fixed-price product declares the sizes it takes (the configurator's dimension rules,
 * optional for the shopper), so no blind the atelier cannot make reaches a cart, an order or the fabricator
 * export. Existing fixed-price products get the factory line's standard range (SPEC §5: 40–240 by 100–250 cm).
 */
export class Hardening1732360000000 implements MigrationInterface {
  name = 'Hardening1732360000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN size_rules jsonb`);
    const standard = [
      { key: 'width', label: 'Breedte', unit: 'cm', min: 40, max: 240, step: 1, enforceStep: false, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
      { key: 'height', label: 'Hoogte', unit: 'cm', min: 100, max: 250, step: 1, enforceStep: false, errorText: 'Hoogte moet tussen 100 en 250 cm zijn' },
    ];
    await q.query(`UPDATE product SET size_rules = $1::jsonb WHERE configurator IS NULL`, [JSON.stringify(standard)]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product DROP COLUMN size_rules`);
  }
}
