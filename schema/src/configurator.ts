/**
 * Configurator rules: stored as data on a product (jsonb), exposed through GraphQL,
 * evaluated by one price engine on the server (and by the client for its live preview).
 */
import type { Cents } from './money';

export type DimensionUnit = 'cm' | 'mm';
export type DimensionKey = 'width' | 'height';
export type ConfiguratorLayout = 'blackout' | 'light-filtering' | 'blackout-white' | 'authentics';

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
  /** Plus/minus step; values must lie on min + k·step when `enforceStep` is set. */
  step: number;
  enforceStep: boolean;
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
   * For a mounting choice: what the atelier takes off the measured size to cut the blind, in mm (in de dag:
   * a little less width, so the blind turns freely in the recess; op de dag: nothing).
   */
  deduction?: FabricationDeduction;
}

export interface FabricationDeduction {
  widthMm: number;
  heightMm: number;
}

/**
 * What an option group means in the trade, whatever its key in a particular configurator. The REST
 * compatibility layer and the fabricator data find the control type, side, mounting, ... by role, so no
 * code names a configurator's own keys.
 */
export const OPTION_GROUP_ROLES = [
  'controlType',
  'chainColor',
  'controlSide',
  'bottomBar',
  'profileColor',
  'mounting',
  'fabric',
  'cassette',
  'color',
] as const;
export type OptionGroupRole = (typeof OPTION_GROUP_ROLES)[number];

export interface OptionGroup {
  key: string;
  label: string;
  /** The group's meaning in the trade, when it has one (see OPTION_GROUP_ROLES). */
  role?: OptionGroupRole;
  /** 'single' picks one choice, 'multiple' any number, 'text' is free text (notes). */
  kind: 'single' | 'multiple' | 'text';
  required: boolean;
  /** A fixed choice the shopper cannot change (shown as information, priced as chosen). */
  fixedValue?: string;
  defaultValue?: string;
  choices: OptionChoice[];
}

export type Pricing =
  | { mode: 'perSquareMetre'; centsPerSquareMetre: Cents }
  | { mode: 'fixedBase'; baseCents: Cents };

export interface ConfiguratorRules {
  /** Which screen renders these rules. */
  layout: ConfiguratorLayout;
  dimensions: DimensionRule[];
  pricing: Pricing;
  minimumCents?: Cents;
  optionGroups: OptionGroup[];
}
