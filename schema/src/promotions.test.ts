import { describe, expect, it } from 'vitest';
import { codeRefusal, discountedTotals, inScope, lowestPriorPrice, spreadByLargestRemainder, type FoundPromotion, type PromotableLine, type PromotionTerms } from './promotions';

/** The shop's terms today: free shipping from € 375, else € 19,95. */
const terms = { freeShippingThresholdCents: 37500, shippingCostCents: 1995 };

/** Two lines: 2 × € 35,94 (a blackout blind, price group 3) and 1 × € 53,91 (a light-filtering one, no group). */
const lines: PromotableLine[] = [
  { productId: 'blackout', fabricType: 'verduisterend', priceGroup: 3, unitPriceCents: 3594, quantity: 2 },
  { productId: 'light', fabricType: 'lichtdoorlatend', priceGroup: null, unitPriceCents: 5391, quantity: 1 },
];

const sale = (id: string, effect: PromotionTerms['effect'], scope: PromotionTerms['scope'] = {}, minimumOrderCents = 0): PromotionTerms => ({
  id,
  code: null,
  effect,
  scope,
  minimumOrderCents,
});
const code = (id: string, effect: PromotionTerms['effect'], scope: PromotionTerms['scope'] = {}, minimumOrderCents = 0): PromotionTerms => ({
  ...sale(id, effect, scope, minimumOrderCents),
  code: id.toUpperCase(),
});

describe('spreadByLargestRemainder', () => {
  it('gives each part its whole cents and the cents left to the largest fractions, adding up exactly', () => {
    // € 10,00 over 7188 and 5391 (of 12579): 571,43… and 428,57… → 571 and 428, the cent left to the second (,57 > ,43).
    expect(spreadByLargestRemainder(1000, [7188, 5391])).toEqual([571, 429]);
  });

  it('gives a cent left over between equal fractions to the earlier part, and nothing to a part of weight 0', () => {
    // € 1,00 over three equal parts: 33,33… each → 33, 33, 33 and the one cent left to the first.
    expect(spreadByLargestRemainder(100, [5, 5, 0, 5])).toEqual([34, 33, 0, 33]);
  });

  it('refuses to spread an amount over nothing', () => {
    expect(() => spreadByLargestRemainder(1, [0, 0])).toThrow(RangeError);
    expect(spreadByLargestRemainder(0, [0])).toEqual([0]);
  });
});

describe('inScope', () => {
  it('matches every line without a scope, and a line only when each given list holds it', () => {
    expect(lines.map((l) => inScope({}, l))).toEqual([true, true]);
    expect(lines.map((l) => inScope({ fabricTypes: ['lichtdoorlatend'] }, l))).toEqual([false, true]);
    expect(lines.map((l) => inScope({ priceGroups: [3] }, l))).toEqual([true, false]); // no price group is in no group
    expect(lines.map((l) => inScope({ productIds: ['blackout'], fabricTypes: ['lichtdoorlatend'] }, l))).toEqual([false, false]);
  });
});

