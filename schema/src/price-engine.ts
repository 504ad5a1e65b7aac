/**
 * One price engine for every configurator (ARCHITECTURE §3): a pure function from configurator rules
 * (stored as data on the product) and a shopper's configuration to either field errors or a price
 * breakdown. Exact rational arithmetic; integer cents; rounded once, half up, at the end.
 */
import type { ConfiguratorRules, DimensionKey, DimensionRule, OptionChoice, OptionGroup, Surcharge } from './configurator';
import { CHAIN_SAFETY, chainSafety, fabricationSize, heightInCm, isChainOperated, type MadeToMeasure } from './made-to-measure';
import { add, decimal, frac, lessThan, mul, roundCents, sub, type Fraction } from './fraction';
import { fitsStoredCents, formatEuro, type Cents } from './money';
import { texts } from './texts';
import { vatIncluded } from './vat';

export interface ConfigurationInput {
  width?: unknown;
  height?: unknown;
  /** Option group key -> chosen value (single), values (multiple) or text. */
  options?: Record<string, unknown> | null;
  /** Chain-operated blinds: the height of the blind's top above the floor in cm (optional up to 250 cm high). */
  mountingHeight?: unknown;
}

export interface NormalizedConfiguration {
  width: number;
  height: number;
  options: Record<string, string | string[]>;
  /** Present only when the shopper gave one. */
  mountingHeight?: number;
}

/** What can be wrong with a configuration (the API's error codes for it are these). */
export const CONFIGURATION_ERROR_CODES = [
  'REQUIRED',
  'NOT_A_NUMBER',
  'NOT_AN_INTEGER',
  'OUT_OF_RANGE',
  'UNKNOWN_OPTION',
  'INVALID_CHOICE',
  'TOO_LONG',
  'UNPRICEABLE',
] as const;
export type ConfigurationErrorCode = (typeof CONFIGURATION_ERROR_CODES)[number];

export interface FieldError {
  /** 'width', 'height', 'mountingHeight', 'options.<group>' or 'options' */
  field: string;
  code: ConfigurationErrorCode;
  message: string;
}

export interface PriceLine {
  /** Option group key, or 'area' / 'base' / 'minimum'. */
  key: string;
  label: string;
  cents: Cents;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  /** m², two decimals, when priced per m². */
  areaM2: number | null;
  totalCents: Cents;
  vatCents: Cents;
  minimumApplied: boolean;
}

export type QuoteResult =
  | { ok: true; configuration: NormalizedConfiguration; breakdown: PriceBreakdown; made: MadeToMeasure }
  | { ok: false; errors: FieldError[] };

/* ----------------------------------------------------------------------------------------------- */
/* Labels shown to shoppers, derived from the rules ('+€ 12,50', '+10%').                          */

function percentText(value: Fraction): string {
  const hundredths = roundCents(mul(value, frac(100)));
  const text = (hundredths / 100).toString().replace('.', ',');
  return `${text}%`;
}

export function surchargeLabel(surcharge: Surcharge | undefined): string | null {
  if (!surcharge) return null;
  switch (surcharge.kind) {
    case 'fixed':
      return surcharge.cents > 0 ? `+${formatEuro(surcharge.cents)}` : null;
    case 'percentOfArea':
      return surcharge.percent > 0 ? `+${percentText(decimal(surcharge.percent))}` : null;
    case 'factor': {
      const extra = sub(decimal(surcharge.factor), frac(1));
      return extra.n === 0n ? null : `${extra.n > 0n ? '+' : '−'}${percentText(mul(extra, frac(extra.n > 0n ? 100 : -100)))}`;
    }
  }
}

/* ----------------------------------------------------------------------------------------------- */
/* Validation                                                                                      */

