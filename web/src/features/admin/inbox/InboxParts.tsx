/** The parts every inbox list shares: the screen around the list, one entry's card, stars, product names. */
import { useId, type ReactNode, type Ref, type RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../../components/Skeleton';
import { InboxProductNamesDocument } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { AdminPageHeading, EmptyState, LoadError, LoadMoreButton } from '../shared/ui';
import type { InboxConnection } from './use-inbox-list';

const t = adminShell.inbox;

interface InboxScreenProps<N> {
  title: string;
  intro: string;
  countText: (count: number) => string;
  emptyText: string;
  listLabel: string;
  list: {
    connection: InboxConnection<N> | undefined;
    error: unknown;
    loading: boolean;
    fetchingMore: boolean;
    loadMoreFailed: boolean;
    loadMore: () => Promise<void>;
    retry: () => void;
    listRef: RefObject<HTMLOListElement | null>;
  };
  /** Still waiting for something else the entries need (product names). */
  waiting?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  renderEntry: (node: N, index: number) => ReactNode;
}

/**
 * A staff list screen: heading, how many there are in all (totalCount), the entries, 'Meer laden' while more
 * pages follow; a skeleton while the first page loads, an error with 'Opnieuw proberen', an empty state.
 */
export function InboxScreen<N>({ title, intro, countText, emptyText, listLabel, list, waiting, headingRef, renderEntry }: InboxScreenProps<N>) {
  const { connection, error } = list;
  let body: ReactNode;
  if (error && !connection) {
    body = <LoadError error={error} message={t.loadFailed} onRetry={list.retry} />;
  } else if (!connection || waiting) {
    body = (
      <div role="status">
        <span className="sr-only">{adminShell.loading}</span>
        <div aria-hidden="true" className="space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-2xl border border-line bg-card p-6">
              <Skeleton className="h-6 w-1/2 rounded-md" />
              <Skeleton className="mt-4 h-4 w-3/4 rounded" />
              <Skeleton className="mt-2 h-4 w-2/3 rounded" />
            </div>
          ))}
        </div>
      </div>
    );
  } else if (connection.edges.length === 0) {
    body = <EmptyState>{emptyText}</EmptyState>;
  } else {
    body = (
      <>
        <ol ref={list.listRef} aria-label={listLabel} className="space-y-4">
          {connection.edges.map((edge, index) => (
            <li key={edge.cursor}>{renderEntry(edge.node, index)}</li>
          ))}
        </ol>
        <div role="alert">{list.loadMoreFailed && <p className="mt-6 text-center font-medium text-danger">{t.loadMoreFailed}</p>}</div>
        {connection.pageInfo.hasNextPage && <LoadMoreButton loading={list.fetchingMore} onClick={() => void list.loadMore()} />}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-8 md:py-10">
      <AdminPageHeading ref={headingRef} title={title} intro={intro} />
      {connection && !waiting && <p className="mt-4 font-semibold text-ink">{countText(connection.totalCount)}</p>}
      <div className="mt-6">{body}</div>
    </div>
  );
}

interface EntryProps {
  heading: ReactNode;
  /** Beside the heading: the entry's state. */
  badge?: ReactNode;
  /** Facts as label/value pairs. */
  facts: readonly { label: string; value: ReactNode }[];
  /** Free text (a message, a comment), line breaks kept. */
  text?: string;
  actions?: ReactNode;
  /** A refused or failed action, shown under the buttons. */
  problem: string | null;
  entryRef?: Ref<HTMLElement>;
}

/** One entry of an inbox list: a card with an h2, facts, the shopper's text and the action buttons. */
export function InboxEntry({ heading, badge, facts, text, actions, problem, entryRef }: EntryProps) {
  const headingId = useId();
  return (
    <article
      ref={entryRef}
      data-entry
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-card p-5 md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="min-w-0 text-xl font-semibold break-words">
          {heading}
        </h2>
        {badge}
      </div>
      <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-medium text-ink-soft">{fact.label}</dt>
            <dd className="min-w-0 break-words text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {text && <p className="mt-4 border-l-4 border-sand pl-4 break-words whitespace-pre-line text-ink">{text}</p>}
      {actions && <div className="mt-5 flex flex-wrap gap-2">{actions}</div>}
      <div role="alert">{problem && <p className="mt-3 font-medium text-danger">{problem}</p>}</div>
    </article>
  );
}

/** An e-mail address as a mailto link. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
      {email}
    </a>
  );
}

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** A rating as five stars (drawing only) with the number in words beside it. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="inline-flex text-accent" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} width="16" height="16" viewBox="0 0 24 24" focusable="false">
            <path d={STAR} fill={n <= rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
        ))}
      </span>
      <span>{adminShell.inbox.reviews.stars(rating)}</span>
    </span>
  );
}

/**
 * Product names by id for the lists that name a product by id (sample requests, reviews). `ready` once the
 * names are known or could not be loaded (then the id is shown).
 */
export function useProductNames() {
  const { data, error } = useQuery(InboxProductNamesDocument);
  const names = new Map((data?.products.nodes ?? []).map((p) => [p.id, p.name]));
  return {
    ready: Boolean(data || error),
    nameOf: (id: string) => names.get(id) ?? t.unknownProduct(id),
  };
}
