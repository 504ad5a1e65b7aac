/**
 * Whether the price engine can price a rule set (issue 20 item 3): staff edit rules as data, and rules the engine
 * cannot price must never reach a shopper. Every rule set prices its three reference sizes — the smallest allowed,
 * a middle one (100 × 160 cm, or 1000 × 1600 mm, brought into the range and onto the step) and the largest allowed —
 * with each group's default or first choice, and every choice of a single-choice group once at the smallest size;
 * each must come out above zero. The same sizes show staff a change's effect before they save it (now → after).
 */
import type { ConfiguratorRules, DimensionKey, DimensionRule } from './configurator';
import { CHAIN_SAFETY, heightInCm, isChainOperated } from './made-to-measure';
import { formatEuro, type Cents } from './money';
import { availableChoices, quote, type ConfigurationInput } from './price-engine';
import { ruleProblems } from './trade';

/** The three sizes every rule set is priced at, in the rules' unit. */
export const REFERENCE_SIZE_KINDS = ['smallest', 'middle', 'largest'] as const;
export type ReferenceSizeKind = (typeof REFERENCE_SIZE_KINDS)[number];

export interface ReferenceSize {
  kind: ReferenceSizeKind;
  width: number;
  height: number;
  /** "40 × 100 cm". */
  label: string;
}

const REFERENCE_NAMES: Record<ReferenceSizeKind, string> = { smallest: 'De kleinste maat', middle: 'De middelste maat', largest: 'De grootste maat' };

/** The middle reference size in cm; in mm it is ten times as much. */
const MIDDLE_CM: Record<DimensionKey, number> = { width: 100, height: 160 };

/** The largest value a dimension allows (on its step when the step is enforced). */
function largestAllowed(rule: DimensionRule): number {
  return rule.enforceStep && rule.step > 0 ? rule.min + Math.floor((rule.max - rule.min) / rule.step) * rule.step : rule.max;
}

/** `wanted` brought into the rule's range and onto its step. */
function allowedNear(rule: DimensionRule, wanted: number): number {
  const clamped = Math.min(Math.max(wanted, rule.min), largestAllowed(rule));
  return rule.enforceStep && rule.step > 0 ? rule.min + Math.floor((clamped - rule.min) / rule.step) * rule.step : clamped;
}

/** The smallest, middle and largest size the rules allow; none when they have no width and height. */
export function referenceSizes(rules: ConfiguratorRules): ReferenceSize[] {
  const width = rules.dimensions.find((d) => d.key === 'width');
  const height = rules.dimensions.find((d) => d.key === 'height');
  if (!width || !height) return [];
  const scale = width.unit === 'mm' ? 10 : 1;
  const size = (kind: ReferenceSizeKind, w: number, h: number): ReferenceSize => ({ kind, width: w, height: h, label: `${w} × ${h} ${width.unit}` });
  return [
    size('smallest', width.min, height.min),
    size('middle', allowedNear(width, MIDDLE_CM.width * scale), allowedNear(height, MIDDLE_CM.height * scale)),
    size('largest', largestAllowed(width), largestAllowed(height)),
  ];
}

/** Each group's default, else its first choice on offer (in the rules' order, so a condition sees what came before). */
function referenceOptions(rules: ConfiguratorRules): Record<string, string | string[]> {
  const options: Record<string, string | string[]> = {};
  for (const group of rules.optionGroups) {
    if (group.fixedValue !== undefined || group.kind === 'text') continue;
    const value = group.defaultValue ?? (group.required ? availableChoices(group, options)[0]?.value : undefined);
    if (value !== undefined) options[group.key] = group.kind === 'multiple' ? [value] : value;
  }
  return options;
}

/** A configuration of a reference size: a chain-operated blind over 250 cm high gets the lowest mounting height that is safe. */
function referenceConfiguration(rules: ConfiguratorRules, size: ReferenceSize, options: Record<string, string | string[]>): ConfigurationInput {
  const heightCm = heightInCm(rules, size.height);
  const needsMountingHeight = isChainOperated(rules) && heightCm > CHAIN_SAFETY.maxBlindHeightWithoutMountingHeightCm;
  const mountingHeight = Math.max(heightCm, CHAIN_SAFETY.minLoopAboveFloorCm + CHAIN_SAFETY.minChainCm);
  return { width: size.width, height: size.height, options, ...(needsMountingHeight ? { mountingHeight } : {}) };
}

/** The price of a configuration, or the engine's reason it has none (rules it cannot read throw; that is a reason too). */
function priceOf(rules: ConfiguratorRules, input: ConfigurationInput): { cents: Cents } | { reason: string } {
  try {
    const result = quote(rules, input);
    return result.ok ? { cents: result.breakdown.totalCents } : { reason: result.errors.map((e) => e.message).join(' ') };
  } catch {
    return { reason: 'de regels bevatten een waarde die de prijsberekening niet kan lezen.' };
  }
}

/** The price of each reference size with the default choices; null for a size the rules cannot price. */
export function referencePrices(rules: ConfiguratorRules, sizes: readonly ReferenceSize[] = referenceSizes(rules)): (Cents | null)[] {
  const options = referenceOptions(rules);
  return sizes.map((size) => {
    const price = priceOf(rules, referenceConfiguration(rules, size, options));
    return 'cents' in price ? price.cents : null;
  });
}

/**
 * What stops the engine from pricing these rules, in Dutch for staff: the trade meanings every choice must state
 * (`ruleProblems`), a reference size the engine refuses or prices at zero or less, or a choice that brings the
 * smallest size to zero or less. Empty when the rules can be sold.
 */
export function pricingProblems(rules: ConfiguratorRules): string[] {
  const problems = [...ruleProblems(rules)];
  const sizes = referenceSizes(rules);
  if (sizes.length === 0) return [...problems, 'De regels hebben geen breedte en hoogte om mee te rekenen.'];
  const options = referenceOptions(rules);
  for (const size of sizes) {
    const price = priceOf(rules, referenceConfiguration(rules, size, options));
    const name = `${REFERENCE_NAMES[size.kind]} (${size.label})`;
    if ('reason' in price) problems.push(`${name} kan niet geprijsd worden: ${price.reason}`);
    else if (price.cents <= 0) problems.push(`${name} komt op ${formatEuro(price.cents)}; een prijs moet boven nul liggen.`);
  }
  const smallest = sizes[0]!;
  for (const group of rules.optionGroups) {
    if (group.kind !== 'single' || group.fixedValue !== undefined) continue;
    for (const choice of group.choices) {
      if (choice.value === options[group.key]) continue;
      // A choice offered only with another group's value is tried with the first such value.
      const condition = choice.availableWhen ? { [choice.availableWhen.group]: choice.availableWhen.values[0]! } : {};
      const price = priceOf(rules, referenceConfiguration(rules, smallest, { ...options, ...condition, [group.key]: choice.value }));
      if ('cents' in price && price.cents <= 0) {
        problems.push(`Met ${group.label}: ${choice.label} komt ${REFERENCE_NAMES.smallest.toLowerCase()} (${smallest.label}) op ${formatEuro(price.cents)}; een prijs moet boven nul liggen.`);
      }
    }
  }
  return problems;
}
