import { describe, expect, it } from 'vitest';
import {
  availableChoices,
  isChainOperated,
  lowestPrice,
  priceExtremes,
  pricingProblems,
  quote,
  surchargeLabel,
  type ConfigurationInput,
  type ConfiguratorRules,
} from '@lumina/schema';
import { authenticsRules, blackoutRules, blackoutWhiteRules, lightFilteringRules } from './configurators';
import { productSeeds } from './products';

// The seed's data: the four configurators of SPEC §9 / §5 as rule sets, with the spec's own numbers. How the
// engine prices, rounds, validates and sizes chains is tested beside it (schema/src/price-engine.test.ts).

function total(rules: ConfiguratorRules, input: ConfigurationInput): number {
  const result = quote(rules, input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.breakdown.totalCents;
}
function errorCodes(rules: ConfiguratorRules, input: ConfigurationInput) {
  const result = quote(rules, input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
}

/** The first choice a shopper can pick in every group the rules do not fill themselves. */
function firstChoices(rules: ConfiguratorRules): Record<string, string> {
  const options: Record<string, string> = {};
  for (const group of rules.optionGroups) {
    if (group.kind !== 'single' || group.fixedValue !== undefined || group.defaultValue !== undefined) continue;
    const first = availableChoices(group, options)[0];
    if (first) options[group.key] = first.value;
  }
  return options;
}

const seeded = productSeeds.filter((p) => p.configurator);

describe('every seeded rule set', () => {
  it('prices its smallest and its largest size with the first choices, in lines that add up', () => {
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    for (const { slug, configurator: rules } of seeded) {
      const [width, height] = [rules!.dimensions.find((d) => d.key === 'width')!, rules!.dimensions.find((d) => d.key === 'height')!];
      // A chain-operated blind above 250 cm needs a mounting height; 300 cm suits every seeded size.
      const mountingHeight = isChainOperated(rules!) ? 300 : undefined;
      for (const [w, h] of [[width.min, height.min], [width.max, height.max]]) {
        const result = quote(rules!, { width: w, height: h, options: firstChoices(rules!), mountingHeight });
        expect(result.ok ? [] : result.errors, `${slug} ${w} × ${h}`).toEqual([]);
        if (result.ok) expect(result.breakdown.lines.reduce((sum, l) => sum + l.cents, 0), slug).toBe(result.breakdown.totalCents);
      }
      // Every surcharge reads as a label (a percentage or factor that is not a plain decimal would throw).
      for (const group of rules!.optionGroups) {
        for (const choice of group.choices) expect(() => surchargeLabel(choice.surcharge), `${slug} ${choice.value}`).not.toThrow();
      }
    }
  });

  it("is offered from the lowest price a shopper can pay, not from its rate per m² (issue 31)", () => {
    const lowest = (slug: string) => {
      const rules = seeded.find((p) => p.slug === slug)!.configurator!;
      const found = lowestPrice(rules)!;
      // The configuration it was found in prices at exactly that amount.
      expect(total(rules, found.input), slug).toBe(found.totalCents);
      return [found.input.width, found.input.height, found.totalCents];
    };
    // 40 × 100 cm = 0,40 m² × the rate, with free choices: price group 4 € 34,95 → € 13,98 (not "vanaf € 34,95";
    // with one side of the bar covered it would be 13,98 + 1,398 = 15,378 → € 15,38).
    expect(lowest('blackout-white-roller-blind')).toEqual([40, 100, 1398]);
    // 40 × 40 cm = 0,16 m² × € 29,95 = € 4,79, raised to the minimum of € 29,95.
    expect(lowest('lichtdoorlatend-wit')).toEqual([40, 40, 2995]);
    // 0,40 m² × € 39,95 (group 6) = € 15,98; × € 36,95 (group 5) = € 14,78; × € 28,95 (group 2) = € 11,58; × € 42,95 (group 7) = € 17,18.
    expect(lowest('screen-grey-roller-blind')).toEqual([40, 100, 1598]);
    expect(lowest('blackout-grey-roller-blind')).toEqual([40, 100, 1478]);
    expect(lowest('light-filtering-white-roller-blind')).toEqual([40, 100, 1158]);
    expect(lowest('screen-bronze-roller-blind')).toEqual([40, 100, 1718]);
    // Group 5, an open system (× 1), a standard bar and a plastic chain: 0,40 m² × € 36,95 = € 14,78.
    expect(lowest('verduisterend-wit')).toEqual([40, 100, 1478]);
    // 0,300 × 0,610 = 0,183 m² × € 42,75 = € 7,82, raised to the minimum of € 25,00.
    expect(lowest('rolgordijn-authentics-offwhite')).toEqual([300, 610, 2500]);
  });

  it('passes the rules check over every combination, from its cheapest to its dearest configuration', () => {
    for (const { slug, configurator: rules } of seeded) expect(pricingProblems(rules!), slug).toEqual([]);
    const extremes = (rules: ConfiguratorRules) => priceExtremes(rules).map((e) => [e.size.label, e.cheapest.totalCents, e.dearest.totalCents]);
    // 0,40 m² × 34,95 = 13,98, dearest + 12,50 (metal) + 15 % of 13,98 (both sides covered) = 28,577 → 28,58;
    // 6,00 m² × 34,95 = 209,70, dearest 209,70 + 12,50 + 31,455 = 253,655 → 253,66.
    expect(extremes(blackoutRules())).toEqual([['40 × 100 cm', 1398, 2858], ['240 × 250 cm', 20970, 25366]]);
    // 0,16 m² × 29,95 = 4,79 → the minimum 29,95, dearest 4,792 + 15,00 (metal) + 30,00 (both sides) = 49,79;
    // 8,41 m² × 29,95 = 251,8795 → 251,88, dearest + 45,00 = 296,88.
    expect(extremes(lightFilteringRules())).toEqual([['40 × 40 cm', 2995, 4979], ['290 × 290 cm', 25188, 29688]]);
    // 0,40 m² × 36,95 = 14,78, dearest (14,78 + 12,50) × 1,15 = 31,372, + 7,50 + 24,95 + 6,50 + 39,95 = 110,272 → 110,27;
    // 6,00 m² × 36,95 = 221,70, dearest (221,70 + 12,50) × 1,15 = 269,33, + 78,90 = 348,23.
    expect(extremes(blackoutWhiteRules())).toEqual([['40 × 100 cm', 1478, 11027], ['240 × 250 cm', 22170, 34823]]);
    // 0,183 m² × 42,75 = 7,82 → the minimum 25,00; 3,000 × 3,048 = 9,144 m² × 42,75 = 390,906 → 390,91.
    expect(extremes(authenticsRules())).toEqual([['300 × 610 mm', 2500, 2500], ['3000 × 3048 mm', 39091, 39091]]);
  });

  it('asks how the blind hangs, in de dag (cut 0,5 cm narrower) or op de dag (the exact size), and assumes neither (issue 31)', () => {
    for (const { slug, configurator: rules } of seeded) {
      const mounting = rules!.optionGroups.find((g) => g.role === 'mounting');
      expect(mounting && [mounting.required, mounting.fixedValue, mounting.defaultValue], slug).toEqual([true, undefined, undefined]);
      const made = (value: string) => {
        const result = quote(rules!, { width: rules!.dimensions[0]!.min, height: rules!.dimensions[1]!.min, options: { ...firstChoices(rules!), [mounting!.key]: value } });
        return result.ok ? result.made.measured.widthMm - result.made.fabrication.widthMm : result.errors;
      };
      expect([made('inside-recess'), made('outside-frame')], slug).toEqual([5, 0]);
    }
  });

  it('has a chain (and so the child-safe chain rules) exactly where there is a chain system; Authentics has none', () => {
    expect([blackoutRules(), lightFilteringRules(), blackoutWhiteRules(), authenticsRules()].map(isChainOperated)).toEqual([true, true, true, false]);
  });
});

describe('blackout configurator /product/:id — 34.95 per m²', () => {
  const rules = blackoutRules();
  const options = { controlType: 'plastic-white', bottomBar: 'not-covered', controlSide: 'left', profileColor: 'white', mounting: 'outside-frame' };

  it('adds 12.50 for the metal chain, 10 % / 15 % of the area price for a covered bottom bar, nothing for a profile colour', () => {
    expect(total(rules, { width: 150, height: 180, options })).toBe(9437); // 2.70 m² × € 34,95 = € 94,365
    expect(total(rules, { width: 150, height: 180, options: { ...options, controlType: 'metal-chain' } })).toBe(10687); // + € 12,50
    expect(total(rules, { width: 150, height: 180, options: { ...options, bottomBar: 'covered-one' } })).toBe(10380); // + € 9,4365
    expect(total(rules, { width: 150, height: 180, options: { ...options, bottomBar: 'covered-both' } })).toBe(10852); // + € 14,15475
    for (const profileColor of ['anthracite', 'silver', 'black']) expect(total(rules, { width: 150, height: 180, options: { ...options, profileColor } })).toBe(9437);
  });

  it("labels the surcharges '+€ 12,50', '+10%' and '+15%' (SPEC §9)", () => {
    const labels = (key: string) => rules.optionGroups.find((g) => g.key === key)!.choices.map((c) => surchargeLabel(c.surcharge));
    expect(labels('controlType')).toEqual([null, null, null, '+€\u00a012,50']);
    expect(labels('bottomBar')).toEqual([null, '+10%', '+15%']);
  });

  it('accepts every whole cm of width 40–240 and height 100–250 and rejects just outside, with the spec texts', () => {
    expect(total(rules, { width: 40, height: 100, options })).toBe(1398); // 0.40 m² × € 34,95 = € 13,98
    expect(total(rules, { width: 240, height: 250, options })).toBe(20970); // 6.00 m² × € 34,95 = € 209,70
    const low = quote(rules, { width: 35, height: 95, options });
    expect(!low.ok && low.errors.map((e) => e.message)).toEqual([
      'Breedte moet tussen 40 en 240 cm zijn',
      'Hoogte moet tussen 100 en 250 cm zijn',
    ]);
    expect(errorCodes(rules, { width: 245, height: 255, options })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
    expect(total(rules, { width: 123, height: 187, options })).toBe(8039); // 2.3001 m² × € 34,95 = € 80,388495
  });

  it('is always blackout fabric and an open system: fixed choices that cannot change', () => {
    const ok = quote(rules, { width: 150, height: 180, options });
    expect(ok.ok && ok.configuration.options).toMatchObject({ fabricType: 'blackout', cassette: 'open' });
    expect(errorCodes(rules, { width: 150, height: 180, options: { ...options, cassette: 'half' } })).toEqual(['options.cassette:INVALID_CHOICE']);
  });
});

describe('light-filtering white configurator — 29.95 per m², minimum 29.95', () => {
  const rules = lightFilteringRules();
  const options = { chainMaterial: 'plastic', chainColor: 'white', bottomBar: 'not-covered', controlSide: 'right', profileColor: 'silver', mounting: 'inside-recess' };

  it('prices the area, adds 15 for metal and 15 / 30 for a covered bottom bar', () => {
    expect(total(rules, { width: 200, height: 150, options })).toBe(8985); // 3.00 m² × € 29,95 = € 89,85
    expect(total(rules, { width: 100, height: 100, options: { ...options, chainMaterial: 'metal', bottomBar: 'covered-both' } })).toBe(7495); // € 29,95 + € 15 + € 30
    expect(total(rules, { width: 100, height: 100, options: { ...options, bottomBar: 'covered-one' } })).toBe(4495); // € 29,95 + € 15
    expect(surchargeLabel(rules.optionGroups[0]!.choices[1]!.surcharge)).toBe('+€\u00a015,00'); // the formula's label, not the side summary's
  });

  it('never goes below the minimum price of 29.95', () => {
    const result = quote(rules, { width: 40, height: 40, options });
    // 0.16 m² × € 29,95 = € 4,79
    expect(result.ok && [result.breakdown.totalCents, result.breakdown.minimumApplied]).toEqual([2995, true]);
  });

  it('accepts 40–290 both ways and nothing outside', () => {
    expect(total(rules, { width: 290, height: 290, options, mountingHeight: 300 })).toBe(25188); // 8.41 m² × € 29,95 = € 251,8795
    expect(errorCodes(rules, { width: 40, height: 40, options })).toEqual([]);
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

describe('blackout white /product/verduisterend-wit — 36.95 per m² (price group 5)', () => {
  const rules = blackoutWhiteRules();
  const options = { mounting: 'outside-frame', systemColor: 'white', chainType: 'plastic', chainColor: 'white', controlSide: 'left', cassette: 'open', bottomBar: 'standard' };

  it('prices the area, adds 12.50 for a metal chain and multiplies the running total by 1.15 for a half cassette', () => {
    expect(total(rules, { width: 150, height: 180, options })).toBe(9977); // 2,70 m² × € 36,95 = € 99,765
    expect(total(rules, { width: 150, height: 180, options: { ...options, chainType: 'metal' } })).toBe(11227); // + € 12,50 = € 112,265
    expect(total(rules, { width: 150, height: 180, options: { ...options, cassette: 'half' } })).toBe(11473); // € 99,765 × 1.15 = € 114,72975
    expect(total(rules, { width: 150, height: 180, options: { ...options, chainType: 'metal', cassette: 'half' } })).toBe(12910); // € 112,265 × 1.15 = € 129,10475
  });

  it('adds the bottom bar, accessories and services after the cassette factor', () => {
    const result = quote(rules, {
      width: 150,
      height: 180,
      options: { ...options, chainType: 'metal', cassette: 'half', bottomBar: 'heavy-duty', accessories: ['spacer-brackets', 'side-guides'], extras: ['installation', 'measure-check'] },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    // (99.765 + 12.50) × 1.15 = 129.10475, then + 7.50 + 24.95 + 6.50 + 39.95 = 208.00475 -> 208.00
    expect(result.breakdown.totalCents).toBe(20800);
    expect(result.breakdown.lines.map((l) => [l.key, l.cents])).toEqual([
      ['area', 9976], // 99.765 -> 99.77, less the cent the rounded lines add up to beyond the total
      ['chainType', 1250],
      ['cassette', 1684], // 112.265 × 0.15 = 16.83975 -> 16.84
      ['bottomBar', 750],
      ['accessories', 2495],
      ['accessories', 650],
      ['extras', 3995],
    ]);
    expect(result.configuration.options.systemType).toBe('blackout-pro');
  });

  it("asks the chain's colour, as every chain-operated blind: white, black or grey plastic, and a metal chain is metal (issue 31)", () => {
    const { chainColor: _none, ...withoutColour } = options;
    expect(errorCodes(rules, { width: 150, height: 180, options: withoutColour })).toEqual(['options.chainColor:REQUIRED']);
    const colours = rules.optionGroups.find((g) => g.role === 'chainColor')!;
    expect(colours.label).toBe('Kettingkleur');
    expect(availableChoices(colours, options).map((c) => c.label)).toEqual(['Wit', 'Zwart', 'Grijs']);
    const metal = quote(rules, { width: 150, height: 180, options: { ...withoutColour, chainType: 'metal' } });
    expect(metal.ok && metal.configuration.options.chainColor).toBe('metal');
    // The colour costs nothing: 2,70 m² × € 36,95 = € 99,765 in black as in white.
    expect(total(rules, { width: 150, height: 180, options: { ...options, chainColor: 'black' } })).toBe(9977);
  });

  it('cuts 0,5 cm off the width in de dag and nothing op de dag', () => {
    const inside = quote(rules, { width: 150, height: 180, options: { ...options, mounting: 'inside-recess' } });
    expect(inside.ok && inside.made.fabrication).toEqual({ widthMm: 1495, heightMm: 1800 });
    const outside = quote(rules, { width: 150, height: 180, options });
    expect(outside.ok && outside.made.fabrication).toEqual({ widthMm: 1500, heightMm: 1800 });
  });
});

describe('Authentics — 42.75 per m² on millimetres, minimum 25', () => {
  const rules = authenticsRules();
  const options = { mounting: 'inside-recess' };

  it('prices width m × height m × 42.75', () => {
    expect(total(rules, { width: 1000, height: 1500, options })).toBe(6413); // 1.5 m² × € 42,75 = € 64,125
    expect(total(rules, { width: 3000, height: 3048, options })).toBe(39091); // 9.144 m² × € 42,75 = € 390,906
  });

  it('accepts 300–3000 × 610–3048 mm with the spec message outside', () => {
    expect(errorCodes(rules, { width: 300, height: 610, options })).toEqual([]);
    const out = quote(rules, { width: 299, height: 3049, options });
    expect(!out.ok && out.errors.map((e) => e.message)).toEqual([
      'Voer een geldige maat in binnen het toegestane bereik.',
      'Voer een geldige maat in binnen het toegestane bereik.',
    ]);
    expect(errorCodes(rules, { width: 3001, height: 609, options })).toEqual(['width:OUT_OF_RANGE', 'height:OUT_OF_RANGE']);
  });
});
