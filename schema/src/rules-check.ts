/**
 * Whether the price engine can price a rule set (issue 20 item 3): staff edit rules as data, and rules the engine
 * cannot price must never reach a shopper. A rule set is weighed over its combinations, not one choice at a time:
 * at the smallest and at the largest size allowed, the cheapest and the dearest configuration of all must price
 * above zero and within what the shop can store (MAX_STORED_CENTS), and so must every line of any configuration.
 * Those two sizes are enough: for one configuration each amount is an affine function of the basis (the area or
 * base price — a fixed amount adds to it, a percentage adds a part of it, a factor multiplies what came before), and
 * the basis follows the area, so its lowest and highest over every size lie at the smallest and the largest.
 * Besides, the engine must take each group's default or first choice at three reference sizes — the smallest
 * allowed, a middle one (100 × 160 cm, or 1000 × 1600 mm, brought into the range) and the largest
 * allowed. The same sizes show staff a change's effect before they save it (now → after). And a blind made to
 * measure must cost more the larger it is (issue 31): the cheapest configuration at the largest size above the
 * cheapest at the smallest.
 */
import type { ConfiguratorRules, DimensionKey, DimensionRule, OptionGroup } from './configurator';
import { abs, add, frac, lessThan, roundCents, type Fraction } from './fraction';
import { CHAIN_SAFETY, heightInCm, isChainOperated } from './made-to-measure';
import { fitsStoredCents, formatEuro, MAX_STORED_CENTS, type Cents } from './money';
import { availableChoices, basisLabel, priceBasis, quote, readOptions, surchargeAmount, type ConfigurationInput, type FieldError } from './price-engine';
import { texts } from './texts';
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

/** `wanted` brought into the rule's range (every whole unit in it is a size). */
function allowedNear(rule: DimensionRule, wanted: number): number {
  return Math.min(Math.max(wanted, rule.min), rule.max);
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
    size('largest', width.max, height.max),
  ];
}

/** The text a required text group (notes) is answered with to quote a configuration: text costs nothing. */
const SOME_TEXT = '-';

/** Each group's default, else its first choice on offer (in the rules' order, so a condition sees what came before); a required text answered. */
function referenceOptions(rules: ConfiguratorRules): Record<string, string | string[]> {
  const options: Record<string, string | string[]> = {};
  for (const group of rules.optionGroups) {
    if (group.kind === 'text' && group.required && group.defaultValue === undefined) options[group.key] = SOME_TEXT;
    if (group.fixedValue !== undefined || group.kind === 'text') continue;
    const value = group.defaultValue ?? (group.required ? availableChoices(group, options)[0]?.value : undefined);
    if (value !== undefined) options[group.key] = group.kind === 'multiple' ? [value] : value;
  }
  return options;
}

/** A configuration of a reference size: a chain-operated blind over 250 cm high gets the lowest mounting height that is safe. */
function referenceConfiguration(rules: ConfiguratorRules, size: ReferenceSize, options: Record<string, unknown>): ConfigurationInput {
  const heightCm = heightInCm(rules, size.height);
  const needsMountingHeight = isChainOperated(rules) && heightCm > CHAIN_SAFETY.maxBlindHeightWithoutMountingHeightCm;
  const mountingHeight = Math.max(heightCm, CHAIN_SAFETY.minLoopAboveFloorCm + CHAIN_SAFETY.minChainCm);
  return { width: size.width, height: size.height, options, ...(needsMountingHeight ? { mountingHeight } : {}) };
}

const UNREADABLE = 'de regels bevatten een waarde die de prijsberekening niet kan lezen.';

/**
 * Why the engine refuses a configuration, in its own words; null when it takes it. Its amount is not a reason here
 * (the extremes below name amounts); rules it cannot read throw, and that is a reason too.
 */
function refusalOf(rules: ConfiguratorRules, input: ConfigurationInput): string | null {
  try {
    const result = quote(rules, input);
    const reasons = result.ok ? [] : result.errors.filter((e) => e.code !== 'UNPRICEABLE');
    return reasons.length ? reasons.map((e) => e.message).join(' ') : null;
  } catch {
    return UNREADABLE;
  }
}

