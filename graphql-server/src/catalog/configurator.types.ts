/**
 * The configurator rules of a product as typed GraphQL objects (stored as jsonb, ARCHITECTURE §3).
 * The objects are made by `rulesToGraphQL` (schema/src/rules-graphql.ts), beside its inverse, so the two
 * directions are written in one place; surcharge labels ('+€ 12,50', '+10%') come from the same rules the engine
 * prices with.
 */
import { Field, Float, Int, ObjectType } from 'type-graphql';
import {
  CONFIGURATOR_LAYOUT,
  DIMENSION_KEY,
  DIMENSION_UNIT,
  OPTION_GROUP_KIND,
  OPTION_GROUP_ROLE,
  PRICING_MODE,
  SURCHARGE_KIND,
  TEXT_OPTION_MAX_LENGTH,
  rulesToGraphQL,
  type ConfiguratorRules,
} from '@lumina/schema';
import { Money } from '../api/money.type';
import { graphqlEnumOf, type ValueOf } from '../api/graphql-enum';
import { CassetteType, ChainMaterial, ControlSide, Mounting } from '../api/trade';

export const ConfiguratorLayout = graphqlEnumOf('ConfiguratorLayout', 'Which configurator screen renders the rules.', CONFIGURATOR_LAYOUT, {
  BLACKOUT: 'The configuration page /product/{id}.',
  LIGHT_FILTERING: 'The light-filtering white configurator, five numbered sections.',
  BLACKOUT_WHITE: 'The blackout white configurator, /product/verduisterend-wit.',
  AUTHENTICS: 'The Authentics page: sizes in mm, "Bereken je prijs".',
});
export type ConfiguratorLayout = ValueOf<typeof ConfiguratorLayout>;

export const SurchargeKind = graphqlEnumOf('SurchargeKind', 'How a choice changes the price.', SURCHARGE_KIND, {
  FIXED: 'A fixed amount is added (see amount).',
  PERCENT_OF_AREA: 'A percentage of the area (or base) price is added (see percent).',
  FACTOR: 'The running total so far (the base and the groups before this one, in rules order) is multiplied (see factor).',
});
export type SurchargeKind = ValueOf<typeof SurchargeKind>;

export const OptionGroupKind = graphqlEnumOf('OptionGroupKind', 'How a shopper answers an option group.', OPTION_GROUP_KIND, {
  SINGLE: 'Exactly one choice: send `value`.',
  MULTIPLE: 'Any number of choices: send `values`.',
  TEXT: `Free text (e.g. notes, at most ${TEXT_OPTION_MAX_LENGTH} characters): send \`value\`.`,
});
export type OptionGroupKind = ValueOf<typeof OptionGroupKind>;

export const OptionGroupRole = graphqlEnumOf(
  'OptionGroupRole',
  'What an option group means in the trade, whatever its key; each of its choices states its meaning (OptionChoice.meaning).',
  OPTION_GROUP_ROLE,
  {
    CONTROL_TYPE: 'The chain system (Dutch: bediening); its choices state their chainMaterial.',
    CHAIN_COLOR: 'Colour of the chain.',
    CONTROL_SIDE: 'The side the chain hangs (Dutch: bedieningszijde); its choices state their controlSide.',
    BOTTOM_BAR: 'The bottom bar (onderlat / onderrail).',
    PROFILE_COLOR: 'Colour of the profile or system.',
    MOUNTING: 'How the blind hangs (Dutch: montage); its choices state their mounting and the deduction.',
    FABRIC: 'The fabric.',
    CASSETTE: 'Open system, half or full cassette; its choices state their cassette.',
    COLOR: 'Colour of the fabric; its choices state the product colour they are.',
  },
);
export type OptionGroupRole = ValueOf<typeof OptionGroupRole>;

export const PricingMode = graphqlEnumOf('PricingMode', 'What the price starts from.', PRICING_MODE, {
  PER_SQUARE_METRE: 'Width × height in m² × pricePerSquareMetre.',
  FIXED_BASE: 'A fixed basePrice, whatever the size.',
});
export type PricingMode = ValueOf<typeof PricingMode>;

