import { describe, expect, it } from 'vitest';
import type { ConfiguratorRules, DimensionKey, DimensionRule, DimensionUnit, OptionChoice, OptionGroup, Surcharge } from './configurator';
import { applyProductRulesEdit, PRODUCT_RULES_FORM_CODES, productRulesForm, productRulesFormOf } from './forms/product-rules';
import { parseForm } from './forms/fields';
import { quote, type ConfigurationInput } from './price-engine';
import { lowestPrice, priceExtremes, pricingProblems, referencePrices, referenceSizes } from './rules-check';

// Staff edit price rules as data (issue 20 item 3): the form's schema, and the engine's own check that every rule
// set prices its three reference sizes and, over every combination of its choices, its cheapest configuration above
// zero and its dearest within what the shop stores. Small literal rule sets; every amount is worked by hand beside
// it, and random ones are compared with every configuration a shopper can send.

function size(key: DimensionKey, unit: DimensionUnit, min: number, max: number, step = 1): DimensionRule {
  const label = key === 'width' ? 'Breedte' : 'Hoogte';
  return { key, label, unit, min, max, step, errorText: `${label} moet tussen ${min} en ${max} ${unit} zijn` };
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

  it('come into the range, whatever the buttons’ step, in millimetres ten times as much', () => {
    const rules: ConfiguratorRules = { ...blind(), dimensions: [size('width', 'mm', 300, 923, 7), size('height', 'mm', 610, 3048)] };
    // Width: 1000 is beyond 923, so the middle is 923, and the largest is the maximum, off the step of 7. Height: 1600 fits as it is.
    expect(referenceSizes(rules).map((s) => s.label)).toEqual(['300 × 610 mm', '923 × 1600 mm', '923 × 3048 mm']);
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
    expect(pricingProblems(rules)).toEqual([
      'De goedkoopste samenstelling bij de kleinste maat (40 × 100 cm: Onderlat: Niet bekleed) komt op €\u00a00,00; een prijs moet boven nul liggen.',
      'De goedkoopste samenstelling bij de grootste maat (240 × 250 cm: Onderlat: Niet bekleed) komt op €\u00a00,00; een prijs moet boven nul liggen.',
    ]);
  });

  it('are a choice that brings the smallest size below zero', () => {
    const rules = blind();
    delete rules.minimumCents;
    rules.optionGroups = [{ ...bottomBar, choices: [bottomBar.choices[0]!, { ...bottomBar.choices[1]!, surcharge: { kind: 'fixed', cents: -1500 } }] }];
    // 12,00 − 15,00 = −3,00 at 40 × 100 cm with 'Bekleed'; at 240 × 250 cm 180,00 − 15,00 = 165,00.
    expect(pricingProblems(rules)).toEqual(['De goedkoopste samenstelling bij de kleinste maat (40 × 100 cm: Onderlat: Bekleed) komt op €\u00a0-3,00; een prijs moet boven nul liggen.']);
  });

  it('are a price that does not grow with the size: a fixed base, or a minimum price up to the largest size’s', () => {
    const flat = (amount: string) => [
      `De prijs groeit niet met de maat: de goedkoopste samenstelling kost bij de kleinste maat (40 × 100 cm) €\u00a0${amount} en bij de grootste maat (240 × 250 cm) €\u00a0${amount}. ` +
        'Een rolgordijn op maat moet groter meer kosten: reken per m², met een minimumprijs onder de prijs van de grootste maat.',
    ];
    // Issue 31: € 37,95 at 40 × 100 cm and at 240 × 250 cm alike.
    expect(pricingProblems(fixedBase(3795, [bottomBar]))).toEqual(flat('37,95'));
    // 6,00 m² × 30,00 = 180,00 at the largest size: a minimum of 180,00 makes every size cost the same, 179,99 does not.
    expect(pricingProblems({ ...blind(), minimumCents: 18000 })).toEqual(flat('180,00'));
    expect(pricingProblems({ ...blind(), minimumCents: 17999 })).toEqual([]);
  });

  it('are a required group without a choice, in the engine\'s own words', () => {
    const rules: ConfiguratorRules = { ...blind(), optionGroups: [{ ...bottomBar, choices: [] }] };
    expect(pricingProblems(rules)[0]).toBe('De kleinste maat (40 × 100 cm) kan niet geprijsd worden: Kies een optie bij Onderlat.');
  });
});