/** The price of each reference size with the default choices; null for a size the rules cannot price. */
export function referencePrices(rules: ConfiguratorRules, sizes: readonly ReferenceSize[] = referenceSizes(rules)): (Cents | null)[] {
  const options = referenceOptions(rules);
  return sizes.map((size) => {
    try {
      const result = quote(rules, referenceConfiguration(rules, size, options));
      return result.ok ? result.breakdown.totalCents : null;
    } catch {
      return null;
    }
  });
}

/* ----------------------------------------------------------------------------------------------- */
/* The cheapest and the dearest configuration                                                      */

/**
 * How many ways of answering the linked groups (a group with a choice offered only with another group's value or
 * that sets another group, and those other groups) are read one by one. Every other group is free: whatever it
 * answers, the rest stays as it is, so one pass over its choices finds its extremes. Beyond the limit the linked
 * groups are searched as if free too, which can only widen the range found, so no unsafe rule set passes; only a
 * rule set whose widened range is unsafe is then refused without a configuration the engine would take. The seeded
 * rule sets have at most 24 ways (the light-filtering chain and its colour).
 */
const LINKED_WAYS_LIMIT = 2_000;

/**
 * How many ways of the linked groups times choices of the other groups are searched (each costs a few microseconds
 * at each of the two sizes, so this stays within some 50 ms); beyond it, too, the linked groups are searched as if
 * free. The seeded rule sets need at most 2 × 12 (the light-filtering chain, with or without its surcharge).
 */
const SEARCH_BUDGET = 5_000;

/** The cheapest or the dearest configuration at a size. */
export interface PriceExtreme {
  /** The engine's total for it, the minimum price applied: not limited, so it may be nothing or less, or beyond MAX_STORED_CENTS. */
  totalCents: Cents;
  /** The configuration, to quote (fixed groups left to the rules; a required text answered with a placeholder). */
  input: ConfigurationInput;
  /** Its choices for people, in the rules' order: "Bediening: Links, Accessoires: Zijgeleiders + Afstandssteunen" (fixed and text groups left out). */
  choices: string;
  /** Whether the engine takes the configuration; when not, `totalCents` is only a bound (see `SizeExtremes.exact`). */
  confirmed: boolean;
}

export interface SizeExtremes {
  size: ReferenceSize;
  cheapest: PriceExtreme;
  dearest: PriceExtreme;
  /** The largest amount any one line of any configuration can show (the basis's line with room for the rounding it absorbs), and that line. */
  largestLine: { cents: Cents; label: string };
  /** False when the linked groups were too many to search one way at a time (LINKED_WAYS_LIMIT, SEARCH_BUDGET) and were searched without their conditions: the amounts are then bounds. */
  exact: boolean;
}

/** The values a search chose, newest first (a list shared by every search that went on from it). */
interface Trail {
  group: string;
  values: readonly string[];
  before: Trail | null;
}

/** A configuration the search reached: its running total, what it chose, and what was sent for the linked groups. */
interface Reached {
  running: Fraction;
  trail: Trail | null;
  linkedInput: Readonly<Record<string, unknown>>;
}

/** Each group's values along a trail, in the order they were priced. */
function answersOf(trail: Trail | null): Record<string, string[]> {
  const answers: Record<string, string[]> = {};
  for (let t = trail; t; t = t.before) answers[t.group] = [...t.values, ...(answers[t.group] ?? [])];
  return answers;
}

/** The lowest and the highest running total reached (of equal ones, the first found). */
interface Span {
  low: Reached;
  high: Reached;
}

function widen(span: Span | null, reached: Reached): Span {
  if (!span) return { low: reached, high: reached };
  return { low: lessThan(reached.running, span.low.running) ? reached : span.low, high: lessThan(span.high.running, reached.running) ? reached : span.high };
}
const merge = (a: Span | null, b: Span | null): Span | null => (b ? widen(widen(a, b.low), b.high) : a);

