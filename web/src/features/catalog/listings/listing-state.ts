/**
 * What a listing's URL holds (SPEC §2, §9) and how it maps to the products query:
 *   ?kleur=wit&kleur=grijs&niveau=blackout&sorteer=prijs-oplopend
 * Values the page does not know are ignored; the sort is left out while it is the default (popularity).
 */
import type { ProductSort, Transparency } from '../../../gql/catalog';
import { listingColours } from '../../../i18n/catalog-listings';
import { appendList, readList, readOne } from '../filtering/url-state';

export type ColourKey = (typeof listingColours)[number]['key'];
export const colourKeys: readonly ColourKey[] = listingColours.map((colour) => colour.key);

export const levelKeys = ['blackout', 'semi-blackout', 'dimout'] as const;
export type LevelKey = (typeof levelKeys)[number];
export const levelTransparency: Record<LevelKey, Transparency> = {
  blackout: 'BLACKOUT',
  'semi-blackout': 'SEMI_BLACKOUT',
  dimout: 'DIMOUT',
};

export const sortKeys = ['populariteit', 'prijs-oplopend', 'prijs-aflopend'] as const;
export type SortKey = (typeof sortKeys)[number];
export const sortOrder: Record<SortKey, ProductSort> = {
  populariteit: 'POPULARITY',
  'prijs-oplopend': 'PRICE_ASC',
  'prijs-aflopend': 'PRICE_DESC',
};

export interface ListingState {
  colours: ColourKey[];
  levels: LevelKey[];
  sort: SortKey;
}

export const emptyListingState: ListingState = { colours: [], levels: [], sort: 'populariteit' };

export const PARAM = { colour: 'kleur', level: 'niveau', sort: 'sorteer' } as const;

/** Reads a listing's state; `withLevels` is false on the light-filtering listing (it has no level filter). */
export function parseListingState(params: URLSearchParams, withLevels: boolean): ListingState {
  return {
    colours: readList(params, PARAM.colour, colourKeys),
    levels: withLevels ? readList(params, PARAM.level, levelKeys) : [],
    sort: readOne(params, PARAM.sort, sortKeys, 'populariteit'),
  };
}

export function serializeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  appendList(params, PARAM.colour, colourKeys.filter((key) => state.colours.includes(key)));
  appendList(params, PARAM.level, levelKeys.filter((key) => state.levels.includes(key)));
  if (state.sort !== 'populariteit') params.set(PARAM.sort, state.sort);
  return params;
}

export function colourName(key: ColourKey): string {
  return listingColours.find((colour) => colour.key === key)!.name;
}

/** Path segment for a colour name in a product URL: lowercased ("Wit" -> "wit"), spaces as hyphens. */
export function colourSegment(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