/* ----------------------------------------------------------------------------------------------- */
/* Rules weighed over their combinations                                                           */

const fixed = (cents: number): Surcharge => ({ kind: 'fixed', cents });
const factor = (value: number): Surcharge => ({ kind: 'factor', factor: value });
function choice(value: string, label: string, surcharge?: Surcharge, more: Partial<OptionChoice> = {}): OptionChoice {
  return { value, label, ...(surcharge ? { surcharge } : {}), ...more };
}
function group(key: string, label: string, choices: OptionChoice[], more: Partial<OptionGroup> = {}): OptionGroup {
  return { key, label, kind: 'single', required: true, choices, ...more };
}
/** Rules over blind()'s sizes (40–240 × 100–250 cm), without a minimum. */
function rulesOf(pricing: ConfiguratorRules['pricing'], optionGroups: OptionGroup[]): ConfiguratorRules {
  return { layout: 'blackout', pricing, dimensions: blind().dimensions, optionGroups };
}
const perSquareMetre = (cents: number, optionGroups: OptionGroup[]) => rulesOf({ mode: 'perSquareMetre', centsPerSquareMetre: cents }, optionGroups);
const fixedBase = (cents: number, optionGroups: OptionGroup[]) => rulesOf({ mode: 'fixedBase', baseCents: cents }, optionGroups);
/** Each size's [label, cheapest, dearest] in cents, and the choices of each. */
const extremes = (rules: ConfiguratorRules) => priceExtremes(rules).map((e) => [e.size.label, e.cheapest.totalCents, e.cheapest.choices, e.dearest.totalCents, e.dearest.choices]);

/** The reproduction: € 34,95 per m² and two choices of −€ 13,00 that are harmless one at a time. */
const twoDiscounts = () =>
  perSquareMetre(3495, [
    group('chain', 'Kettingsysteem', [choice('plastic', 'Kunststof ketting', fixed(0)), choice('metal', 'Metalen ketting', fixed(-1300))]),
    group('bar', 'Onderlat', [choice('plain', 'Niet bekleed', fixed(0)), choice('covered', 'Bekleed', fixed(-1300))]),
  ]);

/** The other reproduction: an own rate of € 10.000 per m² and three factors of × 10. */
const threeTimesTen = () =>
  perSquareMetre(1_000_000, [
    group('cassette', 'Cassette', [choice('open', 'Open', factor(1)), choice('gilt', 'Verguld', factor(10))]),
    group('fabric', 'Stof', [choice('standard', 'Standaard', factor(1)), choice('premium', 'Premium', factor(10))]),
    group('finish', 'Afwerking', [choice('plain', 'Gewoon', factor(1)), choice('luxe', 'Luxe', factor(10))]),
  ]);

