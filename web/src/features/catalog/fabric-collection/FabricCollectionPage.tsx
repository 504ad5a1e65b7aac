import { useCallback, useMemo, type ReactNode } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FabricCollectionFacetsDocument, FabricCollectionPageDocument, type FabricCollectionPageQuery } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { Skeleton, SkeletonCard } from '../../../components/Skeleton';
import { useDocumentTitle } from '../../../lib/page-head';
import { chipsOf, type Chip } from '../filtering/ActiveChips';
import { LoadError } from '../browse-shared/LoadError';
import { EmptyBox, LoadMoreButton, ResultsStatus } from '../filtering/Results';
import { CheckboxList, FilterGroup, FilterLayout, ResetButton, SortSelect } from '../filtering/FilterLayout';
import { colourHex } from '../filtering/colours';
import { slugify, toggle, useUrlState } from '../filtering/url-state';
import { FabricCard } from './FabricCard';
import {
  emptyFabricState,
  facetValues,
  parseFabricState,
  serializeFabricState,
  sortOrder,
  typeEnum,
  typeKeyOf,
  type FabricState,
  type Facets,
  type SortKey,
  type TypeKey,
} from './fabric-state';

const t = catalogListings.fabrics;

/** Fabrics per page; 'Meer laden' fetches the next page. */
export const FABRIC_PAGE_SIZE = 24;

const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'naam', label: t.sort.name },
  { value: 'prijsgroep', label: t.sort.priceGroup },
];

function appendPage(previous: FabricCollectionPageQuery, { fetchMoreResult }: { fetchMoreResult: FabricCollectionPageQuery }): FabricCollectionPageQuery {
  return {
    ...fetchMoreResult,
    fabricCollection: { ...fetchMoreResult.fabricCollection, nodes: [...previous.fabricCollection.nodes, ...fetchMoreResult.fabricCollection.nodes] },
  };
}

function facetLabel(slug: string, values: readonly string[] | undefined): string {
  return values?.find((value) => slugify(value) === slug) ?? slug;
}

function FabricFilters({ state, facets, onChange }: { state: FabricState; facets: Facets | undefined; onChange: (next: FabricState) => void }) {
  const isDefault = JSON.stringify(state) === JSON.stringify(emptyFabricState);
  return (
    <div className="space-y-6">
      <SortSelect value={state.sort} options={sortOptions} onChange={(sort) => onChange({ ...state, sort })} />
      {facets ? (
        <>
          <FilterGroup title={t.typeHeading}>
            <CheckboxList
              options={facets.fabricTypes.flatMap((type) => {
                const key = typeKeyOf(type);
                return key ? [{ value: key, label: t.types[type] ?? type }] : [];
              })}
              selected={state.types}
              onToggle={(type: TypeKey) => onChange({ ...state, types: toggle(state.types, type) })}
            />
          </FilterGroup>
          <FilterGroup title={t.priceGroupHeading}>
            <CheckboxList
              options={facets.priceGroups.map((group) => ({ value: group, label: t.priceGroup(group) }))}
              selected={state.groups}
              twoColumnsOnPhone
              onToggle={(group: number) => onChange({ ...state, groups: toggle(state.groups, group) })}
            />
          </FilterGroup>
          <FilterGroup title={t.colourHeading}>
            <CheckboxList
              options={facets.colors.map((colour) => ({ value: slugify(colour), label: colour, hex: colourHex[slugify(colour)] }))}
              selected={state.colours}
              twoColumnsOnPhone
              onToggle={(colour: string) => onChange({ ...state, colours: toggle(state.colours, colour) })}
            />
          </FilterGroup>
          <FilterGroup title={t.materialHeading}>
            <CheckboxList
              options={facets.materials.map((material) => ({ value: slugify(material), label: material }))}
              selected={state.materials}
              onToggle={(material: string) => onChange({ ...state, materials: toggle(state.materials, material) })}
            />
          </FilterGroup>
        </>
      ) : (
        <div aria-hidden="true" className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-6 rounded" />
          ))}
        </div>
      )}
      <div className="border-t border-line pt-5">
        <ResetButton label={t.resetAll} disabled={isDefault} onClick={() => onChange(emptyFabricState)} />
      </div>
    </div>
  );
}

