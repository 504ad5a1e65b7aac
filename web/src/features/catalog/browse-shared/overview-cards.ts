import type { BrowseOverviewCardFragment, FabricType, ProductControl } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';

/**
 * The six cards of the overviews (SPEC §2 English overview), in the spec's order, with the starting prices
 * of SPEC §9. The atelier page always shows these six (prices from the API when it has the product); the
 * Dutch overview falls back to them when the API has no overview products at all.
 */
export const OVERVIEW_CARDS: readonly {
  slug: string;
  startingCents: number;
  fabricType: FabricType;
  controls: readonly ProductControl[];
}[] = [
  { slug: 'blackout-white-roller-blind', startingCents: 3495, fabricType: 'VERDUISTEREND', controls: ['CHAIN'] },
  { slug: 'lichtdoorlatend-wit', startingCents: 2995, fabricType: 'LICHTDOORLATEND', controls: ['CHAIN'] },
  { slug: 'screen-grey-roller-blind', startingCents: 3995, fabricType: 'SCREEN', controls: ['CHAIN'] },
  { slug: 'blackout-grey-roller-blind', startingCents: 3695, fabricType: 'VERDUISTEREND', controls: ['CHAIN'] },
  { slug: 'light-filtering-white-roller-blind', startingCents: 2895, fabricType: 'LICHTDOORLATEND', controls: ['CHAIN'] },
  { slug: 'screen-bronze-roller-blind', startingCents: 4295, fabricType: 'SCREEN', controls: ['CHAIN'] },
];

export type OverviewCardEntry = (typeof OVERVIEW_CARDS)[number];

/** A fallback card in the shape the API answers, so one card component renders both. */
export function fallbackCard(entry: OverviewCardEntry): BrowseOverviewCardFragment {
  const texts = catalogBrowse.fallbackCards[entry.slug];
  return {
    id: entry.slug,
    slug: entry.slug,
    name: texts?.name ?? entry.slug,
    description: texts?.description ?? '',
    images: [`/images/products/${entry.slug}/1.svg`],
    price: { cents: entry.startingCents },
  };
}
