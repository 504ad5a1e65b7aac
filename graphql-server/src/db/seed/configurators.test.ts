import { describe, expect, it } from 'vitest';
import { quote, surchargeLabel, type ConfigurationInput, type ConfiguratorRules } from '@lumina/schema';
import { authenticsRules, blackoutRules, blackoutWhiteRules, lightFilteringRules } from './configurators';

// The four configurators of SPEC §9 / §5, priced by the one engine with the spec's own numbers.

function total(rules: ConfiguratorRules, input: ConfigurationInput): number {
  const result = quote(rules, input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.breakdown.totalCents;
}
function errorCodes(rules: ConfiguratorRules, input: ConfigurationInput) {
  const result = quote(rules, input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
}

describe('blackout configurator /product/:id — 34.95 per m²', () => {
  const rules = blackoutRules();
  const options = { controlType: 'plastic-white', bottomBar: 'not-covered', controlSide: 'left', profileColor: 'white' };

  it('prices width × height / 10000 × 34.95, rounded once half up', () => {
    expect(total(rules, { width: 150, height: 180, options })).toBe(9437); // 2.7 m² × 34.95 = 94.365
    expect(total(rules, { width: 110, height: 100, options })).toBe(3845); // 38.445 -> 38.45 (half up)
    expect(total(rules, { width: 100, height: 100, options })).toBe(3495);
  });

  it('adds 12.50 for the metal chain and 10 % / 15 % of the area price for a covered bottom bar', () => {
    expect(total(rules, { width: 150, height: 180, options: { ...options, controlType: 'metal-chain' } })).toBe(10687);
    expect(total(rules, { width: 150, height: 180, options: { ...options, bottomBar: 'covered-one' } })).toBe(10380); // 94.365 + 9.4365
    expect(total(rules, { width: 150, height: 180, options: { ...options, bottomBar: 'covered-both' } })).toBe(10852); // 94.365 + 14.15475
    expect(total(rules, { width: 150, height: 180, options: { ...options, profileColor: 'anthracite' } })).toBe(9437);
  });

  it('accepts width 40–240 and height 100–250 and rejects just outside, with the spec texts', () => {
    expect(total(rules, { width: 40, height: 100, options })).toBe(1398);
    expect(total(rules, { width: 240, height: 250, options })).toBe(20970);
    expect(total(rules, { width: 45, height: 105, options })).toBeGreaterThan(0);
    const low = quote(rules, { width: 35, height: 95, options });
    expect(low.ok).toBe(false);
    expect(!low.ok && low.errors.map((e) => e.message)).toEqual([
      'Breedte moet tussen 40 en 240 cm zijn',
      'Hoogte moet tussen 100 en 250 cm zijn',
    ]);
    expect(errorCodes(rules, { width: 245, height: 255, options })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
  });

  it('keeps the 5 cm step, and rejects non-numbers and fractions', () => {
    expect(errorCodes(rules, { width: 42, height: 100, options })).toEqual(['width:OFF_STEP']);
    expect(errorCodes(rules, { width: 'breed', height: 100, options })).toEqual(['width:NOT_A_NUMBER']);
    expect(errorCodes(rules, { width: 150.5, height: 100, options })).toEqual(['width:NOT_AN_INTEGER']);
    expect(errorCodes(rules, { width: '150', height: ' 180 ', options })).toEqual([]);
    expect(errorCodes(rules, { width: '', height: null, options })).toEqual(['width:REQUIRED', 'height:REQUIRED']);
  });

  it('needs every option and rejects unknown options and choices; fixed choices cannot change', () => {
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, controlSide: undefined } })).toEqual([
      'options.controlSide:REQUIRED',
    ]);
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, colour: 'pink' } })).toEqual([
      'options.colour:UNKNOWN_OPTION',
    ]);
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, controlType: 'gold' } })).toEqual([
      'options.controlType:INVALID_CHOICE',
    ]);
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, cassette: 'half' } })).toEqual([
      'options.cassette:INVALID_CHOICE',
    ]);
    const ok = quote(rules, { width: 150, height: 180, options });
    expect(ok.ok && ok.configuration.options).toMatchObject({ fabricType: 'blackout', mounting: 'inside-recess', cassette: 'open' });
  });

  it('breaks the price down in lines that add up to the total, with the VAT part', () => {
    const result = quote(rules, { width: 150, height: 180, options: { ...options, controlType: 'metal-chain', bottomBar: 'covered-both' } });
    if (!result.ok) throw new Error('expected a price');
    const { lines, totalCents, vatCents, areaM2 } = result.breakdown;
    expect(totalCents).toBe(12102); // 94.365 + 12.50 + 14.15475 = 121.01975
    expect(lines.reduce((s, l) => s + l.cents, 0)).toBe(totalCents);
    expect(lines.map((l) => l.key)).toEqual(['area', 'controlType', 'bottomBar']);
    expect(areaM2).toBe(2.7);
    expect(vatCents).toBe(2100); // 121.02 × 21/121 = 21.003
  });
});

