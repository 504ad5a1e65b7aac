/**
 * The configurator rules as GraphQL serves them, back into the shape the price engine reads (schema/src), so the
 * browser's live preview prices a configuration exactly as the server will (ARCHITECTURE §3).
 */
import type { ConfiguratorLayout as EngineLayout, ConfiguratorRules, OptionGroup, OptionGroupRole as EngineRole, Surcharge } from '@lumina/schema';
import type {
  ConfiguratorLayout,
  ConfiguratorRulesFieldsFragment,
  OptionGroupKind,
  OptionGroupRole,
  SurchargeKind,
} from '../../../gql/configurator';

type GroupFields = ConfiguratorRulesFieldsFragment['optionGroups'][number];
type ChoiceFields = GroupFields['choices'][number];

const LAYOUT: Record<ConfiguratorLayout, EngineLayout> = {
  BLACKOUT: 'blackout',
  LIGHT_FILTERING: 'light-filtering',
  BLACKOUT_WHITE: 'blackout-white',
  AUTHENTICS: 'authentics',
};
const KIND: Record<OptionGroupKind, OptionGroup['kind']> = { SINGLE: 'single', MULTIPLE: 'multiple', TEXT: 'text' };
const ROLE: Record<OptionGroupRole, EngineRole> = {
  CONTROL_TYPE: 'controlType',
  CHAIN_COLOR: 'chainColor',
  CONTROL_SIDE: 'controlSide',
  BOTTOM_BAR: 'bottomBar',
  PROFILE_COLOR: 'profileColor',
  MOUNTING: 'mounting',
  FABRIC: 'fabric',
  CASSETTE: 'cassette',
  COLOR: 'color',
};

function surcharge(choice: ChoiceFields): Surcharge | undefined {
  const s = choice.surcharge;
  if (!s) return undefined;
  const kind: SurchargeKind = s.kind;
  if (kind === 'FIXED') return { kind: 'fixed', cents: s.amount?.cents ?? 0 };
  if (kind === 'PERCENT_OF_AREA') return { kind: 'percentOfArea', percent: s.percent ?? 0 };
  return { kind: 'factor', factor: s.factor ?? 1 };
}

function group(g: GroupFields): OptionGroup {
  return {
    key: g.key,
    label: g.label,
    ...(g.role ? { role: ROLE[g.role] } : {}),
    kind: KIND[g.kind],
    required: g.required,
    ...(g.fixedValue != null ? { fixedValue: g.fixedValue } : {}),
    ...(g.defaultValue != null ? { defaultValue: g.defaultValue } : {}),
    choices: g.choices.map((c) => ({
      value: c.value,
      label: c.label,
      ...(c.surcharge ? { surcharge: surcharge(c) } : {}),
      ...(c.availableWhen ? { availableWhen: { group: c.availableWhen.group, values: [...c.availableWhen.values] } } : {}),
      ...(c.forces.length ? { forces: Object.fromEntries(c.forces.map((f) => [f.group, f.value])) } : {}),
      ...(c.deduction ? { deduction: { widthMm: c.deduction.widthMm, heightMm: c.deduction.heightMm } } : {}),
    })),
  };
}

export function toEngineRules(rules: ConfiguratorRulesFieldsFragment): ConfiguratorRules {
  return {
    layout: LAYOUT[rules.layout],
    dimensions: rules.dimensions.map((d) => ({
      key: d.key === 'WIDTH' ? 'width' : 'height',
      label: d.label,
      unit: d.unit === 'MM' ? 'mm' : 'cm',
      min: d.min,
      max: d.max,
      step: d.step,
      enforceStep: d.enforceStep,
      errorText: d.errorText,
    })),
    pricing:
      rules.pricing.mode === 'PER_SQUARE_METRE'
        ? { mode: 'perSquareMetre', centsPerSquareMetre: rules.pricing.pricePerSquareMetre?.cents ?? 0 }
        : { mode: 'fixedBase', baseCents: rules.pricing.basePrice?.cents ?? 0 },
    ...(rules.minimumPrice ? { minimumCents: rules.minimumPrice.cents } : {}),
    optionGroups: rules.optionGroups.map(group),
  };
}
