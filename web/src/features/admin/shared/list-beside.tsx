/**
 * A staff list with the chosen entry beside it (the mails, the products): the page's count and list over a cursor
 * connection (`useInboxList`), 'Meer laden', a loading skeleton, the empty and failed states, and the chosen
 * entry (?{param}={id}) in a section beside the list. Opening an entry from the list moves focus to it
 * (`openedHere`); arriving by a link does not.
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../../components/Skeleton';
import { adminShell } from '../../../i18n/admin-shell';
import type { InboxConnection } from '../inbox/use-inbox-list';
import { AdminPageHeading, EmptyState, LoadError, LoadMoreButton } from './ui';

interface ListState<N> {
  connection: InboxConnection<N> | undefined;
  error: unknown;
  retry: () => void;
  listRef: React.RefObject<HTMLOListElement | null>;
  loadMoreFailed: boolean;
  fetchingMore: boolean;
  loadMore: () => Promise<unknown>;
}

interface ListBesideProps<N extends { id: string }> {
  list: ListState<N>;
  /** The query parameter that names the chosen entry, e.g. "mail". */
  param: string;
  texts: { title: string; intro: string; count: (n: number) => string; empty: string; loadFailed: string; listLabel: string; detailLabel: string; choose: string };
  /** Beside the heading, e.g. a 'new' button. */
  actions?: ReactNode;
  /** Above the list, e.g. its filters. */
  filters?: ReactNode;
  /** One entry of the list: a link (with `data-entry`) that calls `onOpen`. */
  entry: (node: N, selected: boolean, onOpen: () => void) => ReactNode;
  /** The chosen entry, by its id. */
  detail: (id: string, takeFocus: boolean) => ReactNode;
}

export function ListBeside<N extends { id: string }>({ list, param, texts: t, actions, filters, entry, detail }: ListBesideProps<N>) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(param);
  const [openedHere, setOpenedHere] = useState(false);
  const { connection, error } = list;

  let body: ReactNode;
  if (error && !connection) body = <LoadError error={error} message={t.loadFailed} onRetry={list.retry} />;
  else if (!connection) {
    body = (
      <div role="status">
        <span className="sr-only">{adminShell.loading}</span>
        <div aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      </div>
    );
  } else if (connection.edges.length === 0 && !chosen) body = <EmptyState>{t.empty}</EmptyState>;
  else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div>
          {connection.edges.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ol ref={list.listRef} aria-label={t.listLabel} className="space-y-3">
              {connection.edges.map((edge) => (
                <li key={edge.cursor}>
                  {entry(edge.node, edge.node.id === chosen, () => {
                    setOpenedHere(true);
                    setParams({ [param]: edge.node.id });
                  })}
                </li>
              ))}
            </ol>
          )}
          <div role="alert">{list.loadMoreFailed && <p className="mt-6 text-center font-medium text-danger">{adminShell.inbox.loadMoreFailed}</p>}</div>
          {connection.pageInfo.hasNextPage && <LoadMoreButton loading={list.fetchingMore} onClick={() => void list.loadMore()} />}
        </div>
        <section aria-label={t.detailLabel}>{chosen ? detail(chosen, openedHere) : <EmptyState>{t.choose}</EmptyState>}</section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-8 md:py-10">
      <AdminPageHeading title={t.title} intro={t.intro} actions={actions} />
      {filters && <div className="mt-6">{filters}</div>}
      {connection && (
        <p role="status" className="mt-4 font-semibold text-ink">
          {t.count(connection.totalCount)}
        </p>
      )}
      <div className="mt-6">{body}</div>
    </div>
  );
}

/** The chosen entry while it loads (a skeleton), when it failed (with a retry) or is gone; else the entry itself. */
export function ChosenEntry<T>({ data, error, retry, failedText, notFoundText, children }: {
  data: T | undefined | null;
  error: unknown;
  retry: () => void;
  failedText: string;
  notFoundText: string;
  children: (data: T) => ReactNode;
}) {
  if (error && data === undefined) return <LoadError error={error} message={failedText} onRetry={retry} />;
  if (data === undefined) {
    return (
      <div role="status" className="rounded-2xl border border-line bg-card p-6">
        <span className="sr-only">{adminShell.loading}</span>
        <div aria-hidden="true">
          <Skeleton className="h-6 w-2/3 rounded-md" />
          <Skeleton className="mt-4 h-4 w-1/2 rounded" />
          <Skeleton className="mt-6 h-72 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  return data === null ? <EmptyState>{notFoundText}</EmptyState> : children(data);
}
