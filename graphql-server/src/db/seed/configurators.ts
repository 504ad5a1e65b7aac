/**
 * The four configurators of SPEC §9 and §5 as data. The price engine (schema/src) evaluates them;
 * nothing else knows a formula.
 */
import type { ConfiguratorRules, DimensionRule, OptionGroup } from '@lumina/schema';

const profileColour: OptionGroup = {
  key: 'profileColor',
  role: 'profileColor',
  label: 'Profielkleur',
  kind: 'single',
  required: true,
  // SPEC §3: the configuration page's cart item carries no profile colour; legacy REST adds get white.
  defaultValue: 'white',
  choices: [
    { value: 'white', label: 'Wit', surcharge: { kind: 'fixed', cents: 0 } },
    { value: 'anthracite', label: 'Antraciet', surcharge: { kind: 'fixed', cents: 0 } },
    { value: 'silver', label: 'Zilver', surcharge: { kind: 'fixed', cents: 0 } },
    { value: 'black', label: 'Zwart', surcharge: { kind: 'fixed', cents: 0 } },
  ],
};

/** In de dag the atelier cuts the blind 0,5 cm narrower than the recess, so it turns freely (ARCHITECTURE §4). */
export const IN_DE_DAG_DEDUCTION = { widthMm: 5, heightMm: 0 } as const;

/**
 * How the blind hangs, chosen by the shopper on every configurator (issue 31): each of these blinds can hang in de
 * dag (inside the recess, cut a little narrower) or op de dag (over the frame, at the exact size), and none is
 * assumed, so a blind measured for the recess never arrives at the recess's full width.
 */
export function mountingGroup(label: string): OptionGroup {
  return {
    key: 'mounting',
    role: 'mounting',
    label,
    kind: 'single',
    required: true,
    choices: [
      { value: 'inside-recess', label: 'In de dag', meaning: { mounting: 'inside-recess', deduction: IN_DE_DAG_DEDUCTION } },
      { value: 'outside-frame', label: 'Op de dag', meaning: { mounting: 'outside-frame', deduction: { widthMm: 0, heightMm: 0 } } },
    ],
  };
}

/**
 * The colour of a chain (SPEC §3: white, black or grey plastic; a metal chain is metal), offered by the chain system
 * group `chain` (its plastic choice 'plastic', its metal one 'metal', which forces the colour metal). The atelier
 * needs it to make the blind (issue 31: the blackout white configurator asked no colour).
 */
function chainColour(chain: string): OptionGroup {
  const when = (material: 'plastic' | 'metal') => ({ group: chain, values: [material] });
  return {
    key: 'chainColor',
    role: 'chainColor',
    label: 'Kettingkleur',
    kind: 'single',
    required: true,
    choices: [
      { value: 'white', label: 'Wit', availableWhen: when('plastic') },
      { value: 'black', label: 'Zwart', availableWhen: when('plastic') },
      { value: 'grey', label: 'Grijs', availableWhen: when('plastic') },
      { value: 'metal', label: 'Metaal', availableWhen: when('metal') },
    ],
  };
}

const controlSide: OptionGroup = {
  key: 'controlSide',
  role: 'controlSide',
  label: 'Bediening',
  kind: 'single',
  required: true,
  choices: [
    { value: 'left', label: 'Links', meaning: { controlSide: 'left' } },
    { value: 'right', label: 'Rechts', meaning: { controlSide: 'right' } },
  ],
};

/**
 * The sizes a fixed-price roller blind takes (SPEC §5 generic product page: optional whole centimetres). The
 * factory line's standard range, as on the /product/:id configurator (SPEC §5: 40–240 by 100–250 cm).
 */
