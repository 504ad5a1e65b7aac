import { isRated } from '../components/RatingSummary';
import { nl } from '../i18n/nl';
import { useOfferPolicies, type OfferProduct } from './offer-policies';
import { breadcrumbList, usePageHead } from './page-head';

/** What a product's page says about it in the head: the parts of a product both product pages have. */
export interface ProductHeadFacts extends OfferProduct {
  name: string;
  description: string;
  price: { cents: number };
  media: readonly { url: string }[];
  reviewSummary: { count: number; averageRating?: number | null };
}

/** A search result's snippet: the first sentence or so, never more than 160 characters. */
export function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * The head of a product's own page: its name and description, its first picture for link previews, and
 * schema.org Product with its Offer (its price in euro: for a blind made to measure the lowest price a shopper can
 * pay, the "vanaf" its page shows — issue 31; made to order when it is made to measure), its AggregateRating only
 * from approved reviews and only when the page shows the same rating (`isRated`, the RatingSummary every product
 * page renders: an invented rating or review count is banned by the EU Omnibus Directive, Directive (EU) 2019/2161
 * amending Directive 2005/29/EC, Annex I points 23b and 23c), and the breadcrumb path to it. Without a product (loading, not
 * found) the title is `titleWithout`.
 */
export function useProductHead(product: ProductHeadFacts | null, path: string, madeToMeasure: boolean, titleWithout: string | null = null): void {
  const policies = useOfferPolicies(product, madeToMeasure);
  const structuredData = product
    ? {
        product: {
          '@type': 'Product',
          name: product.name,
          description: product.description,
          url: path,
          ...(product.media[0] ? { image: product.media.map((m) => m.url) } : {}),
          brand: { '@id': '/#organisatie' },
          offers: {
            '@type': 'Offer',
            url: path,
            price: (product.price.cents / 100).toFixed(2),
            priceCurrency: 'EUR',
            availability: madeToMeasure ? 'https://schema.org/MadeToOrder' : 'https://schema.org/InStock',
            seller: { '@id': '/#organisatie' },
            ...policies,
          },
          ...(isRated(product.reviewSummary)
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.reviewSummary.averageRating,
                  reviewCount: product.reviewSummary.count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
        breadcrumbs: breadcrumbList([
          { name: nl.header.nav.home, path: '/' },
          { name: nl.header.submenu.label, path: '/rolgordijnen' },
          { name: product.name, path },
        ]),
      }
    : undefined;
  usePageHead({
    title: product?.name ?? titleWithout,
    description: product ? snippet(product.description) : null,
    image: product?.media[0]?.url ?? null,
    type: 'product',
    canonicalPath: product ? path : undefined,
    structuredData,
  });
}
