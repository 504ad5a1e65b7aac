import type { BrowseOverviewCardFragment, FabricType, ProductControl } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';

/**
 * The six cards of the overviews (SPEC §2 English overview), in the spec's order. The atelier page always shows
 * these six (the API's product when it has it); the Dutch overview falls back to them when the API has no overview
 * products at all. A fallback card names no price: SPEC §9's "starting prices" were rates per m², and a "vanaf"
 * is only ever the lowest price a shopper can pay, which the server computes from the product's rules (issue 31).
 */
export const OVERVIEW_CARDS: readonly {
  slug: string;
  fabricType: FabricType;
  controls: readonly ProductControl[];
}[] = [
  { slug: 'blackout-white-roller-blind', fabricType: 'VERDUISTEREND', controls: ['CHAIN'] },
  { slug: 'lichtdoorlatend-wit', fabricType: 'LICHTDOORLATEND', controls: ['CHAIN'] },
  { slug: 'screen-grey-roller-blind', fabricType: 'SCREEN', controls: ['CHAIN'] },
  { slug: 'blackout-grey-roller-blind', fabricType: 'VERDUISTEREND', controls: ['CHAIN'] },
  { slug: 'light-filtering-white-roller-blind', fabricType: 'LICHTDOORLATEND', controls: ['CHAIN'] },
  { slug: 'screen-bronze-roller-blind', fabricType: 'SCREEN', controls: ['CHAIN'] },
];

export type OverviewCardEntry = (typeof OVERVIEW_CARDS)[number];

/** An overview card: the API's product, or a fallback card without a price. */
export type OverviewCardProduct = Omit<BrowseOverviewCardFragment, 'price'> & { price: BrowseOverviewCardFragment['price'] | null };

/** A fallback card in the shape the API answers, so one card component renders both; it has no price to say. */
export function fallbackCard(entry: OverviewCardEntry): OverviewCardProduct {
  const texts = catalogBrowse.fallbackCards[entry.slug];
  return {
    id: entry.slug,
    slug: entry.slug,
    name: texts?.name ?? entry.slug,
    description: texts?.description ?? '',
    images: [`/images/products/${entry.slug}/1.svg`],
    price: null,
  };
}
