import { catalogListings } from '../../../i18n/catalog-listings';
import { ListingPage, type ListingConfig } from './ListingPage';
import { colourSegment } from './listing-state';

const t = catalogListings.lightFiltering;

/** The one light-filtering product whose page exists (SPEC §2); every other one opens the redesign notice. */
export const LIGHT_FILTERING_WHITE_SLUG = 'lichtdoorlatend-wit';

export const lightFilteringConfig: ListingConfig = {
  listing: 'LICHTDOORLATEND',
  title: t.title,
  header: (
    <header className="max-w-3xl">
      <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t.intro}</p>
    </header>
  ),
  withLevels: false,
  // Cards lead to /product/lichtdoorlatend-{first colour}; only the white product's page exists (SPEC §2, §8).
  target: (product) =>
    product.slug === LIGHT_FILTERING_WHITE_SLUG
      ? { kind: 'link', to: `/product/lichtdoorlatend-${colourSegment(product.colors[0]?.name ?? 'wit')}` }
      : { kind: 'dialog' },
  badge: () => null,
  advice: false,
};

/** /rolgordijnen/lichtdoorlatend (SPEC §2 "Light-filtering listing"). */
export default function LightFilteringListingPage() {
  return <ListingPage config={lightFilteringConfig} />;
}