/** How a group is searched: one of some answers (each the values priced, in the engine's order), or any set of its values. */
type Step = { group: OptionGroup; answers: (readonly string[])[] } | { group: OptionGroup; anySetOf: readonly string[] };

/** A group's values, each once (the engine prices a value by its first choice). */
const valuesOf = (group: OptionGroup): string[] => [...new Set(group.choices.map((c) => c.value))];

/** How a group is searched when nothing links it to another: text costs nothing; several choices are any set of them, sorted as the engine sorts them. */
function freeStep(group: OptionGroup): Step | null {
  const values = valuesOf(group);
  if (group.kind === 'text') return null;
  if (group.kind === 'multiple') return { group, anySetOf: values.sort() };
  // A fixed value is the only one; a group that is not required may still be sent empty, fixed or not.
  const offered = group.fixedValue !== undefined ? values.filter((v) => v === group.fixedValue) : values;
  return { group, answers: [...(group.required ? [] : [[]]), ...offered.map((v) => [v])] };
}

/**
 * The lowest and the highest running total over every way through the steps, and the largest line on the way. Each
 * choice maps the running total affinely (+ an amount, + a part of the basis, × a factor), so it maps a set of totals'
 * lowest and highest onto the lowest and highest of the totals it makes: each step only needs those two.
 */
class PriceSearch {
  largest: { amount: Fraction; label: string } = { amount: frac(0), label: '' };

  constructor(private readonly basis: Fraction) {}

  /** `from` with `values` of `group` priced after it, as the engine prices them. */
  private extend(from: Reached, group: OptionGroup, values: readonly string[]): Reached {
    let running = from.running;
    for (const value of values) {
      const choice = group.choices.find((c) => c.value === value);
      const amount = surchargeAmount(choice?.surcharge, this.basis, running);
      if (!choice || !amount) continue;
      if (lessThan(this.largest.amount, abs(amount))) this.largest = { amount: abs(amount), label: texts.priceLine.option(group.label, choice.label) };
      running = add(running, amount);
    }
    return { running, trail: values.length ? { group: group.key, values, before: from.trail } : from.trail, linkedInput: from.linkedInput };
  }

  /** `into`, widened by both ends of `span` priced on with `values`. */
  private extendEnds(into: Span | null, span: Span | null, group: OptionGroup, values: readonly string[]): Span | null {
    if (!span) return into;
    for (const end of span.low === span.high ? [span.low] : [span.low, span.high]) into = widen(into, this.extend(end, group, values));
    return into;
  }

  run(start: Reached, steps: readonly Step[]): Span | null {
    let span: Span | null = { low: start, high: start };
    for (const step of steps) {
      if ('answers' in step) {
        let next: Span | null = null;
        for (const values of step.answers) next = this.extendEnds(next, span, step.group, values);
        span = next;
      } else {
        // Sets of the values so far with at least one of them: those of the value before, with or without this one.
        let some: Span | null = null;
        for (const value of step.anySetOf) some = this.extendEnds(this.extendEnds(some, some, step.group, [value]), span, step.group, [value]);
        span = step.group.required ? some : merge(span, some);
      }
      if (!span) return null;
    }
    return span;
  }
}

/** The linked groups, and each distinct way the engine reads them: what a shopper sent, and what each then answers. */
interface LinkedWays {
  keys: ReadonlySet<string>;
  ways: { input: Record<string, unknown>; answers: Record<string, readonly string[]> }[];
}

/** What a shopper may send for a linked group, one of each kind the engine tells apart; null when that is more than the limit. */
function inputsOf(rules: ConfiguratorRules, group: OptionGroup): unknown[] | null {
  const values = valuesOf(group);
  // Nothing (then the default or the fixed value), and an empty answer (no default either; as text it may meet a condition).
  const none = [undefined, '', ...(group.kind === 'multiple' ? [[]] : [])];
  if (group.kind === 'single') return [...none, ...values];
  if (group.kind === 'text') {
    const asked = rules.optionGroups.flatMap((g) => g.choices.flatMap((c) => (c.availableWhen?.group === group.key ? c.availableWhen.values : [])));
    return [...none, SOME_TEXT, ...new Set(asked)];
  }
  if (2 ** values.length > LINKED_WAYS_LIMIT) return null;
  // One value as text (it meets a condition and sets other groups, a list does neither), and every set as a list.
  const sets = values.sort().reduce<string[][]>((all, value) => [...all, ...all.map((set) => [...set, value])], [[]]);
  return [...none, ...values, ...sets.filter((set) => set.length > 0)];
}

