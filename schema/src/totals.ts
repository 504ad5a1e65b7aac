/**
 * What an order of some lines costs: the one place the shop adds money up (ARCHITECTURE §2). The cart, the
 * checkout, the order and the seed's sample orders all take their amounts from `orderTotals`; the browser only
 * formats what the server sends.
 *
 * Every amount includes VAT (21 %, SPEC §9). **VAT** in the shop means one thing: the VAT contained in `total`,
 * what the customer pays, shipping included (`vatIncluded(total)`).
 */
import type { Cents } from './money';
import { vatIncluded } from './vat';

/** A line's price and how many of it: a cart line or an order item. */
export interface PricedQuantity {
  unitPriceCents: Cents;
  quantity: number;
}

/** The shop's shipping terms (its facts): free from a threshold, else a flat rate. */
export interface ShippingTerms {
  freeShippingThresholdCents: Cents;
  shippingCostCents: Cents;
}

export interface Totals {
  /** The sum of the line totals. */
  subtotalCents: Cents;
  /** Shipping: none for nothing to ship or from the free-shipping threshold, else the flat rate. */
  shippingCents: Cents;
  /** What the customer pays: subtotal + shipping. */
  totalCents: Cents;
  /** The VAT contained in `totalCents`. */
  vatCents: Cents;
  /** What the subtotal still lacks for free shipping; 0 when shipping is free already (or there is nothing to ship). */
  toFreeShippingCents: Cents;
}

/** A line's total: its unit price times its quantity, in whole cents. */
export function lineTotalCents({ unitPriceCents, quantity }: PricedQuantity): Cents {
  const total = unitPriceCents * quantity;
  if (!Number.isSafeInteger(total) || !Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`Not a line total: ${unitPriceCents} × ${quantity}`);
  }
  return total;
}

/**
 * Shipping for goods that cost `goodsCents` (after any discount): none when there is nothing to ship or from the
 * free-shipping threshold, else the flat rate; and what the goods still lack for free shipping (0 when it is free).
 */
export function shippingFor(goodsCents: Cents, somethingToShip: boolean, terms: ShippingTerms): Pick<Totals, 'shippingCents' | 'toFreeShippingCents'> {
  const free = !somethingToShip || goodsCents >= terms.freeShippingThresholdCents;
  return { shippingCents: free ? 0 : terms.shippingCostCents, toFreeShippingCents: free ? 0 : terms.freeShippingThresholdCents - goodsCents };
}

/** The totals of an order of these lines under these shipping terms. */
export function orderTotals(lines: readonly PricedQuantity[], terms: ShippingTerms): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const shipping = shippingFor(subtotalCents, subtotalCents > 0, terms);
  const totalCents = subtotalCents + shipping.shippingCents;
  return { subtotalCents, ...shipping, totalCents, vatCents: vatIncluded(totalCents) };
}