describe('discountedTotals', () => {
  it('without a promotion: the totals of orderTotals, nothing taken off', () => {
    // 2 × € 35,94 + € 53,91 = € 125,79; + € 19,95 = € 145,74; VAT 14574 × 21 / 121 = 2529,37… → € 25,29.
    const t = discountedTotals(lines, terms, []);
    expect([t.subtotalCents, t.shippingCents, t.totalCents, t.vatCents, t.discountCents]).toEqual([12579, 1995, 14574, 2529, 0]);
    expect(t.promotions).toEqual([]);
  });

  it('a percentage of an odd cent amount is rounded once, half up: 15 % of € 123,45 = 18,5175 → € 18,52', () => {
    const one: PromotableLine[] = [{ productId: 'blackout', fabricType: 'verduisterend', priceGroup: 3, unitPriceCents: 12345, quantity: 1 }];
    const t = discountedTotals(one, terms, [sale('winter', { kind: 'PERCENT_OFF', percent: 15 })]);
    expect(t.lines).toEqual([{ totalCents: 12345, discountCents: 1852, paidCents: 10493, vatCents: 1821 }]); // 10493 × 21 / 121 = 1821,10…
    // € 104,93 + € 19,95 = € 124,88; VAT 12488 × 21 / 121 = 2167,34… → € 21,67.
    expect([t.totalCents, t.vatCents, t.discountCents]).toEqual([12488, 2167, 1852]);
  });

  it('two lines share one discount by largest remainder, and the VAT is that of the discounted amounts', () => {
    // 10 % of € 125,79 = 12,579 → € 12,58, spread over 7188 and 5391: 718,86… and 539,14… → 718 + 539 = 1257, the cent
    // left to the first (,86 > ,14): 719 and 539.
    const t = discountedTotals(lines, terms, [sale('winter', { kind: 'PERCENT_OFF', percent: 10 })]);
    expect(t.lines).toEqual([
      { totalCents: 7188, discountCents: 719, paidCents: 6469, vatCents: 1123 }, // 6469 × 21 / 121 = 1122,72… → 1123
      { totalCents: 5391, discountCents: 539, paidCents: 4852, vatCents: 842 }, // 4852 × 21 / 121 = 842,08… → 842
    ]);
    // € 113,21 + € 19,95 = € 133,16; VAT 13316 × 21 / 121 = 2311,04… → € 23,11.
    expect([t.goodsDiscountCents, t.shippingCents, t.totalCents, t.vatCents]).toEqual([1258, 1995, 13316, 2311]);
    expect(t.promotions).toEqual([{ id: 'winter', code: null, lineDiscountCents: [719, 539], shippingDiscountCents: 0, discountCents: 1258 }]);
  });

  it('a fixed amount larger than the lines it touches takes off what they cost, no more', () => {
    // € 100,00 off the blackout line of € 71,88: € 71,88 off; the light-filtering line untouched.
    const t = discountedTotals(lines, terms, [], code('bedankt', { kind: 'AMOUNT_OFF', cents: 10000 }, { productIds: ['blackout'] }));
    expect(t.lines.map((l) => [l.discountCents, l.paidCents])).toEqual([
      [7188, 0],
      [0, 5391],
    ]);
    // € 53,91 + € 19,95 = € 73,86; VAT 7386 × 21 / 121 = 1281,87… → € 12,82.
    expect([t.totalCents, t.vatCents, t.discountCents]).toEqual([7386, 1282, 7188]);
  });

  it('free shipping takes the shipping off below the threshold, and does not apply where shipping is free already', () => {
    const below: PromotableLine[] = [{ productId: 'blackout', fabricType: 'verduisterend', priceGroup: 3, unitPriceCents: 37499, quantity: 1 }];
    const t = discountedTotals(below, terms, [], code('gratis', { kind: 'FREE_SHIPPING' }));
    // € 374,99 with shipping € 19,95 taken off: € 374,99; VAT 37499 × 21 / 121 = 6508,09… → € 65,08.
    expect([t.shippingBeforeDiscountCents, t.shippingCents, t.totalCents, t.vatCents, t.discountCents]).toEqual([1995, 0, 37499, 6508, 1995]);
    const at = discountedTotals([{ ...below[0]!, unitPriceCents: 37500 }], terms, [], code('gratis', { kind: 'FREE_SHIPPING' }));
    expect([at.shippingCents, at.totalCents, at.promotions]).toEqual([0, 37500, []]);
  });

  it('judges the free-shipping threshold on the goods after the discount', () => {
    // € 400,00 with 10 % off: € 360,00, below € 375: shipping € 19,95; € 379,95, VAT 37995 × 21 / 121 = 6594,17… → € 65,94.
    const t = discountedTotals([{ ...lines[0]!, unitPriceCents: 40000, quantity: 1 }], terms, [sale('winter', { kind: 'PERCENT_OFF', percent: 10 })]);
    expect([t.goodsDiscountCents, t.shippingCents, t.totalCents, t.vatCents]).toEqual([4000, 1995, 37995, 6594]);
  });

  it('applies a promotion only from its minimum order amount, judged before any discount', () => {
    const winter = sale('winter', { kind: 'PERCENT_OFF', percent: 10 }, {}, 12580);
    expect(discountedTotals(lines, terms, [winter]).promotions).toEqual([]); // € 125,79 < € 125,80
    expect(discountedTotals(lines, terms, [{ ...winter, minimumOrderCents: 12579 }]).goodsDiscountCents).toBe(1258);
  });

  it('gives the shopper the one sale that takes off most, then the code on what the lines cost after it', () => {
    const t = discountedTotals(
      lines,
      terms,
      [sale('klein', { kind: 'AMOUNT_OFF', cents: 1000 }), sale('winter', { kind: 'PERCENT_OFF', percent: 10 }), sale('licht', { kind: 'PERCENT_OFF', percent: 20 }, { fabricTypes: ['lichtdoorlatend'] })],
      code('nieuwsbrief', { kind: 'AMOUNT_OFF', cents: 500 }),
    );
    // Sales: € 10,00; 10 % = € 12,58; 20 % of € 53,91 = 10,782 → € 10,78. The best: winter (719 + 539, as above).
    // The code's € 5,00 over 6469 and 4852 (of 11321): 285,71… and 214,29… → 285 + 214, the cent left to the first: 286 and 214.
    expect(t.promotions.map((p) => [p.id, p.lineDiscountCents])).toEqual([
      ['winter', [719, 539]],
      ['nieuwsbrief', [286, 214]],
    ]);
    expect(t.lines.map((l) => [l.discountCents, l.paidCents])).toEqual([
      [1005, 6183],
      [753, 4638],
    ]);
    // € 108,21 + € 19,95 = € 128,16; VAT 12816 × 21 / 121 = 2224,26… → € 22,24.
    expect([t.goodsDiscountCents, t.totalCents, t.vatCents, t.discountCents]).toEqual([1758, 12816, 2224, 1758]);
  });

  it('refuses a code given as a sale and a sale given as a code', () => {
    expect(() => discountedTotals(lines, terms, [code('x', { kind: 'FREE_SHIPPING' })])).toThrow();
    expect(() => discountedTotals(lines, terms, [], sale('x', { kind: 'FREE_SHIPPING' }))).toThrow();
  });
});

