/**
 * Configurator rules: stored as data on a product (jsonb), exposed through GraphQL,
 * evaluated by one price engine on the server (and by the client for its live preview).
 */
import type { Cents } from './money';
export type DimensionUnit = 'cm' | 'mm';
export interface DimensionRule {
    /** 'width' or 'height' */
    key: 'width' | 'height';
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
{
    kind: 'fixed';
    cents: Cents;
}
/** A percentage of the area (or base) price. */
 | {
    kind: 'percentOfArea';
    percent: number;
}
/** A factor applied to the running total after all fixed and percentage surcharges. */
 | {
    kind: 'factor';
    factor: number;
};
export interface OptionChoice {
    value: string;
    label: string;
    surcharge?: Surcharge;
    /** Only offered while another group has one of these values. */
    availableWhen?: {
        group: string;
        values: string[];
    };
    /** Choosing this value sets other groups (e.g. metal chain -> chain colour 'metal'). */
    forces?: Record<string, string>;
}
export interface OptionGroup {
    key: string;
    label: string;
    /** 'single' picks one choice, 'multiple' any number, 'text' is free text (notes). */
    kind: 'single' | 'multiple' | 'text';
    required: boolean;
    /** A fixed choice the shopper cannot change (shown as information, priced as chosen). */
    fixedValue?: string;
    defaultValue?: string;
    choices: OptionChoice[];
}
export type Pricing = {
    mode: 'perSquareMetre';
    centsPerSquareMetre: Cents;
} | {
    mode: 'fixedBase';
    baseCents: Cents;
};
export interface ConfiguratorRules {
    /** Which screen renders these rules. */
    layout: 'blackout' | 'light-filtering' | 'blackout-white' | 'authentics';
    dimensions: DimensionRule[];
    pricing: Pricing;
    minimumCents?: Cents;
    vatPercent: number;
    optionGroups: OptionGroup[];
}
