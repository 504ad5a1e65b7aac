/**
 * The public fabric collection (SPEC §2 "/fabric-collection", §3 "Fabric collection item"): every visible
 * SKU of fabric-skus.ts, so each collection code is a real internal SKU. A fabric opens the product made of it (by
 * the products' fabric SKUs, FabricCollectionService), and takes that product's price group and lowest price; it
 * keeps no group or price of its own (issue 31). Swatch images are hand-made SVGs in
 * web/public/images/fabrics/, written by graphql-server/scripts/write-fabric-swatches.mjs from this list.
 */
import type { EntityManager } from 'typeorm';
import { FabricCollectionItem } from '../../fabric-collection/fabric-collection-item.entity';
import type { FabricSkuType } from '../../catalog/fabric-type';
import { fabricSkuSeeds } from './fabric-skus';

/** The product the sample orders of a fabric type are lines of. */
export const configuratorSlugByFabricType: Record<FabricSkuType, string> = {
  lichtdoorlatend: 'lichtdoorlatend-wit',
  verduisterend: 'blackout-white-roller-blind',
  screen: 'screen-grey-roller-blind',
};

/** The rate per m² the sample orders (development data, orders.ts) were priced at: €24,95 / €29,95 / €34,95 for group 1, each group €5 more. */
const firstGroupCents: Record<FabricSkuType, number> = { lichtdoorlatend: 2495, verduisterend: 2995, screen: 3495 };
export function collectionBasePriceCents(fabricType: FabricSkuType, priceGroup: number): number {
  return firstGroupCents[fabricType] + (priceGroup - 1) * 500;
}

export function fabricImagePath(internalCode: string): string {
  return `/images/fabrics/${internalCode.toLowerCase()}.svg`;
}

export interface FabricCollectionSeed {
  internalCode: string;
  name: string;
  fabricType: FabricSkuType;
  colorTag: string;
  material: string;
  image: string;
  /** Swatch colour of the SVG image. */
  hex: string;
}

export const fabricCollectionSeeds: FabricCollectionSeed[] = fabricSkuSeeds
  .filter((s) => s.visible)
  .map((s) => ({
    internalCode: s.internalSku,
    name: s.displayName,
    fabricType: s.quality.fabricType,
    colorTag: s.colour.colorTag,
    material: s.quality.material,
    image: fabricImagePath(s.internalSku),
    hex: s.colour.hex,
  }));

export async function seedFabricCollection(em: EntityManager): Promise<void> {
  const rows = fabricCollectionSeeds.map((seed) =>
    em.create(FabricCollectionItem, {
      name: seed.name,
      image: seed.image,
      fabricType: seed.fabricType,
      colorTag: seed.colorTag,
      material: seed.material,
      internalCode: seed.internalCode,
    }),
  );
  await em.save(FabricCollectionItem, rows);
}