describe('rules weighed over every combination of their choices', () => {
  it('refuse two choices that are harmless one at a time but bring the cheapest configuration below zero together', () => {
    // 0,40 m² × 34,95 = 13,98; with one of the two −13,00 it is 0,98, with both 13,98 − 26,00 = −12,02.
    // 240 × 250 cm: 6,00 m² × 34,95 = 209,70, at least 209,70 − 26,00 = 183,70.
    expect(pricingProblems(twoDiscounts())).toEqual([
      'De goedkoopste samenstelling bij de kleinste maat (40 × 100 cm: Kettingsysteem: Metalen ketting, Onderlat: Bekleed) komt op €\u00a0-12,02; een prijs moet boven nul liggen.',
    ]);
    expect(extremes(twoDiscounts())).toEqual([
      ['40 × 100 cm', -1202, 'Kettingsysteem: Metalen ketting, Onderlat: Bekleed', 1398, 'Kettingsysteem: Kunststof ketting, Onderlat: Niet bekleed'],
      ['240 × 250 cm', 18370, 'Kettingsysteem: Metalen ketting, Onderlat: Bekleed', 20970, 'Kettingsysteem: Kunststof ketting, Onderlat: Niet bekleed'],
    ]);
  });

  it('refuse a dearest configuration beyond what the shop can store', () => {
    // 6,00 m² × 10.000,00 = 60.000,00, × 10 × 10 × 10 = 60.000.000,00: over € 21.474.836,47 (2^31 − 1 cents).
    // 0,40 m² × 10.000,00 = 4.000,00, × 1000 = 4.000.000,00 at the smallest size still fits.
    expect(pricingProblems(threeTimesTen())).toEqual([
      'De duurste samenstelling bij de grootste maat (240 × 250 cm: Cassette: Verguld, Stof: Premium, Afwerking: Luxe) komt op €\u00a060.000.000,00; een prijs kan hoogstens €\u00a021.474.836,47 zijn.',
    ]);
    expect(priceExtremes(threeTimesTen()).map((e) => e.dearest.totalCents)).toEqual([400_000_000, 6_000_000_000]);
  });

  it('refuse a line beyond what the shop can store even when every total fits', () => {
    const rules = fixedBase(5000, [
      // An amount the form does not take, as rules stored by an older version may hold it.
      group('mounting', 'Montage', [choice('self', 'Zelf', fixed(0)), choice('crane', 'Hoogwerker', fixed(3_000_000_000))]),
      group('deal', 'Actie', [choice('hundredth', 'Een honderdste', factor(0.01))]),
    ]);
    // Dearest (50,00 + 30.000.000,00) × 0,01 = 300.000,50 and cheapest 50,00 × 0,01 = 0,50 fit, but the crane's own
    // line is 30.000.000,00 (and the factor's −29.700.004,95).
    expect(extremes(rules).map(([label, low, , high]) => [label, low, high])).toEqual([['40 × 100 cm', 50, 30_000_050], ['240 × 250 cm', 50, 30_000_050]]);
    expect(pricingProblems(rules)).toEqual([
      'Bij de kleinste maat (40 × 100 cm) kan de prijsregel Montage: Hoogwerker op €\u00a030.000.000,00 komen; een bedrag kan hoogstens €\u00a021.474.836,47 zijn.',
      'Bij de grootste maat (240 × 250 cm) kan de prijsregel Montage: Hoogwerker op €\u00a030.000.000,00 komen; een bedrag kan hoogstens €\u00a021.474.836,47 zijn.',
    ]);
  });

  it('accept a seeded-like rule set, with several choices, a factor after the chain and a note', () => {
    const accessories = group('accessories', 'Accessoires', [choice('guides', 'Zijgeleiders', fixed(2495)), choice('spacers', 'Afstandssteunen', fixed(650))], { kind: 'multiple', required: false });
    const rules = perSquareMetre(3695, [
      group('chain', 'Kettingtype', [choice('plastic', 'Kunststof', fixed(0)), choice('metal', 'Metaal', fixed(1250))]),
      group('cassette', 'Cassette', [choice('open', 'Open systeem', factor(1)), choice('half', 'Halve cassette', factor(1.15))]),
      accessories,
      { key: 'notes', label: 'Opmerkingen', kind: 'text', required: true, choices: [] },
    ]);
    expect(pricingProblems(rules)).toEqual([]);
    // Cheapest: the area alone, 0,40 m² × 36,95 = 14,78. Dearest: (14,78 + 12,50) × 1,15 = 31,372, + 24,95 + 6,50 = 62,822 → 62,82.
    // 240 × 250 cm: 6,00 m² × 36,95 = 221,70; (221,70 + 12,50) × 1,15 = 269,33, + 31,45 = 300,78.
    const cheapest = 'Kettingtype: Kunststof, Cassette: Open systeem';
    const dearest = 'Kettingtype: Metaal, Cassette: Halve cassette, Accessoires: Zijgeleiders + Afstandssteunen';
    expect(extremes(rules)).toEqual([
      ['40 × 100 cm', 1478, cheapest, 6282, dearest],
      ['240 × 250 cm', 22170, cheapest, 30078, dearest],
    ]);
    // Accessories required: at least one, so the cheapest takes the spacers: 14,78 + 6,50 = 21,28.
    const required = { ...rules, optionGroups: rules.optionGroups.map((g) => (g.key === 'accessories' ? { ...g, required: true } : g)) };
    expect(priceExtremes(required)[0]).toMatchObject({ cheapest: { totalCents: 2128, choices: 'Kettingtype: Kunststof, Cassette: Open systeem, Accessoires: Afstandssteunen' } });
    // The configurations found are ones a shopper can send: the engine prices them at the same amounts.
    const priced = (input: ConfigurationInput) => {
      const result = quote(rules, input);
      return result.ok ? result.breakdown.totalCents : result.errors;
    };
    expect(priceExtremes(rules).flatMap((e) => [priced(e.cheapest.input), priced(e.dearest.input)])).toEqual([1478, 6282, 22170, 30078]);
  });

  it('count only what a shopper can choose: a choice offered only with another, or set away by another, never counts alone', () => {
    const rules = perSquareMetre(3000, [
      group('chain', 'Kettingmateriaal', [choice('plastic', 'Kunststof', fixed(0)), choice('metal', 'Metaal', fixed(1500), { forces: { colour: 'steel' } })]),
      group('colour', 'Kettingkleur', [
        choice('white', 'Wit', fixed(0), { availableWhen: { group: 'chain', values: ['plastic'] } }),
        choice('black', 'Zwart', fixed(-500), { availableWhen: { group: 'chain', values: ['plastic'] } }),
        choice('steel', 'Staal', fixed(1000), { availableWhen: { group: 'chain', values: ['metal'] } }),
        // Never chosen: a metal chain sets the colour to steel; with plastic it is not offered.
        choice('gold', 'Goud', fixed(-3000), { availableWhen: { group: 'chain', values: ['metal'] } }),
      ]),
    ]);
    // Gold with plastic would be 12,00 − 30,00 = −18,00; what can be chosen: plastic and black 12,00 − 5,00 = 7,00 at
    // the least, metal and steel 12,00 + 15,00 + 10,00 = 37,00 at the most; at 240 × 250 cm 180,00 − 5,00 and + 25,00.
    expect(pricingProblems(rules)).toEqual([]);
    expect(extremes(rules)).toEqual([
      ['40 × 100 cm', 700, 'Kettingmateriaal: Kunststof, Kettingkleur: Zwart', 3700, 'Kettingmateriaal: Metaal, Kettingkleur: Staal'],
      ['240 × 250 cm', 17500, 'Kettingmateriaal: Kunststof, Kettingkleur: Zwart', 20500, 'Kettingmateriaal: Metaal, Kettingkleur: Staal'],
    ]);
  });

  it('with too many linked choices to try one by one, are weighed without the conditions and refused only when that bound fails', () => {
    const extras = (cents: number) =>
      group(
        'extras',
        'Extra',
        'abcdefghijkl'.split('').map((v) => choice(v, v.toUpperCase(), fixed(cents), v === 'l' ? { availableWhen: { group: 'bar', values: ['covered'] } } : {})),
        { kind: 'multiple', required: false },
      );
    const bar = group('bar', 'Onderlat', [choice('plain', 'Niet bekleed', fixed(0)), choice('covered', 'Bekleed', fixed(500))]);
    // 12 extras linked to the bar: 2 + 12 + 4095 ways to send them, over the 2 000 tried one by one.
    // Without the condition: 12,00 − 12 × 0,50 = 6,00 at the least: accepted, as a bound.
    expect(pricingProblems(perSquareMetre(3000, [bar, extras(-50)]))).toEqual([]);
    expect(priceExtremes(perSquareMetre(3000, [bar, extras(-50)]))[0]).toMatchObject({ exact: false, cheapest: { totalCents: 600 } });
    // 12,00 − 12 × 1,00 = 0,00 without the condition; with it the least is 1,00 (eleven without the bar) or 5,00:
    // refused all the same, saying it is a bound.
    expect(pricingProblems(perSquareMetre(3000, [bar, extras(-100)]))[0]).toBe(
      'De goedkoopste samenstelling bij de kleinste maat (40 × 100 cm) kan op €\u00a00,00 komen (te veel keuzes hangen van elkaar af om elke samenstelling na te gaan; ' +
        'zonder hun voorwaarden: Onderlat: Niet bekleed, Extra: A + B + C + D + E + F + G + H + I + J + K + L); een prijs moet boven nul liggen.',
    );
  });
});

