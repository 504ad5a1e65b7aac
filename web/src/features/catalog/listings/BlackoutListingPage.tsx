import { catalogListings } from '../../../i18n/catalog-listings';
import { ListingPage, type ListingConfig } from './ListingPage';
import { colourSegment } from './listing-state';

const t = catalogListings.blackout;
const l = catalogListings.listing;

export const blackoutConfig: ListingConfig = {
  listing: 'VERDUISTEREND',
  title: t.title,
  header: (
    <header className="rounded-3xl bg-ink px-6 py-10 text-page md:px-10 md:py-14">
      <p className="text-sm font-semibold tracking-wide uppercase">{t.eyebrow}</p>
      <h1 className="mt-3 text-4xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg">{t.intro}</p>
    </header>
  ),
  withLevels: true,
  // SPEC §2: /product/verduisterend-{first colour lowercased, default zwart}.
  target: (product) => ({ kind: 'link', to: `/product/verduisterend-${colourSegment(product.colors[0]?.name ?? 'zwart')}` }),
  badge: (product) => (product.transparency === 'BLACKOUT' ? l.blackoutBadge : product.transparency ? (l.levelBadge[product.transparency] ?? null) : null),
  advice: true,
};

/** /rolgordijnen/verduisterend (SPEC §2 "Blackout listing"). */
export default function BlackoutListingPage() {
  return <ListingPage config={blackoutConfig} />;
}
