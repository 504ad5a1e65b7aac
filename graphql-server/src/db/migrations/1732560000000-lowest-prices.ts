import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { ConfiguratorRules } from '@lumina/schema';
import { productPriceCents } from '../../catalog/from-price';

/**
 * "Vanaf" is the lowest price a shopper can pay (issue 31). Until now a made-to-measure product's card price was
 * typed by staff, or its price group's from-price, seeded equal to the group's rate per m² — so a card said
 * "vanaf € 34,95" where a 40 × 100 cm blind costs € 13,98. Each product with rules now stores the lowest price its
 * rules make (the price engine's cheapest configuration at its smallest size), and is kept so with every change of
 * its rules; a price group no longer has a from-price of its own (each product in it has its own).
 */
export class LowestPrices1732560000000 implements MigrationInterface {
  name = 'LowestPrices1732560000000';

  async up(q: QueryRunner): Promise<void> {
    const products = (await q.query(`SELECT id, price_cents, configurator FROM product WHERE configurator IS NOT NULL`)) as {
      id: number;
      price_cents: number;
      configurator: ConfiguratorRules;
    }[];
    for (const p of products) {
      const cents = productPriceCents(p.configurator, p.price_cents);
      if (cents !== p.price_cents) await q.query(`UPDATE product SET price_cents = $2 WHERE id = $1`, [p.id, cents]);
    }
    await q.query(`ALTER TABLE price_group DROP COLUMN from_price_cents`);
    // A group's history kept a from-price too where it was made before this ran (PriceGroupVersions1732570000000).
    await q.query(`ALTER TABLE IF EXISTS price_group_version DROP COLUMN IF EXISTS from_price_cents`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The typed from-prices of before are not kept: a group's comes back as its rate, as first seeded.
    await q.query(`ALTER TABLE price_group ADD COLUMN from_price_cents int`);
    await q.query(`UPDATE price_group SET from_price_cents = cents_per_square_metre`);
    await q.query(`ALTER TABLE price_group ALTER COLUMN from_price_cents SET NOT NULL`);
  }
}
