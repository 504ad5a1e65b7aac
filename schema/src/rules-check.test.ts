import { describe, expect, it } from 'vitest';
import type { ConfiguratorRules, DimensionKey, DimensionRule, DimensionUnit, OptionGroup } from './configurator';
import { applyProductRulesEdit, PRODUCT_RULES_FORM_CODES, productRulesForm, productRulesFormOf } from './forms/product-rules';
import { parseForm } from './forms/fields';
import { pricingProblems, referencePrices, referenceSizes } from './rules-check';

// Staff edit price rules as data (issue 20 item 3): the form's schema, and the engine's own check that every rule
// set prices its three reference sizes. Small literal rule sets; every amount is worked by hand beside it.

function size(key: DimensionKey, unit: DimensionUnit, min: number, max: number, step = 1): DimensionRule {
  const label = key === 'width' ? 'Breedte' : 'Hoogte';
  return { key, label, unit, min, max, step, enforceStep: step > 1, errorText: `${label} moet tussen ${min} en ${max} ${unit} zijn` };
}

const bottomBar: OptionGroup = {
  key: 'bottomBar',
  label: 'Onderlat',
  kind: 'single',
  required: true,
  choices: [
    { value: 'plain', label: 'Niet bekleed', surcharge: { kind: 'percentOfArea', percent: 0 } },
    { value: 'covered', label: 'Bekleed', surcharge: { kind: 'percentOfArea', percent: 10 } },
  ],
};

/** 30,00 per m², 40–240 × 100–250 cm in steps of 5, minimum 25,00. */
function blind(): ConfiguratorRules {
  return {
    layout: 'blackout',
    pricing: { mode: 'perSquareMetre', centsPerSquareMetre: 3000 },
    minimumCents: 2500,
    dimensions: [size('width', 'cm', 40, 240, 5), size('height', 'cm', 100, 250, 5)],
    optionGroups: [bottomBar],
  };
}

describe('the reference sizes', () => {
  it('are the smallest, 100 × 160 cm and the largest allowed, priced with the first choices', () => {
    expect(referenceSizes(blind()).map((s) => s.label)).toEqual(['40 × 100 cm', '100 × 160 cm', '240 × 250 cm']);
    // 0,40 m² × 30,00 = 12,00 → the minimum 25,00; 1,60 m² × 30,00 = 48,00; 6,00 m² × 30,00 = 180,00 (plain: +0 %).
    expect(referencePrices(blind())).toEqual([2500, 4800, 18000]);
  });

  it('come into the range and onto the step, in millimetres ten times as much', () => {
    const rules: ConfiguratorRules = { ...blind(), dimensions: [size('width', 'mm', 300, 1234, 7), size('height', 'mm', 610, 3048)] };
    // Width: 1000 lies on 300 + 100 × 7; the largest on the step is 300 + 133 × 7 = 1231. Height: 1600 fits as it is.
    expect(referenceSizes(rules).map((s) => s.label)).toEqual(['300 × 610 mm', '1000 × 1600 mm', '1231 × 3048 mm']);
  });
});

describe('rules the engine cannot price', () => {
  it('are none for a rule set that sells', () => {
    expect(pricingProblems(blind())).toEqual([]);
  });

  it('are a reference size that comes to nothing, with the size and amount named', () => {
    const rules = blind();
    delete rules.minimumCents;
    rules.optionGroups = [{ ...bottomBar, choices: [{ ...bottomBar.choices[0]!, surcharge: { kind: 'percentOfArea', percent: -100 } }, bottomBar.choices[1]!] }];
    // 12,00 − 100 % of 12,00 = 0,00 at the smallest size; the same at every size.
    expect(pricingProblems(rules)[0]).toBe('De kleinste maat (40 × 100 cm) komt op €\u00a00,00; een prijs moet boven nul liggen.');
  });

  it('are a choice that brings the smallest size below zero', () => {
    const rules = blind();
    delete rules.minimumCents;
    rules.optionGroups = [{ ...bottomBar, choices: [bottomBar.choices[0]!, { ...bottomBar.choices[1]!, surcharge: { kind: 'fixed', cents: -1500 } }] }];
    // 12,00 − 15,00 = −3,00 at 40 × 100 cm with 'Bekleed'.
    expect(pricingProblems(rules)).toEqual(['Met Onderlat: Bekleed komt de kleinste maat (40 × 100 cm) op €\u00a0-3,00; een prijs moet boven nul liggen.']);
  });

  it('are a required group without a choice, in the engine\'s own words', () => {
    const rules: ConfiguratorRules = { ...blind(), optionGroups: [{ ...bottomBar, choices: [] }] };
    expect(pricingProblems(rules)[0]).toBe('De kleinste maat (40 × 100 cm) kan niet geprijsd worden: Kies een optie bij Onderlat.');
  });
});

