/**
 * The configurator rules of a product as typed GraphQL objects (stored as jsonb, ARCHITECTURE §3).
 * Surcharge labels ('+€ 12,50', '+10%') are derived here from the same rules the engine prices with.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { surchargeLabel, type ConfiguratorRules, type OptionChoice, type OptionGroup, type Surcharge } from '@lumina/schema';
import { Money } from '../shop/money.type';

export enum ConfiguratorLayout {
  BLACKOUT = 'blackout',
  LIGHT_FILTERING = 'light-filtering',
  BLACKOUT_WHITE = 'blackout-white',
  AUTHENTICS = 'authentics',
}
registerEnumType(ConfiguratorLayout, { name: 'ConfiguratorLayout', description: 'Which configurator screen renders the rules.' });

export enum SurchargeKind {
  FIXED = 'fixed',
  PERCENT_OF_AREA = 'percentOfArea',
  FACTOR = 'factor',
}
registerEnumType(SurchargeKind, {
  name: 'SurchargeKind',
  valuesConfig: {
    FIXED: { description: 'A fixed amount (cents).' },
    PERCENT_OF_AREA: { description: 'A percentage of the area (or base) price.' },
    FACTOR: { description: 'A factor on the running total after fixed and percentage surcharges.' },
  },
});

export enum OptionGroupKind {
  SINGLE = 'single',
  MULTIPLE = 'multiple',
  TEXT = 'text',
}
registerEnumType(OptionGroupKind, { name: 'OptionGroupKind' });

@ObjectType()
export class DimensionRuleType {
  @Field(() => String, { description: '"width" or "height".' }) key: string;
  @Field(() => String) label: string;
  @Field(() => String, { description: '"cm" or "mm".' }) unit: string;
  @Field(() => Int) min: number;
  @Field(() => Int) max: number;
  @Field(() => Int, { description: 'Plus/minus step.' }) step: number;
  @Field(() => Boolean, { description: 'Values must lie on min + k × step.' }) enforceStep: boolean;
  @Field(() => String, { description: 'Inline message when the value is above 0 and out of range.' }) errorText: string;
}

@ObjectType()
export class SurchargeType {
  @Field(() => SurchargeKind) kind: SurchargeKind;
  @Field(() => Money, { nullable: true }) amount: Money | null;
  @Field(() => Float, { nullable: true }) percent: number | null;
  @Field(() => Float, { nullable: true }) factor: number | null;
}

@ObjectType()
export class ChoiceCondition {
  @Field(() => String) group: string;
  @Field(() => [String]) values: string[];
}

@ObjectType()
export class ForcedChoice {
  @Field(() => String) group: string;
  @Field(() => String) value: string;
}

@ObjectType()
export class OptionChoiceType {
  @Field(() => String) value: string;
  @Field(() => String) label: string;
  @Field(() => SurchargeType, { nullable: true }) surcharge: SurchargeType | null;
  @Field(() => String, { nullable: true, description: "Shopper-facing surcharge, e.g. '+€ 12,50' or '+10%'; null when free." })
  surchargeLabel: string | null;
  @Field(() => ChoiceCondition, { nullable: true, description: 'Only offered while another group has one of these values.' })
  availableWhen: ChoiceCondition | null;
  @Field(() => [ForcedChoice], { description: 'Choosing this sets these other groups.' }) forces: ForcedChoice[];
}

@ObjectType()
export class OptionGroupType {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => OptionGroupKind) kind: OptionGroupKind;
  @Field(() => Boolean) required: boolean;
  @Field(() => String, { nullable: true, description: 'A fixed choice the shopper cannot change.' }) fixedValue: string | null;
  @Field(() => String, { nullable: true }) defaultValue: string | null;
  @Field(() => [OptionChoiceType]) choices: OptionChoiceType[];
}

@ObjectType()
export class PricingType {
  @Field(() => String, { description: '"perSquareMetre" or "fixedBase".' }) mode: string;
  @Field(() => Money, { nullable: true }) pricePerSquareMetre: Money | null;
  @Field(() => Money, { nullable: true }) basePrice: Money | null;
}

@ObjectType({ description: 'How a made-to-measure product is configured and priced.' })
export class ConfiguratorRulesType {
  @Field(() => ConfiguratorLayout) layout: ConfiguratorLayout;
  @Field(() => [DimensionRuleType]) dimensions: DimensionRuleType[];
  @Field(() => PricingType) pricing: PricingType;
  @Field(() => Money, { nullable: true }) minimumPrice: Money | null;
  @Field(() => Int) vatPercent: number;
  @Field(() => [OptionGroupType]) optionGroups: OptionGroupType[];
}

function surchargeType(s: Surcharge | undefined): SurchargeType | null {
  if (!s) return null;
  return {
    kind: s.kind as SurchargeKind,
    amount: s.kind === 'fixed' ? Money.of(s.cents) : null,
    percent: s.kind === 'percentOfArea' ? s.percent : null,
    factor: s.kind === 'factor' ? s.factor : null,
  };
}

function choiceType(c: OptionChoice): OptionChoiceType {
  return {
    value: c.value,
    label: c.label,
    surcharge: surchargeType(c.surcharge),
    surchargeLabel: surchargeLabel(c.surcharge),
    availableWhen: c.availableWhen ? { group: c.availableWhen.group, values: [...c.availableWhen.values] } : null,
    forces: Object.entries(c.forces ?? {}).map(([group, value]) => ({ group, value })),
  };
}

function groupType(g: OptionGroup): OptionGroupType {
  return {
    key: g.key,
    label: g.label,
    kind: g.kind as OptionGroupKind,
    required: g.required,
    fixedValue: g.fixedValue ?? null,
    defaultValue: g.defaultValue ?? null,
    choices: g.choices.map(choiceType),
  };
}

export function configuratorRulesType(rules: ConfiguratorRules): ConfiguratorRulesType {
  return {
    layout: rules.layout as ConfiguratorLayout,
    dimensions: rules.dimensions.map((d) => ({ ...d })),
    pricing: {
      mode: rules.pricing.mode,
      pricePerSquareMetre: rules.pricing.mode === 'perSquareMetre' ? Money.of(rules.pricing.centsPerSquareMetre) : null,
      basePrice: rules.pricing.mode === 'fixedBase' ? Money.of(rules.pricing.baseCents) : null,
    },
    minimumPrice: rules.minimumCents !== undefined ? Money.of(rules.minimumCents) : null,
    vatPercent: rules.vatPercent,
    optionGroups: rules.optionGroups.map(groupType),
  };
}
