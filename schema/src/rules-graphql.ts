/**
 * The configurator rules as the GraphQL API carries them, and back (ARCHITECTURE §3: the browser's preview prices
 * with the same rules as the server). One mapper each way: `rulesToGraphQL` makes the objects the server answers
 * (its type-graphql types, whose enums it declares from the tables in configurator.ts and trade.ts), and
 * `rulesFromGraphQL` turns what a client reads with the fields below (the web's ConfiguratorRulesFields fragment)
 * back into the rules the engine reads. A test runs every seeded rule set through the real API and back
 * (rules-round-trip.test.ts at the repository's root).
 */
import {
  CONFIGURATOR_LAYOUT,
  DIMENSION_KEY,
  DIMENSION_UNIT,
  OPTION_GROUP_KIND,
  OPTION_GROUP_ROLE,
  PRICING_MODE,
  SURCHARGE_KIND,
  type ConfiguratorRules,
  type OptionChoice,
  type OptionGroup,
  type Surcharge,
} from './configurator';
import { surchargeLabel } from './price-engine';
import { CASSETTE_TYPE, CHAIN_MATERIAL, CONTROL_SIDE, MOUNTING, type ChoiceMeaning } from './trade';

/** The value of a GraphQL enum name in its table; an unknown name is a contract break, so it throws. */
export function fromEnumName<const T extends Record<string, string>>(table: T, name: string): T[keyof T] {
  const value = (table as Record<string, string>)[name];
  if (value === undefined) throw new Error(`Unknown enum name ${name} (known: ${Object.keys(table).join(', ')})`);
  return value as T[keyof T];
}

/** The GraphQL enum name of a value in its table (a client sending rules back); an unknown value throws. */
export function toEnumName<const T extends Record<string, string>>(table: T, value: string): keyof T & string {
  const name = Object.keys(table).find((key) => table[key] === value);
  if (name === undefined) throw new Error(`Unknown enum value ${value} (known: ${Object.values(table).join(', ')})`);
  return name;
}

type Money = { readonly cents: number };
type List<T> = readonly T[];

/** What a client reads of ConfiguratorRules (enum names as GraphQL spells them). */
export interface ConfiguratorRulesGraphQL {
  readonly layout: string;
  readonly dimensions: List<{
    readonly key: string;
    readonly label: string;
    readonly unit: string;
    readonly min: number;
    readonly max: number;
    readonly step: number;
    readonly errorText: string;
  }>;
  readonly pricing: { readonly mode: string; readonly pricePerSquareMetre?: Money | null; readonly basePrice?: Money | null; readonly priceGroup?: number | null };
  readonly minimumPrice?: Money | null;
  readonly optionGroups: List<{
    readonly key: string;
    readonly label: string;
    readonly role?: string | null;
    readonly kind: string;
    readonly required: boolean;
    readonly fixedValue?: string | null;
    readonly defaultValue?: string | null;
    readonly choices: List<{
      readonly value: string;
      readonly label: string;
      readonly surcharge?: { readonly kind: string; readonly amount?: Money | null; readonly percent?: number | null; readonly factor?: number | null } | null;
      readonly availableWhen?: { readonly group: string; readonly values: List<string> } | null;
      readonly forces: List<{ readonly group: string; readonly value: string }>;
      readonly meaning?: {
        readonly mounting?: string | null;
        readonly deduction?: { readonly widthMm: number; readonly heightMm: number } | null;
        readonly cassette?: string | null;
        readonly controlSide?: string | null;
        readonly chainMaterial?: string | null;
        readonly colour?: string | null;
      } | null;
    }>;
  }>;
}

type ChoiceGraphQL = ConfiguratorRulesGraphQL['optionGroups'][number]['choices'][number];

function surchargeFrom(s: NonNullable<ChoiceGraphQL['surcharge']>): Surcharge {
  const kind = fromEnumName(SURCHARGE_KIND, s.kind);
  if (kind === 'fixed') return { kind, cents: s.amount?.cents ?? 0 };
  if (kind === 'percentOfArea') return { kind, percent: s.percent ?? 0 };
  return { kind, factor: s.factor ?? 1 };
}

function meaningFrom(m: NonNullable<ChoiceGraphQL['meaning']>): ChoiceMeaning {
  return {
    ...(m.mounting ? { mounting: fromEnumName(MOUNTING, m.mounting) } : {}),
    ...(m.deduction ? { deduction: { widthMm: m.deduction.widthMm, heightMm: m.deduction.heightMm } } : {}),
    ...(m.cassette ? { cassette: fromEnumName(CASSETTE_TYPE, m.cassette) } : {}),
    ...(m.controlSide ? { controlSide: fromEnumName(CONTROL_SIDE, m.controlSide) } : {}),
    ...(m.chainMaterial ? { chainMaterial: fromEnumName(CHAIN_MATERIAL, m.chainMaterial) } : {}),
    ...(m.colour ? { colour: m.colour } : {}),
  };
}