function readDimension(rule: DimensionRule, raw: unknown, errors: FieldError[]): number | null {
  const field = rule.key;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    errors.push({ field, code: 'REQUIRED', message: texts.engine.required(rule.label, rule.unit) });
    return null;
  }
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value)) {
    errors.push({ field, code: 'NOT_A_NUMBER', message: texts.engine.notANumber(rule.label, rule.unit) });
    return null;
  }
  if (!Number.isInteger(value)) {
    errors.push({ field, code: 'NOT_AN_INTEGER', message: texts.engine.notAnInteger(rule.label, rule.unit) });
    return null;
  }
  if (value < rule.min || value > rule.max) {
    errors.push({ field, code: 'OUT_OF_RANGE', message: rule.errorText });
    return null;
  }
  return value;
}

/**
 * The sizes of a fixed-price product (SPEC §5 generic product page): each is optional, and one that is given
 * must fit the product's own rule (ARCHITECTURE §3: every product that takes a size declares its ranges). A
 * product with no rules takes no size.
 */
export function readOptionalSizes(
  rules: readonly DimensionRule[],
  input: { width?: unknown; height?: unknown },
): { sizes: { width?: number; height?: number }; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const sizes: { width?: number; height?: number } = {};
  for (const key of ['width', 'height'] as const) {
    const raw = input[key];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    const rule = rules.find((r) => r.key === key);
    if (!rule) {
      errors.push({ field: key, code: 'UNKNOWN_OPTION', message: texts.engine.noSizes });
      continue;
    }
    const value = readDimension(rule, raw, errors);
    if (value !== null) sizes[key] = value;
  }
  return { sizes, errors };
}

/** Whether a value is a size this rule allows (whole, in range): the engine's own check. */
export function isAllowedDimension(rule: DimensionRule, value: unknown): boolean {
  return readDimension(rule, value, []) !== null;
}

/** The mounting height (whole cm) of a chain-operated blind; a field error when it is not a whole number. */
function readMountingHeight(rules: ConfiguratorRules, raw: unknown, errors: FieldError[]): number | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const field = 'mountingHeight';
  if (!isChainOperated(rules)) {
    errors.push({ field, code: 'UNKNOWN_OPTION', message: texts.engine.mountingHeightWithoutChain });
    return null;
  }
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value <= 0) {
    const code = !Number.isFinite(value) ? 'NOT_A_NUMBER' : !Number.isInteger(value) ? 'NOT_AN_INTEGER' : 'OUT_OF_RANGE';
    errors.push({ field, code, message: texts.engine.mountingHeightNumber });
    return null;
  }
  return value;
}

const MOUNTING_HEIGHT_MESSAGES = {
  required: () => texts.engine.mountingHeightRequired(CHAIN_SAFETY.maxBlindHeightWithoutMountingHeightCm),
  belowBlind: () => texts.engine.mountingHeightBelowBlind,
  tooLowForChain: () => texts.engine.mountingHeightTooLow(CHAIN_SAFETY.minLoopAboveFloorCm + CHAIN_SAFETY.minChainCm, CHAIN_SAFETY.minLoopAboveFloorCm),
  tooHigh: () => texts.engine.mountingHeightTooHigh(CHAIN_SAFETY.maxMountingHeightCm),
} as const;

export function isChoiceAvailable(choice: OptionChoice, options: Record<string, unknown>): boolean {
  if (!choice.availableWhen) return true;
  const current = options[choice.availableWhen.group];
  return typeof current === 'string' && choice.availableWhen.values.includes(current);
}

/** The choices a shopper can pick now (e.g. only 'metal' chain colour once the chain is metal). */
export function availableChoices(group: OptionGroup, options: Record<string, unknown>): OptionChoice[] {
  return group.choices.filter((c) => isChoiceAvailable(c, options));
}

/** Fills fixed values and defaults and applies `forces` (metal chain -> chain colour metal). */
export function applyOptionRules(rules: ConfiguratorRules, input: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = { ...input };
  for (const group of rules.optionGroups) {
    if (group.fixedValue !== undefined) options[group.key] ??= group.fixedValue;
    else if (group.defaultValue !== undefined && (options[group.key] === undefined || options[group.key] === null)) {
      options[group.key] = group.defaultValue;
    }
  }
  for (const group of rules.optionGroups) {
    const chosen = group.choices.find((c) => c.value === options[group.key]);
    if (chosen?.forces) Object.assign(options, chosen.forces);
  }
  return options;
}