describe('light-filtering white configurator — 29.95 per m², minimum 29.95', () => {
  const rules = lightFilteringRules();
  const options = { chainMaterial: 'plastic', chainColor: 'white', bottomBar: 'not-covered', controlSide: 'right', profileColor: 'silver' };

  it('prices the area, adds 15 for metal and 15 / 30 for a covered bottom bar', () => {
    expect(total(rules, { width: 100, height: 100, options })).toBe(2995);
    expect(total(rules, { width: 200, height: 150, options })).toBe(8985);
    expect(total(rules, { width: 100, height: 100, options: { ...options, chainMaterial: 'metal', bottomBar: 'covered-both' } })).toBe(7495);
    expect(total(rules, { width: 100, height: 100, options: { ...options, bottomBar: 'covered-one' } })).toBe(4495);
    expect(total(rules, { width: 290, height: 290, options, mountingHeight: 300 })).toBe(25188); // 8.41 × 29.95 = 251.8795
  });

  it('never goes below the minimum price of 29.95', () => {
    const result = quote(rules, { width: 40, height: 40, options });
    expect(result.ok && result.breakdown.totalCents).toBe(2995);
    expect(result.ok && result.breakdown.minimumApplied).toBe(true);
    expect(result.ok && result.breakdown.lines.reduce((s, l) => s + l.cents, 0)).toBe(2995);
  });

  it('accepts 40–290 both ways and nothing outside', () => {
    expect(errorCodes(rules, { width: 40, height: 290, options, mountingHeight: 300 })).toEqual([]);
    expect(errorCodes(rules, { width: 35, height: 295, options })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
  });

  it('a metal chain forces the chain colour to metal; a plastic chain cannot be metal-coloured', () => {
    const metal = quote(rules, { width: 100, height: 100, options: { ...options, chainMaterial: 'metal', chainColor: 'white' } });
    expect(metal.ok && metal.configuration.options.chainColor).toBe('metal');
    expect(errorCodes(rules, { width: 100, height: 100, options: { ...options, chainColor: 'metal' } })).toEqual([
      'options.chainColor:INVALID_CHOICE',
    ]);
  });
});

describe('blackout white /product/verduisterend-wit — base 37.95', () => {
  const rules = blackoutWhiteRules();
  const options = { mounting: 'outside-frame', systemColor: 'white', chainType: 'plastic', controlSide: 'left', cassette: 'open', bottomBar: 'standard' };

  it('adds 12.50 for a metal chain and multiplies the running total by 1.15 for a half cassette', () => {
    expect(total(rules, { width: 150, height: 180, options })).toBe(3795);
    expect(total(rules, { width: 150, height: 180, options: { ...options, chainType: 'metal' } })).toBe(5045);
    expect(total(rules, { width: 150, height: 180, options: { ...options, cassette: 'half' } })).toBe(4364); // 43.6425
    expect(total(rules, { width: 150, height: 180, options: { ...options, chainType: 'metal', cassette: 'half' } })).toBe(5802); // 58.0175
  });

  it('adds the bottom bar, accessories and services after the cassette factor, and keeps notes as text', () => {
    const result = quote(rules, {
      width: 150,
      height: 180,
      options: {
        ...options,
        chainType: 'metal',
        cassette: 'half',
        bottomBar: 'heavy-duty',
        accessories: ['spacer-brackets', 'side-guides'],
        extras: ['installation', 'measure-check'],
        notes: '  Graag bellen voor levering  ',
      },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    // (37.95 + 12.50) × 1.15 = 58.0175, then + 7.50 + 24.95 + 6.50 + 39.95 = 136.9175 -> 136.92
    expect(result.breakdown.totalCents).toBe(13692);
    expect(result.breakdown.lines.map((l) => [l.key, l.cents])).toEqual([
      ['base', 3795],
      ['chainType', 1250],
      ['cassette', 757], // 50.45 × 0.15 = 7.5675 -> 7.57
      ['bottomBar', 750],
      ['accessories', 2495],
      ['accessories', 650],
      ['extras', 3995],
    ]);
    expect(result.configuration.options).toMatchObject({
      systemType: 'blackout-pro',
      accessories: ['side-guides', 'spacer-brackets'],
      extras: ['installation', 'measure-check'],
      notes: 'Graag bellen voor levering',
    });
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, notes: 'x'.repeat(1001) } })).toEqual([
      'options.notes:TOO_LONG',
    ]);
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, accessories: ['gold-plating'] } })).toEqual([
      'options.accessories:INVALID_CHOICE',
    ]);
  });

  it('cuts 0,5 cm off the width in de dag and nothing op de dag', () => {
    const inside = quote(rules, { width: 150, height: 180, options: { ...options, mounting: 'inside-recess' } });
    expect(inside.ok && inside.made.measured).toEqual({ widthMm: 1500, heightMm: 1800 });
    expect(inside.ok && inside.made.fabrication).toEqual({ widthMm: 1495, heightMm: 1800 });
    const outside = quote(rules, { width: 150, height: 180, options });
    expect(outside.ok && outside.made.fabrication).toEqual({ widthMm: 1500, heightMm: 1800 });
  });
});

