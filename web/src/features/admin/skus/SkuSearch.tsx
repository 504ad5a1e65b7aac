import { useId, useState, type FormEvent } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SearchIcon } from '../../../components/icons';
import { AdminFabricSkusDocument } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { useSessionExpiry } from '../shared/staff';
import { EmptyState, LoadError, LoadMoreButton, primaryButton } from '../shared/ui';
import { appendSkuPage, SKU_PAGE_SIZE } from './FabricOverview';
import { SkuCardList } from './SkuCard';

const t = adminSkus.search;

/**
 * SKU Search (SPEC §2, §5): by SKU, product id or manufacturer code, sent on Enter or with the button; a blank
 * or whitespace-only search clears the results without asking the server. Results show the manufacturer's and
 * supplier's codes and open in Detailed View.
 */
export function SkuSearch({ onOpen }: { onOpen: (internalSku: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  /** The term searched for; null: no search (nothing shown). */
  const [term, setTerm] = useState<string | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);

  const { data, error, networkStatus, fetchMore, refetch } = useQuery(AdminFabricSkusDocument, {
    variables: { search: term ?? '', first: SKU_PAGE_SIZE },
    skip: term === null,
    notifyOnNetworkStatusChange: true,
  });
  useSessionExpiry(error);
  const page = term === null ? undefined : data?.fabricSkus;
  const searching = term !== null && !page && !error;
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    setMoreFailed(false);
    setTerm(wanted === '' ? null : wanted);
  };

  const loadMore = async () => {
    if (!page) return;
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { after: page.pageInfo.endCursor }, updateQuery: appendSkuPage });
    } catch {
      setMoreFailed(true);
    }
  };

  let status = '';
  if (searching) status = t.searching;
  else if (page && term !== null) status = t.count(page.totalCount, term);

  return (
    <div>
      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-q`} className="font-medium">
          {t.label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-q`}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t.placeholder}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
            className="block min-h-11 w-full min-w-0 flex-1 rounded-xl border border-line bg-card px-4 py-2 text-base text-ink placeholder:text-ink-soft"
          />
          <button type="submit" className={primaryButton}>
            <SearchIcon size={18} />
            {t.submit}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t.prompt}
        </p>
      </form>

      <p aria-live="polite" aria-atomic="true" className="mt-5 min-h-6 font-medium text-ink-soft">
        {status}
      </p>

      {error && term !== null && (
        <div className="mt-3">
          <LoadError error={error} message={t.failed} onRetry={() => void refetch()} />
        </div>
      )}
      {page && page.nodes.length === 0 && (
        <div className="mt-3">
          <EmptyState>
            <h2 className="text-2xl font-semibold text-ink">{adminSkus.emptyTitle}</h2>
            <p className="mt-2">{adminSkus.emptyText}</p>
          </EmptyState>
        </div>
      )}
      {page && page.nodes.length > 0 && (
        <div className="mt-3">
          <SkuCardList skus={page.nodes} label={t.resultsLabel} withCodes onOpen={onOpen} />
          {moreFailed && (
            <p role="alert" className="mt-4 text-center font-medium text-danger">
              {t.failed}
            </p>
          )}
          {page.pageInfo.hasNextPage && <LoadMoreButton loading={fetchingMore} onClick={() => void loadMore()} />}
        </div>
      )}
    </div>
  );
}
