import { RatingSummary } from '../../../components/RatingSummary';
import type { ConfiguratorProductFragment } from '../../../gql/configurator';
import { configuratorTexts as t } from '../../../i18n/configurator';

/**
 * Under a configurator's title, what the page's structured data says of the product (web/src/lib/product-head.ts),
 * so that it says nothing a shopper cannot see (issue 31): 'Vanaf' the lowest price a shopper can pay — the
 * engine's, never the rate per m² — and the rating of its approved reviews, or 'Nog geen beoordelingen'.
 */
export function OfferLine({ product, className = '' }: { product: Pick<ConfiguratorProductFragment, 'price' | 'reviewSummary'>; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-x-5 gap-y-1 ${className}`}>
      <p>
        <span className="text-lg font-semibold tabular-nums">{t.price.from(product.price.formatted)}</span>{' '}
        <span className="text-sm text-ink-soft">{t.price.inclVat}</span>
      </p>
      <RatingSummary summary={product.reviewSummary} />
    </div>
  );
}