/* ----------------------------------------------------------------------------------------------- */
/* The extremes against every configuration                                                        */

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

/** Random rule sets whose every price stays positive: conditions, forced choices, several choices, defaults, fixed values, a minimum. */
function randomRules(seed: number): ConfiguratorRules {
  const r = random(seed);
  const keys = ['g0', 'g1', 'g2'].slice(0, r.int(2, 3));
  const surcharge = (): Surcharge | undefined =>
    r.pick([undefined, fixed(r.int(-100, 2000)), { kind: 'percentOfArea', percent: r.int(-10, 50) }, factor(r.pick([0.9, 1.15, 1.5, 2]))]);
  const groups = keys.map((key) => {
    const kind = r.next() < 0.3 ? 'multiple' : 'single';
    const choices = ['a', 'b', 'c'].slice(0, r.int(2, 3)).map((v) => choice(v, `${key}${v}`, surcharge()));
    const fixedValue = kind === 'single' && r.next() < 0.15 ? { fixedValue: 'a' } : {};
    return group(key, key, choices, { kind, required: r.next() < 0.5, ...(r.next() < 0.3 ? { defaultValue: 'b' } : {}), ...fixedValue });
  });
  for (const g of groups) {
    for (const c of g.choices) {
      const other = r.pick(groups.filter((o) => o !== g));
      if (r.next() < 0.3) c.availableWhen = { group: other.key, values: other.choices.filter(() => r.next() < 0.5).map((o) => o.value) };
      else if (r.next() < 0.15 && other.kind === 'single') c.forces = { [other.key]: r.pick(other.choices).value };
    }
  }
  const pricing = r.next() < 0.5 ? ({ mode: 'perSquareMetre', centsPerSquareMetre: r.int(5000, 9000) } as const) : ({ mode: 'fixedBase', baseCents: r.int(2000, 6000) } as const);
  return { layout: 'blackout', pricing, dimensions: [size('width', 'cm', 40, 120, 5), size('height', 'cm', 100, 180, 5)], optionGroups: groups, ...(r.next() < 0.3 ? { minimumCents: r.int(2500, 4000) } : {}) };
}