export const DimensionUnit = graphqlEnumOf('DimensionUnit', 'Unit of a dimension; a configuration sends whole numbers in it.', DIMENSION_UNIT, {
  CM: 'Centimetres.',
  MM: 'Millimetres.',
});
export type DimensionUnit = ValueOf<typeof DimensionUnit>;

export const DimensionKey = graphqlEnumOf('DimensionKey', 'Which dimension a rule is for.', DIMENSION_KEY, { WIDTH: 'Breedte.', HEIGHT: 'Hoogte.' });
export type DimensionKey = ValueOf<typeof DimensionKey>;

@ObjectType('DimensionRule', { description: 'The allowed values of one dimension.' })
export class DimensionRuleType {
  @Field(() => DimensionKey, { description: 'Width or height; ConfigurationInput takes it as `width` or `height`.' }) key: DimensionKey;
  @Field(() => String, { description: 'Label for the input, e.g. "Breedte".' }) label: string;
  @Field(() => DimensionUnit, { description: 'Unit of min, max, step and of the value to send.' }) unit: DimensionUnit;
  @Field(() => Int, { description: 'Smallest allowed value.' }) min: number;
  @Field(() => Int, { description: 'Largest allowed value.' }) max: number;
  @Field(() => Int, { description: 'Step of the minus/plus buttons only: every whole value from min to max is allowed.' }) step: number;
  @Field(() => String, { description: 'Inline message to show when the value is above 0 and out of range.' }) errorText: string;
}

@ObjectType('Surcharge', { description: 'What a choice adds to the price; exactly one of amount, percent and factor is set, per kind.' })
export class SurchargeType {
  @Field(() => SurchargeKind, { description: 'How the surcharge applies.' }) kind: SurchargeKind;
  @Field(() => Money, { nullable: true, description: 'The amount added, for FIXED.' }) amount: Money | null;
  @Field(() => Float, { nullable: true, description: 'Percent of the area (or base) price, for PERCENT_OF_AREA, e.g. 10.' }) percent: number | null;
  @Field(() => Float, { nullable: true, description: 'Multiplier of the running total, for FACTOR, e.g. 1.15.' }) factor: number | null;
}

@ObjectType({ description: 'A choice is offered only while another option group has one of these values.' })
export class ChoiceCondition {
  @Field(() => String, { description: 'Key of the other option group.' }) group: string;
  @Field(() => [String], { description: 'Values of that group that make the choice available.' }) values: string[];
}

@ObjectType({ description: 'Choosing a choice sets another option group to a value.' })
export class ForcedChoice {
  @Field(() => String, { description: 'Key of the option group that is set.' }) group: string;
  @Field(() => String, { description: 'The value it is set to.' }) value: string;
}

@ObjectType({ description: 'What the atelier takes off the measured size for a mounting (in de dag: a little width, so the blind turns freely).' })
export class FabricationDeduction {
  @Field(() => Int, { description: 'Taken off the width, in mm.' }) widthMm: number;
  @Field(() => Int, { description: 'Taken off the height, in mm.' }) heightMm: number;
}

@ObjectType('ChoiceMeaning', {
  description:
    "What a choice means in the trade, whatever its value: which of these it states follows from its group's role (MOUNTING: mounting and deduction; CASSETTE: cassette; CONTROL_SIDE: controlSide; CONTROL_TYPE: chainMaterial; COLOR: colour).",
})
export class ChoiceMeaningType {
  @Field(() => Mounting, { nullable: true, description: 'A mounting choice: how the blind hangs.' }) mounting: Mounting | null;
  @Field(() => FabricationDeduction, { nullable: true, description: 'A mounting choice: what the atelier takes off the measured size to cut the blind.' })
  deduction: FabricationDeduction | null;
  @Field(() => CassetteType, { nullable: true, description: 'A cassette choice.' }) cassette: CassetteType | null;
  @Field(() => ControlSide, { nullable: true, description: 'A control-side choice.' }) controlSide: ControlSide | null;
  @Field(() => ChainMaterial, { nullable: true, description: 'A chain-system choice: what its chain is made of.' }) chainMaterial: ChainMaterial | null;
  @Field(() => String, { nullable: true, description: 'A colour choice: the product colour it is (Product.colors[].name).' }) colour: string | null;
}

