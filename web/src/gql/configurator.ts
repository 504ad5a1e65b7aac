/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How much of the roll a cover hides. */
export type CassetteType =
  /** Full cassette: the roll is enclosed (REST: "full-cassette"). */
  | 'FULL_CASSETTE'
  /** Half cassette: a cover over the front of the roll (REST: "half-cassette"). */
  | 'HALF_CASSETTE'
  /** Open system: the roll is visible (REST: "open"). */
  | 'OPEN';

/** What a chain is made of. */
export type ChainMaterial =
  /** Metal (metaal). */
  | 'METAL'
  /** Plastic (kunststof). */
  | 'PLASTIC';

/** Which configurator screen renders the rules. */
export type ConfiguratorLayout =
  /** The Authentics page: sizes in mm, "Bereken je prijs". */
  | 'AUTHENTICS'
  /** The configuration page /product/{id}. */
  | 'BLACKOUT'
  /** The blackout white configurator, /product/verduisterend-wit. */
  | 'BLACKOUT_WHITE'
  /** The light-filtering white configurator, five numbered sections. */
  | 'LIGHT_FILTERING';

/** The side the chain hangs, seen from inside the room (Dutch: bedieningszijde). */
export type ControlSide =
  /** Left (the fabricator export: "links"). */
  | 'LEFT'
  /** Right (the fabricator export: "rechts"). */
  | 'RIGHT';

/** Which dimension a rule is for. */
export type DimensionKey =
  /** Hoogte. */
  | 'HEIGHT'
  /** Breedte. */
  | 'WIDTH';

/** Unit of a dimension; a configuration sends whole numbers in it. */
export type DimensionUnit =
  /** Centimetres. */
  | 'CM'
  /** Millimetres. */
  | 'MM';

/** How the blind hangs (Dutch: montage). */
export type Mounting =
  /** Inside the window recess (in de dag); the atelier deducts for clearance (REST and the fabricator export: "in-de-dag"). */
  | 'INSIDE_RECESS'
  /** On the frame or the wall (op de dag), made to the exact size (REST and the fabricator export: "op-de-dag"). */
  | 'OUTSIDE_FRAME';

/** How a shopper answers an option group. */
export type OptionGroupKind =
  /** Any number of choices: send `values`. */
  | 'MULTIPLE'
  /** Exactly one choice: send `value`. */
  | 'SINGLE'
  /** Free text (e.g. notes, at most 1000 characters): send `value`. */
  | 'TEXT';

/** What an option group means in the trade, whatever its key; each of its choices states its meaning (OptionChoice.meaning). */
export type OptionGroupRole =
  /** The bottom bar (onderlat / onderrail). */
  | 'BOTTOM_BAR'
  /** Open system, half or full cassette; its choices state their cassette. */
  | 'CASSETTE'
  /** Colour of the chain. */
  | 'CHAIN_COLOR'
  /** Colour of the fabric; its choices state the product colour they are. */
  | 'COLOR'
  /** The side the chain hangs (Dutch: bedieningszijde); its choices state their controlSide. */
  | 'CONTROL_SIDE'
  /** The chain system (Dutch: bediening); its choices state their chainMaterial. */
  | 'CONTROL_TYPE'
  /** The fabric. */
  | 'FABRIC'
  /** How the blind hangs (Dutch: montage); its choices state their mounting and the deduction. */
  | 'MOUNTING'
  /** Colour of the profile or system. */
  | 'PROFILE_COLOR';

/** What the price starts from. */
export type PricingMode =
  /** A fixed basePrice, whatever the size. */
  | 'FIXED_BASE'
  /** Width × height in m² × pricePerSquareMetre. */
  | 'PER_SQUARE_METRE';

