import type { FabricType, ProductControl } from '../../../gql/catalog';

/**
 * The Dutch overview's filter chips (SPEC §2) and what each asks the server for. SPEC §3: 'verduisterend'
 * is blackout, every other fabric type light-filtering. The chosen chip lives in the URL (?filter=...).
 */
export const OVERVIEW_FILTERS = {
  lichtdoorlatend: { fabricTypes: ['LICHTDOORLATEND', 'SEMI_TRANSPARANT', 'SCREEN'] },
  verduisterend: { fabricTypes: ['VERDUISTEREND'] },
  ketting: { controls: ['CHAIN'] },
  motor: { controls: ['MOTOR'] },
} as const satisfies Record<string, { fabricTypes?: readonly FabricType[]; controls?: readonly ProductControl[] }>;

export type OverviewFilter = keyof typeof OVERVIEW_FILTERS;

/** The URL parameter that holds the chosen chip. */
export const FILTER_PARAM = 'filter';

/** The chip a URL value names, or null (all roller blinds) for none or an unknown value. */
export function parseOverviewFilter(value: string | null): OverviewFilter | null {
  return value !== null && Object.hasOwn(OVERVIEW_FILTERS, value) ? (value as OverviewFilter) : null;
}

/** The query variables of a chip: the fabric types or the controls it filters on. */
export function overviewFilterVariables(filter: OverviewFilter | null): {
  fabricTypes: FabricType[] | null;
  controls: ProductControl[] | null;
} {
  const rule: { fabricTypes?: readonly FabricType[]; controls?: readonly ProductControl[] } = filter ? OVERVIEW_FILTERS[filter] : {};
  return { fabricTypes: rule.fabricTypes ? [...rule.fabricTypes] : null, controls: rule.controls ? [...rule.controls] : null };
}

/** The same rule applied to a fallback card (when the API has no overview products at all). */
export function matchesOverviewFilter(
  card: { fabricType: FabricType; controls: readonly ProductControl[] },
  filter: OverviewFilter | null,
): boolean {
  const { fabricTypes, controls } = overviewFilterVariables(filter);
  return (!fabricTypes || fabricTypes.includes(card.fabricType)) && (!controls || controls.some((c) => card.controls.includes(c)));
}
