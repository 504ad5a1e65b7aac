/**
 * Acties (issue 33): what a promotion takes off an order, to the cent. A promotion is data — a **code** the shopper
 * enters or an **automatic** sale — with one effect (a percentage or a fixed amount off the lines it matches, or free
 * shipping), a scope (the whole order, fabric types, products, price groups), a minimum order amount and a period.
 * This module is the arithmetic: which lines a promotion touches, how much it takes off each, and the order's totals
 * after it. Whether a promotion may still be used (its uses, its budget, the period) is the server's to decide, in
 * the transaction that places the order.
 *
 * Rules of the arithmetic (exact integers, ARCHITECTURE §2: exact until the end, rounded once):
 * - A promotion's discount is worked out on the sum of the lines it touches, rounded once (half up), and then spread
 *   over those lines **by largest remainder**, in proportion to what each line costs: the lines' discounts add up to
 *   the promotion's to the cent, and no line is discounted below zero.
 * - At most one automatic sale and one code per order. The sale applies first (it is the price the configurator and
 *   the listings show); the code applies to what the lines cost after the sale. Of several sales that match, the
 *   shopper gets the one that takes off most.
 * - Free shipping is judged on what the goods cost after the discounts (the shop's "gratis verzending vanaf" is about
 *   what the shopper pays for the goods).
 * - VAT is that contained in what the shopper pays after the discounts (vat.ts), for the order and for each line.
 */
import { divideHalfUp, formatEuro, type Cents } from './money';
import { SHOP_TIME_ZONE } from './brand';
import { texts } from './texts';
import { PROMOTION_LIMITS } from './forms/promotion';
import { lineTotalCents, shippingFor, type PricedQuantity, type ShippingTerms, type Totals } from './totals';
import { vatIncluded } from './vat';

export type PromotionEffect =
  /** A whole percentage (1–100) off each matching line. */
  | { kind: 'PERCENT_OFF'; percent: number }
  /** A fixed amount off the matching lines together (never more than they cost). */
  | { kind: 'AMOUNT_OFF'; cents: Cents }
  /** No shipping cost. */
  | { kind: 'FREE_SHIPPING' };

/** Which lines a promotion touches: each list that is not empty must match (no list at all: the whole order). */
export interface PromotionScope {
  productIds?: readonly string[];
  /** The shop's kinds of blind (lichtdoorlatend, verduisterend, ...): the product's fabric type. */
  fabricTypes?: readonly string[];
  priceGroups?: readonly number[];
}

export interface PromotionTerms {
  id: string;
  /** Null for an automatic sale. */
  code: string | null;
  effect: PromotionEffect;
  scope: PromotionScope;
  /** What the order's goods must cost, before any discount, for the promotion to apply (0: no minimum). */
  minimumOrderCents: Cents;
}

/** A line of an order, with what a promotion's scope is judged on. */
export interface PromotableLine extends PricedQuantity {
  productId: string;
  fabricType: string;
  /** The price group of the line's fabric; null when the product has none. */
  priceGroup: number | null;
}

/** What one promotion took off one order. */
export interface AppliedPromotion {
  id: string;
  code: string | null;
  /** Per line, in the order's line order: what it took off that line (0 for a line outside its scope). */
  lineDiscountCents: Cents[];
  /** What it took off shipping. */
  shippingDiscountCents: Cents;
  /** Everything it took off: the lines' and shipping's. */
  discountCents: Cents;
}

export interface DiscountedTotals {
  /** What the goods cost before any discount. */
  subtotalCents: Cents;
  /** Per line: its total before discounts, everything taken off it, what is paid for it and the VAT that holds. */
  lines: { totalCents: Cents; discountCents: Cents; paidCents: Cents; vatCents: Cents }[];
  /** The sale, then the code, as applied (none when neither applies). */
  promotions: AppliedPromotion[];
  /** Everything taken off the goods. */
  goodsDiscountCents: Cents;
  /** Shipping as the shipping terms charge it for the discounted goods, before a free-shipping promotion. */
  shippingBeforeDiscountCents: Cents;
  /** Shipping as paid. */
  shippingCents: Cents;
  /** What the shopper pays: the discounted goods and shipping. */
  totalCents: Cents;
  /** The VAT contained in `totalCents`. */
  vatCents: Cents;
  /** Everything taken off: goods and shipping. */
  discountCents: Cents;
}

