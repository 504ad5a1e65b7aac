import { describe, expect, it } from 'vitest';
import { VAT_PERCENT, vatIncluded } from './vat';

describe('vatIncluded: the VAT inside a VAT-inclusive price, exactly, rounded once half up', () => {
  it('uses the Belgian 21 %', () => {
    expect(VAT_PERCENT).toBe(21);
  });

  it('gives the VAT of the spec prices, worked out by hand', () => {
    expect(vatIncluded(12102)).toBe(2100); // 121.02 × 21/121 = 21.0035
    expect(vatIncluded(3495)).toBe(607); // 34.95 × 21/121 = 6.0657
    expect(vatIncluded(2995)).toBe(520); // 29.95 × 21/121 = 5.1979
    expect(vatIncluded(121)).toBe(21); // exactly 0.21
    expect(vatIncluded(0)).toBe(0);
  });

  it('rounds half up (at 100 % an odd amount holds exactly half a cent more than a whole one)', () => {
    expect(vatIncluded(3, 100)).toBe(2); // 1.5 -> 2
    expect(vatIncluded(5, 100)).toBe(3); // 2.5 -> 3
    expect(vatIncluded(4, 100)).toBe(2);
    expect(vatIncluded(-3, 100)).toBe(-2); // away from zero for a refund
  });

  it('stays exact where floating point would not (a very large amount)', () => {
    const cents = 987_654_321_012;
    const exact = (BigInt(cents) * 21n * 2n + 121n) / (2n * 121n);
    expect(vatIncluded(cents)).toBe(Number(exact));
  });

  it('refuses a fraction of a cent or a non-integer rate', () => {
    expect(() => vatIncluded(10.5)).toThrow(RangeError);
    expect(() => vatIncluded(100, 20.5)).toThrow(RangeError);
  });
});
