/**
 * Made to measure, as the trade does it (ARCHITECTURE §4): the size the atelier cuts from the size the
 * shopper measured, and the child-safe chain of a chain-operated blind (EN 13120). Pure functions over the
 * configurator rules, used by the price engine, so the server's cart line and the browser's preview agree.
 */
import { groupWithRole, type ConfiguratorRules, type DimensionUnit } from './configurator';
import { tradeOf } from './trade';

/** EN 13120 as Dutch and Belgian shops apply it (the numbers of the rule, in cm). */
export const CHAIN_SAFETY = {
  /** Without a mounting height: the chain is at most this long… */
  maxChainWithoutMountingHeightCm: 100,
  /** …and only blinds up to this height may leave the mounting height out. */
  maxBlindHeightWithoutMountingHeightCm: 250,
  /** With a mounting height: the chain's loop ends at least this far above the floor. */
  minLoopAboveFloorCm: 150,
  /** A chain shorter than this cannot be worked comfortably. */
  minChainCm: 50,
  /** The tallest mounting height the atelier makes chains for. */
  maxMountingHeightCm: 1000,
  /** The chain hangs about two thirds of the blind's height, in steps of 5 cm. */
  chainShareOfHeight: 2 / 3,
  chainStepCm: 5,
} as const;

/** Every chain-operated blind comes with a chain tensioner (the safety device EN 13120 asks for). */
export const CHAIN_SAFETY_DEVICE = 'kettingspanner' as const;
export type ChainSafetyDevice = typeof CHAIN_SAFETY_DEVICE;

export interface ChainSafety {
  /** Length of the chain's loop, in cm. */
  lengthCm: number;
  safetyDevice: ChainSafetyDevice;
  /** The height of the blind's top above the floor the shopper gave, in cm; null when none was given. */
  mountingHeightCm: number | null;
}

export interface MadeToMeasure {
  /** The size the shopper measured, in mm. */
  measured: { widthMm: number; heightMm: number };
  /** The size the atelier cuts: the measured size less the chosen mounting's deduction, in mm. */
  fabrication: { widthMm: number; heightMm: number };
  /** The chain and its safety device for a chain-operated blind; null for one without a chain. */
  chain: ChainSafety | null;
}

/** A chain-operated blind: its rules ask for the control type (the chain system). */
export function isChainOperated(rules: ConfiguratorRules): boolean {
  return groupWithRole(rules, 'controlType') !== undefined;
}

const MM_PER_UNIT: Record<DimensionUnit, number> = { cm: 10, mm: 1 };

/** A width or height in the rules' unit, in mm. */
export function toMillimetres(rules: ConfiguratorRules, value: number): number {
  return value * MM_PER_UNIT[rules.dimensions.find((d) => d.key === 'width')?.unit ?? 'cm'];
}

/** The fabrication size: the measured size less the deduction of the chosen mounting (none without one). */
export function fabricationSize(rules: ConfiguratorRules, width: number, height: number, options: Record<string, unknown>) {
  const { deduction } = tradeOf(rules, options);
  const measured = { widthMm: toMillimetres(rules, width), heightMm: toMillimetres(rules, height) };
  return { measured, fabrication: { widthMm: measured.widthMm - deduction.widthMm, heightMm: measured.heightMm - deduction.heightMm } };
}

/** Why a mounting height cannot be used; the engine turns these into field errors. */
export type MountingHeightProblem = 'required' | 'belowBlind' | 'tooLowForChain' | 'tooHigh';

/**
 * The chain of a blind `heightCm` high (EN 13120): without a mounting height at most 100 cm, and then only for
 * blinds up to 250 cm; with one, the loop ends at least 150 cm above the floor. Normally two thirds of the
 * blind's height (in 5 cm steps), never shorter than 50 cm. A chain tensioner is always included.
 */
export function chainSafety(heightCm: number, mountingHeightCm: number | null): ChainSafety | { problem: MountingHeightProblem } {
  const c = CHAIN_SAFETY;
  const usual = Math.max(c.minChainCm, Math.round((heightCm * c.chainShareOfHeight) / c.chainStepCm) * c.chainStepCm);
  if (mountingHeightCm === null) {
    if (heightCm > c.maxBlindHeightWithoutMountingHeightCm) return { problem: 'required' };
    return { lengthCm: Math.min(usual, c.maxChainWithoutMountingHeightCm), safetyDevice: CHAIN_SAFETY_DEVICE, mountingHeightCm: null };
  }
  if (mountingHeightCm > c.maxMountingHeightCm) return { problem: 'tooHigh' };
  if (mountingHeightCm < heightCm) return { problem: 'belowBlind' };
  const longest = mountingHeightCm - c.minLoopAboveFloorCm;
  if (longest < c.minChainCm) return { problem: 'tooLowForChain' };
  // Whole 5 cm steps that still end high enough.
  const lengthCm = Math.min(usual, Math.floor(longest / c.chainStepCm) * c.chainStepCm);
  return { lengthCm, safetyDevice: CHAIN_SAFETY_DEVICE, mountingHeightCm };
}

/** The blind's height in cm, whatever the rules' unit (mm heights are rounded up to the next cm). */
export function heightInCm(rules: ConfiguratorRules, height: number): number {
  return Math.ceil(toMillimetres(rules, height) / 10);
}
