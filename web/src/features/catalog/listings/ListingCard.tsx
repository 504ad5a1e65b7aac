import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingCardProductFragment } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { cardPictureProps, ProductImage } from '../../../components/ProductImage';

const t = catalogListings.listing;

/** SPEC §9: a card shows up to 10 colour chips, then '+N meer'. */
export const CARD_COLOUR_LIMIT = 10;

/** Where a card leads: a page, or (light-filtering products whose page is being redesigned) the notice dialog. */
export type CardTarget = { kind: 'link'; to: string } | { kind: 'dialog' };

interface ListingCardProps {
  product: ListingCardProductFragment;
  target: CardTarget;
  badge: string | null;
  onOpenDialog: (productName: string) => void;
  /** The first cards are above the fold: their image loads at once, the others lazily. */
  eager: boolean;
}

function Target({
  target,
  className,
  describedBy,
  onOpenDialog,
  children,
}: {
  target: CardTarget;
  className: string;
  describedBy?: string;
  onOpenDialog: () => void;
  children: ReactNode;
}) {
  if (target.kind === 'link') {
    return (
      <Link to={target.to} className={className} aria-describedby={describedBy}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onOpenDialog} className={className} aria-describedby={describedBy} aria-haspopup="dialog">
      {children}
    </button>
  );
}

/**
 * A product card of a listing: the title's link (or button) stretches over the whole card; 'Bekijk product'
 * sits above it as its own control.
 */
export function ListingCard({ product, target, badge, onOpenDialog, eager }: ListingCardProps) {
  const titleId = useId();
  const colours = product.colors.slice(0, CARD_COLOUR_LIMIT);
  const moreColours = product.colors.length - colours.length;
  const open = () => onOpenDialog(product.name);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-sm transition-shadow hover:shadow-md focus-within:ring-3 focus-within:ring-focus motion-reduce:transition-none">
      <div className="relative">
        <ProductImage {...cardPictureProps(product.media, t.imageAlt(product.name))} loading={eager ? 'eager' : 'lazy'} className="aspect-[4/3]" />
        {badge && <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-sm font-semibold text-page">{badge}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="text-xl font-semibold">
          <Target target={target} onOpenDialog={open} className="text-left after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Target>
        </h2>
        <p className="text-ink-soft">{product.description}</p>
        {colours.length > 0 && (
          <ul aria-label={t.colorsLabel} className="flex flex-wrap gap-1.5">
            {colours.map((colour) => (
              <li key={colour.name} className="inline-flex items-center gap-1.5 rounded-full bg-sand py-0.5 pr-2.5 pl-1 text-sm">
                <span aria-hidden="true" className="size-4 rounded-full border border-line" style={{ backgroundColor: colour.hex }} />
                {colour.name}
              </li>
            ))}
            {moreColours > 0 && <li className="rounded-full bg-sand px-2.5 py-0.5 text-sm">{t.moreColours(moreColours)}</li>}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-xl font-semibold tabular-nums">{product.configurator ? t.fromPrice(product.price.formatted) : product.price.formatted}</p>
          <Target
            target={target}
            onOpenDialog={open}
            describedBy={titleId}
            className="relative z-10 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-medium text-on-accent hover:bg-accent-hover"
          >
            {t.view}
          </Target>
        </div>
      </div>
    </li>
  );
}
