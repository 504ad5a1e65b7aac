import { ratingTexts as t } from '../i18n/rating';
import { formatDecimal } from '../lib/format';
import { Stars } from './Stars';

/** What the API says of a product's approved reviews (Product.reviewSummary). */
export interface RatingSummaryFacts {
  count: number;
  averageRating?: number | null;
}

/** Whether a product may be shown (and described in structured data) as rated: only with approved reviews. */
export function isRated(summary: RatingSummaryFacts): summary is RatingSummaryFacts & { averageRating: number } {
  return summary.count > 0 && summary.averageRating != null;
}

/**
 * A product's rating: its stars, its average to one decimal and how many reviews it rests on — only ever its
 * approved reviews (staff approve them at /admin/beoordelingen). Stating ratings or review counts that no review
 * of a real customer stands behind is a commercial practice banned in all circumstances by the EU Omnibus Directive
 * (Directive (EU) 2019/2161 amending Directive 2005/29/EC, Annex I points 23b and 23c); so without an approved review
 * there are no stars and no count, only `empty` ('Nog geen beoordelingen') when the page says so. A page's structured
 * data claims an AggregateRating exactly when this shows one (`isRated`, web/src/lib/product-head.ts).
 */
export function RatingSummary({ summary, empty = true, className = '' }: { summary: RatingSummaryFacts; empty?: boolean; className?: string }) {
  if (!isRated(summary)) return empty ? <p className={`text-sm text-ink-soft ${className}`}>{t.none}</p> : null;
  const average = formatDecimal(summary.averageRating, 1, 1);
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <Stars rating={Math.round(summary.averageRating)} label={t.stars(average)} />
      <span className="font-semibold tabular-nums">{t.average(average)}</span>
      <span className="text-ink-soft">{t.count(summary.count)}</span>
    </p>
  );
}
