/**
 * The prior price of a made-to-measure configuration (issue 33): what a sale may show struck through beside its price.
 * The law (Directive 98/6/EC art. 6a; promotions.ts `lowestPriorPrice`) asks for the lowest price applied in the 30
 * days before the reduction. A blind has no one price: its price is the one its rules give its sizes and choices, and
 * the rules change (each change is a kept version, with price group changes among them). So the window is cut where
 * anything changed — a new version of the rules, a sale beginning or ending — and in each piece the configuration is
 * priced by the version in force, less the best sale that applied to it then. The lowest of those is the prior price.
 *
 * A sale counts in a piece as if nothing held it back (its minimum order amount, a pause): a prior price can only come
 * out lower for it, so the reduction shown is never larger than the one the shopper really gets.
 */
import type { ConfiguratorRules } from './configurator';
import type { Cents } from './money';
import { quote, type ConfigurationInput } from './price-engine';
import { applyPromotion, lowestPriorPrice, PRIOR_PRICE_DAYS, type PricePeriod, type PromotableLine, type PromotionTerms } from './promotions';

/** A version of a product's rules, in force from `from` until the next version's `from`. */
export interface RulesVersion {
  from: Date;
  rules: ConfiguratorRules;
}

/** An automatic sale and the time it ran: from `from` until `until`. */
export interface SaleRun {
  from: Date;
  until: Date;
  terms: PromotionTerms;
}

/** What a sale's scope is judged on for this product (its price group comes from the rules in force). */
export type ProductScope = Pick<PromotableLine, 'productId' | 'fabricType'>;

/**
 * The lowest price `configuration` had in the 30 days before `reductionStart`, under the kept `versions` (oldest
 * first) and the automatic `sales` that ran then; null when it had none (the product was not offered, or this
 * configuration could not be ordered then).
 */
export function configurationPriorPrice(
  versions: readonly RulesVersion[],
  sales: readonly SaleRun[],
  product: ProductScope,
  configuration: ConfigurationInput,
  reductionStart: Date,
  days: number = PRIOR_PRICE_DAYS,
): Cents | null {
  const end = reductionStart.getTime();
  const start = end - days * 24 * 60 * 60 * 1000;
  const cuts = [start, end, ...versions.map((v) => v.from.getTime()), ...sales.flatMap((s) => [s.from.getTime(), s.until.getTime()])]
    .filter((t) => t >= start && t <= end)
    .sort((a, b) => a - b)
    .filter((t, i, all) => i === 0 || t !== all[i - 1]);
  const periods: PricePeriod[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const version = [...versions].reverse().find((v) => v.from.getTime() <= from);
    if (!version) continue;
    const priced = quote(version.rules, configuration);
    if (!priced.ok) continue;
    const price = priced.breakdown.totalCents;
    const line: PromotableLine = { ...product, priceGroup: version.rules.pricing.mode === 'perSquareMetre' ? (version.rules.pricing.priceGroup ?? null) : null, unitPriceCents: price, quantity: 1 };
    const best = sales
      .filter((sale) => sale.from.getTime() <= from && from < sale.until.getTime())
      .reduce((off, sale) => Math.max(off, applyPromotion(sale.terms, [line], [price], Number.MAX_SAFE_INTEGER, 0)?.discountCents ?? 0), 0);
    periods.push({ from: new Date(from), until: new Date(cuts[i + 1]!), cents: price - best });
  }
  return lowestPriorPrice(periods, reductionStart, days);
}