/** Every total the engine makes at a size, over everything a shopper may send: nothing, empty, each value, each list of values. */
function everyTotal(rules: ConfiguratorRules, width: number, height: number): number[] {
  let inputs: Record<string, unknown>[] = [{}];
  for (const g of rules.optionGroups) {
    const values = g.choices.map((c) => c.value);
    const lists = values.reduce<string[][]>((all, v) => [...all, ...all.map((l) => [...l, v])], [[]]);
    const sent: unknown[] = [undefined, '', ...values, ...(g.kind === 'multiple' ? lists : [])];
    inputs = inputs.flatMap((input) => sent.map((s) => (s === undefined ? input : { ...input, [g.key]: s })));
  }
  return inputs.flatMap((options) => {
    const result = quote(rules, { width, height, options });
    if (!result.ok && result.errors.some((e) => e.code === 'UNPRICEABLE')) throw new Error('a random rule set made a price the engine refuses');
    return result.ok ? [result.breakdown.totalCents] : [];
  });
}

describe('the cheapest and the dearest configuration', () => {
  it('are exactly the lowest and the highest total of every configuration a shopper can send (300 random rule sets)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rules = randomRules(seed);
      const found = priceExtremes(rules);
      const expected = [[40, 100], [120, 180]].flatMap(([w, h]) => {
        const totals = everyTotal(rules, w!, h!);
        return totals.length ? [[Math.min(...totals), Math.max(...totals), true, true, true]] : [];
      });
      expect(found.map((e) => [e.cheapest.totalCents, e.dearest.totalCents, e.exact, e.cheapest.confirmed, e.dearest.confirmed]), `seed ${seed}`).toEqual(expected);
    }
  });
});

