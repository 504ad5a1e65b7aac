import type { DataSource, EntityManager } from 'typeorm';
import { seedFabricCollection } from './fabric-collection';
import { seedFabricSkus } from './fabric-skus';
import { seedOrders } from './orders';
import { seedPriceGroups } from './price-groups';
import { backfillFabricSkus, seedProducts } from './products';
import { seedReviews } from './reviews';
import { SVG_IMAGES_AS_ROWS } from '../migrations/1732460000000-product-images';

export interface SeedOptions {
  /** Development data: sample orders in every status and sample reviews. Never in production. */
  sampleOrders: boolean;
}

type SeedStep = { table: string; run: (em: EntityManager) => Promise<void>; when?: (o: SeedOptions) => boolean };

/** In dependency order: the collection and the orders refer to products and fabric SKUs. */
const steps: SeedStep[] = [
  { table: 'price_group', run: seedPriceGroups },
  { table: 'product', run: seedProducts },
  // The products' SVG drawings as picture rows (what the migration does for a database that had products).
  { table: 'product_image', run: async (em) => void (await em.query(SVG_IMAGES_AS_ROWS)) },
  { table: 'fabric_sku', run: seedFabricSkus },
  { table: 'fabric_collection_item', run: seedFabricCollection },
  { table: 'customer_order', run: seedOrders, when: (o) => o.sampleOrders },
  { table: 'review', run: seedReviews, when: (o) => o.sampleOrders },
];

/**
 * Idempotent: each table is seeded only while it is empty, all in one transaction under an advisory lock,
 * so two servers starting at once never seed twice. Returns the tables it filled.
 */
export async function seedDatabase(ds: DataSource, options: SeedOptions): Promise<string[]> {
  return ds.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock(424242)');
    const filled: string[] = [];
    for (const step of steps) {
      if (step.when && !step.when(options)) continue;
      const [{ count }] = (await em.query(`SELECT count(*)::int AS count FROM ${step.table}`)) as [{ count: number }];
      if (count > 0) continue;
      await step.run(em);
      filled.push(step.table);
    }
    await backfillFabricSkus(em);
    return filled;
  });
}