/** Whether a line is in a promotion's scope. */
export function inScope(scope: PromotionScope, line: PromotableLine): boolean {
  if (scope.productIds?.length && !scope.productIds.includes(line.productId)) return false;
  if (scope.fabricTypes?.length && !scope.fabricTypes.includes(line.fabricType)) return false;
  if (scope.priceGroups?.length && (line.priceGroup === null || !scope.priceGroups.includes(line.priceGroup))) return false;
  return true;
}

/**
 * `totalCents` spread over parts in proportion to `weights`, by largest remainder: each part gets the whole cents of
 * its exact share, and the cents left go one each to the parts with the largest fractions (the earlier part first
 * when two are equal). The parts add up to `totalCents`; a part of weight 0 gets nothing.
 */
export function spreadByLargestRemainder(totalCents: Cents, weights: readonly Cents[]): Cents[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Not an amount to spread: ${totalCents}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError(`Not weights: ${weights.join(', ')}`);
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) {
    if (totalCents !== 0) throw new RangeError('Nothing to spread an amount over');
    return weights.map(() => 0);
  }
  const total = BigInt(totalCents);
  const shares = weights.map((w, index) => ({ index, whole: (total * BigInt(w)) / sum, remainder: (total * BigInt(w)) % sum }));
  let left = total - shares.reduce((a, s) => a + s.whole, 0n);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0n) break;
    if (share.remainder === 0n) continue;
    share.whole += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.whole));
}

/**
 * What `promotion` takes off lines that cost `lineCents` now (after any promotion applied before it), or null when it
 * does not apply: no line in its scope, the order's goods below its minimum (`subtotalCents`, before any discount), or
 * free shipping where no shipping is charged.
 */
export function applyPromotion(
  promotion: PromotionTerms,
  lines: readonly PromotableLine[],
  lineCents: readonly Cents[],
  subtotalCents: Cents,
  shippingCents: Cents,
): AppliedPromotion | null {
  if (subtotalCents < promotion.minimumOrderCents) return null;
  const weights = lines.map((line, i) => (inScope(promotion.scope, line) ? lineCents[i]! : 0));
  const matching = weights.reduce((a, w) => a + w, 0);
  const { effect } = promotion;
  if (effect.kind === 'FREE_SHIPPING') {
    if (shippingCents === 0 || !lines.some((line) => inScope(promotion.scope, line))) return null;
    return { id: promotion.id, code: promotion.code, lineDiscountCents: lines.map(() => 0), shippingDiscountCents: shippingCents, discountCents: shippingCents };
  }
  if (matching === 0) return null;
  let off: Cents;
  if (effect.kind === 'PERCENT_OFF') {
    if (!Number.isInteger(effect.percent) || effect.percent < 1 || effect.percent > 100) throw new RangeError(`Not a percentage off: ${effect.percent}`);
    off = divideHalfUp(BigInt(matching) * BigInt(effect.percent), 100n);
  } else {
    if (!Number.isSafeInteger(effect.cents) || effect.cents < 1) throw new RangeError(`Not an amount off: ${effect.cents}`);
    off = Math.min(effect.cents, matching);
  }
  const lineDiscountCents = spreadByLargestRemainder(off, weights);
  return { id: promotion.id, code: promotion.code, lineDiscountCents, shippingDiscountCents: 0, discountCents: off };
}


