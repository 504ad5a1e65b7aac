import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ListingProductsDocument, ListingShopDocument, type ListingCardProductFragment, type ListingProductsQuery, type ProductListing } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { SkeletonCard } from '../../../components/Skeleton';
import { useDocumentTitle } from '../../../lib/page-head';
import { chipsOf, type Chip } from '../filtering/ActiveChips';
import { FilterLayout } from '../filtering/FilterLayout';
import { LoadError } from '../browse-shared/LoadError';
import { EmptyBox, LoadMoreButton, ResultsStatus } from '../filtering/Results';
import { useBriefIndicator } from '../filtering/use-brief-indicator';
import { useUrlState } from '../filtering/url-state';
import { ListingBenefits } from './ListingBenefits';
import { ListingCard, type CardTarget } from './ListingCard';
import { ListingFilters, levelLabel } from './ListingFilters';
import {
  colourName,
  emptyListingState,
  levelTransparency,
  parseListingState,
  serializeListingState,
  sortOrder,
  type ListingState,
} from './listing-state';
import { RedesignDialog } from './RedesignDialog';

const t = catalogListings.listing;

/** Products per page; 'Meer laden' fetches the next page. */
export const LISTING_PAGE_SIZE = 24;

/** What differs between the light-filtering and the blackout listing. */
export interface ListingConfig {
  listing: Extract<ProductListing, 'LICHTDOORLATEND' | 'VERDUISTEREND'>;
  title: string;
  /** The page's heading block (h1 and its text). */
  header: ReactNode;
  /** The blackout level filter. */
  withLevels: boolean;
  /** Where a card leads. */
  target: (product: ListingCardProductFragment) => CardTarget;
  /** A badge on the card's image, e.g. '100% Verduisterend'. */
  badge: (product: ListingCardProductFragment) => string | null;
  /** 'Gratis advies aanvragen' (to /contact) under the benefits. */
  advice: boolean;
}

function SkeletonCards() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </ul>
  );
}

/** Appends the next page to the current one (the cache keeps one list per filter combination). */
function appendPage(previous: ListingProductsQuery, { fetchMoreResult }: { fetchMoreResult: ListingProductsQuery }): ListingProductsQuery {
  return {
    ...fetchMoreResult,
    products: { ...fetchMoreResult.products, nodes: [...previous.products.nodes, ...fetchMoreResult.products.nodes] },
  };
}

/**
 * A product listing (SPEC §2 "Light-filtering listing", "Blackout listing"): published products of one
 * listing, filtered by colour (and blackout level) and sorted by the server; the filters live in the URL.
 */
export function ListingPage({ config }: { config: ListingConfig }) {
  useDocumentTitle(config.title);
  const { withLevels, listing } = config;
  const parse = useCallback((params: URLSearchParams) => parseListingState(params, withLevels), [withLevels]);
  const [state, setState, canonical] = useUrlState<ListingState>(parse, serializeListingState);

  const variables = useMemo(
    () => ({
      listing,
      colors: state.colours.map(colourName),
      transparencies: state.levels.map((level) => levelTransparency[level]),
      sort: sortOrder[state.sort],
      first: LISTING_PAGE_SIZE,
    }),
    [listing, state],
  );
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(ListingProductsDocument, { variables, notifyOnNetworkStatusChange: true });
  const { data: shopData } = useQuery(ListingShopDocument);

  const brief = useBriefIndicator(canonical);
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const loading = brief || (!data && !error) || (networkStatus < NetworkStatus.ready && !fetchingMore);
  const products = data?.products;

  const [dialogFor, setDialogFor] = useState<string | null>(null);

  const chips: Chip[] = [
    ...chipsOf('niveau', state.levels, levelLabel, (levels) => setState({ ...state, levels })),
    ...chipsOf('kleur', state.colours, colourName, (colours) => setState({ ...state, colours })),
  ];
  const filtered = canonical !== '';

  let results: ReactNode;
  if (loading) {
    results = <SkeletonCards />;
  } else if (error || !products) {
    results = <LoadError message={catalogListings.filters.loadError} onRetry={() => void refetch()} />;
  } else if (products.nodes.length === 0) {
    results = (
      <EmptyBox resetLabel={t.emptyReset} onReset={filtered ? () => setState(emptyListingState) : null}>
        <p className="text-lg">{t.empty}</p>
      </EmptyBox>
    );
  } else {
    results = (
      <>
        <ul aria-label={t.resultsLabel} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {products.nodes.map((product, index) => (
            <ListingCard
              key={product.id}
              product={product}
              target={config.target(product)}
              badge={config.badge(product)}
              onOpenDialog={setDialogFor}
              eager={index < 3}
            />
          ))}
        </ul>
        {products.pageInfo.hasNextPage && (
          <LoadMoreButton
            loading={fetchingMore}
            onClick={() => void fetchMore({ variables: { after: products.pageInfo.endCursor }, updateQuery: appendPage })}
          />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-8 lg:py-14">
      {config.header}
      <div className="mt-8 lg:mt-10">
        <FilterLayout sidebar={<ListingFilters state={state} withLevels={withLevels} onChange={setState} />}>
          <ResultsStatus chips={chips} text={loading ? t.loading : products ? t.count(products.totalCount) : ''} />
          {results}
        </FilterLayout>
      </div>
      <ListingBenefits shop={shopData?.shop} advice={config.advice} />
      <RedesignDialog productName={dialogFor} onClose={() => setDialogFor(null)} />
    </div>
  );
}
