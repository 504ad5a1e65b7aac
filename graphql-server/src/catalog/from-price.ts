import { lowestPrice, type ConfiguratorRules } from '@lumina/schema';

/**
 * What a product's price (`product.price_cents`, Product.price) says (issue 31). A product made to measure is offered
 * "vanaf" the lowest price a shopper can pay for it — its smallest size with its cheapest choices, as the price
 * engine computes it from its rules (`lowestPrice`), never its rate per m² — so the price is stored with the rules
 * each time they are written, where listings sort and compare it. A fixed-price product keeps its own price.
 */
export function productPriceCents(rules: ConfiguratorRules | null, fixedCents: number): number {
  return (rules && lowestPrice(rules)?.totalCents) ?? fixedCents;
}
