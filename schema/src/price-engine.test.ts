import { describe, expect, it } from 'vitest';
import type { ConfiguratorRules, DimensionKey, DimensionRule, DimensionUnit, OptionChoice, OptionGroup, Pricing, Surcharge } from './configurator';
import {
  acceptedConfiguration,
  areaSquareMetres,
  isAllowedDimension,
  needsAnswer,
  quote,
  readOptionalSizes,
  settleOptions,
  surchargeLabel,
  type ConfigurationInput,
  type PriceBreakdown,
} from './price-engine';

// The engine on its own (ARCHITECTURE §3): every rule set here is a small literal built for the case, so a change
// of the seed's catalogue can never hide a change of the engine. Every amount is worked out by hand from SPEC §9's
// formulas; the comment beside it shows the arithmetic.

/* ----------------------------------------------------------------------------------------------- */
/* Small rule sets                                                                                 */

function size(key: DimensionKey, unit: DimensionUnit, min: number, max: number, step = 1): DimensionRule {
  const label = key === 'width' ? 'Breedte' : 'Hoogte';
  return { key, label, unit, min, max, step, errorText: `${label} moet tussen ${min} en ${max} ${unit} zijn` };
}

/** SPEC §5: /product/:id takes 40–240 × 100–250 cm, its buttons going per 5 cm. */
const productPageSizes = [size('width', 'cm', 40, 240, 5), size('height', 'cm', 100, 250, 5)];
/** SPEC §5: the light-filtering configurator takes 40–290 cm both ways, its buttons going per 5 cm. */
const lightFilteringSizes = [size('width', 'cm', 40, 290, 5), size('height', 'cm', 40, 290, 5)];
/** SPEC §5: Authentics takes 300–3000 × 610–3048 mm, any whole millimetre. */
const authenticsSizes = [size('width', 'mm', 300, 3000), size('height', 'mm', 610, 3048)];

function rules(pricing: Pricing, dimensions: DimensionRule[], optionGroups: OptionGroup[] = [], minimumCents?: number): ConfiguratorRules {
  return { layout: 'blackout', pricing, dimensions, optionGroups, ...(minimumCents !== undefined ? { minimumCents } : {}) };
}
const perSquareMetre = (centsPerSquareMetre: number): Pricing => ({ mode: 'perSquareMetre', centsPerSquareMetre });
const fixedBase = (baseCents: number): Pricing => ({ mode: 'fixedBase', baseCents });

const fixed = (cents: number): Surcharge => ({ kind: 'fixed', cents });
const percent = (value: number): Surcharge => ({ kind: 'percentOfArea', percent: value });
const factor = (value: number): Surcharge => ({ kind: 'factor', factor: value });

function choice(value: string, surcharge?: Surcharge, more: Partial<OptionChoice> = {}): OptionChoice {
  return { value, label: value, ...(surcharge ? { surcharge } : {}), ...more };
}
function group(key: string, choices: OptionChoice[], more: Partial<OptionGroup> = {}): OptionGroup {
  return { key, label: key, kind: 'single', required: true, choices, ...more };
}

/** SPEC §9 /product/:id: metal chain + € 12,50 (a chain without the controlType role, so no chain-safety rules). */
const chain = group('chain', [choice('plastic', fixed(0)), choice('metal', fixed(1250))]);
/** SPEC §9 /product/:id: a covered bottom bar adds 10 % or 15 % of the area price. */
const coveredBar = group('bottomBar', [choice('not-covered', percent(0)), choice('covered-one', percent(10)), choice('covered-both', percent(15))]);
/** SPEC §9 blackout mock: a half cassette multiplies the running total by 1.15. */
const cassette = group('cassette', [choice('open', factor(1)), choice('half', factor(1.15))]);
const heavyBar = group('heavyBar', [choice('standard', fixed(0)), choice('heavy-duty', fixed(750))]);

/* ----------------------------------------------------------------------------------------------- */
/* Reading a quote                                                                                 */