describe('the price rules form', () => {
  const parse = (input: unknown) => parseForm(productRulesForm, PRODUCT_RULES_FORM_CODES, input);

  it('reads euros as typed and cents as given, and applies them to the rules', () => {
    const form = { ...productRulesFormOf(blind(), 3000), pricing: { mode: 'perSquareMetre', priceGroup: '', pricePerSquareMetreCents: '32,50', basePriceCents: null } };
    form.surcharges[1] = { ...form.surcharges[1]!, kind: 'fixed', amountCents: '€ 7,5', percent: null };
    form.dimensions[0] = { key: 'width', min: '50', max: 200, step: 5 };
    const parsed = parse(form);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { rules } = applyProductRulesEdit(blind(), parsed.values, () => null);
    expect(rules.pricing).toEqual({ mode: 'perSquareMetre', centsPerSquareMetre: 3250 });
    expect(rules.dimensions[0]).toMatchObject({ min: 50, max: 200, errorText: 'Breedte moet tussen 50 en 200 cm zijn' });
    // 1,00 m × 1,60 m × 32,50 = 52,00, plus 7,50 for the covered bar = 59,50.
    expect(referencePrices({ ...rules, optionGroups: [{ ...rules.optionGroups[0]!, defaultValue: 'covered' }] })[1]).toBe(5950);
  });

  it('takes the rate of the chosen price group', () => {
    const form = { ...productRulesFormOf(blind(), 3000), pricing: { mode: 'perSquareMetre', priceGroup: 7, pricePerSquareMetreCents: null, basePriceCents: null } };
    const parsed = parse(form);
    if (!parsed.ok) throw new Error('refused');
    expect(applyProductRulesEdit(blind(), parsed.values, (g) => (g === 7 ? 4295 : null)).rules.pricing).toEqual({ mode: 'perSquareMetre', centsPerSquareMetre: 4295, priceGroup: 7 });
  });

  it('refuses each wrong field on its path, in Dutch', () => {
    const form = productRulesFormOf(blind(), 3000) as Record<string, unknown> & ReturnType<typeof productRulesFormOf>;
    const parsed = parse({
      ...form,
      fromPriceCents: 'veel',
      pricing: { mode: 'perSquareMetre', priceGroup: 9, pricePerSquareMetreCents: null, basePriceCents: null },
      dimensions: [{ key: 'width', min: 240, max: 40, step: 5 }],
      surcharges: [{ ...form.surcharges[0]!, kind: 'factor', factor: '1,123456' }],
    });
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { code: 'OUT_OF_RANGE', path: ['pricing', 'priceGroup'], message: 'De prijsgroep moet een geheel getal van 1 tot 8 zijn.' },
      { code: 'INVALID', path: ['fromPriceCents'], message: 'Vul de vanafprijs in euro in, bijvoorbeeld 34,95.' },
      { code: 'OUT_OF_RANGE', path: ['dimensions', '0', 'max'], message: 'Breedte: het maximum moet minstens het minimum zijn.' },
      { code: 'OUT_OF_RANGE', path: ['surcharges', '0', 'factor'], message: 'De factor moet een getal van 0,01 tot 10 zijn, met hoogstens 4 cijfers na de komma.' },
    ]);
  });
});
