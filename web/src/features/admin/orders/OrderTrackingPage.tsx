import { useEffect, useId, useRef, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { AdminOrdersBrandDocument, AdminOrdersDocument, type AdminOrdersQuery, type OrderStatus } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { OrderCard } from './OrderCard';
import { useSessionExpiry, useStaffCan } from '../shared/staff';
import { EmptyState, LoadError, LoadMoreButton } from '../shared/ui';
import { fieldClass } from './styles';

const t = adminOrders;

/** Orders per page; 'Meer laden' fetches the next one. */
export const ORDER_PAGE_SIZE = 20;
/** The search goes to the server this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The filter options: all, then SPEC §2's five statuses in their order, then cancelled. */
const STATUS_OPTIONS: OrderStatus[] = ['NEW', 'PROCESSING', 'PRODUCTION', 'SHIPPED', 'COMPLETED', 'CANCELLED'];

/** The status in the URL (?status=processing), or null for all. */
function readStatus(value: string | null): OrderStatus | null {
  const wanted = value?.trim().toUpperCase();
  return STATUS_OPTIONS.find((status) => status === wanted) ?? null;
}

function appendPage(previous: AdminOrdersQuery, { fetchMoreResult }: { fetchMoreResult: AdminOrdersQuery }): AdminOrdersQuery {
  return { ...fetchMoreResult, orders: { ...fetchMoreResult.orders, edges: [...previous.orders.edges, ...fetchMoreResult.orders.edges] } };
}

/** The page's title, also the tab's: '{product} Beheer – Bestellingen volgen'. */
function useTitle(): string {
  const brand = useQuery(AdminOrdersBrandDocument).data?.shop.brand.name;
  const title = brand ? t.title(brand) : t.titleFallback;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/** 'Aandacht nodig' in the URL: ?aandacht=ja. */
const ATTENTION_PARAM = 'aandacht';
const ATTENTION_ON = 'ja';

/**
 * The search, the status filter and 'Aandacht nodig' live in the URL (?zoek=...&status=...&aandacht=ja), so a
 * reload or a shared link keeps them. The search field writes to the URL 300 ms after the last keystroke (replacing the entry, so Back
 * does not step through every letter); a new URL (Back, a link) fills the field again.
 */
function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('zoek') ?? '').trim();
  const status = readStatus(params.get('status'));
  const attention = params.get(ATTENTION_PARAM) === ATTENTION_ON;
  const [draft, setDraft] = useState(params.get('zoek') ?? '');
  const written = useRef(search);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setDraft(search);
  }, [search]);

  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      written.current = wanted;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('zoek', wanted);
          else next.delete('zoek');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);

  /** Sets one filter of the URL (null: left out), keeping the others. */
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      return updated;
    });
  const setStatus = (next: OrderStatus | null) => setParam('status', next?.toLowerCase() ?? null);
  const setAttention = (on: boolean) => setParam(ATTENTION_PARAM, on ? ATTENTION_ON : null);

  return { search, status, attention, draft, setDraft, setStatus, setAttention };
}

/**
 * Order tracking for the staff (SPEC §2 "Admin order tracking"): search (customer name, order id, fabric
 * code, manufacturer code), a status filter and 'Aandacht nodig' (only orders that need a person), all done by the
 * server, the number found, and the orders newest first, 20 at a time.
 */
