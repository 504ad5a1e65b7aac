import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ProductReviewsDocument } from '../../../gql/catalog';
import { catalogProductDetail } from '../../../i18n/catalog-product-detail';
import { ratingTexts } from '../../../i18n/rating';
import { formatDateLong } from '../../../lib/format';
import { RatingSummary } from '../../../components/RatingSummary';
import { Stars } from '../../../components/Stars';
import { ReviewDialog } from './ReviewDialog';

const t = catalogProductDetail.reviews;


/**
 * SPEC §2 Reviews block: the summary (average of all approved reviews to one decimal), at most four reviews
 * newest first with Dutch long dates, and the write-review dialog. Texts are rendered as text, never as HTML.
 */
export function ReviewsBlock({ productId }: { productId: string }) {
  const { data, error } = useQuery(ProductReviewsDocument, { variables: { productId } });
  const [sent, setSent] = useState(false);
  const summary = data?.product?.reviewSummary;
  const reviews = data?.reviews.nodes ?? [];

  return (
    <section aria-labelledby="reviews-title" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-title" className="text-2xl font-semibold">
            {t.title}
          </h2>
          {summary && <RatingSummary summary={summary} empty={false} className="mt-2" />}
        </div>
        <ReviewDialog productId={productId} onSent={() => setSent(true)} />
      </div>
      <p role="status" className="mt-4 empty:mt-0">
        {sent ? `${t.sentTitle}. ${t.sentText}` : ''}
      </p>
      {error && !data ? (
        <p className="mt-6 text-ink-soft">{t.loadError}</p>
      ) : data && reviews.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-line bg-card p-6 text-center">
          <p className="font-semibold">{t.emptyTitle}</p>
          <p className="mt-1 text-ink-soft">{t.emptyText}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-line bg-card p-5">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-sand font-semibold">
                  {review.initials}
                </span>
                <div>
                  <p className="font-semibold">{review.customerName}</p>
                  <p className="text-sm text-ink-soft">{formatDateLong(String(review.date))}</p>
                </div>
              </div>
              <Stars rating={review.rating} label={ratingTexts.stars(review.rating)} className="mt-3" />
              <p className="mt-2 whitespace-pre-line">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