/** The longest answer a text option (notes) takes, in characters. */
export const TEXT_OPTION_MAX_LENGTH = 1000;

/** A group's answer is missing: nothing, an empty text, or none of several. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Whether a shopper still owes this group an answer (a required group left empty; fixed groups are answered). */
export function needsAnswer(group: OptionGroup, options: Record<string, unknown>): boolean {
  if (group.fixedValue !== undefined || !group.required) return false;
  const value = options[group.key];
  return isMissing(typeof value === 'string' ? value.trim() : value);
}

/**
 * The options as a shopper's choices leave them: what a choice forces applied (metal chain -> metal chain
 * colour), a single choice that is no longer available dropped (a metal colour after switching back to plastic),
 * and fixed groups left out (the rules fill them when priced).
 */
export function settleOptions(rules: ConfiguratorRules, input: Record<string, string | string[]>): Record<string, string | string[]> {
  const options = applyOptionRules(rules, input) as Record<string, string | string[]>;
  for (const group of rules.optionGroups) {
    const value = options[group.key];
    if (group.kind !== 'single' || typeof value !== 'string' || group.fixedValue !== undefined) continue;
    if (!availableChoices(group, options).some((c) => c.value === value)) delete options[group.key];
  }
  // Only now: a choice may be available because of a fixed group's value.
  for (const group of rules.optionGroups) if (group.fixedValue !== undefined) delete options[group.key];
  return options;
}

/** A configuration as written down (a shared link, a reloaded page): sizes as numbers, each option's values. */
export interface WrittenConfiguration {
  width: number | null;
  height: number | null;
  mountingHeight: number | null;
  options: Readonly<Record<string, readonly string[]>>;
  /** A product colour by name (e.g. "Grijs" from a fabric of the collection): chooses the colour group's choice that means it, unless that group is written. */
  colour?: string | null;
}

/**
 * What of a written configuration the rules take, by the engine's own checks: a size or mounting height it would
 * refuse is left empty (0 / null), an unknown group or a choice it does not offer is left out, a text is cut to
 * its limit, and defaults fill what was not written. The configurator then asks for what is missing as it does
 * for a new configuration.
 */
export function acceptedConfiguration(rules: ConfiguratorRules, written: WrittenConfiguration) {
  const size = (key: DimensionKey) => {
    const rule = rules.dimensions.find((d) => d.key === key);
    return (rule && written[key] !== null && readDimension(rule, written[key], [])) || 0;
  };
  const mountingHeight = readMountingHeight(rules, written.mountingHeight, []);
  const options: Record<string, string | string[]> = {};
  for (const group of rules.optionGroups) {
    const values = written.options[group.key];
    const byColour = group.role === 'color' && written.colour ? group.choices.find((c) => c.meaning?.colour?.toLowerCase() === written.colour!.toLowerCase()) : undefined;
    if (!values?.length && byColour && group.fixedValue === undefined) options[group.key] = byColour.value;
    else if (!values?.length || group.fixedValue !== undefined) {
      if (group.defaultValue !== undefined) options[group.key] = group.defaultValue;
    } else if (group.kind === 'text') options[group.key] = values[0]!.slice(0, TEXT_OPTION_MAX_LENGTH);
    else if (group.kind === 'multiple') options[group.key] = group.choices.filter((c) => values.includes(c.value)).map((c) => c.value);
    else if (group.choices.some((c) => c.value === values[0])) options[group.key] = values[0]!;
    else if (group.defaultValue !== undefined) options[group.key] = group.defaultValue;
  }
  return {
    width: size('width'),
    height: size('height'),
    mountingHeight: mountingHeight !== null && mountingHeight <= CHAIN_SAFETY.maxMountingHeightCm ? mountingHeight : null,
    options: settleOptions(rules, options),
  };
}

/**
 * A shopper's options as the engine prices them (fixed values and defaults filled, what a choice forces applied,
 * several values once each and sorted), each refusal added to `errors`.
 */
