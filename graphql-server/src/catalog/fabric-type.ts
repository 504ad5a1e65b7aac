import { FABRIC_TYPE, PRICE_GROUP_RANGE, texts } from '@lumina/schema';
import { InputError } from '../api/input-error';
import { graphqlEnumOf, type ValueOf } from '../api/graphql-enum';

/**
 * The kind of fabric, one name across products, fabric SKUs and the fabric collection (SPEC §3 calls it
 * `stofsoort` on products and `fabric_type` elsewhere; the REST layer still writes those names).
 */
export const FabricType = graphqlEnumOf('FabricType', 'The kind of fabric (stofsoort): how much light it lets through.', FABRIC_TYPE, {
  LICHTDOORLATEND: 'Light-filtering: soft daylight and privacy by day (REST: "lichtdoorlatend").',
  VERDUISTEREND: 'Blackout: keeps the light out, for bedrooms (REST: "verduisterend").',
  SEMI_TRANSPARANT: 'Semi-transparent: between light-filtering and sheer (REST: "semi-transparant"). Products only.',
  SCREEN: 'Screen: sun-shading mesh that keeps the view outside (REST: "screen").',
});
export type FabricType = ValueOf<typeof FabricType>;

/** The three fabric types a fabric SKU or a fabric in the collection can have (SPEC §3). */
export type FabricSkuType = Exclude<FabricType, 'semi-transparant'>;

/** A price group 1–8 (the one range, schema/src/configurator.ts), or a Dutch refusal. */
export function assertPriceGroup(value: number): number {
  const { min, max } = PRICE_GROUP_RANGE;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InputError(texts.input.priceGroup(min, max), 'priceGroup');
  }
  return value;
}