/** Why a colour sample request was refused, or could not be marked handled. */
export type SampleRequestErrorCode =
  /** A field holds control characters, or a line break where one line is expected (only the address may have several lines). */
  | 'INVALID'
  /** The colour is not one of the product's colours. */
  | 'INVALID_CHOICE'
  /** The e-mail address is not one a mail client would accept. */
  | 'INVALID_EMAIL'
  /** No sample request has this id (sampleRequestMarkHandled). */
  | 'NOT_FOUND'
  /** Too many sample requests from this e-mail address or this client address in the last hour; try again later. */
  | 'RATE_LIMITED'
  /** A required field (color, name, address, email) is empty. */
  | 'REQUIRED'
  /** A field is longer than allowed (colour 50, name 100, address 300, email 254 characters). */
  | 'TOO_LONG'
  /** No published product has this productId. */
  | 'UNKNOWN_PRODUCT';

/** What a shopper fills in to get a free colour sample; the server trims and checks it. */
export type SampleRequestInput = {
  /** Postal address for the sample, at most 300 characters; may hold line breaks. */
  address: string;
  /** Colour name, e.g. "Grijs", at most 50 characters; one of the product's colors[].name (any case) when productId is given. */
  color: string;
  /** E-mail address, at most 254 characters. */
  email: string;
  /** Name, at most 100 characters. */
  name: string;
  /** Product.id of the product page it was asked from; optional. When given, colour must be one of its colours. */
  productId?: string | number | null | undefined;
};

/** How a choice changes the price. */
export type SurchargeKind =
  /** The running total so far (the base and the groups before this one, in rules order) is multiplied (see factor). */
  | 'FACTOR'
  /** A fixed amount is added (see amount). */
  | 'FIXED'
  /** A percentage of the area (or base) price is added (see percent). */
  | 'PERCENT_OF_AREA';

export type SampleRequestCreateMutationVariables = Exact<{
  input: SampleRequestInput;
}>;


export type SampleRequestCreateMutation = { sampleRequestCreate: { sampleRequest: { id: string, color: string } | null, userErrors: Array<{ code: SampleRequestErrorCode, field: Array<string> | null, message: string }> } };

export type ConfiguratorPageQueryVariables = Exact<{
  id?: string | number | null | undefined;
  slug?: string | null | undefined;
}>;


export type ConfiguratorPageQuery = { product: { id: string, slug: string, name: string, description: string, images: Array<string>, features: Array<string>, price: { cents: number, formatted: string }, colors: Array<{ name: string, hex: string }>, deliveryEstimate: { date: string, label: string, workingDays: number }, configurator: { layout: ConfiguratorLayout, dimensions: Array<{ key: DimensionKey, label: string, unit: DimensionUnit, min: number, max: number, step: number, enforceStep: boolean, errorText: string }>, pricing: { mode: PricingMode, priceGroup: number | null, pricePerSquareMetre: { cents: number, formatted: string } | null, basePrice: { cents: number, formatted: string } | null }, minimumPrice: { cents: number, formatted: string } | null, optionGroups: Array<{ key: string, label: string, role: OptionGroupRole | null, kind: OptionGroupKind, required: boolean, fixedValue: string | null, defaultValue: string | null, choices: Array<{ value: string, label: string, surchargeLabel: string | null, surcharge: { kind: SurchargeKind, percent: number | null, factor: number | null, amount: { cents: number } | null } | null, availableWhen: { group: string, values: Array<string> } | null, forces: Array<{ group: string, value: string }>, meaning: { mounting: Mounting | null, cassette: CassetteType | null, controlSide: ControlSide | null, chainMaterial: ChainMaterial | null, colour: string | null, deduction: { widthMm: number, heightMm: number } | null } | null }> }> } | null } | null, shop: { brand: { name: string }, delivery: { factoryLineWorkingDays: number, atelierMinWorkingDays: number, atelierMaxWorkingDays: number, productionMinWorkingDays: number, productionMaxWorkingDays: number, freeShippingThreshold: { formatted: string } }, warranty: { generalYears: number, factoryYearsAuthentics: number }, service: { reviewCount: number, reviewAverage: number } } };