export function fixedPriceSizes(): DimensionRule[] {
  return [
    { key: 'width', label: 'Breedte', unit: 'cm', min: 40, max: 240, step: 1, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
    { key: 'height', label: 'Hoogte', unit: 'cm', min: 100, max: 250, step: 1, errorText: 'Hoogte moet tussen 100 en 250 cm zijn' },
  ];
}

/**
 * The eight price groups as first seeded: each group's rate per m², in cents. Staff change them at /admin/prijzen;
 * a product in a group follows its rate. The seeded products in a group have exactly its rate, so seeding the
 * groups changes no price.
 */
export const PRICE_GROUP_SEEDS: Readonly<Record<number, number>> = { 1: 2495, 2: 2895, 3: 2995, 4: 3495, 5: 3695, 6: 3995, 7: 4295, 8: 4695 };

/** Per m² at a price group's seeded rate. */
function inPriceGroup(priceGroup: number) {
  return { mode: 'perSquareMetre', centsPerSquareMetre: PRICE_GROUP_SEEDS[priceGroup]!, priceGroup } as const;
}

/** /product/:id — price group 4 is 34.95 per m², SPEC §9 "/product/:id price", limits SPEC §5. */
export function blackoutRules(priceGroup = 4): ConfiguratorRules {
  return {
    layout: 'blackout',
    pricing: inPriceGroup(priceGroup),
    dimensions: [
      { key: 'width', label: 'Breedte', unit: 'cm', min: 40, max: 240, step: 5, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
      { key: 'height', label: 'Hoogte', unit: 'cm', min: 100, max: 250, step: 5, errorText: 'Hoogte moet tussen 100 en 250 cm zijn' },
    ],
    optionGroups: [
      {
        key: 'controlType',
        role: 'controlType',
        label: 'Kettingsysteem',
        kind: 'single',
        required: true,
        choices: [
          { value: 'plastic-white', label: 'Kunststof ketting wit', surcharge: { kind: 'fixed', cents: 0 }, meaning: { chainMaterial: 'plastic' } },
          { value: 'plastic-black', label: 'Kunststof ketting zwart', surcharge: { kind: 'fixed', cents: 0 }, meaning: { chainMaterial: 'plastic' } },
          { value: 'plastic-grey', label: 'Kunststof ketting grijs', surcharge: { kind: 'fixed', cents: 0 }, meaning: { chainMaterial: 'plastic' } },
          { value: 'metal-chain', label: 'Metalen ketting', surcharge: { kind: 'fixed', cents: 1250 }, meaning: { chainMaterial: 'metal' } },
        ],
      },
      {
        key: 'bottomBar',
        role: 'bottomBar',
        label: 'Onderrail',
        kind: 'single',
        required: true,
        choices: [
          { value: 'not-covered', label: 'Niet bekleed', surcharge: { kind: 'percentOfArea', percent: 0 } },
          { value: 'covered-one', label: 'Eén kant bekleed', surcharge: { kind: 'percentOfArea', percent: 10 } },
          { value: 'covered-both', label: 'Beide kanten bekleed', surcharge: { kind: 'percentOfArea', percent: 15 } },
        ],
      },
      controlSide,
      profileColour,
      { key: 'fabricType', role: 'fabric', label: 'Stof', kind: 'single', required: true, fixedValue: 'blackout', choices: [{ value: 'blackout', label: 'Standard Blackout' }] },
      mountingGroup('Montage'),
      {
        key: 'cassette',
        role: 'cassette',
        label: 'Cassette',
        kind: 'single',
        required: true,
        fixedValue: 'open',
        choices: [{ value: 'open', label: 'Open systeem', meaning: { cassette: 'open' } }],
      },
    ],
  };
}

/** Light-filtering white configurator — price group 3, 29.95 per m², minimum 29.95, limits 40–290. */
export function lightFilteringRules(): ConfiguratorRules {
  return {
    layout: 'light-filtering',
    pricing: inPriceGroup(3),
    minimumCents: 2995,
    dimensions: [
      { key: 'width', label: 'Breedte', unit: 'cm', min: 40, max: 290, step: 5, errorText: 'Breedte moet tussen 40 en 290 cm zijn' },
      { key: 'height', label: 'Hoogte', unit: 'cm', min: 40, max: 290, step: 5, errorText: 'Hoogte moet tussen 40 en 290 cm zijn' },
    ],
    optionGroups: [
      {
        key: 'chainMaterial',
        role: 'controlType',
        label: 'Kettingmateriaal',
        kind: 'single',
        required: true,
        choices: [
          { value: 'plastic', label: 'Kunststof', surcharge: { kind: 'fixed', cents: 0 }, meaning: { chainMaterial: 'plastic' } },
          { value: 'metal', label: 'Metaal', surcharge: { kind: 'fixed', cents: 1500 }, forces: { chainColor: 'metal' }, meaning: { chainMaterial: 'metal' } },
        ],
      },
      chainColour('chainMaterial'),
      {
        key: 'bottomBar',
        role: 'bottomBar',
        label: 'Onderlat',
        kind: 'single',
        required: true,
        choices: [
          { value: 'not-covered', label: 'Niet bekleed', surcharge: { kind: 'fixed', cents: 0 } },
          { value: 'covered-one', label: 'Eén kant bekleed', surcharge: { kind: 'fixed', cents: 1500 } },
          { value: 'covered-both', label: 'Beide kanten bekleed', surcharge: { kind: 'fixed', cents: 3000 } },
        ],
      },
      controlSide,
      profileColour,
      mountingGroup('Montage'),
    ],
  };
}

/**
 * Blackout white (/product/verduisterend-wit) — per m² in price group 5 (36.95) like every blind made to measure
 * (issue 31: SPEC §9's fixed base of 37.95 at any size lost money on every large blind); SPEC §9's metal chain
 * +12.50 and half cassette ×1.15 after the chain are kept; the groups after the cassette (bottom bar, accessories,
 * services) are added after that factor.
 */
export const BLACKOUT_WHITE_PRICE_GROUP = 5;

export function blackoutWhiteRules(): ConfiguratorRules {
  return {
    layout: 'blackout-white',
    pricing: inPriceGroup(BLACKOUT_WHITE_PRICE_GROUP),
    dimensions: [
      { key: 'width', label: 'Breedte', unit: 'cm', min: 40, max: 240, step: 5, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
      { key: 'height', label: 'Hoogte', unit: 'cm', min: 100, max: 250, step: 5, errorText: 'Hoogte moet tussen 100 en 250 cm zijn' },
    ],
    optionGroups: [
      {
        key: 'systemType',
        label: 'Systeemtype',
        kind: 'single',
        required: true,
        defaultValue: 'blackout-pro',
        choices: [
          { value: 'blackout-pro', label: 'BLACKOUT Pro' },
          { value: 'blackout-classic', label: 'BLACKOUT Classic' },
        ],
      },
      mountingGroup('Montagetype'),
      {
        key: 'systemColor',
        role: 'profileColor',
        label: 'Systeemkleur',
        kind: 'single',
        required: true,
        choices: [
          { value: 'white', label: 'Wit' },
          { value: 'anthracite', label: 'Antraciet' },
          { value: 'black', label: 'Zwart' },
        ],
      },
      {
        key: 'chainType',
        role: 'controlType',
        label: 'Kettingtype',
        kind: 'single',
        required: true,
        choices: [
          { value: 'plastic', label: 'Kunststof ketting', surcharge: { kind: 'fixed', cents: 0 }, meaning: { chainMaterial: 'plastic' } },
          { value: 'metal', label: 'Metalen ketting', surcharge: { kind: 'fixed', cents: 1250 }, forces: { chainColor: 'metal' }, meaning: { chainMaterial: 'metal' } },
        ],
      },
      chainColour('chainType'),
      controlSide,
      {
        key: 'cassette',
        role: 'cassette',
        label: 'Cassette',
        kind: 'single',
        required: true,
        choices: [
          { value: 'open', label: 'Open systeem', surcharge: { kind: 'factor', factor: 1 }, meaning: { cassette: 'open' } },
          { value: 'half', label: 'Halve cassette', surcharge: { kind: 'factor', factor: 1.15 }, meaning: { cassette: 'half-cassette' } },
        ],
      },
      {
        key: 'bottomBar',
        role: 'bottomBar',
        label: 'Onderlat',
        kind: 'single',
        required: true,
        choices: [
          { value: 'standard', label: 'Standaard onderlat', surcharge: { kind: 'fixed', cents: 0 } },
          { value: 'heavy-duty', label: 'Verzwaarde onderlat', surcharge: { kind: 'fixed', cents: 750 } },
        ],
      },
      {
        key: 'accessories',
        label: 'Accessoires',
        kind: 'multiple',
        required: false,
        choices: [
          { value: 'side-guides', label: 'Zijgeleiders (minder lichtinval langs de zijkant)', surcharge: { kind: 'fixed', cents: 2495 } },
          { value: 'spacer-brackets', label: 'Afstandssteunen (vrij van de klink)', surcharge: { kind: 'fixed', cents: 650 } },
        ],
      },
      {
        key: 'extras',
        label: 'Extra diensten',
        kind: 'multiple',
        required: false,
        choices: [
          { value: 'measure-check', label: 'Controle van je maten door het atelier', surcharge: { kind: 'fixed', cents: 0 } },
          { value: 'installation', label: 'Montage aan huis', surcharge: { kind: 'fixed', cents: 3995 } },
        ],
      },
      { key: 'notes', label: 'Opmerkingen', kind: 'text', required: false, choices: [] },
    ],
  };
}

/** Authentics — 42.75 per m² on millimetres, minimum 25.00. */
export function authenticsRules(): ConfiguratorRules {
  const errorText = 'Voer een geldige maat in binnen het toegestane bereik.';
  return {
    layout: 'authentics',
    pricing: { mode: 'perSquareMetre', centsPerSquareMetre: 4275 },
    minimumCents: 2500,
    dimensions: [
      { key: 'width', label: 'Breedte', unit: 'mm', min: 300, max: 3000, step: 1, errorText },
      { key: 'height', label: 'Hoogte', unit: 'mm', min: 610, max: 3048, step: 1, errorText },
    ],
    optionGroups: [
      {
        key: 'color',
        role: 'color',
        label: 'Kleur',
        kind: 'single',
        required: true,
        defaultValue: 'off-white',
        choices: [
          { value: 'off-white', label: 'Off White', meaning: { colour: 'Off White' } },
          { value: 'grijs', label: 'Grijs', meaning: { colour: 'Grijs' } },
          { value: 'beige', label: 'Beige', meaning: { colour: 'Beige' } },
          { value: 'zwart', label: 'Zwart', meaning: { colour: 'Zwart' } },
        ],
      },
      // SPEC §2: the Authentics blind hangs inside the recess or on the frame.
      mountingGroup('Montage'),
    ],
  };
}
