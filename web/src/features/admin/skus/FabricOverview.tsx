import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminFabricSkusDocument, type AdminFabricSkusQuery } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { useSessionExpiry } from '../shared/staff';
import { EmptyState, LoadError } from '../shared/ui';
import { SkuCardList } from './SkuCard';

const t = adminSkus;

/** The largest page the API gives; the overview asks page after page until it has every SKU. */
export const SKU_PAGE_SIZE = 100;

/** The next page after the ones already there (a SKU already present is not added twice). */
export function appendSkuPage(previous: AdminFabricSkusQuery, { fetchMoreResult }: { fetchMoreResult: AdminFabricSkusQuery }): AdminFabricSkusQuery {
  const known = new Set(previous.fabricSkus.nodes.map((node) => node.internalSku));
  return {
    ...fetchMoreResult,
    fabricSkus: {
      ...fetchMoreResult.fabricSkus,
      nodes: [...previous.fabricSkus.nodes, ...fetchMoreResult.fabricSkus.nodes.filter((node) => !known.has(node.internalSku))],
    },
  };
}

/** Every fabric SKU: the first page, then the next ones by cursor until the last. */
function useAllFabricSkus() {
  const { data, error, fetchMore, refetch } = useQuery(AdminFabricSkusDocument, { variables: { first: SKU_PAGE_SIZE } });
  const [moreError, setMoreError] = useState<unknown>(null);
  const requested = useRef(new Set<string>());
  const page = data?.fabricSkus;
  const cursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;

  useEffect(() => {
    if (!cursor || moreError || requested.current.has(cursor)) return;
    requested.current.add(cursor);
    fetchMore({ variables: { after: cursor }, updateQuery: appendSkuPage }).catch((failure: unknown) => setMoreError(failure ?? new Error('fetchMore')));
  }, [cursor, moreError, fetchMore]);

  const failed = error ?? moreError ?? null;
  const retry = useCallback(() => {
    requested.current.clear();
    setMoreError(null);
    if (error) void refetch();
  }, [error, refetch]);

  return { skus: page && !page.pageInfo.hasNextPage ? page.nodes : null, totalCount: page?.totalCount ?? null, failed, retry };
}

/**
 * Fabric Overview (SPEC §2): every SKU as a card; a card opens the SKU in Detailed View. Shows 'Loading
 * fabric SKU database...' until all pages are in, and says so when loading fails.
 */
export function FabricOverview({ onOpen }: { onOpen: (internalSku: string) => void }) {
  const { skus, totalCount, failed, retry } = useAllFabricSkus();
  useSessionExpiry(failed);

  if (failed) return <LoadError error={failed} message={t.loadFailed} onRetry={retry} />;
  if (!skus) {
    return (
      <p role="status" className="py-6 text-ink-soft">
        {t.loading}
      </p>
    );
  }
  if (skus.length === 0) {
    return (
      <EmptyState>
        <h2 className="text-2xl font-semibold text-ink">{t.emptyTitle}</h2>
        <p className="mt-2">{t.emptyText}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mb-4 font-medium text-ink-soft">{t.count(totalCount ?? skus.length)}</p>
      <SkuCardList skus={skus} label={t.overviewLabel} onOpen={onOpen} />
    </>
  );
}
