import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { ProductImage } from '../../../components/ProductImage';
import { Skeleton } from '../../../components/Skeleton';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { formatEuro } from '../../../lib/format';
import type { OverviewCardProduct } from './overview-cards';

interface OverviewCardProps {
  product: OverviewCardProduct;
  /** The price badge, 'vanaf € 13,98': the lowest price a shopper can pay (none on a fallback card). */
  priceLabel: (price: string) => string;
  /** The link's visible label, 'Configureer & bestel'. */
  cta: string;
  /** The first cards are above the fold: their pictures load at once. */
  eager?: boolean;
  /** The price is still being asked from the server: a quiet placeholder stands in for the badge. */
  pricePending?: boolean;
  /** Extra classes; by default the hover shadow is animated. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A card of the overviews: picture, name, description, the from-price badge and one link to the product's
 * configurator (/product/{slug}); the link stretches over the whole card, so there is one tab stop.
 */
export function OverviewCard({ product, priceLabel, cta, eager = false, pricePending = false, className = 'transition-shadow', style }: OverviewCardProps) {
  return (
    <li
      style={style}
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-sm hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus ${className}`}
    >
      <ProductImage
        src={product.images[0]}
        alt={catalogBrowse.common.imageAlt(product.name)}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col items-start gap-3 p-5">
        <h2 className="text-xl leading-snug font-semibold">{product.name}</h2>
        <p className="text-sm text-ink-soft">{product.description}</p>
        {pricePending ? (
          <Skeleton className="h-7 w-40 rounded-full" />
        ) : (
          product.price && (
            <p className="rounded-full bg-sand px-3 py-1 text-sm font-semibold text-ink tabular-nums">{priceLabel(formatEuro(product.price.cents))}</p>
          )
        )}
        <Link
          to={`/product/${product.slug}`}
          aria-label={`${cta}${catalogBrowse.productList.forProduct(product.name)}`}
          className="mt-auto w-full inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 font-semibold text-on-accent after:absolute after:inset-0 group-hover:bg-accent-hover focus-visible:outline-none"
        >
          {cta}
        </Link>
      </div>
    </li>
  );
}
