/**
 * What the fabric collection's URL holds (SPEC §2, §9):
 *   ?type=verduisterend&prijsgroep=2&kleur=grijs&materiaal=polyester-met-acrylcoating&sorteer=prijsgroep
 * Colours and materials are the facets' values as readable slugs. Values the collection does not know are
 * ignored; until the facets have loaded, colour and material slugs are kept as given.
 */
import type { FabricCollectionFacetsQuery, FabricCollectionSort, FabricType } from '../../../gql/catalog';
import { appendList, readList, readOne, slugify } from '../filtering/url-state';

export type Facets = FabricCollectionFacetsQuery['fabricCollectionFacets'];

/** The fabric types of the collection (SPEC §3), as the URL writes them. */
export const typeKeys = ['lichtdoorlatend', 'verduisterend', 'screen'] as const;
export type TypeKey = (typeof typeKeys)[number];
export const typeEnum: Record<TypeKey, FabricType> = { lichtdoorlatend: 'LICHTDOORLATEND', verduisterend: 'VERDUISTEREND', screen: 'SCREEN' };
export const typeKeyOf = (type: FabricType): TypeKey | undefined => typeKeys.find((key) => typeEnum[key] === type);

/** Price groups run from 1 to 8 (SPEC §3). */
export const PRICE_GROUP_MIN = 1;
export const PRICE_GROUP_MAX = 8;

export const sortKeys = ['naam', 'prijsgroep'] as const;
export type SortKey = (typeof sortKeys)[number];
export const sortOrder: Record<SortKey, FabricCollectionSort> = { naam: 'NAME', prijsgroep: 'PRICE_GROUP' };

export interface FabricState {
  types: TypeKey[];
  groups: number[];
  /** Slugs of facet colours, e.g. "grijs". */
  colours: string[];
  /** Slugs of facet materials, e.g. "polyester-met-acrylcoating". */
  materials: string[];
  sort: SortKey;
}

export const emptyFabricState: FabricState = { types: [], groups: [], colours: [], materials: [], sort: 'naam' };

export const PARAM = { type: 'type', group: 'prijsgroep', colour: 'kleur', material: 'materiaal', sort: 'sorteer' } as const;

/** The slugs of `given` that name one of `values` (in the facets' order), or all of them while `values` is unknown. */
function knownSlugs(given: string[], values: readonly string[] | undefined): string[] {
  const wanted = [...new Set(given.map((value) => slugify(value)).filter(Boolean))];
  if (!values) return wanted;
  return values.map(slugify).filter((slug, index, all) => wanted.includes(slug) && all.indexOf(slug) === index);
}

export function parseFabricState(params: URLSearchParams, facets: Facets | undefined): FabricState {
  const groups = new Set(
    params
      .getAll(PARAM.group)
      .map((value) => Number(value))
      .filter((n) => Number.isInteger(n) && n >= PRICE_GROUP_MIN && n <= PRICE_GROUP_MAX),
  );
  return {
    types: readList(params, PARAM.type, typeKeys),
    groups: [...groups].sort((a, b) => a - b),
    colours: knownSlugs(params.getAll(PARAM.colour), facets?.colors),
    materials: knownSlugs(params.getAll(PARAM.material), facets?.materials),
    sort: readOne(params, PARAM.sort, sortKeys, 'naam'),
  };
}

export function serializeFabricState(state: FabricState): URLSearchParams {
  const params = new URLSearchParams();
  appendList(params, PARAM.type, typeKeys.filter((key) => state.types.includes(key)));
  appendList(params, PARAM.group, [...state.groups].sort((a, b) => a - b).map(String));
  appendList(params, PARAM.colour, state.colours);
  appendList(params, PARAM.material, state.materials);
  if (state.sort !== 'naam') params.set(PARAM.sort, state.sort);
  return params;
}

/** The facet values a list of slugs names (for the query). */
export function facetValues(slugs: readonly string[], values: readonly string[]): string[] {
  return values.filter((value) => slugs.includes(slugify(value)));
}