describe('child-safe chains (EN 13120)', () => {
  const options = { chainMaterial: 'plastic', chainColor: 'white', bottomBar: 'not-covered', controlSide: 'right', profileColor: 'silver' };
  const made = (input: ConfigurationInput) => {
    const result = quote(lightFilteringRules(), input);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.made;
  };

  it('without a mounting height: two thirds of the height in 5 cm steps, at most 100 cm, with a tensioner', () => {
    expect(made({ width: 100, height: 120, options }).chain).toEqual({ lengthCm: 80, safetyDevice: 'kettingspanner', mountingHeightCm: null });
    expect(made({ width: 100, height: 40, options }).chain?.lengthCm).toBe(50); // never shorter than 50
    expect(made({ width: 100, height: 180, options }).chain?.lengthCm).toBe(100); // 120 capped at 100
    expect(made({ width: 100, height: 250, options }).chain?.lengthCm).toBe(100);
  });

  it('over 250 cm high the mounting height is needed; with one the loop ends at least 150 cm above the floor', () => {
    expect(errorCodes(lightFilteringRules(), { width: 100, height: 255, options })).toEqual(['mountingHeight:REQUIRED']);
    expect(made({ width: 100, height: 290, options, mountingHeight: 300 }).chain).toEqual({
      lengthCm: 150,
      safetyDevice: 'kettingspanner',
      mountingHeightCm: 300,
    });
    expect(made({ width: 100, height: 180, options, mountingHeight: 233 }).chain?.lengthCm).toBe(80); // 83 -> 80
    expect(made({ width: 100, height: 120, options, mountingHeight: 400 }).chain?.lengthCm).toBe(80); // usual length fits
    expect(errorCodes(lightFilteringRules(), { width: 100, height: 180, options, mountingHeight: 170 })).toEqual(['mountingHeight:OUT_OF_RANGE']);
    expect(errorCodes(lightFilteringRules(), { width: 100, height: 150, options, mountingHeight: 190 })).toEqual(['mountingHeight:OUT_OF_RANGE']);
    expect(errorCodes(lightFilteringRules(), { width: 100, height: 150, options, mountingHeight: 'hoog' })).toEqual(['mountingHeight:NOT_A_NUMBER']);
    expect(errorCodes(lightFilteringRules(), { width: 100, height: 150, options, mountingHeight: 210.5 })).toEqual(['mountingHeight:NOT_AN_INTEGER']);
    expect(errorCodes(lightFilteringRules(), { width: 100, height: 150, options, mountingHeight: -220 })).toEqual(['mountingHeight:OUT_OF_RANGE']);
  });

  it('keeps the mounting height in the configuration only when given; a blind without a chain takes none', () => {
    const result = quote(lightFilteringRules(), { width: 100, height: 150, options, mountingHeight: '220' });
    expect(result.ok && result.configuration.mountingHeight).toBe(220);
    const without = quote(lightFilteringRules(), { width: 100, height: 150, options });
    expect(without.ok && 'mountingHeight' in without.configuration).toBe(false);
    const authentics = quote(authenticsRules(), { width: 1000, height: 1500 });
    expect(authentics.ok && authentics.made.chain).toBeNull();
    expect(errorCodes(authenticsRules(), { width: 1000, height: 1500, mountingHeight: 250 })).toEqual(['mountingHeight:UNKNOWN_OPTION']);
  });
});

describe('Authentics — 42.75 per m² on millimetres, minimum 25', () => {
  const rules = authenticsRules();

  it('prices width m × height m × 42.75', () => {
    expect(total(rules, { width: 1000, height: 1500 })).toBe(6413); // 64.125
    expect(total(rules, { width: 3000, height: 3048 })).toBe(39091); // 390.906
  });

  it('applies the minimum of 25.00', () => {
    expect(total(rules, { width: 300, height: 610 })).toBe(2500);
  });

  it('accepts 300–3000 × 610–3048 mm with the spec message outside', () => {
    expect(errorCodes(rules, { width: 300, height: 610 })).toEqual([]);
    const out = quote(rules, { width: 299, height: 3049 });
    expect(!out.ok && out.errors.map((e) => e.message)).toEqual([
      'Voer een geldige maat in binnen het toegestane bereik.',
      'Voer een geldige maat in binnen het toegestane bereik.',
    ]);
    expect(errorCodes(rules, { width: 3001, height: 609 })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
  });
});

describe('labels derived from the rules', () => {
  it("reads '+€ 12,50', '+10%' and '+15%'", () => {
    expect(surchargeLabel({ kind: 'fixed', cents: 1250 })).toBe('+€\u00a012,50');
    expect(surchargeLabel({ kind: 'percentOfArea', percent: 10 })).toBe('+10%');
    expect(surchargeLabel({ kind: 'factor', factor: 1.15 })).toBe('+15%');
    expect(surchargeLabel({ kind: 'fixed', cents: 0 })).toBeNull();
  });
});