/**
 * The order's totals with at most one automatic sale (of `sales`, the one that takes off most; the first of equals)
 * and at most one code (`code`, when it applies after the sale). A promotion that does not apply is left out; a code
 * that does not apply is the caller's to tell the shopper about (`promotions` lacks it).
 */
export function discountedTotals(
  lines: readonly PromotableLine[],
  terms: ShippingTerms,
  sales: readonly PromotionTerms[],
  code: PromotionTerms | null = null,
): DiscountedTotals {
  const totals = lines.map((line) => lineTotalCents(line));
  const subtotalCents = totals.reduce((a, t) => a + t, 0);
  const shippingNow = (after: readonly Cents[]) => shippingFor(after.reduce((a, t) => a + t, 0), lines.length > 0, terms).shippingCents;
  const after = (before: readonly Cents[], applied: AppliedPromotion | null) => (applied ? before.map((t, i) => t - applied.lineDiscountCents[i]!) : before);

  let sale: AppliedPromotion | null = null;
  for (const candidate of sales) {
    if (candidate.code !== null) throw new Error(`Promotion ${candidate.id} has a code: it is no automatic sale`);
    const applied = applyPromotion(candidate, lines, totals, subtotalCents, shippingNow(totals));
    if (applied && (!sale || applied.discountCents > sale.discountCents)) sale = applied;
  }
  const afterSale = after(totals, sale);
  if (code && code.code === null) throw new Error(`Promotion ${code.id} has no code`);
  const coded = code ? applyPromotion(code, lines, afterSale, subtotalCents, shippingNow(afterSale)) : null;
  const paid = after(afterSale, coded);
  const promotions = [sale, coded].filter((p): p is AppliedPromotion => p !== null);

  const goodsCents = paid.reduce((a, t) => a + t, 0);
  const shippingBeforeDiscountCents = shippingNow(paid);
  const shippingDiscountCents = Math.min(
    shippingBeforeDiscountCents,
    promotions.reduce((a, p) => a + p.shippingDiscountCents, 0),
  );
  const shippingCents = shippingBeforeDiscountCents - shippingDiscountCents;
  const totalCents = goodsCents + shippingCents;
  const goodsDiscountCents = subtotalCents - goodsCents;
  return {
    subtotalCents,
    lines: totals.map((total, i) => ({ totalCents: total, discountCents: total - paid[i]!, paidCents: paid[i]!, vatCents: vatIncluded(paid[i]!) })),
    promotions,
    goodsDiscountCents,
    shippingBeforeDiscountCents,
    shippingCents,
    totalCents,
    vatCents: vatIncluded(totalCents),
    discountCents: goodsDiscountCents + shippingDiscountCents,
  };
}

/** The totals as `orderTotals` gives them, from discounted ones, with what was taken off the goods (issue 33). */
export function totalsWithDiscount(d: DiscountedTotals, terms: ShippingTerms): Totals & { discountCents: Cents } {
  const goods = d.subtotalCents - d.goodsDiscountCents;
  return {
    subtotalCents: d.subtotalCents,
    discountCents: d.goodsDiscountCents,
    shippingCents: d.shippingCents,
    totalCents: d.totalCents,
    vatCents: d.vatCents,
    // A free-shipping code leaves nothing to reach.
    toFreeShippingCents: d.shippingCents === 0 ? 0 : shippingFor(goods, true, terms).toFreeShippingCents,
  };
}

/** One price and the time it held: from `from` (inclusive) until `until` (exclusive; null: still). */
export interface PricePeriod {
  from: Date;
  until: Date | null;
  cents: Cents;
}

/** The period the prior price of a reduction is taken from: the 30 days before it (Directive 98/6/EC, art. 6a(2)). */
export const PRIOR_PRICE_DAYS = 30;