/**
 * The fabric collection (SPEC §2 "Fabric collection"): fabrics filtered by type, price group, colour and
 * material (the values offered come from the data) and sorted by the server; the filters live in the URL.
 */
export default function FabricCollectionPage() {
  useDocumentTitle(t.title);
  const facetsQuery = useQuery(FabricCollectionFacetsDocument);
  const facets = facetsQuery.data?.fabricCollectionFacets;
  const parse = useCallback((params: URLSearchParams) => parseFabricState(params, facets), [facets]);
  const [state, setState] = useUrlState<FabricState>(parse, serializeFabricState);

  // Colour and material slugs are only known once the facets are: until then, such a page waits for them.
  const waitForFacets = !facets && (state.colours.length > 0 || state.materials.length > 0);
  const variables = useMemo(
    () => ({
      fabricTypes: state.types.map((type) => typeEnum[type]),
      priceGroups: state.groups,
      colors: facets ? facetValues(state.colours, facets.colors) : [],
      materials: facets ? facetValues(state.materials, facets.materials) : [],
      sort: sortOrder[state.sort],
      first: FABRIC_PAGE_SIZE,
    }),
    [state, facets],
  );
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(FabricCollectionPageDocument, {
    variables,
    skip: waitForFacets,
    notifyOnNetworkStatusChange: true,
  });
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const failed = error ?? (waitForFacets ? facetsQuery.error : undefined);
  const loading = !failed && (!data || (networkStatus < NetworkStatus.ready && !fetchingMore));
  const page = data?.fabricCollection;

  const chips: Chip[] = [
    ...chipsOf('type', state.types, (type) => t.types[typeEnum[type]]!, (types) => setState({ ...state, types })),
    ...chipsOf('prijsgroep', state.groups, t.priceGroup, (groups) => setState({ ...state, groups })),
    ...chipsOf('kleur', state.colours, (slug) => facetLabel(slug, facets?.colors), (colours) => setState({ ...state, colours })),
    ...chipsOf('materiaal', state.materials, (slug) => facetLabel(slug, facets?.materials), (materials) => setState({ ...state, materials })),
  ];

  let results: ReactNode;
  if (failed) {
    results = <LoadError message={catalogListings.filters.loadError} onRetry={() => void (facetsQuery.error ? facetsQuery.refetch() : refetch())} />;
  } else if (loading || !page) {
    results = (
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonCard key={i} imageClassName="aspect-square" />
        ))}
      </ul>
    );
  } else if (page.nodes.length === 0) {
    results = (
      <EmptyBox resetLabel={t.resetAll} onReset={() => setState(emptyFabricState)}>
        <h2 className="text-2xl font-semibold">{t.emptyTitle}</h2>
        <p className="mt-2 text-ink-soft">{t.emptyText}</p>
      </EmptyBox>
    );
  } else {
    results = (
      <>
        <ul aria-label={t.resultsLabel} className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-4">
          {page.nodes.map((fabric, index) => (
            <FabricCard key={fabric.id} fabric={fabric} eager={index < 6} />
          ))}
        </ul>
        {page.pageInfo.hasNextPage && (
          <LoadMoreButton loading={fetchingMore} onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor }, updateQuery: appendPage })} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-8 lg:py-14">
      <header className="max-w-3xl">
        <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t.intro}</p>
      </header>
      <div className="mt-8 lg:mt-10">
        <FilterLayout sidebar={<FabricFilters state={state} facets={facets} onChange={setState} />}>
          <ResultsStatus chips={chips} text={loading ? t.loading : page ? t.count(page.totalCount) : ''} />
          {results}
        </FilterLayout>
      </div>
    </div>
  );
}