export default function OrderTrackingPage() {
  const title = useTitle();
  const { search, status, attention, draft, setDraft, setStatus, setAttention } = useOrderFilters();
  const searchId = useId();
  const [moreFailed, setMoreFailed] = useState(false);
  // The fabricator export and the supplier's data are for the roles that make the blinds; the others do not ask.
  const production = useStaffCan('Order.exportCsvUrl');

  const { data, error, networkStatus, fetchMore, refetch } = useQuery(AdminOrdersDocument, {
    variables: { production, search: search || undefined, status: status ?? undefined, attention: attention || undefined, first: ORDER_PAGE_SIZE },
    // Orders change while staff are elsewhere (new orders, other staff): coming to the screen asks the server
    // again. A new filter reads the cache first (a 'cache-and-network' there restarts the router's
    // transition to the new URL without end); status changes update the cards from the cache.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  useSessionExpiry(error);
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const page = data?.orders;
  const loading = !page && !error;

  const loadMore = async () => {
    if (!page) return;
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { after: page.pageInfo.endCursor }, updateQuery: appendPage });
    } catch {
      setMoreFailed(true);
    }
  };

  let statusText = '';
  if (loading) statusText = t.loading;
  else if (page) statusText = t.count(page.totalCount);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8 md:py-10">
      <h1 className="text-3xl leading-tight font-semibold md:text-4xl">{title}</h1>

      <form role="search" aria-label={t.filters.label} onSubmit={(event) => event.preventDefault()} className="mt-6 grid gap-4 rounded-2xl border border-line bg-card p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:p-5">
        <div>
          <label htmlFor={`${searchId}-search`} className="font-medium">
            {t.filters.search}
          </label>
          <input
            id={`${searchId}-search`}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t.filters.searchPlaceholder}
            aria-describedby={`${searchId}-hint`}
            autoComplete="off"
            spellCheck={false}
            className={fieldClass}
          />
          <p id={`${searchId}-hint`} className="mt-1 text-sm text-ink-soft">
            {t.filters.searchHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${searchId}-status`} className="font-medium">
            {t.filters.status}
          </label>
          <select
            id={`${searchId}-status`}
            value={status?.toLowerCase() ?? ''}
            onChange={(event) => setStatus(readStatus(event.target.value))}
            className={fieldClass}
          >
            <option value="">{t.filters.all}</option>
            {STATUS_OPTIONS.map((option) => (
              <option key={option} value={option.toLowerCase()}>
                {t.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="md:pt-7">
          <label
            htmlFor={`${searchId}-attention`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-card px-4 py-2 font-medium has-checked:border-2 has-checked:border-danger has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <input
              id={`${searchId}-attention`}
              type="checkbox"
              checked={attention}
              onChange={(event) => setAttention(event.target.checked)}
              aria-describedby={`${searchId}-attention-hint`}
              className="size-5 shrink-0 accent-[var(--color-accent)] focus-visible:outline-none"
            />
            {t.filters.attention}
          </label>
          <p id={`${searchId}-attention-hint`} className="mt-1 text-sm text-ink-soft">
            {t.filters.attentionHint}
          </p>
        </div>
      </form>

      <p aria-live="polite" aria-atomic="true" className="mt-6 min-h-8">
        {statusText && (
          <span className={page ? 'inline-flex rounded-full bg-sand px-3 py-1 font-semibold' : 'text-ink-soft'}>{statusText}</span>
        )}
      </p>

      {error && !page && (
        <div className="mt-4">
          <LoadError error={error} message={t.loadError} onRetry={() => void refetch()} />
        </div>
      )}

      {page && page.edges.length === 0 && (
        <div className="mt-4">
          <EmptyState>
            <h2 className="text-2xl font-semibold text-ink">{t.emptyTitle}</h2>
            <p className="mt-2">{t.emptyText}</p>
          </EmptyState>
        </div>
      )}

      {page && page.edges.length > 0 && (
        <>
          <ul aria-label={t.listLabel} className="mt-4 space-y-5">
            {page.edges.map(({ node }) => (
              <li key={node.id}>
                <OrderCard order={node} />
              </li>
            ))}
          </ul>
          {moreFailed && (
            <p role="alert" className="mt-4 text-center font-medium text-danger">
              {t.loadMoreError}
            </p>
          )}
          {page.pageInfo.hasNextPage && <LoadMoreButton loading={fetchingMore} onClick={() => void loadMore()} />}
        </>
      )}
    </div>
  );
}
