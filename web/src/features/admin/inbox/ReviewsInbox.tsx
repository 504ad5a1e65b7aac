import { useRef } from 'react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  InboxPendingReviewsDocument,
  InboxReviewApproveDocument,
  InboxReviewRejectDocument,
  type InboxReviewFragment,
} from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { dangerButton, primaryButton, Spinner, StaffTime } from '../shared/ui';
import { InboxEntry, InboxScreen, Stars, useProductNames } from './InboxParts';
import { useEntryAction } from './use-entry-action';
import { useInboxList } from './use-inbox-list';

const t = adminShell.inbox;

interface StoredConnection {
  edges: readonly { node: Reference }[];
  totalCount: number;
}

/** A review that is no longer pending leaves every stored page of the pending queue, and its count. */
function leavePendingQueue(cache: ApolloCache, id: string) {
  cache.modify({
    fields: {
      reviewsForModeration(existing, { readField, storeFieldName }) {
        if (!storeFieldName.includes('"status":"PENDING"')) return existing;
        const stored = existing as StoredConnection;
        const edges = stored.edges.filter((edge) => readField('id', edge.node) !== id);
        if (edges.length === stored.edges.length) return existing;
        return { ...stored, edges, totalCount: Math.max(0, stored.totalCount - (stored.edges.length - edges.length)) };
      },
    },
  });
}

type Decision = 'approve' | 'reject';

/** One pending review: product, reviewer, stars, text, date; 'Goedkeuren' or 'Afwijzen' takes it off the queue. */
function ReviewEntry({ review, productName, onDecided }: { review: InboxReviewFragment; productName: string; onDecided: () => void }) {
  const update = (cache: ApolloCache, result: InboxReviewFragment | null | undefined) => {
    if (result && result.status !== 'PENDING') leavePendingQueue(cache, result.id);
  };
  const [approve] = useMutation(InboxReviewApproveDocument, { update: (cache, { data }) => update(cache, data?.reviewApprove.review) });
  const [reject] = useMutation(InboxReviewRejectDocument, { update: (cache, { data }) => update(cache, data?.reviewReject.review) });
  const { running: busy, problem, run } = useEntryAction<Decision>();

  const decide = async (decision: Decision) => {
    const done = await run(decision, async () => {
      const variables = { id: review.id };
      const payload = decision === 'approve' ? (await approve({ variables })).data?.reviewApprove : (await reject({ variables })).data?.reviewReject;
      if (!payload?.review) return { refused: payload?.userErrors[0]?.message };
      return { done: decision === 'approve' ? t.reviews.approved(review.customerName) : t.reviews.rejected(review.customerName) };
    });
    if (done) onDecided();
  };

  return (
    <InboxEntry
      heading={productName}
      facts={[
        { label: t.reviews.by, value: review.customerName },
        { label: t.reviews.rating, value: <Stars rating={review.rating} /> },
        { label: t.reviews.written, value: <StaffTime value={review.date} /> },
      ]}
      text={review.comment}
      actions={
        <>
          <button type="button" onClick={() => void decide('approve')} disabled={busy !== null} className={primaryButton}>
            {busy === 'approve' && <Spinner />}
            {busy === 'approve' ? t.reviews.busy : t.reviews.approve}
          </button>
          <button type="button" onClick={() => void decide('reject')} disabled={busy !== null} className={dangerButton}>
            {busy === 'reject' && <Spinner />}
            {busy === 'reject' ? t.reviews.busy : t.reviews.reject}
          </button>
        </>
      }
      problem={problem}
    />
  );
}

/** /admin/beoordelingen: the reviews waiting for approval, oldest first (the moderation queue). */
export function ReviewsInbox() {
  const list = useInboxList(InboxPendingReviewsDocument, 'reviewsForModeration');
  const products = useProductNames();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <InboxScreen
      title={t.reviews.title}
      intro={t.reviews.intro}
      countText={t.reviews.count}
      emptyText={t.reviews.empty}
      listLabel={t.reviews.listLabel}
      list={list}
      waiting={!products.ready}
      headingRef={heading}
      renderEntry={(review, index) => (
        <ReviewEntry
          review={review}
          productName={products.nameOf(review.productId)}
          onDecided={() => list.focusAfterRemoval(index, heading.current)}
        />
      )}
    />
  );
}