function priced(rulesUnderTest: ConfiguratorRules, input: ConfigurationInput): PriceBreakdown {
  const result = quote(rulesUnderTest, input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.breakdown;
}
const totalOf = (rulesUnderTest: ConfiguratorRules, input: ConfigurationInput) => priced(rulesUnderTest, input).totalCents;
const linesOf = (rulesUnderTest: ConfiguratorRules, input: ConfigurationInput) => priced(rulesUnderTest, input).lines.map((l) => [l.key, l.cents]);

/** `field:CODE` of every refusal (empty when the configuration is priced). */
function refusals(rulesUnderTest: ConfiguratorRules, input: ConfigurationInput): string[] {
  const result = quote(rulesUnderTest, input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
}
function messages(rulesUnderTest: ConfiguratorRules, input: ConfigurationInput): string[] {
  const result = quote(rulesUnderTest, input);
  return result.ok ? [] : result.errors.map((e) => e.message);
}

/* ----------------------------------------------------------------------------------------------- */

describe('pricing per m² (width × height in cm / 10 000 × the price per m²)', () => {
  const at4200 = rules(perSquareMetre(4200), productPageSizes);

  it('prices the exact area and shows it with one area line', () => {
    const breakdown = priced(at4200, { width: 120, height: 150 });
    // 1.20 m × 1.50 m = 1.80 m² × € 42,00 = € 75,60
    expect(breakdown.totalCents).toBe(7560);
    expect(breakdown.areaM2).toBe(1.8);
    expect(breakdown.lines).toEqual([{ key: 'area', label: 'Stof 120 × 150 cm', cents: 7560 }]);
    expect(breakdown.minimumApplied).toBe(false);
  });

  it('gives the VAT inside the total (21 % of a VAT-inclusive price)', () => {
    // € 75,60 × 21 / 121 = € 13,1206… → € 13,12
    expect(priced(at4200, { width: 120, height: 150 }).vatCents).toBe(1312);
  });

  it('prices the smallest and the largest size', () => {
    expect(totalOf(at4200, { width: 40, height: 100 })).toBe(1680); // 0.40 × 1.00 = 0.40 m² × € 42,00 = € 16,80
    expect(totalOf(at4200, { width: 240, height: 250 })).toBe(25200); // 2.40 × 2.50 = 6.00 m² × € 42,00 = € 252,00
  });

  it('prices the exact area, not the area rounded for display', () => {
    const breakdown = priced(rules(perSquareMetre(3495), productPageSizes), { width: 150, height: 105 });
    // 1.50 × 1.05 = 1.575 m² (shown 1,58) × € 34,95 = € 55,04625 → € 55,05 (1,58 m² would give € 55,22)
    expect(breakdown.areaM2).toBe(1.58);
    expect(breakdown.totalCents).toBe(5505);
  });
});

describe('pricing per m² on millimetres (Authentics: width m × height m × € 42,75)', () => {
  const authentics = rules(perSquareMetre(4275), authenticsSizes, [], 2500);

  it('divides mm² by 1 000 000', () => {
    const breakdown = priced(authentics, { width: 1000, height: 1500 });
    // 1.000 m × 1.500 m = 1.5 m² × € 42,75 = € 64,125 → € 64,13
    expect(breakdown.totalCents).toBe(6413);
    expect(breakdown.areaM2).toBe(1.5);
    expect(breakdown.lines[0]?.label).toBe('Stof 1000 × 1500 mm');
  });

  it('prices the largest size', () => {
    const breakdown = priced(authentics, { width: 3000, height: 3048 });
    // 3.000 × 3.048 = 9.144 m² (shown 9,14) × € 42,75 = € 390,906 → € 390,91
    expect(breakdown.totalCents).toBe(39091);
    expect(breakdown.areaM2).toBe(9.14);
  });
});

describe('pricing from a fixed base (the blackout white configurator: € 37,95)', () => {
  const base = rules(fixedBase(3795), productPageSizes);

  it('costs the base whatever the size, with a base line and no area', () => {
    for (const [width, height] of [[40, 100], [240, 250]]) {
      const breakdown = priced(base, { width, height });
      expect(breakdown.totalCents).toBe(3795);
      expect(breakdown.areaM2).toBeNull();
      expect(breakdown.lines).toEqual([{ key: 'base', label: 'Basisprijs', cents: 3795 }]);
    }
  });

  it('takes a percentage of the base as it would of the area price', () => {
    // € 37,95 + 10 % × € 37,95 = € 37,95 + € 3,795 = € 41,745 → € 41,75
    expect(totalOf(rules(fixedBase(3795), productPageSizes, [coveredBar]), { width: 100, height: 100, options: { bottomBar: 'covered-one' } })).toBe(4175);
  });
});

describe('rounding: exact until the end, then once, half up, to the cent', () => {
  const at3495 = rules(perSquareMetre(3495), productPageSizes, [coveredBar]);
  const plain = { bottomBar: 'not-covered' };

  it('rounds half a cent up', () => {
    expect(totalOf(at3495, { width: 110, height: 100, options: plain })).toBe(3845); // 1.10 m² × € 34,95 = € 38,445 → € 38,45
    expect(totalOf(at3495, { width: 150, height: 180, options: plain })).toBe(9437); // 2.70 m² × € 34,95 = € 94,365 → € 94,37
  });

  it('rounds less than half a cent down', () => {
    expect(totalOf(at3495, { width: 115, height: 100, options: plain })).toBe(4019); // 1.15 m² × € 34,95 = € 40,1925 → € 40,19
  });

  it('rounds the sum once, not every line, and the first line absorbs the difference so the lines add up', () => {
    // € 94,365 + 10 % = € 94,365 + € 9,4365 = € 103,8015 → € 103,80 (line by line € 94,37 + € 9,44 = € 103,81).
    const breakdown = priced(at3495, { width: 150, height: 180, options: { bottomBar: 'covered-one' } });
    expect(breakdown.totalCents).toBe(10380);
    expect(breakdown.lines.map((l) => [l.key, l.cents])).toEqual([
      ['area', 9436],
      ['bottomBar', 944],
    ]);
  });
});

describe('surcharges', () => {
  const blackout = rules(perSquareMetre(3495), productPageSizes, [chain, coveredBar]);
  const plain = { chain: 'plastic', bottomBar: 'not-covered' };

  it('a fixed surcharge adds its amount', () => {
    // € 94,365 + € 12,50 = € 106,865 → € 106,87
    expect(totalOf(blackout, { width: 150, height: 180, options: { ...plain, chain: 'metal' } })).toBe(10687);
  });

  it('a percentage is of the area price', () => {
    // 2.70 m² × € 34,95 = € 94,365; + 15 % = € 14,15475; € 108,51975 → € 108,52
    expect(totalOf(blackout, { width: 150, height: 180, options: { ...plain, bottomBar: 'covered-both' } })).toBe(10852);
  });

  it('a percentage is of the area price only, not of the fixed surcharges before it', () => {
    // € 34,95 + € 12,50 + 15 % × € 34,95 (€ 5,2425) = € 52,6925 → € 52,69 (15 % of € 47,45 would give € 54,57)
    expect(totalOf(blackout, { width: 100, height: 100, options: { chain: 'metal', bottomBar: 'covered-both' } })).toBe(5269);
  });

  it('shows each surcharge as a line in the order of the groups, and the VAT of the total', () => {
    const breakdown = priced(blackout, { width: 150, height: 180, options: { chain: 'metal', bottomBar: 'covered-both' } });
    // € 94,365 + € 12,50 + € 14,15475 = € 121,01975 → € 121,02; VAT € 121,02 × 21 / 121 = € 21,0035 → € 21,00
    expect(breakdown.totalCents).toBe(12102);
    expect(breakdown.lines.map((l) => [l.key, l.label, l.cents])).toEqual([
      ['area', 'Stof 150 × 180 cm', 9437],
      ['chain', 'chain: metal', 1250],
      ['bottomBar', 'bottomBar: covered-both', 1415],
    ]);
    expect(breakdown.vatCents).toBe(2100);
  });

  it('a choice that adds nothing (€ 0, 0 %, × 1) adds no line', () => {
    const withOpen = rules(perSquareMetre(3495), productPageSizes, [chain, coveredBar, cassette]);
    expect(linesOf(withOpen, { width: 100, height: 100, options: { ...plain, cassette: 'open' } })).toEqual([['area', 3495]]);
  });
});

describe('the order of the option groups: a factor multiplies everything priced before it', () => {
  const options = { chain: 'metal', cassette: 'half', heavyBar: 'heavy-duty' };

  it('chain, then cassette, then bottom bar (SPEC §9: the half cassette multiplies the total after the chain)', () => {
    const chainFirst = rules(fixedBase(3795), productPageSizes, [chain, cassette, heavyBar]);
    // (€ 37,95 + € 12,50) × 1.15 = € 50,45 + € 7,5675 = € 58,0175; + € 7,50 = € 65,5175 → € 65,52
    expect(totalOf(chainFirst, { width: 150, height: 180, options })).toBe(6552);
    expect(linesOf(chainFirst, { width: 150, height: 180, options })).toEqual([
      ['base', 3795],
      ['chain', 1250],
      ['cassette', 757], // € 50,45 × 0.15 = € 7,5675 → € 7,57
      ['heavyBar', 750], // after the factor: not multiplied
    ]);
  });

  it('the same choices with the cassette first multiply the base only', () => {
    const cassetteFirst = rules(fixedBase(3795), productPageSizes, [cassette, chain, heavyBar]);
    // € 37,95 × 1.15 = € 43,6425; + € 12,50 + € 7,50 = € 63,6425 → € 63,64
    expect(totalOf(cassetteFirst, { width: 150, height: 180, options })).toBe(6364);
  });

  it('a factor alone multiplies the base', () => {
    // € 37,95 × 1.15 = € 43,6425 → € 43,64
    expect(totalOf(rules(fixedBase(3795), productPageSizes, [cassette]), { width: 150, height: 180, options: { cassette: 'half' } })).toBe(4364);
  });
});

describe('the minimum price', () => {
  const lightFiltering = rules(perSquareMetre(2995), lightFilteringSizes, [group('chain', [choice('plastic', fixed(0)), choice('metal', fixed(1500))])], 2995);

  it('tops a smaller price up to the minimum with its own line', () => {
    const breakdown = priced(lightFiltering, { width: 40, height: 40, options: { chain: 'plastic' } });
    // 0.40 × 0.40 = 0.16 m² × € 29,95 = € 4,792 → € 4,79; € 29,95 − € 4,79 = € 25,16 added
    expect(breakdown.totalCents).toBe(2995);
    expect(breakdown.minimumApplied).toBe(true);
    expect(breakdown.lines.map((l) => [l.key, l.label, l.cents])).toEqual([
      ['area', 'Stof 40 × 40 cm', 479],
      ['minimum', 'Aanvulling tot de minimumprijs', 2516],
    ]);
  });

  it('leaves a price equal to the minimum alone', () => {
    const breakdown = priced(lightFiltering, { width: 100, height: 100, options: { chain: 'plastic' } });
    // 1.00 m² × € 29,95 = € 29,95: not below the minimum
    expect(breakdown.totalCents).toBe(2995);
    expect(breakdown.minimumApplied).toBe(false);
    expect(breakdown.lines.map((l) => l.key)).toEqual(['area']);
  });

  it('compares the price with its surcharges to the minimum', () => {
    // € 4,792 + € 15,00 = € 19,792 → € 19,79, below € 29,95: € 10,16 added
    expect(linesOf(lightFiltering, { width: 40, height: 40, options: { chain: 'metal' } })).toEqual([
      ['area', 479],
      ['chain', 1500],
      ['minimum', 1016],
    ]);
    const thirtyEuroExtra = rules(perSquareMetre(2995), lightFilteringSizes, [group('extra', [choice('thirty', fixed(3000))])], 2995);
    // € 4,792 + € 30,00 = € 34,792 → € 34,79, above € 29,95: no minimum
    expect(priced(thirtyEuroExtra, { width: 40, height: 40, options: { extra: 'thirty' } })).toMatchObject({ totalCents: 3479, minimumApplied: false });
  });

  it('applies to millimetre sizes too (Authentics: minimum € 25,00)', () => {
    const authentics = rules(perSquareMetre(4275), authenticsSizes, [], 2500);
    // 0.300 × 0.610 = 0.183 m² × € 42,75 = € 7,82325 → € 7,82; € 25,00 − € 7,82 = € 17,18 added
    expect(linesOf(authentics, { width: 300, height: 610 })).toEqual([
      ['area', 782],
      ['minimum', 1718],
    ]);
  });
});

describe('a price the shop cannot charge (rules stored before the rules check weighed every combination)', () => {
  const unpriceable = ['options:UNPRICEABLE'];
  /** The reproduction, given straight to the engine: two choices of −€ 13,00 on € 34,95 per m². */
  const twoDiscounts = rules(perSquareMetre(3495), productPageSizes, [
    group('chain', [choice('plastic', fixed(0)), choice('metal', fixed(-1300))]),
    group('bar', [choice('plain', fixed(0)), choice('covered', fixed(-1300))]),
  ]);

  it('is refused when it comes to nothing or less, with a message for the shopper, never as a negative total', () => {
    // 0,40 m² × 34,95 = 13,98; − 13,00 = 0,98 with one of the two.
    expect(totalOf(twoDiscounts, { width: 40, height: 100, options: { chain: 'metal', bar: 'plain' } })).toBe(98);
    // 13,98 − 13,00 − 13,00 = −12,02: refused.
    const both = { width: 40, height: 100, options: { chain: 'metal', bar: 'covered' } };
    expect(refusals(twoDiscounts, both)).toEqual(unpriceable);
    expect(messages(twoDiscounts, both)).toEqual(['Deze samenstelling kan niet geprijsd worden; neem contact met ons op.']);
    // 0,60 m² (60 × 100 cm) × 34,95 = 20,97 − 26,00 = −5,03; 1,00 m² = 34,95 − 26,00 = 8,95 is a price again.
    expect(refusals(twoDiscounts, { ...both, width: 60 })).toEqual(unpriceable);
    expect(totalOf(twoDiscounts, { ...both, width: 100 })).toBe(895);
    // Exactly nothing: 0,52 m² (40 × 130 cm) × 25,00 = 13,00, less 13,00.
    const toZero = rules(perSquareMetre(2500), productPageSizes, [group('chain', [choice('metal', fixed(-1300))])]);
    expect(refusals(toZero, { width: 40, height: 130, options: { chain: 'metal' } })).toEqual(unpriceable);
  });

  it('is refused beyond € 21.474.836,47 (2^31 − 1 cents, what a money column holds), for the total or any line', () => {
    const tenTimes = (key: string) => group(key, [choice('plain', factor(1)), choice('ten', factor(10))]);
    const threeTimesTen = rules(perSquareMetre(1_000_000), productPageSizes, [tenTimes('a'), tenTimes('b'), tenTimes('c')]);
    const allTen = { a: 'ten', b: 'ten', c: 'ten' };
    // 0,40 m² × 10.000,00 = 4.000,00, × 10 × 10 × 10 = 4.000.000,00: a price.
    expect(totalOf(threeTimesTen, { width: 40, height: 100, options: allTen })).toBe(400_000_000);
    // 6,00 m² × 10.000,00 = 60.000,00, × 1000 = 60.000.000,00: refused, not an overflowing total.
    expect(refusals(threeTimesTen, { width: 240, height: 250, options: allTen })).toEqual(unpriceable);
    // The very top is a price, VAT 2.147.483.647 × 21 / 121 = 372.703.773,45 → 372.703.773 cents; a cent more is not.
    const top = rules(fixedBase(2_147_483_647), productPageSizes, [group('extra', [choice('none', fixed(0)), choice('cent', fixed(1))])]);
    expect(priced(top, { width: 100, height: 160, options: { extra: 'none' } })).toMatchObject({ totalCents: 2_147_483_647, vatCents: 372_703_773 });
    expect(refusals(top, { width: 100, height: 160, options: { extra: 'cent' } })).toEqual(unpriceable);
    // A line beyond it is refused even when the total fits: (50,00 + 30.000.000,00) × 0,01 = 300.000,50.
    const crane = rules(fixedBase(5000), productPageSizes, [group('mounting', [choice('crane', fixed(3_000_000_000))]), group('deal', [choice('hundredth', factor(0.01))])]);
    expect(refusals(crane, { width: 100, height: 160, options: { mounting: 'crane', deal: 'hundredth' } })).toEqual(unpriceable);
  });
});

describe('sizes', () => {
  const productPage = rules(perSquareMetre(3495), productPageSizes);
  const authentics = rules(perSquareMetre(4275), authenticsSizes);

  it('accepts the minimum and the maximum (inclusive) and refuses one unit outside, with the rule’s own text', () => {
    expect(refusals(productPage, { width: 40, height: 100 })).toEqual([]);
    expect(refusals(productPage, { width: 240, height: 250 })).toEqual([]);
    expect(refusals(productPage, { width: 39, height: 99 })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
    expect(refusals(productPage, { width: 241, height: 251 })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
    expect(messages(productPage, { width: 241, height: 99 })).toEqual(['Breedte moet tussen 40 en 240 cm zijn', 'Hoogte moet tussen 100 en 250 cm zijn']);
  });

  it('accepts the millimetre bounds and refuses one millimetre outside', () => {
    expect(refusals(authentics, { width: 300, height: 610 })).toEqual([]);
    expect(refusals(authentics, { width: 3000, height: 3048 })).toEqual([]);
    expect(refusals(authentics, { width: 299, height: 3049 })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
    expect(refusals(authentics, { width: 3001, height: 609 })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
  });

  it('prices every whole unit in range, whatever the buttons’ step (issue 31: a window is 123 cm wide)', () => {
    // 1,23 × 1,87 = 2,3001 m² × € 34,95 = € 80,388495 → € 80,39, though the buttons go per 5 cm.
    expect(totalOf(productPage, { width: 123, height: 187 })).toBe(8039);
    // + 10 % of the area price € 8,0388495 + € 12,50 metal = € 100,9273445 → € 100,93.
    expect(totalOf(rules(perSquareMetre(3495), productPageSizes, [chain, coveredBar]), { width: 123, height: 187, options: { chain: 'metal', bottomBar: 'covered-one' } })).toBe(10093);
    expect(refusals(productPage, { width: 41, height: 249 })).toEqual([]);
    // 1,234 × 1,873 = 2,311282 m² × € 42,75 = € 98,8073055 → € 98,81: every millimetre.
    expect(totalOf(authentics, { width: 1234, height: 1873 })).toBe(9881);
  });

  it('refuses a missing size, a non-number and a fraction; takes a number written as text', () => {
    expect(refusals(productPage, { width: '', height: null })).toEqual(['width:REQUIRED', 'height:REQUIRED']);
    expect(messages(productPage, { height: 100 })).toEqual(['Vul de breedte in (cm).']);
    expect(refusals(productPage, { width: 'breed', height: '1e2' })).toEqual(['width:NOT_A_NUMBER', 'height:NOT_A_NUMBER']);
    expect(refusals(productPage, { width: 150.5, height: '180.5' })).toEqual(['width:NOT_AN_INTEGER', 'height:NOT_AN_INTEGER']);
    const result = quote(productPage, { width: '150', height: ' 180 ' });
    expect(result.ok && [result.configuration.width, result.configuration.height]).toEqual([150, 180]);
  });

  it('shows the area to two decimals, half up', () => {
    expect(areaSquareMetres(productPage, 150, 105)).toBe(1.58); // 1.575 → 1.58
    expect(areaSquareMetres(productPage, 125, 125)).toBe(1.56); // 1.5625 → 1.56
    expect(areaSquareMetres(authentics, 300, 610)).toBe(0.18); // 0.183 → 0.18
  });

  it('a size is allowed when it is whole and in range (isAllowedDimension, the forms’ check)', () => {
    const width = productPageSizes[0]!;
    expect([40, 42, 123, 240, '45'].map((v) => isAllowedDimension(width, v))).toEqual([true, true, true, true, true]);
    expect([39, 241, 45.5, 'breed', null].map((v) => isAllowedDimension(width, v))).toEqual([false, false, false, false, false]);
  });

  it('a fixed-price product’s sizes are optional, checked against its rules when given, refused without rules', () => {
    const sizes = [size('width', 'cm', 40, 240), size('height', 'cm', 100, 250)];
    expect(readOptionalSizes(sizes, {})).toEqual({ sizes: {}, errors: [] });
    expect(readOptionalSizes(sizes, { width: 123, height: '' })).toEqual({ sizes: { width: 123 }, errors: [] });
    expect(readOptionalSizes(sizes, { width: 241 }).errors.map((e) => `${e.field}:${e.code}`)).toEqual(['width:OUT_OF_RANGE']);
    expect(readOptionalSizes([], { height: 150 }).errors.map((e) => `${e.field}:${e.code}`)).toEqual(['height:UNKNOWN_OPTION']);
  });
});

describe('options', () => {
  const chainMaterial = group('chainMaterial', [choice('plastic', fixed(0)), choice('metal', fixed(1500), { forces: { chainColor: 'metal' } })]);
  const onlyWithPlastic = { availableWhen: { group: 'chainMaterial', values: ['plastic'] } };
  const chainColour = group('chainColor', [choice('white', undefined, onlyWithPlastic), choice('metal', undefined, { availableWhen: { group: 'chainMaterial', values: ['metal'] } })]);
  const fabric = group('fabric', [choice('blackout'), choice('screen')], { fixedValue: 'blackout' });
  const profile = group('profile', [choice('white'), choice('black')], { defaultValue: 'white' });
  const withOptions = rules(perSquareMetre(2995), lightFilteringSizes, [chainMaterial, chainColour, fabric, profile]);
  const size100 = { width: 100, height: 100 };

  it('fills fixed values and defaults, and keeps the choices', () => {
    const result = quote(withOptions, { ...size100, options: { chainMaterial: 'plastic', chainColor: 'white' } });
    expect(result.ok && result.configuration.options).toEqual({ chainMaterial: 'plastic', chainColor: 'white', fabric: 'blackout', profile: 'white' });
  });

  it('needs every required group; refuses unknown groups, unknown choices and a change of a fixed value', () => {
    expect(refusals(withOptions, { ...size100, options: { chainMaterial: 'plastic' } })).toEqual(['options.chainColor:REQUIRED']);
    expect(messages(withOptions, { ...size100, options: { chainMaterial: 'plastic' } })).toEqual(['Kies een optie bij chainColor.']);
    const plastic = { chainMaterial: 'plastic', chainColor: 'white' };
    expect(refusals(withOptions, { ...size100, options: { ...plastic, colour: 'pink' } })).toEqual(['options.colour:UNKNOWN_OPTION']);
    expect(refusals(withOptions, { ...size100, options: { ...plastic, profile: 'gold' } })).toEqual(['options.profile:INVALID_CHOICE']);
    expect(refusals(withOptions, { ...size100, options: { ...plastic, fabric: 'screen' } })).toEqual(['options.fabric:INVALID_CHOICE']);
    expect(refusals(withOptions, { ...size100, options: ['plastic'] as unknown as Record<string, unknown> })).toEqual(['options:INVALID_CHOICE']);
  });

  it('a choice can force another group (metal chain → metal chain colour), and a choice is only offered while its condition holds', () => {
    const metal = quote(withOptions, { ...size100, options: { chainMaterial: 'metal', chainColor: 'white' } });
    expect(metal.ok && metal.configuration.options.chainColor).toBe('metal');
    // € 29,95 + € 15,00 = € 44,95
    expect(metal.ok && metal.breakdown.totalCents).toBe(4495);
    expect(refusals(withOptions, { ...size100, options: { chainMaterial: 'plastic', chainColor: 'metal' } })).toEqual(['options.chainColor:INVALID_CHOICE']);
  });

  it('a group of several choices keeps each once, sorted, and prices each', () => {
    const accessories = group('accessories', [choice('side-guides', fixed(2495)), choice('spacer-brackets', fixed(650))], { kind: 'multiple', required: false });
    const withAccessories = rules(fixedBase(3795), productPageSizes, [accessories]);
    const result = quote(withAccessories, { width: 150, height: 180, options: { accessories: ['spacer-brackets', 'side-guides', 'spacer-brackets'] } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.configuration.options.accessories).toEqual(['side-guides', 'spacer-brackets']);
    // € 37,95 + € 24,95 + € 6,50 = € 69,40 (the doubled spacer brackets counted once)
    expect(result.breakdown.totalCents).toBe(6940);
    expect(refusals(withAccessories, { width: 150, height: 180, options: { accessories: ['side-guides', 'gold-plating'] } })).toEqual(['options.accessories:INVALID_CHOICE']);
    expect(refusals(withAccessories, { width: 150, height: 180, options: { accessories: [] } })).toEqual([]);
  });

  it('a text option is trimmed, costs nothing, and takes at most 1000 characters', () => {
    const notes = rules(fixedBase(3795), productPageSizes, [group('notes', [], { label: 'Opmerkingen', kind: 'text', required: false })]);
    const result = quote(notes, { width: 150, height: 180, options: { notes: '  Graag bellen voor levering  ' } });
    expect(result.ok && result.configuration.options.notes).toBe('Graag bellen voor levering');
    expect(result.ok && result.breakdown.totalCents).toBe(3795);
    expect(refusals(notes, { width: 150, height: 180, options: { notes: 'x'.repeat(1000) } })).toEqual([]);
    expect(refusals(notes, { width: 150, height: 180, options: { notes: 'x'.repeat(1001) } })).toEqual(['options.notes:TOO_LONG']);
    expect(messages(notes, { width: 150, height: 180, options: { notes: 'x'.repeat(1001) } })).toEqual(['Opmerkingen mag hoogstens 1000 tekens bevatten.']);
    expect(refusals(notes, { width: 150, height: 180, options: { notes: 42 } })).toEqual(['options.notes:INVALID_CHOICE']);
  });
});

describe('made to measure: the atelier’s size', () => {
  const mounting = group('mounting', [
    choice('inside-recess', undefined, { meaning: { mounting: 'inside-recess', deduction: { widthMm: 5, heightMm: 0 } } }),
    choice('outside-frame', undefined, { meaning: { mounting: 'outside-frame', deduction: { widthMm: 0, heightMm: 0 } } }),
  ], { role: 'mounting' });
  const withMounting = rules(fixedBase(3795), productPageSizes, [mounting]);

  it('cuts the mounting’s deduction off the measured size (in de dag 0,5 cm narrower, op de dag as measured)', () => {
    const inside = quote(withMounting, { width: 150, height: 180, options: { mounting: 'inside-recess' } });
    expect(inside.ok && inside.made).toMatchObject({ measured: { widthMm: 1500, heightMm: 1800 }, fabrication: { widthMm: 1495, heightMm: 1800 } });
    const outside = quote(withMounting, { width: 150, height: 180, options: { mounting: 'outside-frame' } });
    expect(outside.ok && outside.made.fabrication).toEqual({ widthMm: 1500, heightMm: 1800 });
  });
});

describe('child-safe chains (EN 13120)', () => {
  // A chain-operated blind: its rules have a group with the controlType role.
  const controlType = group('controlType', [choice('plastic', fixed(0), { meaning: { chainMaterial: 'plastic' } })], { role: 'controlType' });
  const chained = rules(perSquareMetre(2995), lightFilteringSizes, [controlType]);
  const options = { controlType: 'plastic' };
  const chainOf = (height: number, mountingHeight?: unknown) => {
    const result = quote(chained, { width: 100, height, options, mountingHeight });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.made.chain;
  };
  const refusedMountingHeight = (height: number, mountingHeight?: unknown) => refusals(chained, { width: 100, height, options, mountingHeight });

  it('without a mounting height: two thirds of the height in 5 cm steps, at least 50 and at most 100 cm, with a tensioner', () => {
    expect(chainOf(120)).toEqual({ lengthCm: 80, safetyDevice: 'kettingspanner', mountingHeightCm: null }); // 120 × 2/3 = 80
    expect(chainOf(100)?.lengthCm).toBe(65); // 66,67 → 65 (nearest 5)
    expect(chainOf(40)?.lengthCm).toBe(50); // 26,67 → 25, raised to 50
    expect(chainOf(180)?.lengthCm).toBe(100); // 120, capped at 100
  });

  it('a blind up to 250 cm high may leave the mounting height out; from 251 cm it is needed', () => {
    expect(chainOf(250)?.lengthCm).toBe(100); // 166,67 → 165, capped at 100
    expect(refusedMountingHeight(255)).toEqual(['mountingHeight:REQUIRED']);
    expect(messages(chained, { width: 100, height: 255, options })).toEqual([
      'Vul de montagehoogte in: bij een rolgordijn hoger dan 250 cm bepaalt die hoe lang de ketting veilig mag zijn.',
    ]);
  });

  it('a millimetre height counts in whole cm, rounded up (2501 mm is 251 cm)', () => {
    const mmChained = rules(perSquareMetre(4275), [size('width', 'mm', 300, 3000), size('height', 'mm', 610, 3048)], [controlType]);
    expect(refusals(mmChained, { width: 1000, height: 2500, options })).toEqual([]);
    expect(refusals(mmChained, { width: 1000, height: 2501, options })).toEqual(['mountingHeight:REQUIRED']);
  });

  it('with a mounting height the loop ends at least 150 cm above the floor, in whole 5 cm steps', () => {
    expect(chainOf(290, 300)).toEqual({ lengthCm: 150, safetyDevice: 'kettingspanner', mountingHeightCm: 300 }); // 300 − 150 = 150 (usual 195)
    expect(chainOf(180, 233)?.lengthCm).toBe(80); // 233 − 150 = 83 → 80
    expect(chainOf(120, 400)?.lengthCm).toBe(80); // the usual 80 fits under 250
    expect(chainOf(100, 200)?.lengthCm).toBe(50); // 200 − 150 = 50: the shortest chain, just possible
  });

  it('refuses a mounting height below 200 cm (no 50 cm chain fits), below the blind, or above 1000 cm', () => {
    expect(refusedMountingHeight(100, 199)).toEqual(['mountingHeight:OUT_OF_RANGE']); // 199 − 150 = 49 < 50
    expect(messages(chained, { width: 100, height: 100, options, mountingHeight: 199 })).toEqual([
      'Bij een montagehoogte onder 200 cm kan de ketting niet 150 cm boven de vloer eindigen. Kies een rolgordijn zonder ketting of bel ons.',
    ]);
    expect(chainOf(250, 250)?.lengthCm).toBe(100); // as high as the blind: 250 − 150 = 100
    expect(refusedMountingHeight(250, 249)).toEqual(['mountingHeight:OUT_OF_RANGE']);
    expect(chainOf(120, 1000)?.lengthCm).toBe(80);
    expect(messages(chained, { width: 100, height: 120, options, mountingHeight: 1001 })).toEqual(['De montagehoogte kan hoogstens 1000 cm zijn.']);
  });

  it('takes a mounting height as whole cm only, and keeps it in the configuration only when given', () => {
    expect(refusedMountingHeight(150, 'hoog')).toEqual(['mountingHeight:NOT_A_NUMBER']);
    expect(refusedMountingHeight(150, 210.5)).toEqual(['mountingHeight:NOT_AN_INTEGER']);
    expect(refusedMountingHeight(150, -220)).toEqual(['mountingHeight:OUT_OF_RANGE']);
    expect(refusedMountingHeight(150, 0)).toEqual(['mountingHeight:OUT_OF_RANGE']);
    const given = quote(chained, { width: 100, height: 150, options, mountingHeight: '220' });
    expect(given.ok && given.configuration.mountingHeight).toBe(220);
    const without = quote(chained, { width: 100, height: 150, options });
    expect(without.ok && 'mountingHeight' in without.configuration).toBe(false);
  });

  it('a blind without a chain has no chain and takes no mounting height', () => {
    const noChain = rules(perSquareMetre(4275), authenticsSizes);
    const result = quote(noChain, { width: 1000, height: 1500 });
    expect(result.ok && result.made.chain).toBeNull();
    expect(refusals(noChain, { width: 1000, height: 1500, mountingHeight: 250 })).toEqual(['mountingHeight:UNKNOWN_OPTION']);
  });
});

describe('surcharge labels, derived from the rules', () => {
  it("reads '+€ 12,50' for a fixed amount and '+10%' for a percentage", () => {
    expect(surchargeLabel(fixed(1250))).toBe('+€\u00a012,50');
    expect(surchargeLabel(percent(10))).toBe('+10%');
    expect(surchargeLabel(percent(12.5))).toBe('+12,5%');
  });

  it("reads a factor as the percentage it adds or takes off: × 1.15 is '+15%', × 0.9 is '−10%'", () => {
    expect(surchargeLabel(factor(1.15))).toBe('+15%');
    expect(surchargeLabel(factor(0.9))).toBe('−10%');
  });

  it('has no label for a surcharge that adds nothing', () => {
    expect([fixed(0), percent(0), factor(1), undefined].map(surchargeLabel)).toEqual([null, null, null, null]);
  });
});

describe('a configuration written down (a shared link), read back by the engine’s own checks', () => {
  const chainColour = group('chainColour', [
    choice('white', undefined, { availableWhen: { group: 'controlType', values: ['plastic'] } }),
    choice('steel', undefined, { availableWhen: { group: 'controlType', values: ['metal'] } }),
  ]);
  const controlType = group('controlType', [choice('plastic'), choice('metal', fixed(1500), { forces: { chainColour: 'steel' } })], {
    role: 'controlType',
    defaultValue: 'plastic',
  });
  const notes = group('notes', [], { kind: 'text', required: false });
  const extras = group('extras', [choice('side-guides'), choice('spacers')], { kind: 'multiple', required: false });
  const fabric = group('fabric', [choice('blackout')], { fixedValue: 'blackout' });
  const written = rules(perSquareMetre(2995), lightFilteringSizes, [fabric, controlType, chainColour, extras, notes]);

  it('keeps sizes, a mounting height and choices the rules take', () => {
    const read = acceptedConfiguration(written, {
      width: 120,
      height: 150,
      mountingHeight: 230,
      options: { controlType: ['metal'], extras: ['spacers', 'side-guides'], notes: ['  Linkerraam  '] },
    });
    // metal forces the steel chain colour; the fixed fabric is left to the rules.
    expect(read).toEqual({
      width: 120,
      height: 150,
      mountingHeight: 230,
      options: { controlType: 'metal', chainColour: 'steel', extras: ['side-guides', 'spacers'], notes: '  Linkerraam  ' },
    });
  });

  it('leaves out what the engine would refuse, and fills defaults', () => {
    const read = acceptedConfiguration(written, {
      width: 39, // below 40
      height: 300, // above 290
      mountingHeight: 1001, // above the 1000 cm a chain may hang from
      options: { controlType: ['gold'], chainColour: ['steel'], extras: ['curtain'], fabric: ['linen'], unknown: ['x'], notes: ['x'.repeat(1200)] },
    });
    // an unknown control type falls back to the default (plastic), which makes steel unavailable
    expect(read).toEqual({ width: 0, height: 0, mountingHeight: null, options: { controlType: 'plastic', extras: [], notes: 'x'.repeat(1000) } });
  });

  it('chooses a colour by its name (a fabric card\'s link) unless the colour group itself is written', () => {
    const colour = group('color', [choice('off-white', undefined, { meaning: { colour: 'Off White' } }), choice('grijs', undefined, { meaning: { colour: 'Grijs' } })], {
      role: 'color',
      defaultValue: 'off-white',
    });
    const coloured = rules(perSquareMetre(2995), lightFilteringSizes, [colour]);
    const read = (options: Record<string, string[]>, name: string | null) =>
      acceptedConfiguration(coloured, { width: null, height: null, mountingHeight: null, options, colour: name }).options;
    expect(read({}, 'grijs')).toEqual({ color: 'grijs' });
    expect(read({}, 'Paars')).toEqual({ color: 'off-white' });
    expect(read({ color: ['off-white'] }, 'Grijs')).toEqual({ color: 'off-white' });
  });

  it('takes no mounting height for a blind without a chain', () => {
    const noChain = rules(perSquareMetre(2995), lightFilteringSizes, [notes]);
    expect(acceptedConfiguration(noChain, { width: 100, height: 100, mountingHeight: 230, options: {} }).mountingHeight).toBeNull();
  });

  it('drops a choice that is no longer available once another changes, and never writes a fixed group', () => {
    expect(settleOptions(written, { controlType: 'plastic', chainColour: 'steel' })).toEqual({ controlType: 'plastic' });
    expect(settleOptions(written, { controlType: 'metal', chainColour: 'white', fabric: 'blackout' })).toEqual({ controlType: 'metal', chainColour: 'steel' });
  });

  it('asks an answer of a required group only: blank text or none of several is no answer, a fixed group is answered', () => {
    expect(needsAnswer(chainColour, {})).toBe(true);
    expect(needsAnswer(chainColour, { chainColour: 'white' })).toBe(false);
    expect(needsAnswer({ ...notes, required: true }, { notes: '   ' })).toBe(true);
    expect(needsAnswer({ ...extras, required: true }, { extras: [] })).toBe(true);
    expect(needsAnswer(notes, {})).toBe(false);
    expect(needsAnswer(fabric, {})).toBe(false);
  });
});
