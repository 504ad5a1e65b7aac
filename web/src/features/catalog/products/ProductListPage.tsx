import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SkeletonCard } from '../../../components/Skeleton';
import { ProductListPageDocument } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { useDocumentTitle } from '../../../lib/page-head';
import { LoadError } from '../browse-shared/LoadError';
import { ProductCard } from './ProductCard';

const t = catalogBrowse.productList;

/** Products per page; "Meer laden" fetches the next page after the last cursor. */
export const PRODUCT_PAGE_SIZE = 24;

/**
 * Below md (768 px) the cards sit in a horizontal scroller, each at most 280 px wide (SPEC §9 "mobile scroller
 * cards up to 280 px"); from md a grid, three columns from lg (the 1024 px wide-screen threshold).
 */
const listClass =
  '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pt-1 pb-4 md:mx-0 md:grid md:snap-none md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 lg:grid-cols-3';
const itemClass = 'w-[min(280px,80vw)] shrink-0 snap-start md:w-auto';

/** SPEC §2: 4 skeleton cards in the phone's scroller, 6 in the grid. */
function ProductListSkeleton() {
  return (
    <ul className={listClass} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <SkeletonCard key={i} className={`${itemClass} ${i >= 4 ? 'hidden md:flex' : ''}`} />
      ))}
    </ul>
  );
}

/**
 * /products (SPEC §2 Product list): all products, a category (?category=rolgordijnen) or search results
 * (?search=term), searched and filtered by the server; the count is the server's total.
 */
export default function ProductListPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() || null;
  const category = params.get('category')?.trim() || null;
  const title = search ? t.searchTitle(search) : category ? t.categoryTitle(category) : t.allTitle;
  useDocumentTitle(title);

  const { data, loading, error, fetchMore, refetch } = useQuery(ProductListPageDocument, {
    variables: { category, search, first: PRODUCT_PAGE_SIZE },
  });
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  const products = data?.products;
  const nodes = products?.nodes ?? [];

  // After "Meer laden", move focus to the first new card, so keyboard users continue where the list grew.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || nodes.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[index]?.focus();
  }, [nodes.length]);

  const loadMore = async () => {
    if (!products?.pageInfo.endCursor) return;
    setMoreState('loading');
    focusIndex.current = nodes.length;
    try {
      await fetchMore({
        variables: { after: products.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          products: {
            ...fetchMoreResult.products,
            nodes: [...previous.products.nodes, ...fetchMoreResult.products.nodes],
          },
        }),
      });
      setMoreState('idle');
    } catch {
      focusIndex.current = null;
      setMoreState('failed');
    }
  };

  const count = products ? (search ? t.searchCount(products.totalCount) : t.count(products.totalCount)) : null;

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-8 md:py-14">
      <h1 className="text-3xl font-semibold break-words md:text-4xl">{title}</h1>
      <p role="status" className="mt-2 min-h-6 text-ink-soft">
        {loading && !products ? <span className="sr-only">{catalogBrowse.common.loading}</span> : count}
      </p>

      <div className="mt-8">
        {error && !products ? (
          <LoadError onRetry={() => void refetch().catch(() => undefined)} />
        ) : !products ? (
          <ProductListSkeleton />
        ) : nodes.length === 0 ? (
          <div className="rounded-2xl border border-line bg-card p-8 text-center">
            <p className="text-xl font-semibold">{t.empty}</p>
            {(search || category) && (
              <>
                <p className="mt-2 text-ink-soft">{t.emptyHint}</p>
                <Link
                  to="/products"
                  className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover"
                >
                  {t.showAll}
                </Link>
              </>
            )}
          </div>
        ) : (
          <ul ref={listRef} aria-label={t.listLabel} className={listClass}>
            {nodes.map((product, i) => (
              <ProductCard key={product.id} product={product} eager={i < 3} className={itemClass} />
            ))}
          </ul>
        )}
      </div>

      {products && products.pageInfo.hasNextPage && (
        <div className="mt-8 flex flex-col items-center gap-3">
          <p className="text-sm text-ink-soft">{t.shownOf(nodes.length, products.totalCount)}</p>
          {moreState === 'failed' && (
            <p role="alert" className="text-danger">
              {catalogBrowse.common.loadError}
            </p>
          )}
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={moreState === 'loading'}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-accent bg-card px-6 font-semibold text-accent hover:bg-sand disabled:cursor-wait"
          >
            {moreState === 'loading' ? t.loadingMore : t.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
