import { describe, expect, it } from 'vitest';
import type { ConfiguratorRules } from './configurator';
import { configurationPriorPrice, type RulesVersion, type SaleRun } from './prior-price';

// The prior price a sale may show (Directive 98/6/EC art. 6a(2); BE: art. VI.18/1 WER; NL: art. 5a Besluit
// prijsaanduiding producten): the lowest price of the 30 days before the reduction, for this configuration, from the
// kept versions of the rules and the sales that ran. Every amount is worked by hand beside it.

/** Per m² at `cents`, in price group 3, 40–240 × 100–250 cm; no minimum. */
function perSquareMetre(cents: number): ConfiguratorRules {
  const size = (key: 'width' | 'height', min: number, max: number) => ({ key, label: key, unit: 'cm' as const, min, max, step: 1, errorText: key });
  return {
    layout: 'blackout',
    pricing: { mode: 'perSquareMetre', centsPerSquareMetre: cents, priceGroup: 3 },
    dimensions: [size('width', 40, 240), size('height', 100, 250)],
    optionGroups: [],
  };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const product = { productId: '7', fabricType: 'verduisterend' };
/** 100 × 150 cm = 1,5 m². */
const window150 = { width: 100, height: 150 };

// € 30,00 per m² from 1 September, € 36,00 from 20 November (a price group change).
const versions: RulesVersion[] = [
  { from: day('2026-09-01'), rules: perSquareMetre(3000) },
  { from: day('2026-11-20'), rules: perSquareMetre(3600) },
];

describe('configurationPriorPrice', () => {
  it('takes the lowest version in force during the 30 days: 1,5 m² at € 30,00 = € 45,00 until 20 November', () => {
    // Reduction from 10 December: the window opens 10 November, under the first version (45,00), then 1,5 × 36,00 = 54,00.
    expect(configurationPriorPrice(versions, [], product, window150, day('2026-12-10'))).toBe(4500);
    // From 25 December the window opens 25 November: only the second version, € 54,00.
    expect(configurationPriorPrice(versions, [], product, window150, day('2026-12-25'))).toBe(5400);
  });

  it('counts a sale that ran in the window: 20 % off € 54,00 = € 43,20, lower than any list price then', () => {
    const sale: SaleRun = {
      from: day('2026-11-28'),
      until: day('2026-12-05'),
      terms: { id: 'black-friday', code: null, effect: { kind: 'PERCENT_OFF', percent: 20 }, scope: { fabricTypes: ['verduisterend'] }, minimumOrderCents: 0 },
    };
    // 54,00 × 20 % = 10,80 off: 43,20.
    expect(configurationPriorPrice(versions, [sale], product, window150, day('2026-12-25'))).toBe(4320);
    // Even one with a minimum order the blind alone does not reach: the prior price may only come out lower.
    expect(configurationPriorPrice(versions, [{ ...sale, terms: { ...sale.terms, minimumOrderCents: 100_000 } }], product, window150, day('2026-12-25'))).toBe(4320);
  });

  it('leaves out a sale for other blinds, or one that ended before the window opened', () => {
    const other: SaleRun = {
      from: day('2026-11-28'),
      until: day('2026-12-05'),
      terms: { id: 'screens', code: null, effect: { kind: 'PERCENT_OFF', percent: 20 }, scope: { fabricTypes: ['screen'] }, minimumOrderCents: 0 },
    };
    const inGroup4: SaleRun = { ...other, terms: { ...other.terms, scope: { priceGroups: [4] } } };
    const early: SaleRun = { ...other, until: day('2026-11-25'), terms: { ...other.terms, scope: {} } };
    expect(configurationPriorPrice(versions, [other, inGroup4, early], product, window150, day('2026-12-25'))).toBe(5400);
  });

  it('has none for a product not yet offered, or a size its rules then refused', () => {
    expect(configurationPriorPrice([{ from: day('2026-12-10'), rules: perSquareMetre(3000) }], [], product, window150, day('2026-12-10'))).toBeNull();
    // 300 cm wide: beyond 240 cm in every version.
    expect(configurationPriorPrice(versions, [], product, { width: 300, height: 150 }, day('2026-12-10'))).toBeNull();
  });
});
