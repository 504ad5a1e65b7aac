import { Link } from 'react-router-dom';
import type { FabricCollectionCardItemFragment } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { configuratorPath } from '../../../lib/configuration-url';

const t = catalogListings.fabrics;

/**
 * A fabric of the collection: a link to the configurator of the product made of it, opened in its colour
 * (/product/{slug}?kleur={colour}); without such a product it says plainly that it is a sample only. Its price group
 * is the product's (issue 31), beside it that group's rate per m², said as a rate, and 'vanaf' the lowest price a
 * shopper can pay for a blind of it — never the rate as a "vanaf".
 */
export function FabricCard({ fabric, eager }: { fabric: FabricCollectionCardItemFragment; eager: boolean }) {
  const made = fabric.madeAs;
  const pricing = made?.product.configurator?.pricing;
  // A rate is said beside a group only when it is that group's: the product made of the fabric is priced in it.
  const rate = pricing && pricing.priceGroup === fabric.priceGroup ? pricing.pricePerSquareMetre : null;
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
          {[t.types[fabric.fabricType] ?? fabric.fabricType, fabric.priceGroup != null ? t.priceGroup(fabric.priceGroup) : null, rate ? t.perSquareMetre(rate.formatted) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-sm text-ink-soft">
          {fabric.material} · {fabric.colorTag}
        </p>
        {!made && <p className="text-sm font-medium">{fabric.sampleAvailable ? t.sampleOnly : t.notOrderable}</p>}
        {made && (
          <p className="mt-auto pt-2 font-semibold tabular-nums">
            {made.product.configurator ? t.fromPrice(made.product.price.formatted) : made.product.price.formatted}
          </p>
        )}
      </div>
    </li>
  );
}