function* everyInput(inputs: readonly { key: string; sent: readonly unknown[] }[]): Generator<Record<string, unknown>> {
  const [first, ...rest] = inputs;
  if (!first) return yield {};
  for (const others of everyInput(rest)) for (const sent of first.sent) yield sent === undefined ? others : { ...others, [first.key]: sent };
}

/** The linked groups' ways, read by the engine's own reading of options; null when there are more than the limit. */
function linkedWays(rules: ConfiguratorRules): LinkedWays | null {
  const known = new Set(rules.optionGroups.map((g) => g.key));
  const keys = new Set<string>();
  for (const group of rules.optionGroups) {
    for (const choice of group.choices) {
      const others = [...(choice.availableWhen ? [choice.availableWhen.group] : []), ...Object.keys(choice.forces ?? {})];
      if (others.length) for (const key of [group.key, ...others]) if (known.has(key)) keys.add(key);
    }
  }
  const linked = rules.optionGroups.filter((g) => keys.has(g.key));
  const inputs = linked.map((group) => ({ key: group.key, sent: inputsOf(rules, group) }));
  if (inputs.reduce((n, i) => n * (i.sent?.length ?? Infinity), 1) > LINKED_WAYS_LIMIT) return null;
  const ways = new Map<string, LinkedWays['ways'][number]>();
  for (const input of everyInput(inputs as { key: string; sent: unknown[] }[])) {
    const errors: FieldError[] = [];
    const options = readOptions(rules, input, errors);
    if (errors.some((e) => linked.some((g) => e.field === `options.${g.key}`))) continue;
    const answers = Object.fromEntries(linked.map((g) => [g.key, ([] as string[]).concat(options[g.key] ?? [])]));
    // Ways that choose the same surcharges price alike: one of them is searched (the first, for its choices' names).
    const id = JSON.stringify(linked.map((g) => answers[g.key]!.map((v) => g.choices.find((c) => c.value === v)?.surcharge ?? null)));
    if (!ways.has(id)) ways.set(id, { input, answers });
  }
  // Each way is searched through the other groups' choices; beyond the budget the search goes without the links.
  const others = rules.optionGroups.reduce((n, g) => n + (keys.has(g.key) ? 0 : g.choices.length + 1), 0);
  return ways.size * others > SEARCH_BUDGET ? null : { keys, ways: [...ways.values()] };
}

/** A configuration the search reached, as a shopper would send it: a free group left empty is sent empty, so no default fills it. */
function inputOf(rules: ConfiguratorRules, size: ReferenceSize, reached: Reached, linked: LinkedWays | null): ConfigurationInput {
  const options: Record<string, unknown> = { ...reached.linkedInput };
  const answers = answersOf(reached.trail);
  for (const group of rules.optionGroups) {
    if (linked?.keys.has(group.key)) continue;
    const values = answers[group.key] ?? [];
    if (group.kind === 'text') {
      if (group.required) options[group.key] = SOME_TEXT;
    } else options[group.key] = group.kind === 'multiple' ? values : (values[0] ?? '');
  }
  return referenceConfiguration(rules, size, options);
}

/** "Bediening: Links, Accessoires: Zijgeleiders + Afstandssteunen": what a configuration chose, fixed and text groups left out. */
function choicesText(rules: ConfiguratorRules, answers: Readonly<Record<string, readonly string[]>>): string {
  return rules.optionGroups
    .filter((g) => g.kind !== 'text' && !(g.kind === 'single' && g.fixedValue !== undefined) && answers[g.key]?.length)
    .map((g) => `${g.label}: ${answers[g.key]!.map((v) => g.choices.find((c) => c.value === v)?.label ?? v).join(' + ')}`)
    .join(', ');
}

