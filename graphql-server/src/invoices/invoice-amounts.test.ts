/**
 * The invoice's VAT split (invoice-amounts.ts), worked out by hand: VAT in a VAT-inclusive amount is
 * amount × 21 / 121, rounded half up.
 */
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '@lumina/schema';
import { invoiceLines, invoiceTotals } from './invoice-amounts';

const line = (unitPriceCents: number, quantity: number, description = 'Rolgordijn') => ({ description, details: [], quantity, unitPriceCents });
const pick = (lines: ReturnType<typeof invoiceLines>) => lines.map((l) => [l.quantity, l.unitPriceExclCents, l.amountExclCents, l.vatCents, l.amountInclCents]);

describe('the VAT of an invoice, line by line', () => {
  it('gives each line its units’ VAT when they add up to the VAT in the total', () => {
    // 2 × 29,95 + 29,95 + shipping 19,95 = 109,80.
    // Unit VAT: 2995 × 21/121 = 519,79 → 520 (line 1: 2 × 520 = 1040; line 2: 520); shipping 1995 × 21/121 = 346,24 → 346.
    // 1040 + 520 + 346 = 1906 = 10980 × 21/121 = 1905,62 → 1906: nothing to move.
    const lines = invoiceLines([line(2995, 2), line(2995, 1), line(1995, 1, 'Verzending')]);
    expect(pick(lines)).toEqual([
      [2, 2475, 4950, 1040, 5990],
      [1, 2475, 2475, 520, 2995],
      [1, 1649, 1649, 346, 1995],
    ]);
    expect(invoiceTotals(lines)).toEqual({ totals: { exclCents: 9074, vatCents: 1906, inclCents: 10980 }, vatBreakdown: [{ vatPercent: 21, baseCents: 9074, vatCents: 1906 }] });
  });

  it('moves a cent to a line of quantity 1, so quantity × unit price stays the amount', () => {
    // 4 × 29,95 + 29,95 + 19,95 = 169,70; VAT in it 16970 × 21/121 = 2945,21 → 2945.
    // Units: 4 × 520 = 2080 (exact 2079,17), 520 (exact 519,79), 346 (exact 346,24): 2946, one cent too many.
    // Lines above their exact share: the first (quantity 4) and the second; the second has quantity 1 and takes it: 519.
    const lines = invoiceLines([line(2995, 4), line(2995, 1), line(1995, 1, 'Verzending')]);
    expect(pick(lines)).toEqual([
      [4, 2475, 9900, 2080, 11980],
      [1, 2476, 2476, 519, 2995],
      [1, 1649, 1649, 346, 1995],
    ]);
    expect(invoiceTotals(lines).totals).toEqual({ exclCents: 14025, vatCents: 2945, inclCents: 16970 });
  });

  it('moves it to a line with a quantity only when no line of quantity 1 can take it', () => {
    // 4 × 29,95 + free shipping (0): VAT in 11980 is 2079,17 → 2079; units 4 × 520 = 2080. Shipping's exact share is 0,
    // so the blinds' line gives the cent back: 2079, excl. 9901, unit price 9901 / 4 = 2475,25 → 2475.
    const lines = invoiceLines([line(2995, 4), line(0, 1, 'Verzending')]);
    expect(pick(lines)).toEqual([
      [4, 2475, 9901, 2079, 11980],
      [1, 0, 0, 0, 0],
    ]);
  });

  it('always adds up: lines to the VAT in the total, excl. + VAT = incl., each line near its exact share', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 2000; round++) {
      const count = 1 + random(6);
      const input = Array.from({ length: count }, () => line(1 + random(60000), 1 + random(5)));
      const lines = invoiceLines(input);
      const { totals } = invoiceTotals(lines);
      const incl = input.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      expect(totals.inclCents).toBe(incl);
      expect(totals.vatCents).toBe(vatIncluded(incl));
      expect(totals.exclCents + totals.vatCents).toBe(totals.inclCents);
      for (const l of lines) {
        expect(l.amountExclCents + l.vatCents).toBe(l.amountInclCents);
        // |VAT − incl. × 21/121| ≤ half a cent a unit, or under a cent, in 121ths of a cent.
        expect(Math.abs(l.vatCents * 121 - l.amountInclCents * 21)).toBeLessThanOrEqual(Math.max(l.quantity * 60.5, 121));
      }
    }
  });
});
