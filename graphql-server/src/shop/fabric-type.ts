import { InputError } from './input-error';

/** The three fabric kinds of SPEC §3 (fabric SKUs and the fabric collection share them). */
export const FABRIC_TYPES = ['lichtdoorlatend', 'verduisterend', 'screen'] as const;
export type FabricType = (typeof FABRIC_TYPES)[number];

export const PRICE_GROUP_MIN = 1;
export const PRICE_GROUP_MAX = 8;

/** A fabric type filter as a caller wrote it ("Screen ", "verduisterend"), or an InputError. */
export function parseFabricType(value: string): FabricType {
  const normalised = value.trim().toLowerCase();
  const found = FABRIC_TYPES.find((t) => t === normalised);
  if (!found) throw new InputError(`Onbekende stofsoort "${value}"; kies uit ${FABRIC_TYPES.join(', ')}`, 'fabricType');
  return found;
}

export function assertPriceGroup(value: number): number {
  if (!Number.isInteger(value) || value < PRICE_GROUP_MIN || value > PRICE_GROUP_MAX) {
    throw new InputError(`Prijsgroep moet tussen ${PRICE_GROUP_MIN} en ${PRICE_GROUP_MAX} liggen`, 'priceGroup');
  }
  return value;
}
