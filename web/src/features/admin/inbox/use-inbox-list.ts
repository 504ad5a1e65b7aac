import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { endSessionIfExpired, useSessionExpiry } from '../shared/staff';

/** Entries per page; 'Meer laden' asks for the next one. */
export const INBOX_PAGE_SIZE = 20;

export interface InboxConnection<N> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: readonly { cursor: string; node: N }[];
}

type PageVariables = { first: number; after?: string | null };
type NodeOf<C> = C extends InboxConnection<infer N> ? N : never;

/**
 * One staff list over a cursor connection (`key` is its root field, `filters` its other arguments): the first page, 'Meer laden' with
 * `after: endCursor` appended below, and focus management: after a page is added, focus goes to its first
 * entry; after an entry leaves the list, to the entry now in its place (or the one before, or `fallback`).
 * A list item's entry is the element with `data-entry` inside the list (`listRef`).
 */
export function useInboxList<TData, K extends keyof TData, F extends object = object>(document: TypedDocumentNode<TData, PageVariables & Partial<F>>, key: K, filters?: F) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(document, {
    variables: { first: INBOX_PAGE_SIZE, ...filters } as PageVariables & Partial<F>,
    notifyOnNetworkStatusChange: true,
  });
  useSessionExpiry(error);
  const client = useApolloClient();
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const connection = data?.[key] as InboxConnection<NodeOf<TData[K]>> | undefined;
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;

  const listRef = useRef<HTMLOListElement>(null);
  const count = connection?.edges.length ?? 0;
  // Where focus goes once the list has `count` entries: the entry at `index` (or the last one), else `fallback`.
  const [pendingFocus, setPendingFocus] = useState<{ index: number; count: number; fallback: HTMLElement | null } | null>(null);

  useEffect(() => {
    if (!pendingFocus || pendingFocus.count !== count) return;
    const entries = listRef.current?.querySelectorAll<HTMLElement>('[data-entry]') ?? [];
    const target = entries[Math.min(pendingFocus.index, entries.length - 1)] ?? pendingFocus.fallback;
    target?.focus();
    setPendingFocus(null);
  }, [pendingFocus, count]);

  const loadMore = useCallback(async () => {
    if (!connection?.pageInfo.hasNextPage || fetchingMore) return;
    const before = connection.edges.length;
    setLoadMoreFailed(false);
    // The page is appended below the entries already shown.
    const appendPage = (previous: TData, { fetchMoreResult }: { fetchMoreResult: TData }): TData => {
      const old = previous[key] as InboxConnection<unknown>;
      const next = fetchMoreResult[key] as InboxConnection<unknown>;
      return { ...fetchMoreResult, [key]: { ...next, edges: [...old.edges, ...next.edges] } };
    };
    let result;
    try {
      result = await fetchMore({ variables: { after: connection.pageInfo.endCursor } as Partial<PageVariables & Partial<F>>, updateQuery: appendPage });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setLoadMoreFailed(true);
      return;
    }
    const added = (result.data?.[key] as InboxConnection<unknown> | undefined)?.edges.length ?? 0;
    if (added > 0) setPendingFocus({ index: before, count: before + added, fallback: null });
  }, [client, connection, fetchMore, fetchingMore, key]);

  /** Call after the entry at `index` left the list: focus moves to the entry now in its place, else `fallback`. */
  const focusAfterRemoval = useCallback(
    (index: number, fallback: HTMLElement | null) => setPendingFocus({ index, count: count - 1, fallback }),
    [count],
  );

  return {
    connection,
    error,
    /** The first page is on its way (not 'Meer laden'). */
    loading: !connection && !error,
    fetchingMore,
    /** The last 'Meer laden' failed (the entries shown stay). */
    loadMoreFailed,
    loadMore,
    retry: () => void refetch(),
    listRef,
    focusAfterRemoval,
  };
}