export function readOptions(rules: ConfiguratorRules, raw: unknown, errors: FieldError[]): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    errors.push({ field: 'options', code: 'INVALID_CHOICE', message: texts.engine.optionsInvalid });
    return result;
  }
  const input = (raw ?? {}) as Record<string, unknown>;
  const known = new Set(rules.optionGroups.map((g) => g.key));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) errors.push({ field: `options.${key}`, code: 'UNKNOWN_OPTION', message: texts.engine.unknownOption(key) });
  }
  const options = applyOptionRules(rules, input);
  for (const group of rules.optionGroups) {
    const field = `options.${group.key}`;
    const value = options[group.key];
    if (isMissing(value)) {
      if (group.required) errors.push({ field, code: 'REQUIRED', message: texts.engine.chooseOption(group.label) });
      continue;
    }
    if (group.kind === 'text') {
      if (typeof value !== 'string') errors.push({ field, code: 'INVALID_CHOICE', message: texts.engine.textExpected(group.label) });
      else if (value.length > TEXT_OPTION_MAX_LENGTH) errors.push({ field, code: 'TOO_LONG', message: texts.engine.textTooLong(group.label, TEXT_OPTION_MAX_LENGTH) });
      else result[group.key] = value.trim();
      continue;
    }
    if (group.kind === 'multiple') {
      const values = Array.isArray(value) ? value : [value];
      const valid = values.every(
        (v) => typeof v === 'string' && group.choices.some((c) => c.value === v && isChoiceAvailable(c, options)),
      );
      if (!valid) errors.push({ field, code: 'INVALID_CHOICE', message: texts.engine.invalidChoice(group.label) });
      else result[group.key] = [...new Set(values as string[])].sort();
      continue;
    }
    const choice = group.choices.find((c) => c.value === value);
    if (typeof value !== 'string' || !choice || !isChoiceAvailable(choice, options) || (group.fixedValue !== undefined && value !== group.fixedValue)) {
      errors.push({ field, code: 'INVALID_CHOICE', message: texts.engine.invalidChoice(group.label) });
      continue;
    }
    result[group.key] = value;
  }
  return result;
}

/* ----------------------------------------------------------------------------------------------- */
/* Price                                                                                           */

/** Square metres per unit² of the rules' dimensions (cm² or mm²). */
function unitDivisor(rules: ConfiguratorRules): bigint {
  return rules.dimensions.find((d) => d.key === 'width')?.unit === 'mm' ? 1_000_000n : 10_000n;
}

/** The area in m², two decimals (half up), of a validated width and height in the rules' unit. */
export function areaSquareMetres(rules: ConfiguratorRules, width: number, height: number): number {
  return roundCents(frac(BigInt(width) * BigInt(height) * 100n, unitDivisor(rules))) / 100;
}

/** The area price (per m², exact) or the base price of a size: where the running total starts, and what a percentage is of. */
export function priceBasis(rules: ConfiguratorRules, width: number, height: number): Fraction {
  return rules.pricing.mode === 'perSquareMetre'
    ? frac(BigInt(rules.pricing.centsPerSquareMetre) * BigInt(width) * BigInt(height), unitDivisor(rules))
    : frac(rules.pricing.baseCents);
}

/** The label of the basis's price line: the fabric of the size, or the base price. */
export function basisLabel(rules: ConfiguratorRules, width: number, height: number): string {
  const unit = rules.dimensions.find((d) => d.key === 'width')?.unit ?? 'cm';
  return rules.pricing.mode === 'perSquareMetre' ? texts.priceLine.area(width, height, unit) : texts.priceLine.base;
}

/**
 * What a chosen surcharge adds to the running total `running` (everything priced before it): a fixed amount, a
 * percentage of the basis, or the running total times (factor − 1). Null when it adds nothing (none, € 0, 0 %, × 1).
 */
export function surchargeAmount(surcharge: Surcharge | undefined, basis: Fraction, running: Fraction): Fraction | null {
  if (surcharge?.kind === 'fixed' && surcharge.cents !== 0) return frac(surcharge.cents);
  if (surcharge?.kind === 'percentOfArea' && surcharge.percent !== 0) return mul(basis, mul(decimal(surcharge.percent), frac(1, 100)));
  if (surcharge?.kind === 'factor' && surcharge.factor !== 1) return mul(running, sub(decimal(surcharge.factor), frac(1)));
  return null;
}

