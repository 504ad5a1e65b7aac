import { shopFacts } from './facts';

/** Shipping for an order subtotal (VAT included): free from the facts' threshold, else the facts' rate; none for nothing. */
export function shippingCents(subtotalCents: number): number {
  const { freeShippingThresholdCents, shippingCostCents } = shopFacts.delivery;
  return subtotalCents === 0 || subtotalCents >= freeShippingThresholdCents ? 0 : shippingCostCents;
}
