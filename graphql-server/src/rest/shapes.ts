/** The legacy JSON shapes of SPEC §3 and §7, produced from the same entities the GraphQL API serves. */
import { centsToDecimalString } from '@lumina/schema';
import type { Product } from '../catalog/product.entity';

export function restProduct(p: Product) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    price: centsToDecimalString(p.priceCents),
    images: p.images,
    features: p.features,
    colors: p.colors.map((c) => c.name),
    lightFilter: p.lightFilter,
    category: p.category,
    stofsoort: p.stofsoort,
  };
}