/**
 * The price of a configuration, or what is wrong with it: a field error for each wrong size or choice, and
 * UNPRICEABLE for a configuration the rules price at nothing or less, or beyond what the shop can store
 * (MAX_STORED_CENTS, money.ts).
 */
export function quote(rules: ConfiguratorRules, input: ConfigurationInput): QuoteResult {
  const errors: FieldError[] = [];
  const byKey = new Map(rules.dimensions.map((d) => [d.key, d]));
  const widthRule = byKey.get('width');
  const heightRule = byKey.get('height');
  const width = widthRule ? readDimension(widthRule, input.width, errors) : 0;
  const height = heightRule ? readDimension(heightRule, input.height, errors) : 0;
  const options = readOptions(rules, input.options, errors);
  const mountingHeight = readMountingHeight(rules, input.mountingHeight, errors);
  let chain: MadeToMeasure['chain'] = null;
  if (height !== null && isChainOperated(rules) && !errors.some((e) => e.field === 'mountingHeight')) {
    const safety = chainSafety(heightInCm(rules, height), mountingHeight);
    if ('problem' in safety) {
      errors.push({ field: 'mountingHeight', code: safety.problem === 'required' ? 'REQUIRED' : 'OUT_OF_RANGE', message: MOUNTING_HEIGHT_MESSAGES[safety.problem]() });
    } else chain = safety;
  }
  if (errors.length || width === null || height === null) return { ok: false, errors };

  const lines: { key: string; label: string; amount: Fraction }[] = [];
  const basis = priceBasis(rules, width, height);
  const areaM2 = rules.pricing.mode === 'perSquareMetre' ? areaSquareMetres(rules, width, height) : null;
  lines.push({ key: rules.pricing.mode === 'perSquareMetre' ? 'area' : 'base', label: basisLabel(rules, width, height), amount: basis });

  // Groups are priced in their order: a factor multiplies the running total of everything before it.
  let running = basis;
  for (const group of rules.optionGroups) {
    const chosen = options[group.key];
    const values = Array.isArray(chosen) ? chosen : chosen === undefined ? [] : [chosen];
    for (const value of values) {
      const choice = group.choices.find((c) => c.value === value);
      const amount = surchargeAmount(choice?.surcharge, basis, running);
      if (!choice || !amount) continue;
      lines.push({ key: group.key, label: texts.priceLine.option(group.label, choice.label), amount });
      running = add(running, amount);
    }
  }

  let totalCents = roundCents(running);
  let minimumApplied = false;
  const rounded = lines.map((l) => ({ key: l.key, label: l.label, cents: roundCents(l.amount) }));
  // Lines are shown rounded; the first line absorbs the rounding so that they always add up to the total.
  const drift = totalCents - rounded.reduce((sum, l) => sum + l.cents, 0);
  if (drift !== 0) rounded[0]!.cents += drift;
  if (rules.minimumCents !== undefined && lessThan(frac(totalCents), frac(rules.minimumCents))) {
    rounded.push({ key: 'minimum', label: texts.priceLine.minimum, cents: rules.minimumCents - totalCents });
    totalCents = rules.minimumCents;
    minimumApplied = true;
  }
  // Rules saved before the rules check weighed every combination may still make a price of nothing or less, or one
  // no money column holds: such a configuration is refused, never charged (nor its VAT computed; it is below the total).
  if (!(totalCents > 0 && fitsStoredCents(totalCents) && rounded.every((l) => fitsStoredCents(l.cents)))) {
    return { ok: false, errors: [{ field: 'options', code: 'UNPRICEABLE', message: texts.engine.unpriceable }] };
  }

  return {
    ok: true,
    configuration: { width, height, options, ...(mountingHeight !== null ? { mountingHeight } : {}) },
    made: { ...fabricationSize(rules, width, height, options), chain },
    breakdown: {
      lines: rounded,
      areaM2,
      totalCents,
      vatCents: vatIncluded(totalCents),
      minimumApplied,
    },
  };
}
