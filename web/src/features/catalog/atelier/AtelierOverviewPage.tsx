import { useQuery } from '@apollo/client/react';
import { AtelierOverviewPageDocument } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { useDocumentTitle } from '../../../lib/page-head';
import { OverviewCard } from '../browse-shared/OverviewCard';
import { fallbackCard, OVERVIEW_CARDS, type OverviewCardProduct } from '../browse-shared/overview-cards';

const t = catalogBrowse.atelier;

/** SPEC §9: cards appear staggered, 0.6 s + 0.15 s per card (after the page's own 0.6 s fade-in). */
const FADE_SECONDS = 0.6;
const STAGGER_SECONDS = 0.15;
export const cardDelaySeconds = (index: number) => FADE_SECONDS + STAGGER_SECONDS * index;

/**
 * The atelier line page (/{brand-slug}-atelier; /roller-blinds-atelier is sent there): SPEC §2's English overview, six
 * cards with a 'Starting from €price' badge and a 'Configure & Order' link to their configurator. The
 * prices are the server's (the overview product with the card's slug: the lowest price a shopper can pay); a card
 * the API has no product for names no price. The page fades in, the cards one after the other; nothing moves
 * under prefers-reduced-motion.
 */
export default function AtelierOverviewPage() {
  useDocumentTitle(t.title);
  const { data, loading } = useQuery(AtelierOverviewPageDocument);
  const bySlug = new Map((data?.products.nodes ?? []).map((product) => [product.slug, product]));
  const shop = data?.shop;

  const cards: OverviewCardProduct[] = OVERVIEW_CARDS.map((entry) => bySlug.get(entry.slug) ?? fallbackCard(entry));

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 transition-opacity duration-[600ms] ease-out motion-reduce:transition-none starting:opacity-0 md:px-8 md:py-14">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t.eyebrow}</p>
      <h1 className="mt-2 text-3xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft">
        {shop ? t.intro(shop.contact.address.city, shop.delivery.atelierMinWorkingDays, shop.delivery.atelierMaxWorkingDays) : t.introFallback}
      </p>

      <ul aria-label={t.listLabel} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, i) => (
          <OverviewCard
            key={card.slug}
            product={card}
            priceLabel={t.startingFrom}
            cta={t.configure}
            eager={i < 3}
            pricePending={loading && !data}
            style={{ transitionDelay: `${cardDelaySeconds(i)}s` }}
            className="transition-[opacity,translate] duration-[600ms] ease-out motion-reduce:transition-none starting:translate-y-4 starting:opacity-0"
          />
        ))}
      </ul>
    </div>
  );
}
