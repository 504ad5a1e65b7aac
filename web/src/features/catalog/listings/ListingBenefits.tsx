import { Link } from 'react-router-dom';
import type { ListingBenefitsShopFragment } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { primaryButton } from '../filtering/FilterLayout';

const t = catalogListings.listing;

/** The benefits box under the grid; its numbers come from the shop facts. With `advice`: 'Gratis advies aanvragen'. */
export function ListingBenefits({ shop, advice }: { shop: ListingBenefitsShopFragment | undefined; advice: boolean }) {
  const b = t.benefits;
  const items = [
    { title: b.madeToMeasure.title, text: b.madeToMeasure.text },
    { title: b.freeAdvice.title, text: b.freeAdvice.text },
    { title: shop ? b.warranty.title(shop.warranty.generalYears) : b.warranty.titleFallback, text: b.warranty.text },
    { title: b.delivery.title, text: shop ? b.delivery.text(shop.delivery.factoryLineWorkingDays) : b.delivery.textFallback },
  ];
  return (
    <section aria-labelledby="listing-benefits-title" className="mt-14 rounded-3xl bg-sand p-6 md:p-10">
      <h2 id="listing-benefits-title" className="text-2xl font-semibold md:text-3xl">
        {b.heading}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-card p-5">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink-soft">{item.text}</p>
          </li>
        ))}
      </ul>
      {advice && (
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h3 className="text-xl font-semibold">{t.adviceHeading}</h3>
            <p className="mt-1 text-ink-soft">{t.adviceText}</p>
          </div>
          <Link to="/contact" className={`${primaryButton} shrink-0`}>
            {t.advice}
          </Link>
        </div>
      )}
    </section>
  );
}