/**
 * The prior price a reduction starting at `reductionStart` may show struck through: the lowest price that held at
 * any moment of the 30 days before it — Directive 98/6/EC art. 6a(2), inserted by the Omnibus Directive 2019/2161; in
 * Belgium art. VI.18/1 of the Wetboek van economisch recht, in the Netherlands art. 5a(1) of the Besluit
 * prijsaanduiding producten (Stb. 2022, 485). The periods are the prices the shop kept: a configuration's price under
 * each version of its price rules, and any sale price that held then (an earlier sale in the window lowers the prior
 * price). A product offered for less than 30 days: the lowest price of the time it was offered. Null when no price
 * held in the window (nothing lawful to strike through).
 */
export function lowestPriorPrice(periods: readonly PricePeriod[], reductionStart: Date, days: number = PRIOR_PRICE_DAYS): Cents | null {
  const windowStart = reductionStart.getTime() - days * 24 * 60 * 60 * 1000;
  const windowEnd = reductionStart.getTime();
  let lowest: Cents | null = null;
  for (const period of periods) {
    const from = period.from.getTime();
    const until = period.until?.getTime() ?? Number.POSITIVE_INFINITY;
    if (until <= windowStart || from >= windowEnd) continue;
    if (lowest === null || period.cents < lowest) lowest = period.cents;
  }
  return lowest;
}

/** A promotion as the shop finds it for a code: its terms and where it stands. */
export interface FoundPromotion extends PromotionTerms {
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  paused: boolean;
  /** No use or budget left. */
  usedUp: boolean;
}

/** Why a shopper's code cannot be used, in Dutch (the cart and the checkout say it as is). */
export type CodeRefusal = { reason: 'UNKNOWN' | 'NOT_STARTED' | 'EXPIRED' | 'PAUSED' | 'USED_UP' | 'NOT_APPLICABLE' | 'MINIMUM_NOT_REACHED'; message: string };

const startDay = new Intl.DateTimeFormat('nl-BE', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Whether `code` (as typed) can be used on these lines at `at`: null when it can, else why not — unknown, not begun,
 * ended, paused, used up, for none of these lines (or free shipping where shipping is free already), or below its
 * minimum order amount (with what is missing). `found` is the promotion with that code, if any.
 */
export function codeRefusal(code: string, found: FoundPromotion | null, at: Date, lines: readonly PromotableLine[], terms: ShippingTerms): CodeRefusal | null {
  const t = texts.promotions.code;
  const typed = code.trim().toUpperCase();
  if (!typed) return { reason: 'UNKNOWN', message: t.empty };
  // No code is longer: what was typed is said back only as far as a code could go.
  const shown = typed.length > PROMOTION_LIMITS.code.max ? `${typed.slice(0, PROMOTION_LIMITS.code.max)}…` : typed;
  if (!found || found.code === null) return { reason: 'UNKNOWN', message: t.unknown(shown) };
  if (found.endedAt !== null || at.getTime() >= found.endsAt.getTime()) return { reason: 'EXPIRED', message: t.expired(shown) };
  if (at.getTime() < found.startsAt.getTime()) return { reason: 'NOT_STARTED', message: t.notStarted(shown, startDay.format(found.startsAt)) };
  if (found.paused) return { reason: 'PAUSED', message: t.paused(shown) };
  if (found.usedUp) return { reason: 'USED_UP', message: t.usedUp(shown) };
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  if (subtotal < found.minimumOrderCents) {
    return { reason: 'MINIMUM_NOT_REACHED', message: t.minimum(shown, formatEuro(found.minimumOrderCents), formatEuro(found.minimumOrderCents - subtotal)) };
  }
  const totals = lines.map((line) => lineTotalCents(line));
  const shipping = shippingFor(subtotal, lines.length > 0, terms).shippingCents;
  if (!applyPromotion(found, lines, totals, subtotal, shipping)) {
    const freeAlready = found.effect.kind === 'FREE_SHIPPING' && shipping === 0 && lines.some((line) => inScope(found.scope, line));
    return { reason: 'NOT_APPLICABLE', message: freeAlready ? t.shippingFreeAlready(shown) : t.notApplicable(shown) };
  }
  return null;
}
