import { Link } from 'react-router-dom';
import type { FabricCollectionCardItemFragment } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { configuratorPath } from '../../../lib/configuration-url';

const t = catalogListings.fabrics;

/**
 * A fabric of the collection: a link to the configurator of the product made of it, opened in its colour
 * (/product/{slug}?kleur={colour}); without such a product it says plainly that it is a sample only.
 */
export function FabricCard({ fabric, eager }: { fabric: FabricCollectionCardItemFragment; eager: boolean }) {
  const made = fabric.madeAs;
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
          {made ? (
            <Link to={configuratorPath(made.product.slug, { colour: made.color })} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-accent">
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
        {!made && <p className="text-sm font-medium">{fabric.sampleAvailable ? t.sampleOnly : t.notOrderable}</p>}
        <p className="mt-auto pt-2 font-semibold tabular-nums">{t.fromPrice(fabric.basePrice.formatted)}</p>
      </div>
    </li>
  );
}
