import { describe, expect, it } from 'vitest';
import { lineTotalCents, orderTotals } from './totals';

/** The shop's terms today: free shipping from € 375, else € 19,95. */
const terms = { freeShippingThresholdCents: 37500, shippingCostCents: 1995 };

describe('orderTotals', () => {
  it('an empty order costs nothing and ships nothing', () => {
    expect(orderTotals([], terms)).toEqual({ subtotalCents: 0, shippingCents: 0, totalCents: 0, vatCents: 0, toFreeShippingCents: 0 });
  });

  it('below the threshold: shipping is charged, the VAT is that of the total with shipping, and the gap is said', () => {
    // 2 × € 35,94 + € 53,91 = € 125,79; + € 19,95 = € 145,74; VAT 14574 × 21 / 121 = 2529,37… → € 25,29.
    expect(orderTotals([{ unitPriceCents: 3594, quantity: 2 }, { unitPriceCents: 5391, quantity: 1 }], terms)).toEqual({
      subtotalCents: 12579,
      shippingCents: 1995,
      totalCents: 14574,
      vatCents: 2529,
      toFreeShippingCents: 24921,
    });
  });

  it('one cent below the threshold still pays shipping; the gap is one cent', () => {
    // € 374,99 + € 19,95 = € 394,94; VAT 39494 × 21 / 121 = 6854,33… → € 68,54.
    expect(orderTotals([{ unitPriceCents: 37499, quantity: 1 }], terms)).toEqual({
      subtotalCents: 37499,
      shippingCents: 1995,
      totalCents: 39494,
      vatCents: 6854,
      toFreeShippingCents: 1,
    });
  });

  it('at the threshold shipping is free', () => {
    // 3 × € 125,00 = € 375,00; VAT 37500 × 21 / 121 = 6508,26… → € 65,08.
    expect(orderTotals([{ unitPriceCents: 12500, quantity: 3 }], terms)).toEqual({
      subtotalCents: 37500,
      shippingCents: 0,
      totalCents: 37500,
      vatCents: 6508,
      toFreeShippingCents: 0,
    });
  });

  it('rounds the VAT half up once, on the total: € 0,10 holds 1,735… cents of VAT → 2', () => {
    expect(orderTotals([{ unitPriceCents: 10, quantity: 1 }], { freeShippingThresholdCents: 5, shippingCostCents: 0 }).vatCents).toBe(2);
  });
});

describe('lineTotalCents', () => {
  it('is the unit price times the quantity', () => {
    expect(lineTotalCents({ unitPriceCents: 3594, quantity: 2 })).toBe(7188);
  });

  it('refuses a quantity that is not a whole, non-negative number', () => {
    expect(() => lineTotalCents({ unitPriceCents: 3594, quantity: 1.5 })).toThrow(RangeError);
    expect(() => lineTotalCents({ unitPriceCents: 3594, quantity: -1 })).toThrow(RangeError);
  });
});