@ObjectType('OptionChoice', { description: 'One choice of an option group.' })
export class OptionChoiceType {
  @Field(() => String, { description: 'What to send as the option\'s value.' }) value: string;
  @Field(() => String, { description: 'What to show (Dutch).' }) label: string;
  @Field(() => SurchargeType, { nullable: true, description: 'Price effect; null when free.' }) surcharge: SurchargeType | null;
  @Field(() => String, { nullable: true, description: "Shopper-facing surcharge, e.g. '+€ 12,50' or '+10%'; null when free." })
  surchargeLabel: string | null;
  @Field(() => ChoiceCondition, { nullable: true, description: 'Only offered while another group has one of these values; null when always offered.' })
  availableWhen: ChoiceCondition | null;
  @Field(() => [ForcedChoice], { description: 'Choosing this sets these other groups (e.g. metal chain sets the chain colour to metal).' }) forces: ForcedChoice[];
  @Field(() => ChoiceMeaningType, { nullable: true, description: "What the choice means in the trade; null when its group has no role that asks for a meaning." })
  meaning: ChoiceMeaningType | null;
}

@ObjectType('OptionGroup', { description: 'One question of a configurator, e.g. the chain system or the control side.' })
export class OptionGroupType {
  @Field(() => String, { description: 'Key to send in ConfigurationOptionInput.key, e.g. "controlType".' }) key: string;
  @Field(() => String, { description: 'Label to show (Dutch).' }) label: string;
  @Field(() => OptionGroupRole, { nullable: true, description: 'Its meaning in the trade, when it has one.' }) role: OptionGroupRole | null;
  @Field(() => OptionGroupKind, { description: 'One choice, several, or free text.' }) kind: OptionGroupKind;
  @Field(() => Boolean, { description: 'A configuration is complete only when a required group has an answer.' }) required: boolean;
  @Field(() => String, { nullable: true, description: 'A fixed choice the shopper cannot change (shown as information, priced as chosen).' })
  fixedValue: string | null;
  @Field(() => String, { nullable: true, description: 'Used when the configuration leaves the group out.' }) defaultValue: string | null;
  @Field(() => [OptionChoiceType], { description: 'The choices; empty for TEXT.' }) choices: OptionChoiceType[];
}

@ObjectType('Pricing', { description: 'What the price of a configuration starts from, before surcharges.' })
export class PricingType {
  @Field(() => PricingMode, { description: 'Per square metre or a fixed base.' }) mode: PricingMode;
  @Field(() => Money, { nullable: true, description: 'Price per m², for PER_SQUARE_METRE.' }) pricePerSquareMetre: Money | null;
  @Field(() => Money, { nullable: true, description: 'Base price, for FIXED_BASE.' }) basePrice: Money | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The price group (1–8) whose rate pricePerSquareMetre is, for PER_SQUARE_METRE; null when the product has a rate of its own.',
  })
  priceGroup: number | null;
}

@ObjectType('ConfiguratorRules', {
  description: 'How a made-to-measure product is configured and priced. priceQuote prices a configuration by these rules; the cart uses the same price.',
})
export class ConfiguratorRulesType {
  @Field(() => ConfiguratorLayout, { description: 'Which configurator screen renders the rules.' }) layout: ConfiguratorLayout;
  @Field(() => [DimensionRuleType], { description: 'Width and height rules.' }) dimensions: DimensionRuleType[];
  @Field(() => PricingType, { description: 'What the price starts from.' }) pricing: PricingType;
  @Field(() => Money, { nullable: true, description: 'The price never goes below this; null when there is no minimum.' }) minimumPrice: Money | null;
  @Field(() => [OptionGroupType], { description: 'The questions, in the order to ask them.' }) optionGroups: OptionGroupType[];
}

/** The rules as the API answers them (the one mapper, in schema/src/rules-graphql.ts). */
export function configuratorRulesType(rules: ConfiguratorRules): ConfiguratorRulesType {
  return rulesToGraphQL(rules, Money.of);
}