describe('the lowest price a shopper can pay (issue 31: "vanaf" and the offer price)', () => {
  // € 34,95 per m², choices listed dearest first, as a configurator may list them.
  const rules = () =>
    perSquareMetre(3495, [
      group('chain', 'Kettingsysteem', [choice('metal', 'Metalen ketting', fixed(1250)), choice('plastic', 'Kunststof ketting', fixed(0))]),
      group('bar', 'Onderlat', [choice('one', 'Eén kant bekleed', { kind: 'percentOfArea', percent: 10 }), choice('plain', 'Niet bekleed', { kind: 'percentOfArea', percent: 0 })]),
    ]);

  it('is the smallest size with the cheapest choices, not the rate per m² and not the first choices', () => {
    // 40 × 100 cm = 0,40 m² × 34,95 = 13,98 with a plastic chain and a plain bar. The first choices would be
    // 13,98 + 12,50 + 10 % of 13,98 = 27,878 → 27,88; one side covered alone 13,98 + 1,398 = 15,378 → 15,38.
    const lowest = lowestPrice(rules());
    expect(lowest).toMatchObject({ totalCents: 1398, choices: 'Kettingsysteem: Kunststof ketting, Onderlat: Niet bekleed' });
    // A configuration a shopper can send, and the engine asks exactly that for it.
    const priced = quote(rules(), lowest!.input);
    expect(priced.ok && [lowest!.input.width, lowest!.input.height, priced.breakdown.totalCents]).toEqual([40, 100, 1398]);
  });

  it('is the minimum price when the smallest blind comes to less', () => {
    // 13,98 is below the minimum of 25,00, which every blind costs at least.
    expect(lowestPrice({ ...rules(), minimumCents: 2500 })?.totalCents).toBe(2500);
  });

  it('is nothing for rules that price no size', () => {
    expect(lowestPrice({ ...rules(), dimensions: [] })).toBeNull();
  });
});

describe('the price rules form', () => {
  const parse = (input: unknown) => parseForm(productRulesForm, PRODUCT_RULES_FORM_CODES, input);

  it('reads euros as typed and cents as given, and applies them to the rules', () => {
    const form = { ...productRulesFormOf(blind()), pricing: { mode: 'perSquareMetre', priceGroup: '', pricePerSquareMetreCents: '32,50', basePriceCents: null } };
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
    const form = { ...productRulesFormOf(blind()), pricing: { mode: 'perSquareMetre', priceGroup: 7, pricePerSquareMetreCents: null, basePriceCents: null } };
    const parsed = parse(form);
    if (!parsed.ok) throw new Error('refused');
    expect(applyProductRulesEdit(blind(), parsed.values, (g) => (g === 7 ? 4295 : null)).rules.pricing).toEqual({ mode: 'perSquareMetre', centsPerSquareMetre: 4295, priceGroup: 7 });
  });

  it('refuses each wrong field on its path, in Dutch', () => {
    const form = productRulesFormOf(blind()) as Record<string, unknown> & ReturnType<typeof productRulesFormOf>;
    const parsed = parse({
      ...form,
      minimumPriceCents: 'veel',
      pricing: { mode: 'perSquareMetre', priceGroup: 9, pricePerSquareMetreCents: null, basePriceCents: null },
      dimensions: [{ key: 'width', min: 240, max: 40, step: 5 }],
      surcharges: [{ ...form.surcharges[0]!, kind: 'factor', factor: '1,123456' }],
    });
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { code: 'OUT_OF_RANGE', path: ['pricing', 'priceGroup'], message: 'De prijsgroep moet een geheel getal van 1 tot 8 zijn.' },
      { code: 'INVALID', path: ['minimumPriceCents'], message: 'Vul de minimumprijs in euro in, bijvoorbeeld 34,95.' },
      { code: 'OUT_OF_RANGE', path: ['dimensions', '0', 'max'], message: 'Breedte: het maximum moet minstens het minimum zijn.' },
      { code: 'OUT_OF_RANGE', path: ['surcharges', '0', 'factor'], message: 'De factor moet een getal van 0,01 tot 10 zijn, met hoogstens 4 cijfers na de komma.' },
    ]);
  });
});
