import { Field, Int, ObjectType } from 'type-graphql';
import type { DimensionUnit as DimensionUnitName } from '@lumina/schema';
import { DimensionUnit } from '../catalog/configurator.types';
import type { LineConfiguration } from './configuration';

@ObjectType({ description: 'One option as chosen.' })
export class SelectedOption {
  @Field(() => String, { description: 'Option group key, e.g. "controlType".' }) key: string;
  @Field(() => [String], { description: 'Chosen values (one for SINGLE and TEXT groups).' }) values: string[];
}

@ObjectType({ description: 'A cart line\'s configuration as the server normalised it.' })
export class CartLineConfiguration {
  @Field(() => Int, { nullable: true, description: 'Width in `unit`; null when the line has no size.' }) width: number | null;
  @Field(() => Int, { nullable: true, description: 'Height in `unit`; null when the line has no size.' }) height: number | null;
  @Field(() => Int, { nullable: true, description: 'Chain-operated blinds: the blind\'s top above the floor in cm, when the shopper gave it.' })
  mountingHeight: number | null;
  @Field(() => DimensionUnit, { nullable: true, description: 'Unit of width and height: the product\'s configurator unit, cm for a product without one; null without a size.' })
  unit: DimensionUnit | null;
  @Field(() => String, { nullable: true, description: 'Colour name, one of the product\'s colors.' }) selectedColor: string | null;
  @Field(() => String, { nullable: true, description: 'Light filter, one of the product\'s lightFilter.' }) selectedLightFilter: string | null;
  @Field(() => [SelectedOption], { description: 'Every option group with its answer, fixed and default values included.' }) options: SelectedOption[];

  static of(c: LineConfiguration, unit: DimensionUnitName | null): CartLineConfiguration {
    const hasSize = c.width != null || c.height != null;
    return Object.assign(new CartLineConfiguration(), {
      width: c.width ?? null,
      height: c.height ?? null,
      mountingHeight: c.mountingHeight ?? null,
      unit: hasSize ? ((unit ?? 'cm') as DimensionUnit) : null,
      selectedColor: c.selectedColor ?? null,
      selectedLightFilter: c.selectedLightFilter ?? null,
      options: Object.entries(c.options ?? {}).map(([key, v]) => ({ key, values: Array.isArray(v) ? v : [v] })),
    });
  }
}