function choiceFrom(c: ChoiceGraphQL): OptionChoice {
  return {
    value: c.value,
    label: c.label,
    ...(c.surcharge ? { surcharge: surchargeFrom(c.surcharge) } : {}),
    ...(c.availableWhen ? { availableWhen: { group: c.availableWhen.group, values: [...c.availableWhen.values] } } : {}),
    ...(c.forces.length ? { forces: Object.fromEntries(c.forces.map((f) => [f.group, f.value])) } : {}),
    ...(c.meaning && Object.values(c.meaning).some((v) => v != null) ? { meaning: meaningFrom(c.meaning) } : {}),
  };
}

function groupFrom(g: ConfiguratorRulesGraphQL['optionGroups'][number]): OptionGroup {
  return {
    key: g.key,
    label: g.label,
    ...(g.role ? { role: fromEnumName(OPTION_GROUP_ROLE, g.role) } : {}),
    kind: fromEnumName(OPTION_GROUP_KIND, g.kind),
    required: g.required,
    ...(g.fixedValue != null ? { fixedValue: g.fixedValue } : {}),
    ...(g.defaultValue != null ? { defaultValue: g.defaultValue } : {}),
    choices: g.choices.map(choiceFrom),
  };
}

/** The rules the engine reads, from what the API answers. */
export function rulesFromGraphQL(rules: ConfiguratorRulesGraphQL): ConfiguratorRules {
  const mode = fromEnumName(PRICING_MODE, rules.pricing.mode);
  return {
    layout: fromEnumName(CONFIGURATOR_LAYOUT, rules.layout),
    dimensions: rules.dimensions.map((d) => ({
      key: fromEnumName(DIMENSION_KEY, d.key),
      label: d.label,
      unit: fromEnumName(DIMENSION_UNIT, d.unit),
      min: d.min,
      max: d.max,
      step: d.step,
      errorText: d.errorText,
    })),
    pricing:
      mode === 'perSquareMetre'
        ? {
            mode,
            centsPerSquareMetre: rules.pricing.pricePerSquareMetre?.cents ?? 0,
            ...(rules.pricing.priceGroup != null ? { priceGroup: rules.pricing.priceGroup } : {}),
          }
        : { mode, baseCents: rules.pricing.basePrice?.cents ?? 0 },
    ...(rules.minimumPrice ? { minimumCents: rules.minimumPrice.cents } : {}),
    optionGroups: rules.optionGroups.map(groupFrom),
  };
}

/** The rules as the API answers them: enum values (the server's enums turn them into names), amounts as `money(cents)`. */
export function rulesToGraphQL<M>(rules: ConfiguratorRules, money: (cents: number) => M) {
  const surcharge = (s: Surcharge | undefined) =>
    s
      ? {
          kind: s.kind,
          amount: s.kind === 'fixed' ? money(s.cents) : null,
          percent: s.kind === 'percentOfArea' ? s.percent : null,
          factor: s.kind === 'factor' ? s.factor : null,
        }
      : null;
  const meaning = (m: ChoiceMeaning) => ({
    mounting: m.mounting ?? null,
    deduction: m.deduction ? { ...m.deduction } : null,
    cassette: m.cassette ?? null,
    controlSide: m.controlSide ?? null,
    chainMaterial: m.chainMaterial ?? null,
    colour: m.colour ?? null,
  });
  const choice = (c: OptionChoice) => ({
    value: c.value,
    label: c.label,
    surcharge: surcharge(c.surcharge),
    surchargeLabel: surchargeLabel(c.surcharge),
    availableWhen: c.availableWhen ? { group: c.availableWhen.group, values: [...c.availableWhen.values] } : null,
    forces: Object.entries(c.forces ?? {}).map(([group, value]) => ({ group, value })),
    meaning: c.meaning ? meaning(c.meaning) : null,
  });
  const group = (g: OptionGroup) => ({
    key: g.key,
    label: g.label,
    role: g.role ?? null,
    kind: g.kind,
    required: g.required,
    fixedValue: g.fixedValue ?? null,
    defaultValue: g.defaultValue ?? null,
    choices: g.choices.map(choice),
  });
  return {
    layout: rules.layout,
    dimensions: rules.dimensions.map((d) => ({ ...d })),
    pricing: {
      mode: rules.pricing.mode,
      pricePerSquareMetre: rules.pricing.mode === 'perSquareMetre' ? money(rules.pricing.centsPerSquareMetre) : null,
      basePrice: rules.pricing.mode === 'fixedBase' ? money(rules.pricing.baseCents) : null,
      priceGroup: rules.pricing.mode === 'perSquareMetre' ? (rules.pricing.priceGroup ?? null) : null,
    },
    minimumPrice: rules.minimumCents !== undefined ? money(rules.minimumCents) : null,
    optionGroups: rules.optionGroups.map(group),
  };
}
