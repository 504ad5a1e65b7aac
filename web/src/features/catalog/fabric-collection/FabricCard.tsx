import { Link } from 'react-router-dom';
import type { FabricCollectionCardItemFragment } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';

const t = catalogListings.fabrics;

/** A fabric of the collection; a link to its configurator (/product/{productId}) when one makes it. */
export function FabricCard({ fabric, eager }: { fabric: FabricCollectionCardItemFragment; eager: boolean }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-focus hover:shadow-md motion-reduce:transition-none">
      <img
        src={fabric.image}
        alt={t.imageAlt(fabric.name)}
        width={240}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square h-auto w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h2 className="text-lg leading-snug font-semibold">
          {fabric.productId ? (
            <Link to={`/product/${fabric.productId}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-accent">
              {fabric.name}
            </Link>
          ) : (
            fabric.name
          )}
        </h2>
        <p className="text-sm text-ink-soft">
          {t.types[fabric.fabricType] ?? fabric.fabricType} · {t.priceGroup(fabric.priceGroup)}
        </p>
        <p className="text-sm text-ink-soft">
          {fabric.material} · {fabric.colorTag}
        </p>
        <p className="mt-auto pt-2 font-semibold tabular-nums">{t.fromPrice(fabric.basePrice.formatted)}</p>
      </div>
    </li>
  );
}