/** The total of a running total, as the engine makes it: rounded once, then topped up to the minimum price. */
function totalOf(rules: ConfiguratorRules, running: Fraction): Cents {
  const rounded = roundCents(running);
  return rules.minimumCents !== undefined && rounded < rules.minimumCents ? rules.minimumCents : rounded;
}

function extremesAt(rules: ConfiguratorRules, size: ReferenceSize, linked: LinkedWays | null): SizeExtremes | null {
  const basis = priceBasis(rules, size.width, size.height);
  const search = new PriceSearch(basis);
  let span: Span | null = null;
  for (const way of linked?.ways ?? [{ input: {}, answers: {} }]) {
    const steps = rules.optionGroups.flatMap((group) => {
      const step = linked?.keys.has(group.key) ? { group, answers: [way.answers[group.key]!] } : freeStep(group);
      return step ? [step] : [];
    });
    span = merge(span, search.run({ running: basis, trail: null, linkedInput: way.input }, steps));
  }
  if (!span) return null;
  const extreme = (reached: Reached): PriceExtreme => {
    const input = inputOf(rules, size, reached, linked);
    return { totalCents: totalOf(rules, reached.running), input, choices: choicesText(rules, answersOf(reached.trail)), confirmed: refusalOf(rules, input) === null };
  };
  // The basis's line absorbs the rounding of every line (half a cent each, and of the total); the minimum's tops up the cheapest.
  const lines = 2 + rules.optionGroups.reduce((n, g) => n + g.choices.length, 0);
  const candidates = [
    { cents: Math.abs(roundCents(basis)) + Math.ceil(lines / 2), label: basisLabel(rules, size.width, size.height) },
    { cents: roundCents(search.largest.amount), label: search.largest.label },
    { cents: rules.minimumCents !== undefined ? rules.minimumCents - roundCents(span.low.running) : 0, label: texts.priceLine.minimum },
  ];
  const largestLine = candidates.reduce((a, b) => (b.cents > a.cents ? b : a));
  return { size, cheapest: extreme(span.low), dearest: extreme(span.high), largestLine, exact: linked !== null };
}

/**
 * The cheapest and the dearest configuration of the rules at their smallest and at their largest size (no entry for
 * a size no configuration can be priced at), with the largest line any configuration shows there. Between them they
 * bound every price the rules can make at any size: what must hold for every price (above zero, within what the
 * shop stores) holds when it holds for these.
 */
export function priceExtremes(rules: ConfiguratorRules): SizeExtremes[] {
  const linked = linkedWays(rules);
  return referenceSizes(rules)
    .filter((size) => size.kind !== 'middle')
    .flatMap((size) => extremesAt(rules, size, linked) ?? []);
}

/**
 * The lowest price a shopper can pay for a blind of these rules (issue 31): the cheapest configuration at the size
 * where it is cheapest (`priceExtremes`: the price grows with the size, so that is the smallest), the minimum price
 * applied. It is what a "vanaf" price and the offer price of structured data say, never the rate per m² (a
 * 40 × 100 cm blind at € 34,95 per m² costs € 13,98). Null when the rules price no size. When the linked choices
 * are too many to search one way at a time (`SizeExtremes.exact`), the amount is a bound: no configuration costs
 * less, so a "vanaf" price still holds.
 */
export function lowestPrice(rules: ConfiguratorRules): PriceExtreme | null {
  const cheapest = priceExtremes(rules).map((e) => e.cheapest);
  return cheapest.reduce<PriceExtreme | null>((low, e) => (low === null || e.totalCents < low.totalCents ? e : low), null);
}

/* ----------------------------------------------------------------------------------------------- */
/* The check                                                                                       */

const MOST = formatEuro(MAX_STORED_CENTS);

