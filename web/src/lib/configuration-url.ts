/**
 * A configuration in a URL, so a shopper can share it, reload it or come back to it (issue 10), and the cart's
 * 'Wijzigen' can reopen a line's configurator with its choices:
 *
 *   /product/verduisterend-wit?breedte=150&hoogte=180&montagehoogte=230&mounting=inside-recess&accessories=side-guides&accessories=spacer-brackets
 *
 * Sizes under Dutch names, each option group under its own key (a MULTIPLE group repeated), `kleur` for a product
 * colour by name (a fabric of the collection opens its product so: /product/blackout-grey-roller-blind?kleur=Grijs),
 * and `regel` for the cart line being changed. Reading takes what is written; the configurator drops what its rules do not know.
 */
import { TEXT_OPTION_MAX_LENGTH } from '@lumina/schema';

export interface UrlConfiguration {
  width: number | null;
  height: number | null;
  mountingHeight: number | null;
  /** Option group key -> values as written (one for SINGLE and TEXT groups). */
  options: Record<string, string[]>;
  /** A product colour by name, e.g. "Grijs"; the configurator chooses its colour group's choice that means it. */
  colour: string | null;
  /** The cart line a 'Wijzigen' link came from. */
  lineId: string | null;
}

export const CONFIGURATION_PARAMS = { width: 'breedte', height: 'hoogte', mountingHeight: 'montagehoogte', colour: 'kleur', lineId: 'regel' } as const;
const RESERVED = new Set<string>(Object.values(CONFIGURATION_PARAMS));

function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text.trim())) return null;
  return Number(text.trim());
}

export function readConfiguration(params: URLSearchParams): UrlConfiguration {
  const options: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key) || value.length > TEXT_OPTION_MAX_LENGTH) continue;
    (options[key] ??= []).push(value);
  }
  const lineId = params.get(CONFIGURATION_PARAMS.lineId);
  const colour = params.get(CONFIGURATION_PARAMS.colour)?.trim();
  return {
    width: wholeNumber(params.get(CONFIGURATION_PARAMS.width)),
    height: wholeNumber(params.get(CONFIGURATION_PARAMS.height)),
    mountingHeight: wholeNumber(params.get(CONFIGURATION_PARAMS.mountingHeight)),
    options,
    colour: colour && colour.length <= TEXT_OPTION_MAX_LENGTH ? colour : null,
    lineId: lineId && /^\d{1,9}$/.test(lineId) ? lineId : null,
  };
}

/** The canonical query string of a configuration: sizes first, then the options in the order given. */
export function writeConfiguration(configuration: Partial<UrlConfiguration>): URLSearchParams {
  const params = new URLSearchParams();
  if (configuration.width) params.set(CONFIGURATION_PARAMS.width, String(configuration.width));
  if (configuration.height) params.set(CONFIGURATION_PARAMS.height, String(configuration.height));
  if (configuration.mountingHeight) params.set(CONFIGURATION_PARAMS.mountingHeight, String(configuration.mountingHeight));
  for (const [key, values] of Object.entries(configuration.options ?? {})) {
    if (RESERVED.has(key)) continue;
    for (const value of values) if (value !== '') params.append(key, value);
  }
  if (configuration.colour) params.set(CONFIGURATION_PARAMS.colour, configuration.colour);
  if (configuration.lineId) params.set(CONFIGURATION_PARAMS.lineId, configuration.lineId);
  return params;
}

/** Where a product's configurator lives: every configurator is at /product/{slug}. */
export function configuratorPath(slug: string, configuration?: Partial<UrlConfiguration>): string {
  const query = configuration ? writeConfiguration(configuration).toString() : '';
  return `/product/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`;
}