export type ConfiguratorProductFragment = { id: string, slug: string, name: string, description: string, images: Array<string>, features: Array<string>, price: { cents: number, formatted: string }, colors: Array<{ name: string, hex: string }>, deliveryEstimate: { date: string, label: string, workingDays: number }, configurator: { layout: ConfiguratorLayout, dimensions: Array<{ key: DimensionKey, label: string, unit: DimensionUnit, min: number, max: number, step: number, enforceStep: boolean, errorText: string }>, pricing: { mode: PricingMode, priceGroup: number | null, pricePerSquareMetre: { cents: number, formatted: string } | null, basePrice: { cents: number, formatted: string } | null }, minimumPrice: { cents: number, formatted: string } | null, optionGroups: Array<{ key: string, label: string, role: OptionGroupRole | null, kind: OptionGroupKind, required: boolean, fixedValue: string | null, defaultValue: string | null, choices: Array<{ value: string, label: string, surchargeLabel: string | null, surcharge: { kind: SurchargeKind, percent: number | null, factor: number | null, amount: { cents: number } | null } | null, availableWhen: { group: string, values: Array<string> } | null, forces: Array<{ group: string, value: string }>, meaning: { mounting: Mounting | null, cassette: CassetteType | null, controlSide: ControlSide | null, chainMaterial: ChainMaterial | null, colour: string | null, deduction: { widthMm: number, heightMm: number } | null } | null }> }> } | null };

export type ConfiguratorRulesFieldsFragment = { layout: ConfiguratorLayout, dimensions: Array<{ key: DimensionKey, label: string, unit: DimensionUnit, min: number, max: number, step: number, enforceStep: boolean, errorText: string }>, pricing: { mode: PricingMode, priceGroup: number | null, pricePerSquareMetre: { cents: number, formatted: string } | null, basePrice: { cents: number, formatted: string } | null }, minimumPrice: { cents: number, formatted: string } | null, optionGroups: Array<{ key: string, label: string, role: OptionGroupRole | null, kind: OptionGroupKind, required: boolean, fixedValue: string | null, defaultValue: string | null, choices: Array<{ value: string, label: string, surchargeLabel: string | null, surcharge: { kind: SurchargeKind, percent: number | null, factor: number | null, amount: { cents: number } | null } | null, availableWhen: { group: string, values: Array<string> } | null, forces: Array<{ group: string, value: string }>, meaning: { mounting: Mounting | null, cassette: CassetteType | null, controlSide: ControlSide | null, chainMaterial: ChainMaterial | null, colour: string | null, deduction: { widthMm: number, heightMm: number } | null } | null }> }> };

export type ConfiguratorShopFragment = { brand: { name: string }, delivery: { factoryLineWorkingDays: number, atelierMinWorkingDays: number, atelierMaxWorkingDays: number, productionMinWorkingDays: number, productionMaxWorkingDays: number, freeShippingThreshold: { formatted: string } }, warranty: { generalYears: number, factoryYearsAuthentics: number }, service: { reviewCount: number, reviewAverage: number } };

export const ConfiguratorRulesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguratorRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"enforceStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"optionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fixedValue"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"surcharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableWhen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meaning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cassette"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorRulesFieldsFragment, unknown>;
export const ConfiguratorProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"workingDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorRulesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguratorRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"enforceStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"optionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fixedValue"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"surcharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableWhen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meaning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cassette"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorProductFragment, unknown>;
export const ConfiguratorShopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorShop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLineWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"atelierMinWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"atelierMaxWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"productionMinWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"productionMaxWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warranty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalYears"}},{"kind":"Field","name":{"kind":"Name","value":"factoryYearsAuthentics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAverage"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorShopFragment, unknown>;
export const SampleRequestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SampleRequestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleRequestCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SampleRequestCreateMutation, SampleRequestCreateMutationVariables>;
export const ConfiguratorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorShop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguratorRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"enforceStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"optionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fixedValue"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"surcharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableWhen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meaning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cassette"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"workingDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorRulesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorShop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLineWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"atelierMinWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"atelierMaxWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"productionMinWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"productionMaxWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warranty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalYears"}},{"kind":"Field","name":{"kind":"Name","value":"factoryYearsAuthentics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAverage"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorPageQuery, ConfiguratorPageQueryVariables>;