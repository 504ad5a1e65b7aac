import type { EntityManager } from 'typeorm';
import { PRICE_GROUP_SEEDS } from './configurators';

/** The eight price groups at their first rates, before the products that use them. */
export async function seedPriceGroups(em: EntityManager): Promise<void> {
  for (const [group, cents] of Object.entries(PRICE_GROUP_SEEDS)) {
    await em.query('INSERT INTO price_group (price_group, cents_per_square_metre) VALUES ($1, $2)', [Number(group), cents]);
  }
}