/** What is wrong with the amounts of a size's extremes, in Dutch for staff. */
function amountProblems({ size, cheapest, dearest, largestLine }: SizeExtremes): string[] {
  const name = REFERENCE_NAMES[size.kind].toLowerCase();
  const comesTo = (which: string, extreme: PriceExtreme) =>
    extreme.confirmed
      ? `De ${which} samenstelling bij ${name} (${size.label}${extreme.choices ? `: ${extreme.choices}` : ''}) komt op ${formatEuro(extreme.totalCents)}`
      : `De ${which} samenstelling bij ${name} (${size.label}) kan op ${formatEuro(extreme.totalCents)} komen (te veel keuzes hangen van elkaar af om elke samenstelling na te gaan; zonder hun voorwaarden: ${extreme.choices || 'geen keuzes'})`;
  const problems: string[] = [];
  if (cheapest.totalCents <= 0) problems.push(`${comesTo('goedkoopste', cheapest)}; een prijs moet boven nul liggen.`);
  if (dearest.totalCents > MAX_STORED_CENTS) problems.push(`${comesTo('duurste', dearest)}; een prijs kan hoogstens ${MOST} zijn.`);
  if (problems.length === 0 && !fitsStoredCents(largestLine.cents)) {
    problems.push(`Bij ${name} (${size.label}) kan de prijsregel ${largestLine.label} op ${formatEuro(largestLine.cents)} komen; een bedrag kan hoogstens ${MOST} zijn.`);
  }
  return problems;
}

/**
 * A blind made to measure costs more the more fabric it takes (issue 31: a fixed price at any size lost money on
 * every large blind): the cheapest configuration at the largest size must cost more than the cheapest at the
 * smallest. Weighed on prices, not on how the rules are written, so it refuses every way to a flat price — a fixed
 * base, a rate of nothing per m², a minimum price above what the largest size comes to — and the cheapest is the
 * floor of what the shop earns at a size.
 */
function growthProblems(extremes: readonly SizeExtremes[]): string[] {
  const smallest = extremes.find((e) => e.size.kind === 'smallest');
  const largest = extremes.find((e) => e.size.kind === 'largest');
  if (!smallest || !largest || largest.cheapest.totalCents > smallest.cheapest.totalCents) return [];
  const at = (e: SizeExtremes) => `${REFERENCE_NAMES[e.size.kind].toLowerCase()} (${e.size.label}) ${formatEuro(e.cheapest.totalCents)}`;
  return [
    `De prijs groeit niet met de maat: de goedkoopste samenstelling kost bij ${at(smallest)} en bij ${at(largest)}. Een rolgordijn op maat moet groter meer kosten: reken per m², met een minimumprijs onder de prijs van de grootste maat.`,
  ];
}

/**
 * What stops the engine from pricing these rules, in Dutch for staff: the trade meanings every choice must state
 * (`ruleProblems`), a reference size the engine refuses with the default choices, a cheapest configuration at
 * nothing or less or a dearest (or any line) beyond what the shop stores (`priceExtremes`), and a price that does not
 * grow with the size (`growthProblems`). Empty when the rules can be sold.
 */
export function pricingProblems(rules: ConfiguratorRules): string[] {
  const problems = [...ruleProblems(rules)];
  const sizes = referenceSizes(rules);
  if (sizes.length === 0) return [...problems, 'De regels hebben geen breedte en hoogte om mee te rekenen.'];
  const options = referenceOptions(rules);
  const refused = new Set<ReferenceSizeKind>();
  for (const size of sizes) {
    const reason = refusalOf(rules, referenceConfiguration(rules, size, options));
    if (reason === null) continue;
    refused.add(size.kind);
    problems.push(`${REFERENCE_NAMES[size.kind]} (${size.label}) kan niet geprijsd worden: ${reason}`);
  }
  try {
    // A size the engine refuses already has its reason; the amounts of its extremes say nothing more.
    const extremes = priceExtremes(rules).filter((found) => !refused.has(found.size.kind));
    const amounts = extremes.flatMap(amountProblems);
    // Whether the price grows is weighed on amounts the shop can charge: one problem at a time.
    return [...problems, ...amounts, ...(amounts.length ? [] : growthProblems(extremes))];
  } catch {
    return refused.size ? problems : [...problems, `Niet elke samenstelling kan geprijsd worden: ${UNREADABLE}`];
  }
}
