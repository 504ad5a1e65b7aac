/**
 * Fixtures of the configurator component tests: rules, a product and shop facts as the API serves them
 * (GraphQL names and enums), built with small helpers so each test states only what matters to it.
 */
import type { ConfiguratorPageQuery } from '../../gql/configurator';
import { drawings, money } from '../../test/fixtures';

export type Product = NonNullable<ConfiguratorPageQuery['product']>;
export type Rules = NonNullable<Product['configurator']>;
export type Group = Rules['optionGroups'][number];
export type Choice = Group['choices'][number];
export type Shop = ConfiguratorPageQuery['shop'];

export const fixed = (cents: number) => ({ kind: 'FIXED' as const, amount: { cents }, percent: null, factor: null });
export const factor = (f: number) => ({ kind: 'FACTOR' as const, amount: null, percent: null, factor: f });
/** What a choice means in the trade, as the API serves it: only the fields given, the rest null. */
export const meaning = (m: Partial<NonNullable<Choice['meaning']>>): NonNullable<Choice['meaning']> => ({
  mounting: null,
  deduction: null,
  cassette: null,
  controlSide: null,
  chainMaterial: null,
  colour: null,
  ...m,
});

export const choice = (value: string, label: string, extra: Partial<Choice> = {}): Choice => ({
  value,
  label,
  surchargeLabel: null,
  surcharge: null,
  availableWhen: null,
  forces: [],
  meaning: null,
  ...extra,
});

/** An option group; SINGLE and required unless `extra` says otherwise (a MULTIPLE or TEXT group is optional). */
export const group = (key: string, label: string, choices: Choice[], extra: Partial<Group> = {}): Group => {
  const kind = extra.kind ?? 'SINGLE';
  return { key, label, role: null, kind, required: kind === 'SINGLE', fixedValue: null, defaultValue: null, choices, ...extra };
};

/** A configurator product; give it its rules and whatever else the test looks at. */
export const configuratorProduct = (overrides: Partial<Product> & Pick<Product, 'configurator'>): Product => ({
  id: '1',
  slug: 'product',
  name: 'Rolgordijn',
  description: 'Een rolgordijn op maat.',
  reviewSummary: { count: 0, averageRating: null },
  media: drawings(['/images/1.svg', '/images/2.svg', '/images/3.svg', '/images/4.svg', '/images/5.svg']),
  features: [],
  price: money(2995),
  line: 'FACTORY',
  colors: [{ name: 'Wit', hex: '#f5f3ee' }],
  fabrics: [],
  deliveryEstimate: { date: '2026-12-08', label: 'di 8 december', workingDays: 10 },
  ...overrides,
});

/** The shop facts a configurator quotes (SPEC §9's numbers unless a test gives its own). */
export const configuratorShop = (overrides: { delivery?: Partial<Shop['delivery']>; warranty?: Partial<Shop['warranty']> } = {}): Shop => ({
  brand: { name: 'Lumina' },
  delivery: {
    factoryLineWorkingDays: 10,
    atelierMinWorkingDays: 15,
    atelierMaxWorkingDays: 21,
    productionMinWorkingDays: 5,
    productionMaxWorkingDays: 7,
    freeShippingThreshold: { formatted: '€\u00a0375,00' },
    ...overrides.delivery,
  },
  warranty: { generalYears: 5, factoryYearsAuthentics: 8, ...overrides.warranty },
});

/** How the blind hangs, as the seed asks it on every configurator (issue 31): in de dag 0,5 cm narrower, op de dag exact. */
export const mountingGroup = (label = 'Montage'): Group =>
  group(
    'mounting',
    label,
    [
      choice('inside-recess', 'In de dag', { meaning: meaning({ mounting: 'INSIDE_RECESS', deduction: { widthMm: 5, heightMm: 0 } }) }),
      choice('outside-frame', 'Op de dag', { meaning: meaning({ mounting: 'OUTSIDE_FRAME', deduction: { widthMm: 0, heightMm: 0 } }) }),
    ],
    { role: 'MOUNTING' },
  );
