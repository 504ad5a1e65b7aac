/**
 * Configurator rules: stored as data on a product (jsonb), exposed through GraphQL,
 * evaluated by one price engine on the server (and by the client for its live preview).
 */
import type { Cents } from './money';
import type { ChoiceMeaning } from './trade';

/**
 * Closed sets of the rules, each as a table from its GraphQL enum name to the value the rules hold. The server
 * declares its GraphQL enums from these tables and a client maps the names back with them (rules-graphql.ts), so
 * a name and its value are written once.
 */
export const DIMENSION_UNIT = { CM: 'cm', MM: 'mm' } as const;
export type DimensionUnit = (typeof DIMENSION_UNIT)[keyof typeof DIMENSION_UNIT];
export const DIMENSION_KEY = { WIDTH: 'width', HEIGHT: 'height' } as const;
export type DimensionKey = (typeof DIMENSION_KEY)[keyof typeof DIMENSION_KEY];
export const CONFIGURATOR_LAYOUT = {
  BLACKOUT: 'blackout',
  LIGHT_FILTERING: 'light-filtering',
  BLACKOUT_WHITE: 'blackout-white',
  AUTHENTICS: 'authentics',
} as const;
export type ConfiguratorLayout = (typeof CONFIGURATOR_LAYOUT)[keyof typeof CONFIGURATOR_LAYOUT];
export const OPTION_GROUP_KIND = { SINGLE: 'single', MULTIPLE: 'multiple', TEXT: 'text' } as const;
export type OptionGroupKind = (typeof OPTION_GROUP_KIND)[keyof typeof OPTION_GROUP_KIND];
export const SURCHARGE_KIND = { FIXED: 'fixed', PERCENT_OF_AREA: 'percentOfArea', FACTOR: 'factor' } as const;
export type SurchargeKind = (typeof SURCHARGE_KIND)[keyof typeof SURCHARGE_KIND];
export const PRICING_MODE = { PER_SQUARE_METRE: 'perSquareMetre', FIXED_BASE: 'fixedBase' } as const;
export type PricingMode = (typeof PRICING_MODE)[keyof typeof PRICING_MODE];

/** The option group of a role in these rules, if any. */
export function groupWithRole(rules: ConfiguratorRules, role: OptionGroupRole): OptionGroup | undefined {
  return rules.optionGroups.find((g) => g.role === role);
}

export interface DimensionRule {
  key: DimensionKey;
  label: string;
  unit: DimensionUnit;
  min: number;
  max: number;
  /**
   * What the minus and plus buttons add or take from the value shown. Only the buttons' step: every whole unit from
   * min to max is a size (a window is 123 cm wide), whatever the step.
   */
  step: number;
  /** Inline message shown when the value is above 0 and out of range. */
  errorText: string;
}

export type Surcharge =
  /** A fixed amount added to the price. */
  | { kind: 'fixed'; cents: Cents }
  /** A percentage of the area (or base) price. */
  | { kind: 'percentOfArea'; percent: number }
  /** A factor on the running total so far: everything of the groups before it (groups are priced in order). */
  | { kind: 'factor'; factor: number };

export interface OptionChoice {
  value: string;
  label: string;
  surcharge?: Surcharge;
  /** Only offered while another group has one of these values. */
  availableWhen?: { group: string; values: string[] };
  /** Choosing this value sets other groups (e.g. metal chain -> chain colour 'metal'). */
  forces?: Record<string, string>;
  /**
   * What the choice means in the trade, whatever its value in this configurator: a mounting (and the
   * atelier's deduction), a cassette, a control side, a chain material, a product colour. Every choice of a
   * group with a role states it (trade.ts, `ruleProblems`); the fabricator data, the REST layer and the pages
   * read it, never a value.
   */
  meaning?: ChoiceMeaning;
}

/**
 * What an option group means in the trade, whatever its key in a particular configurator. The REST
 * compatibility layer and the fabricator data find the control type, side, mounting, ... by role, so no
 * code names a configurator's own keys.
 */
export const OPTION_GROUP_ROLE = {
  CONTROL_TYPE: 'controlType',
  CHAIN_COLOR: 'chainColor',
  CONTROL_SIDE: 'controlSide',
  BOTTOM_BAR: 'bottomBar',
  PROFILE_COLOR: 'profileColor',
  MOUNTING: 'mounting',
  FABRIC: 'fabric',
  CASSETTE: 'cassette',
  COLOR: 'color',
} as const;
export type OptionGroupRole = (typeof OPTION_GROUP_ROLE)[keyof typeof OPTION_GROUP_ROLE];

export interface OptionGroup {
  key: string;
  label: string;
  /** The group's meaning in the trade, when it has one (OPTION_GROUP_ROLE; what each choice then means is its `meaning`, trade.ts). */
  role?: OptionGroupRole;
  /** 'single' picks one choice, 'multiple' any number, 'text' is free text (notes). */
  kind: OptionGroupKind;
  required: boolean;
  /** A fixed choice the shopper cannot change (shown as information, priced as chosen). */
  fixedValue?: string;
  defaultValue?: string;
  choices: OptionChoice[];
}

/** The price groups a rate per m² can come from (staff set each group's rate; every product in it follows). */
export const PRICE_GROUP_RANGE = { min: 1, max: 8 } as const;

export type Pricing =
  /** Per m²: its own rate, or its price group's (`priceGroup`; the rate is then the group's, written in by a group change). */
  | { mode: 'perSquareMetre'; centsPerSquareMetre: Cents; priceGroup?: number }
  | { mode: 'fixedBase'; baseCents: Cents };

export interface ConfiguratorRules {
  /** Which screen renders these rules. */
  layout: ConfiguratorLayout;
  dimensions: DimensionRule[];
  pricing: Pricing;
  minimumCents?: Cents;
  optionGroups: OptionGroup[];
}