describe('lowestPriorPrice (Directive 98/6/EC art. 6a: the lowest price of the 30 days before a reduction)', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  // Rule version 1 from 1 October: € 100,00; a sale from 10 to 20 November: € 95,00; rule version 2 from 20 November: € 110,00.
  const periods = [
    { from: day('2026-10-01'), until: day('2026-11-10'), cents: 10000 },
    { from: day('2026-11-10'), until: day('2026-11-20'), cents: 9500 },
    { from: day('2026-11-20'), until: null, cents: 11000 },
  ];

  it('takes the lowest price that held at any moment of the window, an earlier sale included', () => {
    // A reduction from 1 December: the window is 1 November – 1 December, and holds all three prices.
    expect(lowestPriorPrice(periods, day('2026-12-01'))).toBe(9500);
  });

  it('leaves out what ended before the window: a price that ended the moment the window opens held in none of it', () => {
    // From 20 December the window opens on 20 November, the moment the sale ended.
    expect(lowestPriorPrice(periods, day('2026-12-20'))).toBe(11000);
    // One second earlier, the sale's last second is in the window.
    expect(lowestPriorPrice(periods, new Date(day('2026-12-20').getTime() - 1000))).toBe(9500);
  });

  it('leaves out a price that starts with the reduction, and has none to give for a product not yet offered', () => {
    expect(lowestPriorPrice([{ from: day('2026-12-01'), until: null, cents: 5000 }], day('2026-12-01'))).toBeNull();
    // Offered 3 days before the reduction: the lowest price of those 3 days.
    expect(lowestPriorPrice([{ from: day('2026-11-28'), until: null, cents: 5000 }], day('2026-12-01'))).toBe(5000);
  });
});

describe('codeRefusal (what the cart and the checkout tell a shopper about a code)', () => {
  const at = new Date('2026-12-10T12:00:00Z');
  const found = (over: Partial<FoundPromotion> = {}): FoundPromotion => ({
    ...code('welkom', { kind: 'AMOUNT_OFF', cents: 1000 }),
    startsAt: new Date('2026-12-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    endedAt: null,
    paused: false,
    usedUp: false,
    ...over,
  });
  const said = (f: FoundPromotion | null, l: PromotableLine[] = lines, typed = ' welkom ') => codeRefusal(typed, f, at, l, terms);

  it('accepts a code that runs and touches a line', () => {
    expect(said(found())).toBeNull();
  });

  it('says why not, in Dutch, naming the code as the shop writes it', () => {
    expect(said(null)).toEqual({ reason: 'UNKNOWN', message: 'De code WELKOM kennen we niet. Controleer of je hem juist hebt overgenomen.' });
    expect(said(found({ endsAt: at }))).toEqual({ reason: 'EXPIRED', message: 'De code WELKOM is verlopen.' });
    expect(said(found({ endedAt: new Date('2026-12-09T00:00:00Z') }))?.reason).toBe('EXPIRED');
    // 24 December 00:00 in Brussels is 23 December 23:00 UTC.
    expect(said(found({ startsAt: new Date('2026-12-23T23:00:00Z') }))).toEqual({ reason: 'NOT_STARTED', message: 'De code WELKOM geldt pas vanaf 24 december 2026.' });
    expect(said(found({ paused: true }))).toEqual({ reason: 'PAUSED', message: 'De code WELKOM kan op dit moment niet gebruikt worden.' });
    expect(said(found({ usedUp: true }))).toEqual({ reason: 'USED_UP', message: 'De code WELKOM is opgebruikt.' });
    expect(said(found({ scope: { fabricTypes: ['screen'] } }))).toEqual({ reason: 'NOT_APPLICABLE', message: 'De code WELKOM geldt niet voor de producten in je winkelwagen.' });
  });

  it('asks for a code when none was typed, and says back no more of a long one than a code can be', () => {
    expect(said(found(), lines, '   ')).toEqual({ reason: 'UNKNOWN', message: 'Vul een kortingscode in.' });
    expect(said(null, lines, 'x'.repeat(40))?.message).toBe(`De code ${'X'.repeat(32)}… kennen we niet. Controleer of je hem juist hebt overgenomen.`);
  });

  it('says what is missing below the minimum: € 150,00 with € 125,79 in the cart lacks € 24,21', () => {
    expect(said(found({ minimumOrderCents: 15000 }))).toEqual({
      reason: 'MINIMUM_NOT_REACHED',
      message: 'De code WELKOM geldt vanaf een bestelling van €\u00a0150,00: nog €\u00a024,21 te gaan.',
    });
  });

  it('tells free shipping apart where shipping is free already', () => {
    const big: PromotableLine[] = [{ ...lines[0]!, unitPriceCents: 40000, quantity: 1 }];
    expect(said(found({ effect: { kind: 'FREE_SHIPPING' } }), big)).toEqual({ reason: 'NOT_APPLICABLE', message: 'De code WELKOM geeft gratis verzending, en je verzending is al gratis.' });
  });
});
