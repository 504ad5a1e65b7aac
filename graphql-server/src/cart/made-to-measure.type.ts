import { Field, Int, ObjectType } from 'type-graphql';
import type { MadeToMeasure as EngineMadeToMeasure } from '@lumina/schema';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';

export const ChainSafetyDevice = graphqlEnum('ChainSafetyDevice', 'The safety device that makes a chain child-safe (EN 13120).', {
  KETTINGSPANNER: ['kettingspanner', 'A chain tensioner: the loop is fixed to the wall or frame, so it cannot form a free loop.'],
});
export type ChainSafetyDevice = ValueOf<typeof ChainSafetyDevice>;

@ObjectType({ description: 'The chain of a chain-operated blind, child-safe under EN 13120.' })
export class ChainSafety {
  @Field(() => Int, {
    description:
      'Length of the chain loop in cm: two thirds of the blind height in 5 cm steps; at most 100 cm without a mounting height, and with one the loop ends at least 150 cm above the floor.',
  })
  lengthCm: number;
  @Field(() => ChainSafetyDevice, { description: 'The safety device that comes with every chain.' }) safetyDevice: ChainSafetyDevice;
  @Field(() => Int, { nullable: true, description: 'The height of the blind\'s top above the floor in cm the shopper gave; null when none was given.' })
  mountingHeightCm: number | null;
}

@ObjectType({ description: 'What the atelier makes: the measured size, the size it cuts, and the chain.' })
export class MadeToMeasure {
  @Field(() => Int, { description: 'Width as measured by the shopper, in mm.' }) measuredWidthMm: number;
  @Field(() => Int, { description: 'Height as measured by the shopper, in mm.' }) measuredHeightMm: number;
  @Field(() => Int, { description: 'Width the atelier cuts, in mm: the measured width less the mounting\'s deduction (in de dag 5 mm).' })
  fabricationWidthMm: number;
  @Field(() => Int, { description: 'Height the atelier cuts, in mm.' }) fabricationHeightMm: number;
  @Field(() => ChainSafety, { nullable: true, description: 'The chain and its safety device; null for a blind without a chain.' })
  chain: ChainSafety | null;

  static of(made: EngineMadeToMeasure): MadeToMeasure {
    return Object.assign(new MadeToMeasure(), {
      measuredWidthMm: made.measured.widthMm,
      measuredHeightMm: made.measured.heightMm,
      fabricationWidthMm: made.fabrication.widthMm,
      fabricationHeightMm: made.fabrication.heightMm,
      chain: made.chain ? Object.assign(new ChainSafety(), made.chain) : null,
    });
  }
}
